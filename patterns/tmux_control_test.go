package patterns

import (
	"testing"
	"time"
)

// TestTmuxControlModeFed (rt54b B8): tmux in control mode (-C, -CC) runs
// each line of its standard input as a tmux command, so fed from a file,
// a pipe or a here-document it runs commands not read here and asks;
// control mode on the caller's input, and tmux fed /dev/null otherwise,
// stay allowed.
func TestTmuxControlModeFed(t *testing.T) {
	checkAsks(t, []asksCase{
		{"tmux -C attach -t desk < cmds.txt", true},
		{"tmux -CC attach -t desk < cmds.txt", true},
		{"tmux -C new -d < f", true},
		{"cat f | tmux -C attach", true},
		{"tmux -C attach <<< 'send-keys -t desk a'", true},
		{"tmux -C attach -t desk", false},
		{"tmux attach -t dev", false},
		{"tmux ls < /dev/null", false},
		{"tmux new -d -s x < /dev/null", false},
	})
}

// TestTmuxSetenvCode (rt54b B22): `tmux setenv` of a variable that makes
// a later shell load code (BASH_ENV, LD_PRELOAD, PATH, or a name not
// known here) asks as the same variable on the line does; other
// variables, and unsetting, stay allowed.
func TestTmuxSetenvCode(t *testing.T) {
	checkAsks(t, []asksCase{
		{"tmux setenv -g BASH_ENV /tmp/f", true},
		{"tmux set-environment -t desk LD_PRELOAD /tmp/x.so", true},
		{"tmux setenv PATH /tmp/bin:/usr/bin", true},
		{"tmux setenv -g -- BASH_ENV /tmp/f", true},
		{"tmux setenv -g $V x", true},
		{"tmux setenv -g FOO bar", false},
		{"tmux setenv -u BASH_ENV", false},
		{"tmux setenv -gu BASH_ENV", false},
		{"tmux showenv -g", false},
	})
}

// TestTmuxRootBinding (rt54b B17): a key bound in tmux's root table
// (-n, -T root) is taken from every pane, the desk's too, before its
// program reads it, so binding a key the desk reads asks; modified and
// function keys (everyday: M-Left to move between panes), the prefix
// table's keys, and unbinding stay allowed.
func TestTmuxRootBinding(t *testing.T) {
	checkAsks(t, []asksCase{
		{"tmux bind -n d display x", true},
		{"tmux bind-key -T root a send-keys x", true},
		{"tmux bind -Troot a display x", true},
		{"tmux bind -n Enter display x", true},
		{"tmux bind -n -- a display x", true},
		{"tmux bind -T $T a display x", true},
		{"tmux bind -rn M-h select-pane -L", false},
		{"tmux bind -n M-Left select-pane -L", false},
		{"tmux bind -n C-l select-pane -R", false},
		{"tmux bind -n F5 display x", false},
		{"tmux bind-key -r h select-pane -L", false},
		{"tmux bind -T prefix h select-pane -L", false},
		{"tmux unbind -n d", false},
	})
}

// asksCase is a command and whether the defaults ask about it.
type asksCase struct {
	cmd  string
	asks bool
}

// checkAsks checks that the defaults ask about each case's command, or
// allow it, in a project of the operator's.
func checkAsks(t *testing.T, cases []asksCase) {
	t.Helper()
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		ctx := &Context{Cwd: "/home/op/proj", Workdir: "/home/op/proj", Home: "/home/op", DefaultBranch: "main"}
		v := pol.Evaluate(Read(c.cmd), ctx, time.Now())
		if asks := v.Outcome != Allow; asks != c.asks {
			t.Errorf("%q: %v by %s (%s), want asks=%v", c.cmd, v.Outcome, v.Rule, v.Reason, c.asks)
		}
	}
}
