package patterns

import "testing"

// fx57fCases: every command of a tmux `\;` list is judged as if it stood
// alone (rt56b D19), and a hook set as an array option is set-hook
// (rt56b D18). Everyday lists and options stay allowed.
var fx57fCases = []evalCase{
	// D19: what the second and later commands leave for later.
	ask(`tmux -L rt56b ls \; set-hook -g alert-bell 'run-shell -b "sh /tmp/rt56b/auto"'`, "cmd.unreadable"),
	ask(`tmux -L rt56b display -p x \; set-hook -g alert-bell 'run-shell -b "sh /tmp/rt56b/auto"'`, "cmd.unreadable"),
	ask(`tmux -L rt56b set -g @x 1 \; set-hook -g alert-bell 'send-keys -t desk a'`, "cmd.unreadable"),
	ask(`tmux -L rt56b set -g lock-after-time 1 \; set -g lock-command 'sh /tmp/rt56b/auto'`, "cmd.unreadable"),
	ask(`tmux -L rt56b set -g @x 1 \; setenv -g BASH_ENV /tmp/rt56b/job3`, "cmd.unreadable"),
	ask(`tmux -L rt56b ls \; setenv -g LD_PRELOAD /tmp/x.so`, "cmd.unreadable"),
	ask(`tmux -L rt56b ls \; set -g default-command 'sh /tmp/rt56b/auto'`, "cmd.unreadable"),
	ask(`tmux ls ';' set-hook -g alert-bell 'run-shell "sh x"'`, "cmd.unreadable"),
	ask(`tmux ls\; set-hook -g alert-bell 'run-shell "sh x"'`, "cmd.unreadable"),
	ask(`tmux ls \; ls \; set-hook -g alert-bell 'run-shell "sh x"'`, "cmd.unreadable"),
	// D18: hooks set as array options, quoted so the shell leaves the brackets.
	ask(`tmux -L rt56b set -g 'alert-bell[0]' 'run-shell -b "sh /tmp/rt56b/auto"'`, "cmd.unreadable"),
	ask(`tmux -L rt56b set -g 'alert-bell[0]' 'send-keys -t desk a'`, "cmd.unreadable"),
	ask(`tmux -L rt56b set -g "pane-focus-in[0]" 'send-keys -t desk a'`, "cmd.unreadable"),
	ask(`tmux -L rt56b set -g 'client-attached[0]' 'run-shell "sh x"'`, "cmd.unreadable"),
	ask(`tmux -L rt56b set -g 'session-created[0]' 'run-shell "sh x"'`, "cmd.unreadable"),
	ask(`tmux -L rt56b setw -g 'alert-bell[0]' 'run-shell "sh x"'`, "cmd.unreadable"),
	ask(`tmux -L rt56b set-option -g 'alert-activity[0]' 'run-shell "sh x"'`, "cmd.unreadable"),
	ask(`tmux -L rt56b set -g 'window-renamed[0]' 'run-shell "sh x"'`, "cmd.unreadable"),
	ask(`tmux -L rt56b set -g 'pane-title-changed[0]' 'run-shell "sh x"'`, "cmd.unreadable"),
	ask(`tmux -L rt56b set -g 'session-window-changed[0]' 'run-shell "sh x"'`, "cmd.unreadable"),
	ask(`tmux -L rt56b set -g 'command-error[0]' 'run-shell "sh x"'`, "cmd.unreadable"),
	ask(`tmux -L rt56b set -g 'client-resized[0]' 'run-shell "sh x"'`, "cmd.unreadable"),
	ask(`tmux -L rt56b set -g 'after-new-window[1]' 'run-shell "sh x"'`, "cmd.unreadable"),
	ask(`tmux -L rt56b set -g 'client-active[0]' 'run-shell "sh x"'`, "cmd.unreadable"),
	// Everyday lists and options stay allowed.
	allow(`tmux new -d -s dev \; split-pane -t dev 'npm run dev'`),
	allow(`tmux new -d -s dev \; set -g mouse on \; set -g status-left dev`),
	allow(`tmux ls \; display -p '#S'`),
	allow(`tmux set -g mouse on \; set -g history-limit 50000`),
	allow(`tmux new -d -s dev \; setenv -t dev NODE_ENV development`),
	allow(`tmux set -g 'status-format[0]' 'dev'`),
	allow(`tmux set -g 'user-keys[0]' '\e[1;5A'`),
	allow(`tmux set -g @plugin 'tmux-plugins/tmux-sensible'`),
	allow(`tmux show -g 'alert-bell[0]'`),
}

func TestFx57fTmux(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range fx57fCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

// fx57fEnvCases: a variable set in tmux's global environment that makes a
// later pane's shell or program load or run code asks, by the policy's
// own lists (rt56b D4); everyday ones stay allowed.
var fx57fEnvCases = []evalCase{
	ask(`tmux -L rt56b setenv -g PROMPT_COMMAND '. /tmp/rt56b/job3'`, "cmd.unreadable"),
	ask(`tmux -L rt56b setenv -g NODE_OPTIONS '--require /tmp/rt56b/j.js'`, "cmd.unreadable"),
	ask(`tmux -L rt56b setenv -g PERL5OPT -Mx`, "cmd.unreadable"),
	ask(`tmux -L rt56b setenv -g RUBYOPT -rx`, "cmd.unreadable"),
	ask(`tmux -L rt56b setenv -g LD_LIBRARY_PATH /tmp/rt56b`, "cmd.unreadable"),
	ask(`tmux -L rt56b setenv -g PYTHONSTARTUP /tmp/x.py`, "cmd.unreadable"),
	ask(`tmux -L rt56b setenv -g PYTHONPATH /tmp/rt56b`, "cmd.unreadable"),
	ask(`tmux -L rt56b setenv -g ENV /tmp/x`, "cmd.unreadable"),
	ask(`tmux -L rt56b setenv -g ZDOTDIR /tmp/x`, "cmd.unreadable"),
	ask(`tmux -L rt56b setenv -g HOME /tmp/rt56b/h`, "cmd.unreadable"),
	ask(`tmux -L rt56b setenv -g BASH_ENV\= /tmp/x`, "cmd.unreadable"),
	ask(`tmux -L rt56b setenv -g PS1 '$(sh /tmp/j)'`, "cmd.unreadable"),
	ask(`tmux -L rt56b setenv -g GIT_SSH_COMMAND 'sh /tmp/j'`, "cmd.unreadable"),
	ask(`tmux -L rt56b setenv -g EDITOR /tmp/j`, "cmd.unreadable"),
	ask(`tmux -L rt56b setenv -g 'BASH_FUNC_ls%%' '() { sh /tmp/j; }'`, "cmd.unreadable"),
	ask(`tmux -L rt56b set-environment -g SHELLOPTS xtrace`, "cmd.unreadable"),
	ask(`tmux -L rt56b ls \; setenv -g PROMPT_COMMAND '. /tmp/rt56b/job3'`, "cmd.unreadable"),
	allow(`tmux setenv -g NODE_ENV development`),
	allow(`tmux setenv -g DISPLAY :0`),
	allow(`tmux setenv -g NODE_OPTIONS --max-old-space-size=4096`),
	allow(`tmux setenv -t dev RUST_LOG debug`),
	allow(`tmux setenv -gu PROMPT_COMMAND`),
	allow(`tmux showenv -g`),
}

func TestFx57fTmuxEnv(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range fx57fEnvCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
