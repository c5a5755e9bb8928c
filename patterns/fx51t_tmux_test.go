package patterns

import "testing"

// fx51tTmuxCases: tmux's remaining ways around the desk (rt49k, issue 9):
// a config file's commands run (source-file, -f), the desk's pane's input
// disabled (select-pane -d), the client shown another session, detached,
// suspended or locked, and an option set by a name the line does not
// show, ask as a might; an agent's own test session made, listed, ended,
// started with the empty configuration, and the options that hide no desk
// stay as they were.
var fx51tTmuxCases = []evalCase{
	ask("tmux source-file /tmp/x.conf", "cmd.guard-tamper"),
	ask("tmux source /tmp/x.conf", "cmd.guard-tamper"),
	ask("tmux source-file ~/.tmux.conf", "cmd.guard-tamper"),
	ask("tmux source -q /tmp/x.conf", "cmd.guard-tamper"),
	ask("tmux new -d -s t \\; source /tmp/x.conf", "cmd.guard-tamper"),
	ask("tmux -f /tmp/x.conf new -d -s t", "cmd.guard-tamper"),
	ask("tmux -f/tmp/x.conf new -d -s t", "cmd.guard-tamper"),
	ask("tmux -f \"$CONF\" ls", "cmd.unreadable"),
	ask("tmux -f /tmp/x.conf -L t new -d", "cmd.guard-tamper"),
	ask("tmux -L other -f /tmp/x.conf attach", "cmd.guard-tamper"),
	ask("tmux select-pane -d -t desk", "cmd.guard-tamper"),
	ask("tmux selectp -t desk -d", "cmd.guard-tamper"),
	ask("tmux switch-client -t fake", "cmd.guard-tamper"),
	ask("tmux switchc -t fake", "cmd.guard-tamper"),
	ask("tmux switch-client -n", "cmd.guard-tamper"),
	ask("tmux detach-client -a", "cmd.guard-tamper"),
	ask("tmux detach -E 'fake-desk'", "cmd.guard-tamper"),
	ask("tmux suspend-client", "cmd.guard-tamper"),
	ask("tmux lock-client", "cmd.guard-tamper"),
	ask("tmux lockc -t /dev/pts/3", "cmd.guard-tamper"),
	ask("tmux lock-session -t desk", "cmd.guard-tamper"),
	ask("tmux lock-server", "cmd.guard-tamper"),
	// An agent's own test session, as before.
	allow("tmux new-session -d -s t 'make test'"),
	allow("tmux -f /dev/null new-session -d -s t 'make test'"),
	allow("tmux -L test -f /dev/null new -d -s t"),
	allow("tmux ls"),
	allow("tmux list-clients"),
	allow("tmux select-pane -t test:0.1"),
	allow("tmux select-pane -e -t test:0.1"),
	allow("tmux set -g status off"),
	allow("tmux set -g remain-on-exit on"),
	allow("tmux set-option -p -t test remain-on-exit on"),
	allow("tmux split-window -f -d 'make test'"),
	allow("tmux new -d -s t \\; split-window -f -t t 'make test'"), // a split of the session the line just made (fx54d, rt53 N17); of another named target it asks (fx52a, rt50k NEW-8)
	allow("tmux set -g mouse on"),
	allow("tmux show-options -g"),
	ask("tmux kill-session -t t", "cmd.guard-tamper"),
}

func TestFx51tTmux(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range fx51tTmuxCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

// TestFx51tTmuxConfig: [tmux-config] is tmux's own -f before the
// command, joined or not, none for /dev/null nor for a command's -f.
func TestFx51tTmuxConfig(t *testing.T) {
	for _, c := range []struct {
		cmd   string
		might bool
	}{
		{"tmux -f /tmp/x.conf ls", true}, {"tmux -f/tmp/x.conf ls", true}, {"tmux -2 -f /tmp/x new", true},
		{"tmux -f /dev/null ls", false}, {"tmux -f/dev/null ls", false}, {"tmux -f /dev/nul ls", true},
		{"tmux ls", false}, {"tmux split-window -f make", false}, {"tmux new -d -f x", false},
		{"screen -f /tmp/x", false},
	} {
		cmd := testCommand(t, c.cmd)
		p := cmd.Parts[0]
		j := judgeTmuxConfig("", p.Words[0], &Context{cmd: cmd})
		if j.Might != c.might || j.Certainly {
			t.Errorf("%s: got might %v certain %v; want might %v", c.cmd, j.Might, j.Certainly, c.might)
		}
	}
}
