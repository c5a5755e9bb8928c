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
// in the desk's real context it asks as `-exec sh {}` does (by the
// floor while its ROOT/**/NAME could not be listed; by what p5 runs since
// fx57c walks it), where it was allowed and ran
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
		// read since fx57c (ROOT/**/NAME walked): p5 asks by what it runs
		if asks := v.Outcome != patterns.Allow; asks != c.asks {
			t.Errorf("%q: %v by %s (%s), want asks=%v", c.cmd, v.Outcome, v.Rule, v.Reason, c.asks)
		}
	}
}
