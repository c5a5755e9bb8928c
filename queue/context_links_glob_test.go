package queue

import (
	"os"
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestGlobsThroughLinks (rt20i #9): a glob whose directory is a symbolic
// link made in an earlier call is judged as if written in the directory
// the link leads to: after `ln -s ~ hh`, `rm -rf hh/*` asks as `rm -rf
// ~/*` does, and `rm -rf hh/.c*` as `rm -rf ~/.c*`. Globs in the workdir's
// own directories stay quiet. The link rows were allowed before.
func TestGlobsThroughLinks(t *testing.T) {
	root := t.TempDir()
	proj := filepath.Join(root, "proj")
	home := filepath.Join(root, "home")
	for _, d := range []string{filepath.Join(proj, "src"), filepath.Join(root, "state"), filepath.Join(home, ".claude"), filepath.Join(home, "docs")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(home, ".claude", "settings.json"), []byte("{}"), 0o600); err != nil {
		t.Fatal(err)
	}
	other := "/srv/ozdesk-rt20i-not-there" // outside the temporary directories
	for name, target := range map[string]string{
		filepath.Join(proj, "hh"):   home,
		filepath.Join(proj, "o"):    other,
		filepath.Join(proj, "srcl"): "src",
	} {
		if err := os.Symlink(target, name); err != nil {
			t.Fatal(err)
		}
	}
	st := store.New(filepath.Join(root, "state", "desk.db"))
	s := New(st, WithNode("node-a"), WithHome(home))
	if _, err := s.Init(); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		command string
		rule    string // "": allowed
	}{
		{"rm -rf ~/*", "cmd.delete-home"},
		{"rm -rf hh/*", "cmd.delete-home"},
		{"rm -rf ./hh/*", "cmd.delete-home"},
		{"rm -rf ~/.c*", "cmd.guard-tamper"},
		{"rm -rf hh/.c*", "cmd.guard-tamper"},
		{"rm -rf hh/.claude/*", "cmd.guard-tamper"},
		{"rm -rf /srv/ozdesk-rt20i-not-there/*", "cmd.delete-outside"},
		{"rm -rf o/*", "cmd.delete-outside"},
		{"rm -rf srcl/*.o", ""},
		{"rm -rf src/*", ""},
		{"rm -rf hh/docs/*.tmp", ""},
	} {
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
