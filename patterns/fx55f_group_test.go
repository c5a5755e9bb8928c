package patterns

import (
	"path/filepath"
	"testing"
)

// fx55fGroupCases: a session made with `new-session -t OTHER` shares
// OTHER's windows and panes, so it is not "made by the line" (rt54b B6),
// nor is one -A may attach to (B19), nor a made name a rename hands to
// another session; bringing another
// session's pane or window in asks of itself. A session the line makes
// on its own stays its own.
var fx55fGroupCases = []evalCase{
	// B6: a session grouped with another, or renamed onto the made name.
	ask("tmux -L rt54b new-session -d -s x -t desk \\; send-keys -t x a", "cmd.guard-tamper"),
	ask("tmux new-session -d -s x -t desk \\; run-shell -t x:0.0 'cat fake.txt'", "cmd.guard-tamper"),
	ask("tmux new-session -d -s x -t desk \\; split-window -t x:0 'cat fake.txt; sleep 999'", "cmd.guard-tamper"),
	ask("tmux new-session -d -s x -t desk \\; new-window -t x", "cmd.guard-tamper"),
	ask("tmux new -d -tdesk -s x && tmux send-keys -t x a", "cmd.guard-tamper"),
	ask("tmux new -d -s x -t desk && tmux select-window -t x:1", "cmd.guard-tamper"),
	ask("tmux new -d -s x \\; rename-session -t x y \\; rename-session -t desk x \\; send-keys -t x a", "cmd.guard-tamper"),
	ask("tmux new -d -s x && tmux rename -t desk x && tmux send-keys -t x a", "cmd.guard-tamper"),
	ask("tmux new -d -s x \\; join-pane -s desk -t x \\; send-keys -t x a", "cmd.guard-tamper"),
	ask("tmux new -d -s x \\; link-window -s desk:0 -t x:5 \\; send-keys -t x:5 a", "cmd.guard-tamper"),
	ask("tmux new -d -s x \\; move-pane -s desk -t x \\; send-keys -t x a", "cmd.guard-tamper"),
	// B19: -A attaches to a session of that name already there.
	ask("tmux -L rt54b new -A -s desk \\; send-keys -t desk a", "cmd.guard-tamper"),
	ask("tmux new -A -d -s desk \\; send-keys -t desk a", "cmd.guard-tamper"),
	ask("timeout 5 script -qc 'tmux -L rt54b new -A -s desk \\; send-keys -t desk a' /dev/null", "cmd.guard-tamper"),
	ask("tmux new -AD -s desk && tmux run-shell -t desk 'cat f'", "cmd.guard-tamper"),
	allow("tmux new -A -s dev"),
	allow("tmux new -d -s dev && tmux send-keys -t dev 'npm start' Enter"),
	allow("tmux new -d -s dev \\; rename-window -t dev:0 web \\; send-keys -t dev:web 'make' Enter"),
	allow("tmux new -d -s dev \\; new-window -t dev 'npm run dev'"),
	allow("tmux new -d -s x -t dev"),
}

func TestFx55fTmuxGroup(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range fx55fGroupCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

// TestFx55fTmuxGroupScripts: a script that groups a session with the
// desk's and types into it asks, naming the line; one that makes its own
// and types into it stays allowed.
func TestFx55fTmuxGroupScripts(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, filepath.Join(home, "proj"), map[string]string{
		"group.sh": "#!/bin/bash\nset -e\ntmux new-session -d -s x -t desk\ntmux send-keys -t x a\n",
		"own.sh":   "#!/bin/bash\nset -e\ntmux new-session -d -s x\ntmux send-keys -t x 'make' Enter\n",
	})
	fx53mCheck(t, pol, home, []struct{ cmd, rule, reason string }{
		{"bash group.sh", "cmd.guard-tamper", "send-keys -t x a"},
		{"bash own.sh", "", ""},
	}, false)
}
