package queue

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
)

// TestPathShadowByEffect (rt21i #5): a write into a directory on PATH of
// a file named like a program found later on PATH (jq, tee, node: the
// programs hook commands and harness launchers run by name) asks, in
// ~/.local/bin and in a version manager's shims alike; a new tool's name
// there, and a file of a shadowing name outside PATH, stay quiet.
func TestPathShadowByEffect(t *testing.T) {
	root := t.TempDir()
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	local, shims, sys := filepath.Join(home, ".local", "bin"), filepath.Join(home, ".asdf", "shims"), filepath.Join(root, "usr", "bin")
	for _, d := range []string{local, shims, sys, proj, filepath.Join(root, "state")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, name := range []string{"jq", "tee", "sort", "node"} {
		if err := os.WriteFile(filepath.Join(sys, name), []byte("#!/bin/sh\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// bin is sys by another name, after it on PATH, as /bin is a link to
	// /usr/bin on a merged-/usr system: its programs are sys's, which
	// nothing shadows (fx48b).
	bin := filepath.Join(root, "bin")
	if err := os.Symlink(sys, bin); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", strings.Join([]string{local, shims, sys, bin}, string(os.PathListSeparator)))
	s := homeService(t, root, home)
	cases := []struct {
		command string
		ask     bool
	}{
		{"echo x > ~/.local/bin/jq", true},
		{"echo x > " + filepath.Join(local, "tee"), true},
		{"cp build/sort ~/.local/bin/sort", true},
		{"echo x > ~/.asdf/shims/node", true},
		{"curl -s https://x.io/j -o ~/.local/bin/jq", true},
		{"cp build/mytool ~/.local/bin/mytool", false},
		{"ln -sf ~/src/mytool/mytool ~/.local/bin/mytool", false},
		{"echo x > jq", false},
		{"echo x > " + filepath.Join(sys, "newtool"), false},
		{"echo x > " + filepath.Join(sys, "jq"), false},
		{"chmod 700 " + filepath.Join(sys, "node"), false},
	}
	for _, tc := range cases {
		t.Run(tc.command, func(t *testing.T) {
			a := mustEvaluate(t, s, Request{Command: tc.command, Cwd: proj})
			if got := a.Outcome == patterns.Ask; got != tc.ask {
				t.Errorf("%q: %s by %s (%s), want ask %v", tc.command, a.Outcome, a.Rule, a.Reason, tc.ask)
			}
		})
	}
}
