package patterns

import "testing"

// fx50tTmuxCases: what a desk's pane shows or is sized to, changed
// through tmux or screen (rt49k, issue 9), asks as a might for every
// target, as typing into a pane does; what only reads a pane, and an
// agent's own session made or listed, stay.
var fx50tTmuxCases = []evalCase{
	ask("tmux resize-window -t desk -y 1500", "cmd.guard-tamper"),
	ask("tmux resizew -t desk -y 1500", "cmd.guard-tamper"),
	ask("tmux resize-pane -t desk -y 1500", "cmd.guard-tamper"),
	ask("tmux resize-p -t desk -y 1500", "cmd.guard-tamper"),
	ask("tmux set -g default-size 80x1500", "cmd.guard-tamper"),
	ask("tmux set-option -g default-si 80x1500", "cmd.guard-tamper"),
	ask("tmux setw -g window-size manual", "cmd.guard-tamper"),
	ask("tmux set -w -t desk window-style 'fg=black,bg=black'", "cmd.guard-tamper"),
	ask("tmux set -p -t desk window-active-style fg=black", "cmd.guard-tamper"),
	ask("tmux set -g 'pane-colours[0]' black", "cmd.guard-tamper"),
	ask("screen -X height 1500", "cmd.guard-tamper"),
	ask("screen -S desk -X width 500", "cmd.guard-tamper"),
	ask("screen -X eval 'height 1500'", "cmd.guard-tamper"),
	ask("tmux display-popup -t desk -E 'sleep 100'", "cmd.guard-tamper"),
	ask("tmux popup -t desk -E 'sleep 100'", "cmd.guard-tamper"),
	ask("tmux display-menu -t desk x x 'display x'", "cmd.guard-tamper"), // a menu item's command a real one: an unknown word is unreadable (fx55f)
	ask("tmux select-pane -t desk -P 'fg=black,bg=black'", "cmd.guard-tamper"),
	ask("tmux selectp -t desk -P fg=black", "cmd.guard-tamper"),
	ask("tmux swap-pane -s fake -t desk", "cmd.guard-tamper"),
	ask("tmux swapp -s fake -t desk", "cmd.guard-tamper"),
	ask("tmux swap-window -s fake -t desk", "cmd.guard-tamper"),
	ask("tmux break-pane -t desk", "cmd.guard-tamper"),
	ask("tmux join-pane -s fake -t desk", "cmd.guard-tamper"),
	ask("tmux move-pane -s fake -t desk", "cmd.guard-tamper"),
	ask("tmux -L other resize-window -t desk -y 1500", "cmd.guard-tamper"),
	ask("tmux new -d -s t \\; resize-window -t desk -y 1500", "cmd.guard-tamper"),
	// Decided: an agent's own test session asks for these as send-keys
	// to it does (a target's pane is not known to be no desk's).
	ask("tmux resize-window -t test -x 80 -y 24", "cmd.guard-tamper"),
	ask("tmux send-keys -t test 'make' Enter", "cmd.guard-tamper"),
	// Reads and a session of its own stay.
	allow("tmux new-session -d -s test"),
	allow("tmux new-session -d -s test -x 80 -y 24"),
	allow("tmux capture-pane -p -t test"),
	allow("tmux capture-pane -p -t desk"),
	allow("tmux capturep -p -S - -t test"),
	allow("tmux pipe-pane -t test 'cat >> /tmp/test.log'"),
	allow("tmux ls"),
	allow("tmux list-panes -a"),
	allow("tmux select-pane -t test:0.1"),
	allow("tmux new -d -s test && tmux select-window -t test:1"), // fx54d: a window made current asks (rt53 N8) but in a session the line made
	allow("tmux set -g status off"),
	allow("tmux set -g mouse on"),
	allow("tmux set -g status-style bg=black"),
	allow("tmux setw -g mode-keys vi"),
	allow("tmux display-message -p '#S'"),
	allow("screen -ls"),
	allow("screen -dmS build make"),
}

func TestFx50tTmux(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range fx50tTmuxCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

// TestFx50tTmuxLook: [tmux-look] takes an option's name or a prefix of
// it, with an index, never a value or a word not known.
func TestFx50tTmuxLook(t *testing.T) {
	for _, c := range []struct {
		word  string
		might bool
	}{
		{"default-size", true}, {"default-si", true}, {"window-size", true}, {"window-style", true},
		{"window-active-style", true}, {"pane-colours[3]", true}, {"pane-colors", true},
		{"status", false}, {"mouse", false}, {"80x1500", false}, {"fg=black", false}, {"win", false},
		{"window-status-style", false}, {"default-shell", false},
	} {
		j := judgeTmuxLook("", LitWord(c.word), &Context{})
		if j.Might != c.might || j.Certainly {
			t.Errorf("%s: got might %v certain %v; want might %v", c.word, j.Might, j.Certainly, c.might)
		}
	}
}
