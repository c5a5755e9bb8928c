package queue

import (
	"os"
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestGitDirConfig (rt20i #4): a git directory written as ordinary files
// (foo/HEAD, foo/config setting core.fsmonitor) asks when git runs there
// (-C, --git-dir, GIT_DIR=, cd); the project's own repository with husky's
// core.hooksPath, and a foreign repository whose configuration runs
// nothing, are left alone.
func TestGitDirConfig(t *testing.T) {
	root := t.TempDir()
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	for _, d := range []string{home, proj, filepath.Join(root, "state")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	gitIn(t, proj, "init", "-q", "-b", "main")
	gitIn(t, proj, "config", "core.hooksPath", ".husky")
	mk := func(dir, config string) {
		t.Helper()
		d := filepath.Join(proj, dir)
		for _, sub := range []string{"objects", "refs"} {
			if err := os.MkdirAll(filepath.Join(d, sub), 0o700); err != nil {
				t.Fatal(err)
			}
		}
		if err := os.WriteFile(filepath.Join(d, "HEAD"), []byte("ref: refs/heads/main\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(d, "config"), []byte(config), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	mk("foo", "[core]\n\tbare = false\n\tworktree = ..\n\tfsmonitor = touch /tmp/PWNED\n")
	mk("al", "[alias]\n\tst = !sh -c 'id'\n")
	mk("plain", "[core]\n\tbare = true\n\tfsmonitor = false\n[alias]\n\tst = status\n")
	st := store.New(filepath.Join(root, "state", "desk.db"))
	s := New(st, WithNode("node-a"), WithHome(home))
	if _, err := s.Init(); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		command string
		ask     bool
	}{
		{"git -C foo status", true},
		{"git --git-dir=foo log", true},
		{"git --git-dir foo log", true},
		{"GIT_DIR=foo git status", true},
		{"cd foo && git log", true},
		{"git -C al st", true},
		{"git -C " + filepath.Join(proj, "foo") + " status", true},
		{"git status", false},
		{"git log --oneline", false},
		{"git -C plain log", false},
		{"git -C src status", false},
	}
	for _, tc := range cases {
		t.Run(tc.command, func(t *testing.T) {
			a := mustEvaluate(t, s, Request{Command: tc.command, Cwd: proj})
			if got := a.Outcome == patterns.Ask; got != tc.ask {
				t.Errorf("%q: %s by %s (%s), want ask %v", tc.command, a.Outcome, a.Rule, a.Reason, tc.ask)
			}
			if tc.ask && a.Rule != "cmd.guard-tamper" {
				t.Errorf("%q: asked by %s, want cmd.guard-tamper", tc.command, a.Rule)
			}
		})
	}
}
