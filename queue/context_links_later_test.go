package queue

import (
	"os"
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestRunsLaterThroughLinks (rt19i #1): a write through a symbolic link
// an earlier call made into a place whose files run later (.git/hooks,
// .claude/hooks, the CI workflows, a dangling link to a hook not yet
// there, ~/.config/git through a link to the home) asks, as the same
// write spelled directly does; writes the links lead elsewhere are left
// alone.
func TestRunsLaterThroughLinks(t *testing.T) {
	root := t.TempDir()
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	for _, d := range []string{
		filepath.Join(proj, ".git", "hooks"), filepath.Join(proj, ".claude", "hooks"), filepath.Join(proj, ".github", "workflows"),
		filepath.Join(proj, "src"), filepath.Join(home, ".config", "git"), filepath.Join(root, "state"),
	} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(proj, ".git", "hooks", "post-checkout"), []byte("#!/bin/sh\n"), 0o700); err != nil {
		t.Fatal(err)
	}
	for name, target := range map[string]string{
		"gh": ".git/hooks", "ch": ".claude/hooks", "wf": ".github/workflows",
		"d10": ".git/hooks/post-checkout", "d11": ".git/hooks/pre-push", "cfg": filepath.Join(home, ".config"), "s": "src",
	} {
		if err := os.Symlink(target, filepath.Join(proj, name)); err != nil {
			t.Fatal(err)
		}
	}
	st := store.New(filepath.Join(root, "state", "desk.db"))
	s := New(st, WithNode("node-a"), WithHome(home))
	if _, err := s.Init(); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		command string
		ask     bool
	}{
		{"echo x > .git/hooks/pre-commit", true},
		{"echo x > gh/pre-commit", true},
		{"echo x > ch/x.sh", true},
		{"echo x > wf/ci.yml", true},
		{"echo x > d10", true},
		{"echo x > d11", true},
		{"tee cfg/git/config < f", true},
		{"echo x > " + filepath.Join(proj, "gh", "post-merge"), true},
		{"echo x >> s/main.go", false},
		{"echo x > cfg/notes.txt", false},
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

// TestHardLinkedWrites (rt19i #2): a write of a file with a second name
// (`ln ~/.claude/settings.json hard.json` in an earlier call) asks, as
// it may be a guarded file under another name; a file with one name, and
// a package manager's store linked into node_modules, are left alone.
func TestHardLinkedWrites(t *testing.T) {
	root := t.TempDir()
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	for _, d := range []string{filepath.Join(home, ".claude"), filepath.Join(proj, "node_modules", "a"), filepath.Join(root, "state")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range []string{filepath.Join(home, ".claude", "settings.json"), filepath.Join(proj, "one.txt"), filepath.Join(root, "store.js")} {
		if err := os.WriteFile(p, []byte("{}"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	for from, to := range map[string]string{
		filepath.Join(home, ".claude", "settings.json"): filepath.Join(proj, "hard.json"),
		filepath.Join(root, "store.js"):                 filepath.Join(proj, "node_modules", "a", "index.js"),
	} {
		if err := os.Link(from, to); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink("hard.json", filepath.Join(proj, "sl")); err != nil {
		t.Fatal(err)
	}
	st := store.New(filepath.Join(root, "state", "desk.db"))
	s := New(st, WithNode("node-a"), WithHome(home))
	if _, err := s.Init(); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		command string
		ask     bool
	}{
		{"echo '{}' > hard.json", true},
		{"echo '{}' >> " + filepath.Join(proj, "hard.json"), true},
		{"echo '{}' > sl", true},
		{"echo x > one.txt", false},
		{"echo x > new.txt", false},
		{"echo x > node_modules/a/index.js", false},
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
