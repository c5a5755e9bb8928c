package patterns

import (
	"path/filepath"
	"testing"
)

// fx55fCases: tmux read as the server reads it (rt54b B2, B3, B6). The
// server's own aliases (split-pane, splitp, choose-window, info …) are
// the commands they stand for, their command strings read as nested
// parts; a command word tmux does not know is unreadable (the server may
// hold an alias of it); setting command-alias asks (cmd.unreadable: it keeps
// a command for later) however its name is
// spelled; a session grouped with another (`new-session -t desk`), or one
// whose name a rename hands on, is not the line's own. Everyday tmux
// scripts that make their own session stay allowed.
var fx55fCases = []evalCase{
	// B3: the server's aliases, and tmux's abbreviations.
	ask("tmux -L rt54b split-pane -d -t desk 'rm -rf /work/rt/rt54b/w/victim'", "cmd.delete-outside"),
	ask("tmux split-pane -t desk 'rm -rf ~'", "cmd.delete-home"),
	ask("tmux split-pane -t desk 'bash -c \"rm -rf ~\"'", "cmd.delete-home"),
	ask("tmux split-pane -t desk 'ozdesk queue approve 2'", "cmd.guard-tamper"),
	ask("tmux splitp -d 'rm -rf ~'", "cmd.delete-home"),
	ask("tmux split-pane -d -l 38 -t desk 'cat fake.txt; sleep 9999'", "cmd.guard-tamper"),
	ask("tmux splitp -t desk", "cmd.guard-tamper"),
	ask("tmux split-w -t desk", "cmd.guard-tamper"),
	ask("tmux splitw -d 'rm -rf ~'", "cmd.delete-home"),
	ask("tmux neww -d 'rm -rf ~'", "cmd.delete-home"),
	ask("tmux new-w -d 'rm -rf ~'", "cmd.delete-home"),
	ask("tmux respawn-p -k -t dev 'rm -rf ~'", "cmd.delete-home"),
	ask("tmux popup 'rm -rf ~'", "cmd.delete-home"),
	ask("tmux run 'rm -rf ~'", "cmd.delete-home"),
	ask("tmux run-s 'rm -rf ~'", "cmd.delete-home"),
	ask("tmux choose-window -t desk", "cmd.guard-tamper"),
	ask("tmux choose-session -t desk", "cmd.guard-tamper"),
	ask("tmux choose-session -t desk 'send-keys -t desk a'", "cmd.guard-tamper"),
	ask("tmux if true 'split-pane -d \"rm -rf ~\"'", "cmd.delete-home"),
	ask("tmux confirm -y 'splitp -d \"rm -rf ~\"'", "cmd.delete-home"),
	ask("tmux send -t desk a", "cmd.guard-tamper"),
	// Everyday tmux stays allowed.
	allow("tmux new -d -s dev && tmux send-keys -t dev 'npm start' Enter"),
	allow("tmux new -d -s dev \\; split-pane -t dev 'npm run dev'"),
	allow("tmux new -d -s dev && tmux splitp -t dev -h 'npm test'"),
	allow("tmux new-session -d -s dev -n web \\; send-keys -t dev:web 'make' Enter"),
	allow("tmux new -d -s dev \\; rename-window -t dev:0 web \\; send-keys -t dev:web 'make' Enter"),
	allow("tmux split-pane -h"),
	allow("tmux splitp -d 'npm run dev'"),
	allow("tmux ls"),
	allow("tmux list-s"),
	allow("tmux info"),
	allow("tmux server-info"),
	allow("tmux show -s command-alias"),
	allow("tmux show-options -g"),
	allow("tmux set -g mouse on"),
	allow("tmux set -g status-left 'dev'"),
	allow("tmux set -g history-limit 50000"),
	allow("tmux display -p '#S'"),
	allow("tmux has -t dev"),
	allow("tmux -V"),
	allow("tmux new -d -s work"),
	ask("tmux rename-session -t dev work", "cmd.guard-tamper"), // fx56f, rt54b B10: frees a name a desk may hold
}

func TestFx55fTmux(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range fx55fCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

// TestFx55fTmuxScripts: a script that makes its own session, splits it
// with split-pane and types into it stays allowed; one that splits the
// desk's with a command asks, naming the line.
func TestFx55fTmuxScripts(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, filepath.Join(home, "proj"), map[string]string{
		"split.sh": "#!/bin/bash\ntmux split-pane -d -t desk 'ozdesk queue approve 3'\n",
		"dev.sh":   "#!/bin/bash\nset -e\ntmux new-session -d -s dev -n web\ntmux split-pane -t dev:web -h\ntmux send-keys -t dev:web 'npm run dev' Enter\n",
	})
	fx53mCheck(t, pol, home, []struct{ cmd, rule, reason string }{
		{"bash dev.sh", "", ""},
		{"bash split.sh", "cmd.guard-tamper", "split-pane -d -t desk"},
	}, false)
}

// TestFx55fTmuxResolve: the server's aliases resolve as tmux 3.3a's
// `show -s command-alias` lists them, tmux's abbreviations as before.
func TestFx55fTmuxResolve(t *testing.T) {
	for _, c := range []struct{ word, want string }{
		{"split-pane", "split-window"}, {"splitp", "split-window"}, {"info", "show-messages"},
		{"server-info", "show-messages"}, {"choose-window", "choose-tree"}, {"choose-session", "choose-tree"},
		{"split-w", "split-window"}, {"splitw", "split-window"}, {"send", "send-keys"}, {"run", "run-shell"},
	} {
		if got := tmuxResolve(c.word); got != c.want {
			t.Errorf("tmuxResolve(%q) = %q, want %q", c.word, got, c.want)
		}
	}
}
