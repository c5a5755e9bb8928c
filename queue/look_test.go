package queue

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
)

// TestLooksThatFailAsk (rt21i #4): a look at the files that fails — here
// a loop of symbolic links (ELOOP), which this account meets where the
// broker's meets "permission denied" in an agent's 0700 home — asks, and
// the ask's reason says which look failed; a path that is simply not
// there (ENOENT, ENOTDIR) is no failure, so everyday writes and a git
// part in a directory with no repository stay allowed.
func TestLooksThatFailAsk(t *testing.T) {
	root := t.TempDir()
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	for _, d := range []string{home, proj, filepath.Join(root, "state")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(proj, "one.txt"), []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("loop", filepath.Join(proj, "loop")); err != nil {
		t.Fatal(err)
	}
	s := homeService(t, root, home)
	cases := []struct {
		command string
		ask     bool
	}{
		{"echo x > loop/f", true},
		{"cp one.txt loop/", true},
		{"git -C loop status", true},
		{"git -C loop checkout evil", true},
		{"cd loop && git merge evil", true},
		{"echo x > one.txt", false},
		{"echo x > new.txt", false},
		{"echo x > nodir/new.txt", false},
		{"echo x > one.txt/x", false},
		{"echo x > " + strings.Repeat("n", 300), false}, // ENAMETOOLONG: the write fails as the look does
		{"git checkout main", false},
		{"git status", false},
		{"git -C nodir checkout main", false},
	}
	for _, tc := range cases {
		t.Run(tc.command, func(t *testing.T) {
			a := mustEvaluate(t, s, Request{Command: tc.command, Cwd: proj})
			if got := a.Outcome == patterns.Ask; got != tc.ask {
				t.Fatalf("%q: %s by %s (%s), want ask %v", tc.command, a.Outcome, a.Rule, a.Reason, tc.ask)
			}
			if tc.ask && !strings.Contains(a.Reason, "could not read") {
				t.Errorf("%q: reason %q does not name the look that failed", tc.command, a.Reason)
			}
		})
	}
}
