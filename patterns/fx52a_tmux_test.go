package patterns

import "testing"

// TestFx52aTmuxModes: tmux's modes, choosers and splits that take a pane's
// keys or picture ask as a might for every target (rt50k NEW-8:
// `tmux copy-mode -t desk` froze the desk); a detached session of one's
// own and reading a pane stay alone.
func TestFx52aTmuxModes(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	cases := []evalCase{
		ask("tmux copy-mode -t desk", "cmd.guard-tamper"),
		ask("tmux copy-mode -e -H -t desk", "cmd.guard-tamper"),
		ask("tmux copy -t desk", "cmd.guard-tamper"),
		ask("tmux clock-mode -t desk", "cmd.guard-tamper"),
		ask("tmux choose-tree -t desk", "cmd.guard-tamper"),
		ask("tmux choose-client", "cmd.guard-tamper"),
		ask("tmux choose-buffer -t desk", "cmd.guard-tamper"),
		ask("tmux customize-mode -t desk", "cmd.guard-tamper"),
		ask("tmux find-window -t desk x", "cmd.guard-tamper"),
		ask("tmux findw x", "cmd.guard-tamper"),
		ask("tmux display-panes -d 0", "cmd.guard-tamper"),
		ask("tmux displayp", "cmd.guard-tamper"),
		ask("tmux split-window -t desk", "cmd.guard-tamper"),
		ask("tmux splitw -h -t desk", "cmd.guard-tamper"),
		allow("tmux new -d -s t \\; split-window -f -t t 'make test'"), // fx54d: the session the line just made (rt53 N17)
		ask("tmux new -d -s t \\; split-window -f -t desk 'make test'", "cmd.guard-tamper"),
		allow("tmux split-window -h"),
		allow("tmux splitw -h 'make test'"),
		ask("tmux -L x split-window -t t", "cmd.guard-tamper"),
		allow("tmux new -d -s t"),
		allow("tmux new-session -d -s t 'sleep 9'"),
		allow("tmux capture-pane -p -t desk"),
		allow("tmux list-panes -a"),
		allow("tmux ls"),
	}
	for _, c := range cases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
		if c.want == Ask && v.Because != nil && v.Because.Certain {
			t.Errorf("%q: certain; want a might", c.cmd)
		}
	}
}
