package patterns

import (
	"strings"
	"testing"
	"time"
)

// TestFx58eTmuxDeskKeys: tmux options that change the table the
// operator's keys go through or the keys tmux takes (rt56b B17, D13), and
// a format padded or cut past 1000 (rt56b D20), ask cmd.guard-tamper as a
// might where a desk may run in tmux (nothing known, or a desk in tmux);
// where the running desks are known and none is in tmux, or the option is
// set for a session the line made, they are left alone, as the everyday
// ones beside them always are. Failed before: every ask row was allowed.
func TestFx58eTmuxDeskKeys(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		cmd string
		ask bool
	}{
		{"tmux set -g key-table x", true},
		{"tmux set-option -g prefix d", true},
		{"tmux set -g prefix2 a", true},
		{"tmux set -g key-tab x", true},
		{"tmux setw -g prefix d", true},
		{"tmux ls \\; set -g key-table x", true},
		{"tmux display -p '#{p400000000:}'", true},
		{"tmux display -p '#{p-400000000:x}'", true},
		{"tmux set -g status-right '#{=-5000000:pane_title}'", true},
		{"tmux display -p '#{p99999999999999999999999999:x}'", true},
		{"tmux display -p 'a #{b:#{p2000:x}}'", true},
		{"tmux set -g mouse on", false},
		{"tmux show -g prefix", false},
		{"tmux show-options -g key-table", false},
		{"tmux set -g status-left pre", false},
		{"tmux new -d -s t && tmux set -t t prefix C-a", false},
		{"tmux display -p '#{p10:session_name}'", false},
		{"tmux display -p '#{=/5/...:pane_title}'", false},
		{"tmux display -p '#{session_name}:#{window_index}.#{pane_index}'", false},
		{"tmux list-windows -F '#{window_index} #{t:window_activity} #{=1000:window_name}'", false},
	}
	type known struct {
		names []string
		ok    bool
	}
	for _, k := range []known{{nil, false}, {[]string{"desk"}, true}, {[]string{}, true}} {
		for _, c := range cases {
			ctx := &Context{Cwd: "/home/op/proj", Workdir: "/home/op/proj", Home: "/home/op",
				DeskTmux: func() ([]string, bool) { return k.names, k.ok }}
			v := pol.Evaluate(Read(c.cmd), ctx, time.Now())
			want := c.ask && !(k.ok && len(k.names) == 0)
			if want && (v.Outcome != Ask || v.Rule != "cmd.guard-tamper") {
				t.Errorf("%q (desks %q, known %v): %v by %s, want ask by cmd.guard-tamper", c.cmd, k.names, k.ok, v.Outcome, v.Rule)
			}
			if !want && v.Outcome != Allow {
				t.Errorf("%q (desks %q, known %v): %v by %s (%s), want allowed", c.cmd, k.names, k.ok, v.Outcome, v.Rule, v.Reason)
			}
		}
	}
}

// FuzzTmuxHeavyFormat: any text is read without a panic, and one that
// holds no digit is never heavy.
func FuzzTmuxHeavyFormat(f *testing.F) {
	for _, s := range []string{"#{p400000000:}", "#{=-5000000:pane_title}", "#{p10:session_name}",
		"#{=/5/...:pane_title}", "#{p99999999999999999999999999:x}", "a #{b:#{p2000:x}}", "#{"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if tmuxHeavyFormat(s) && !strings.ContainsAny(s, "0123456789") {
			t.Fatalf("tmuxHeavyFormat(%q) with no digit", s)
		}
	})
}
