package patterns

import "testing"

// fx55fSyncCases: synchronize-panes set on a window not made by the line
// asks, as the other options of how a pane is shown do (the operator's
// typing in the agent's pane would reach a desk split beside it); one of
// a session the line made stays allowed. pipe-pane without -I, which
// records a pane's screen and types nothing, stays allowed (decided:
// capture-pane reads the same).
var fx55fSyncCases = []evalCase{
	ask("tmux setw synchronize-panes on", "cmd.guard-tamper"),
	ask("tmux setw -t desk synchronize-panes on", "cmd.guard-tamper"),
	ask("tmux set -w -t desk:0 synchronize-panes on", "cmd.guard-tamper"),
	ask("tmux set-window-option -t desk synchron on", "cmd.guard-tamper"),
	ask("tmux new-session -d -s x -t desk \\; setw -t x:0 synchronize-panes on", "cmd.guard-tamper"),
	ask("tmux new -d -s x && tmux setw -g -t x synchronize-panes on", "cmd.guard-tamper"),
	allow("tmux new -d -s ssh \\; setw -t ssh synchronize-panes on"),
	allow("tmux new -d -s ssh && tmux split-window -t ssh && tmux setw -t ssh:0 synchronize-panes on"),
	allow("tmux setw -t desk mode-keys vi"),
	allow("tmux pipe-pane -t desk -o 'cat >> /tmp/desk.log'"),
	allow("tmux pipe-pane -O 'cat >> pane.log'"),
	ask("tmux pipe-pane -I -t desk 'echo a'", "cmd.guard-tamper"),
	ask("tmux pipe-pane -t desk 'rm -rf ~'", "cmd.delete-home"),
}

func TestFx55fTmuxSync(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range fx55fSyncCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
