package queue

import (
	"os"
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
)

// TestArchiveIntoLink (fx21c, issue 10): an archive of the project
// extracted into a directory below the tree is spared as a project
// archive, but a directory that is a link on disk to a guarded place
// (`ln -s ~/.claude cl`, allowed, then `tar -xf x.tar -C cl`) writes
// there: it asks as the same extraction written with the guarded path
// does. Plain directories stay allowed.
func TestArchiveIntoLink(t *testing.T) {
	root := t.TempDir()
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	for _, d := range []string{filepath.Join(home, ".claude"), filepath.Join(proj, ".git", "hooks"), filepath.Join(proj, "build"), filepath.Join(root, "state")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	links := map[string]string{
		"cl":  filepath.Join(home, ".claude"), // ln -s ~/.claude cl
		"gh":  ".git/hooks",                   // ln -s .git/hooks gh
		"via": "cl",                           // a link to a link
		"bl":  "build",                        // a link within the project
	}
	for name, target := range links {
		if err := os.Symlink(target, filepath.Join(proj, name)); err != nil {
			t.Fatal(err)
		}
	}
	s := homeService(t, root, home)
	cases := []struct {
		command string
		rule    string // "": allowed
	}{
		{"tar -xf x.tar -C cl", "cmd.guard-tamper"},
		{"tar -C cl -xzf x.tgz", "cmd.guard-tamper"},
		{"unzip x.zip -d cl", "cmd.guard-tamper"},
		{"unzip -o x.zip -d via", "cmd.guard-tamper"},
		{"bsdtar -xf x.tar -C cl", "cmd.guard-tamper"},
		{"7z x -ocl x.7z", "cmd.guard-tamper"},
		{"tar -xf x.tar -C gh", "cmd.guard-tamper"},
		{"ln -s ~/.claude c2 && tar -xf x.tar -C c2", "cmd.guard-tamper"},
		{"tar -xf x.tar -C build", ""},
		{"unzip x.zip -d build", ""},
		{"7z x -obuild x.7z", ""},
		{"tar -xf x.tar -C bl", ""},
		{"tar -xf x.tar -C build/new", ""},
	}
	for _, tc := range cases {
		t.Run(tc.command, func(t *testing.T) {
			a := mustEvaluate(t, s, Request{Command: tc.command, Cwd: proj})
			switch {
			case tc.rule == "" && a.Outcome != patterns.Allow:
				t.Errorf("%q: %s by %s (%s), want allow", tc.command, a.Outcome, a.Rule, a.Reason)
			case tc.rule != "" && (a.Outcome != patterns.Ask || a.Rule != tc.rule):
				t.Errorf("%q: %s by %s (%s), want ask by %s", tc.command, a.Outcome, a.Rule, a.Reason, tc.rule)
			}
		})
	}
}
