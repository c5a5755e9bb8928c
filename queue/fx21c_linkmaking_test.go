package queue

import (
	"os"
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
)

// TestLinkMakingAsks (fx21c, issue 10): a symbolic link made to a guarded
// place (the harness settings, a git directory's hooks, ozdesk's store or
// executable) asks at its making, as a hard link does, whatever the links
// on disk; everyday links stay allowed. rsync reads a relative
// --link-dest from its destination.
func TestLinkMakingAsks(t *testing.T) {
	root := t.TempDir()
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	for _, d := range []string{filepath.Join(home, ".claude"), filepath.Join(proj, ".git", "hooks"), filepath.Join(proj, "sub"), filepath.Join(root, "state")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	s := homeService(t, root, home)
	cases := []struct {
		command, cwd string
		rule         string // "": allowed
	}{
		{"ln -s ~/.claude x", proj, "cmd.guard-tamper"},
		{"ln -sfn ~/.claude cur", proj, "cmd.guard-tamper"},
		{"ln -s ~/.claude/settings.json .", proj, "cmd.guard-tamper"},
		{"ln -s --target-directory=x ~/.claude", proj, "cmd.guard-tamper"},
		{"ln -s ~ hh", proj, ""}, // the home holds every guarded place: a link to it is everyday
		{"ln -s .git/hooks h", proj, "cmd.guard-tamper"},
		{"ln -s ../.git/hooks h", filepath.Join(proj, "sub"), "cmd.guard-tamper"},
		{"ln -s .git g", proj, "cmd.guard-tamper"},
		{"cp -s ~/.claude/settings.json x", proj, "cmd.guard-tamper"},
		{"cp -rs ~/.claude x", proj, "cmd.guard-tamper"},
		{"ln -s " + filepath.Join(root, "state", "desk.db") + " d", proj, "cmd.guard-tamper"},
		{"rsync -a --link-dest=../../.claude src/ backup/new/", proj, "cmd.guard-tamper"},
		{"rsync -a --link-dest=../../../home/.claude src/ a/b/", proj, "cmd.guard-tamper"}, // the home's, from a/b
		{"ln -s build/app bin/app", proj, ""},
		{"ln -sf ~/.local/bin/x", proj, ""},
		{"ln -sf /usr/bin/python3 venv/bin/python", proj, ""},
		{"ln -s node_modules/.bin/tsc tsc", proj, ""},
		{"ln -s ../lib lib", filepath.Join(proj, "sub"), ""},
		{"ln -s ~/.config/nvim n", proj, ""},
		{"rsync -a --link-dest=../prev build/ snap/", proj, ""},
	}
	for _, tc := range cases {
		t.Run(tc.command, func(t *testing.T) {
			a := mustEvaluate(t, s, Request{Command: tc.command, Cwd: tc.cwd})
			switch {
			case tc.rule == "" && a.Outcome != patterns.Allow:
				t.Errorf("%q: %s by %s (%s), want allow", tc.command, a.Outcome, a.Rule, a.Reason)
			case tc.rule != "" && (a.Outcome != patterns.Ask || a.Rule != tc.rule):
				t.Errorf("%q: %s by %s (%s), want ask by %s", tc.command, a.Outcome, a.Rule, a.Reason, tc.rule)
			}
		})
	}
}
