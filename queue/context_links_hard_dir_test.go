package queue

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestHardLinkedDirectoryWrites (rt20i #7): a copy into a directory whose
// members the line does not name writes an existing entry in place, so a
// directory holding a second name of a file (dd/settings.json, a hard
// link to ~/.claude/settings.json) asks as the write of that name does;
// so does one holding more entries than are read. A directory of
// single-named files stays quiet. The dd rows were allowed before, and
// rsync's --link-dest of a guarded directory, which makes such names.
func TestHardLinkedDirectoryWrites(t *testing.T) {
	root := t.TempDir()
	proj := filepath.Join(root, "proj")
	home := filepath.Join(root, "home")
	for _, d := range []string{filepath.Join(proj, "newdir"), filepath.Join(proj, "dd"), filepath.Join(proj, "ee"), filepath.Join(proj, "big"), filepath.Join(root, "state"), filepath.Join(home, ".claude")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	settings := filepath.Join(home, ".claude", "settings.json")
	for _, f := range []string{settings, filepath.Join(proj, "newdir", "settings.json"), filepath.Join(proj, "ee", "settings.json")} {
		if err := os.WriteFile(f, []byte("{}"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Link(settings, filepath.Join(proj, "dd", "settings.json")); err != nil {
		t.Fatal(err)
	}
	for i := 0; i <= maxLinkedEntries; i++ {
		if err := os.WriteFile(filepath.Join(proj, "big", fmt.Sprint(i)), nil, 0o600); err != nil {
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
		{"cp newdir/settings.json dd/settings.json", true},
		{"cp -r newdir/. dd/", true},
		{"cp newdir/* dd/", true},
		{"mv newdir/* dd/", true},
		{"cp -r newdir/. big/", true},
		{"rsync -a --link-dest=$HOME/.claude $HOME/.claude/ ee/", true},
		{"rsync -a --link-dest " + filepath.Join(home, ".claude") + " newdir/ ee/", true},
		{"cp -rl ~/.claude ee/", true},
		{"rsync -a --link-dest=../prev newdir/ ee/", false},
		{"cp -r newdir/. ee/", false},
		{"rm -rf big/*", false},
		{"rm -rf dd/*", false},
		{"cp newdir/* ee/", false},
	} {
		t.Run(tc.command, func(t *testing.T) {
			a := mustEvaluate(t, s, Request{Command: tc.command, Cwd: proj})
			if got := a.Outcome == patterns.Ask; got != tc.ask || !tc.ask && a.Outcome != patterns.Allow {
				t.Errorf("%q: %s by %s (%s), want ask %v", tc.command, a.Outcome, a.Rule, a.Reason, tc.ask)
			}
		})
	}
}
