package patterns

import "testing"

// fx55fUnknownCases: a tmux command word that is none of tmux's commands,
// aliases or unique prefixes is unreadable (rt54b B2: the server may hold
// a command-alias of it, set earlier); setting command-alias asks
// (cmd.unreadable: it keeps a command for later) however its name is
// spelled: quoted with an index, or by a prefix tmux takes.
var fx55fUnknownCases = []evalCase{
	// B2: an unknown command word, and command-alias set.
	ask("tmux -L rt54b zz -t desk a", "cmd.unreadable"),
	ask("tmux zz", "cmd.unreadable"),
	ask("tmux new -d -s dev \\; zz -t dev", "cmd.unreadable"),
	ask("tmux split-p -t desk", "cmd.unreadable"),
	ask("tmux s -t desk a", "cmd.unreadable"),
	ask("tmux if true 'zz -t desk a'", "cmd.unreadable"),
	ask("tmux -L rt54b set -s 'command-alias[1]' 'zz=send-keys'", "cmd.unreadable"),
	ask("tmux set -s \"command-alias[9]\" 'ls=send-keys -t desk a'", "cmd.unreadable"),
	ask("tmux set -s command-alias 'zz=send-keys'", "cmd.unreadable"),
	ask("tmux set -sa command-alias 'zz=send-keys'", "cmd.unreadable"),
	ask("tmux set-option -s command-alias 'zz=send-keys'", "cmd.unreadable"),
	ask("tmux set -s command-al 'zz=send-keys'", "cmd.unreadable"),
	ask("tmux set -s 'command-al[2]' 'zz=send-keys'", "cmd.unreadable"),
	ask("tmux set -g 'default-command' 'ozdesk queue approve 1'", "cmd.unreadable"),
	allow("tmux ls"),
	allow("tmux list-s"),
	allow("tmux set -g mouse on"),
	allow("tmux set -g status-left 'dev'"),
	allow("tmux set -g @my-opt 1"),
}

func TestFx55fTmuxUnknown(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range fx55fUnknownCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

// TestFx55fTmuxUnknownWords: unknown and ambiguous words resolve to no
// command; set-option's names of the options that keep a command.
func TestFx55fTmuxUnknownWords(t *testing.T) {
	for _, w := range []string{"split-p", "zz", "s", "choose-w"} {
		if got := tmuxResolve(w); got != "" {
			t.Errorf("tmuxResolve(%q) = %q, want none", w, got)
		}
	}
	for _, c := range []struct {
		name string
		want bool
	}{
		{"command-alias", true}, {"command-alias[1]", true}, {"command-al", true}, {"lock-command", true},
		{"mouse", false}, {"status-left", false}, {"-s", false}, {"@command-alias", false}, {"history-limit", false},
	} {
		if got := tmuxLaterOption(c.name); got != c.want {
			t.Errorf("tmuxLaterOption(%q) = %v, want %v", c.name, got, c.want)
		}
	}
}
