package patterns

import (
	"testing"
	"time"
)

// TestTmuxDeskKnownTargets (fx56h, rt53 N17): with the desks' tmux names
// given (queue's TestTmuxTargetsOfDeskKnown reads them from a real
// server), a target that names none of them is everyday; one that is a
// desk's name, a start of one, an index, an id, a glob or not literal
// asks; nothing known asks; no desk in tmux leaves every target alone
// but the server's end and `kill-session -a`; a tmux command that runs
// later (a loop, a sleep, `&`, nohup) asks whatever the names.
func TestTmuxDeskKnownTargets(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		names []string
		known bool
		cmd   string
		ask   bool
	}{
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux new-window -t dev", false},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux send-keys -t dev:web 'npm run dev' Enter", false},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux kill-session -t dev", false},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux respawn-pane -k -t dev:0.1", false},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux resize-window -t dev -x 100", false},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux set-option -t dev status off", false},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux kill-session -t desk", true},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux kill-session -t =desk", true},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux send-keys -t oz a", true},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux new-window -t lo", true},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux select-window -t 1", true},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux send-keys -t %1 a", true},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux send-keys -t '$0' a", true},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux send-keys -t 'd?v' a", true},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux send-keys -t \"$S\" a", true},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux kill-window -a -t dev:0", true},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux send-keys a", true},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux send-keys -t ! a", true},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux select-window -t +1", true},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux send-keys -t - a", true},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux send-keys -t '^' a", true},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux send-keys -t '{last}' a", true},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux send-keys -t my-app_2 a", false},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux rename-session -t desk dev && tmux kill-session -t dev", true},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux rename-session dev \\; kill-session -t dev", true},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux rename-window dev; tmux send-keys -t dev a", true},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux new -d -s x -t desk && tmux send-keys -t x a", true},
		{[]string{"desk", "ozdesk", "logs"}, true, "tmux new -d -s dev && tmux send-keys -t dev 'npm start' Enter && tmux kill-session -t old", false},
		{nil, false, "tmux kill-session -t dev", true},
		{nil, false, "tmux send-keys -t dev a", true},
		{[]string{}, true, "tmux send-keys -t desk a", false},
		{[]string{}, true, "tmux kill-session -t desk", false},
		{[]string{}, true, "tmux kill-session -a -t dev", true},
		{[]string{}, true, "tmux kill-server", true},
		// a tmux command that runs later may meet a desk started or
		// moved meanwhile: the names read now say nothing of it
		{[]string{}, true, "while :; do tmux send-keys -t desk a; sleep 1; done &", true},
		{[]string{}, true, "(sleep 600; tmux send-keys -t desk a) &", true},
		{[]string{}, true, "nohup tmux send-keys -t desk a &", true},
		{[]string{"desk"}, true, "sleep 5; tmux send-keys -t dev a", true},
		{[]string{"desk"}, true, "tmux send-keys -t dev 'npm run dev' Enter && tmux send-keys -t dev:1 'npm test' Enter", false},
	}
	for _, c := range cases {
		ctx := &Context{Cwd: "/home/op/proj", Workdir: "/home/op/proj", Home: "/home/op",
			DeskTmux: func() ([]string, bool) { return c.names, c.known }}
		v := pol.Evaluate(Read(c.cmd), ctx, time.Now())
		if c.ask && (v.Outcome != Ask || v.Rule != "cmd.guard-tamper") {
			t.Errorf("%q with desk names %q (known %v): %v by %s, want ask by cmd.guard-tamper", c.cmd, c.names, c.known, v.Outcome, v.Rule)
		}
		if !c.ask && v.Outcome != Allow {
			t.Errorf("%q with desk names %q (known %v): %v by %s (%s), want allowed", c.cmd, c.names, c.known, v.Outcome, v.Rule, v.Reason)
		}
	}
}
