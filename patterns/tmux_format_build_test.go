package patterns

import "testing"

// fx57bFormatCases: rt54b B21, a tmux job #(…) built in pieces and run by
// a format that expands an option's value (#{E:@y}). Each half asks,
// whichever server; everyday appends and formats stay allowed.
var fx57bFormatCases = []evalCase{
	// B21 as shown: the halves, the run, and the three in one line.
	ask("tmux -L rt54b set -ga @y '(sh /tmp/rt54b/job2)'", "cmd.unreadable"),
	ask("tmux -L rt54b display -p '#{E:@y}'", "cmd.unreadable"),
	ask("tmux -L rt54b set -g status-right '#{E:@y}'", "cmd.unreadable"),
	ask("tmux set -g @y '#' ; tmux set -ga @y '(sh /tmp/rt54b/job2)'; tmux display -p '#{E:@y}'", "cmd.unreadable"),
	// the class: other spellings of the expansion and of the build.
	ask("tmux display -p '#{T:@y}'", "cmd.unreadable"),
	ask("tmux display-message -p 'x #{T;=10:@y}'", "cmd.unreadable"),
	ask("tmux set -g status-left \"#{E:@catppuccin_status_session}\"", "cmd.unreadable"),
	ask("tmux set-option -a -g @y '(touch /tmp/x)'", "cmd.unreadable"),
	ask("tmux set -ag @y '(touch /tmp/x)'", "cmd.unreadable"),
	ask("tmux setw -ga window-status-format '(id)'", "cmd.unreadable"),
	ask("tmux set -t dev -a @y '(id)'", "cmd.unreadable"),
	ask("tmux new -d -s t \\; set -ga @y '(id)'", "cmd.unreadable"),
	ask("tmux set -gF @y '#{@a}(sh x)'", "cmd.unreadable"),
	ask("tmux set -F -g @y '#{l:#}(sh x)'", "cmd.unreadable"),
	ask("tmux list-sessions -F '#{E:@y}'", "cmd.unreadable"),
	ask("tmux set -g @y '#(sh x)'", "cmd.unreadable"),
	// everyday: appends that cannot make #(, formats of variables.
	allow("tmux set -g @y '#'"),
	allow("tmux set -ga terminal-overrides ',xterm*:Tc'"),
	allow("tmux set -ga update-environment ' SSH_AUTH_SOCK'"),
	allow("tmux set -ga status-right ' %H:%M'"),
	allow("tmux set -g status-right '%H:%M #{session_name}'"),
	allow("tmux display -p '#{session_name}:#{window_index}'"),
	allow("tmux display -p '#{?client_prefix,P,}'"),
	allow("tmux list-windows -F '#{window_index} #{window_name}'"),
	allow("tmux set -g @catppuccin_flavor mocha"),
	ask("tmux set -gF @cwd '#{pane_current_path}'", "cmd.unreadable"), // a directory may be named #(…)
	allow("tmux set -g @cwd /srv/app \\; show -gv @cwd"),
}

func TestTmuxFormatBuilt(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range fx57bFormatCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

// TestTmuxExpandsValue: the modifiers that expand a value as a format,
// and the format text that does not.
func TestTmuxExpandsValue(t *testing.T) {
	for v, want := range map[string]bool{
		"#{E:@y}": true, "a #{T:status-right}": true, "#{T;=10:@y}": true, "#{=10;E:@y}": true,
		"#{@y}": false, "#{session_name}": false, "#{?E,a,b}": false, "#{E}": false, "#{": false,
		"#{s/E/x/:@y}": false, "#{W:#{E:@y}}": true,
	} {
		if got := tmuxExpandsValue(v); got != want {
			t.Errorf("tmuxExpandsValue(%q) = %v, want %v", v, got, want)
		}
	}
}
