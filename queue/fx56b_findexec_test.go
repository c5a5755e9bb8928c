package queue

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// TestFindExecProgramAsks (fx56b, rt54 M8): find's `{}` as -exec's or
// -ok's program, bounded by -name, runs each match by its path: judged
// in the desk's real context it asks by the floor as `-exec sh {}` does
// (its ROOT/**/NAME cannot be listed), where it was allowed and ran
// ./p5, which approved an ask; finds that run no found file stay
// allowed.
func TestFindExecProgramAsks(t *testing.T) {
	home := t.TempDir()
	proj := filepath.Join(home, "proj")
	if err := os.MkdirAll(filepath.Join(proj, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(proj, "sub", "p5"), []byte("#!/bin/sh\nozdesk queue approve 5\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	pol, err := patterns.NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	s := newService(t)
	ctx := s.contextLogged(ContextRecord{Cwd: proj, Workdir: proj, Home: home}, "a", "n", nil, &lookLog{})
	for _, c := range []struct {
		cmd  string
		asks bool
	}{
		{`find . -name p5 -exec {} \;`, true},
		{`find . -name p5 -exec {} +`, true},
		{`find . -name p5 -ok {} \;`, true},
		{`find . -type f -name p5 -exec {} ';'`, true},
		{`find . -name p5 -exec sh {} \;`, true},
		{`find . -name '*.sh' -exec chmod +x {} \;`, false},
		{`find . -name '*.pyc' -delete`, false},
		{`find . -type f -exec grep -l x {} +`, false},
	} {
		v := pol.Evaluate(patterns.Read(c.cmd), ctx, time.Now())
		if asks := v.Outcome != patterns.Allow; asks != c.asks || asks && v.Rule != patterns.UnreadableRule {
			t.Errorf("%q: %v by %s (%s), want asks=%v (by the floor)", c.cmd, v.Outcome, v.Rule, v.Reason, c.asks)
		}
	}
}
