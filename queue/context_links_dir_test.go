package queue

import (
	"os"
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestDirectoryWritesThroughLinks (rt20i #8): a copy, move or extract
// into a directory whose members the line does not name asks when the
// directory leads, through a symbolic link made in an earlier call, to a
// guarded place, as the direct spelling does: `cp -r newdir/. evil/` with
// evil a link to ~/.claude rewrote the settings unasked. Directories in
// the workdir stay quiet. The link rows were allowed before. (An
// archive in the tree extracted into a named directory, `tar -C evil`,
// is not judged through links yet.)
func TestDirectoryWritesThroughLinks(t *testing.T) {
	root := t.TempDir()
	proj := filepath.Join(root, "proj")
	home := filepath.Join(root, "home")
	for _, d := range []string{filepath.Join(proj, "newdir"), filepath.Join(proj, "dd"), filepath.Join(proj, ".git", "hooks"), filepath.Join(root, "state"), filepath.Join(home, ".claude")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{filepath.Join(home, ".claude", "settings.json"), filepath.Join(proj, "newdir", "settings.json")} {
		if err := os.WriteFile(f, []byte("{}"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	for name, target := range map[string]string{
		filepath.Join(proj, "evil"): filepath.Join(home, ".claude"),
		filepath.Join(proj, "hh"):   home,
		filepath.Join(proj, "gh"):   ".git/hooks",
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
		ask     bool
	}{
		{"cp -r newdir/. ~/.claude/", true},
		{"cp -r newdir/. evil/", true},
		{"cp -r newdir/. evil", true},
		{"cp newdir/* evil/", true},
		{"mv newdir/* evil/", true},
		{"cp -r newdir/. hh/.claude/", true},
		{"cp -r newdir/. gh/", true},
		{"cp newdir/* gh/", true},
		{"cp -r newdir/. dd/", false},
		{"cp newdir/* dd/", false},
		{"tar -C dd -xf a.tar", false},
	} {
		t.Run(tc.command, func(t *testing.T) {
			a := mustEvaluate(t, s, Request{Command: tc.command, Cwd: proj})
			if got := a.Outcome == patterns.Ask; got != tc.ask || !tc.ask && a.Outcome != patterns.Allow {
				t.Errorf("%q: %s by %s (%s), want ask %v", tc.command, a.Outcome, a.Rule, a.Reason, tc.ask)
			}
		})
	}
}
