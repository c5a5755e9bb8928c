package patterns

import (
	"slices"
	"strings"
	"testing"
)

// TestGlobMatchesSentence (eff7c, leftover of eff7b): rm -rf * in the
// project asks by cmd.guard-tamper because * matches the harness settings
// kept there without a dot; the ask names them, not only "a path ozdesk
// protects". A glob that matches none of them (build/*) stays allowed.
func TestGlobMatchesSentence(t *testing.T) {
	cwd, home := "/home/op/proj", "/home/op"
	ctx := &Context{Cwd: cwd, Workdir: cwd, Home: home, DefaultBranch: "main",
		Protected: append([]string{home + "/.local/state/ozdesk"}, GuardedPaths(home, cwd, home, "/home", "/")...)}
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		cmd, rule string
		matches   []string
		sentence  string
	}{
		{"rm -rf *", "cmd.guard-tamper", []string{"crush.json", "crushrc", "opencode.json", "opencode.jsonc"},
			"`*` might match crush.json, crushrc, opencode.json, opencode.jsonc, which ozdesk protects; if it does, this deletes them"},
		{"rm -f *.json", "cmd.guard-tamper", []string{"crush.json", "opencode.json"},
			"`*.json` might match crush.json, opencode.json, which ozdesk protects; if it does, this deletes them"},
		{"rm -f crush*.json", "cmd.guard-tamper", []string{"crush.json"},
			"`crush*.json` might match crush.json, which ozdesk protects; if it does, this deletes it"},
		{"rm -rf build/*", "", nil, ""},
	}
	for _, tt := range tests {
		v := pol.Explain(tt.cmd, ctx, testNow)
		if v.Rule != tt.rule {
			t.Errorf("%s: rule %q, want %q", tt.cmd, v.Rule, tt.rule)
			continue
		}
		if tt.rule == "" {
			continue
		}
		b := v.Report().Parts[v.Part].Because
		if b == nil || !slices.Equal(b.Matches, tt.matches) {
			t.Errorf("%s: because %+v, want matches %q", tt.cmd, b, tt.matches)
			continue
		}
		if got := b.Sentence(); !strings.Contains(got, tt.sentence) {
			t.Errorf("%s: sentence %q, want %q", tt.cmd, got, tt.sentence)
		}
	}
}
