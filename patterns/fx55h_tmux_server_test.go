package patterns

import "testing"

// fx55hSocketCases: the desk's tmux server reached through its socket
// (rt54b B11, B12): the socket removed, moved, replaced or changed, and
// the processes holding it killed, ask; reading or listing it, other
// sockets and other /tmp files stay.
var fx55hSocketCases = []evalCase{
	// B11: the server killed through its socket.
	ask("lsof -t /tmp/tmux-0/rt54b | xargs kill -9", "cmd.guard-tamper"),
	ask("kill -9 $(lsof -t /tmp/tmux-0/rt54b)", "cmd.guard-tamper"),
	ask("kill -9 $(fuser /tmp/tmux-0/rt54b)", "cmd.guard-tamper"),
	ask("kill -STOP $(lsof -t /tmp/tmux-1000/default)", "cmd.guard-tamper"),
	ask("fuser -k /tmp/tmux-0/rt54b", "cmd.guard-tamper"),
	ask("fuser -k -9 /tmp/tmux-0/rt54b", "cmd.guard-tamper"),
	ask("fuser -k -n unix /tmp/tmux-0/rt54b", "cmd.guard-tamper"),
	ask("fuser -km /tmp/tmux-0/rt54b", "cmd.guard-tamper"),
	ask("fuser --kill /tmp/tmux-$UID/default", "cmd.guard-tamper"),
	ask("sudo fuser -k /tmp/tmux-0/default", "cmd.guard-tamper"),
	// B12: the socket moved, removed, replaced or changed.
	ask("mv /tmp/tmux-0/rt54b /tmp/rt54b/sock-old", "cmd.guard-tamper"),
	ask("mv /tmp/x /tmp/tmux-0/rt54b", "cmd.guard-tamper"),
	ask("rm /tmp/tmux-0/rt54b", "cmd.guard-tamper"),
	ask("rm -f /tmp/tmux-*/default", "cmd.guard-tamper"),
	ask("unlink /tmp/tmux-0/default", "cmd.guard-tamper"),
	ask("ln -sf /tmp/fake.sock /tmp/tmux-0/default", "cmd.guard-tamper"),
	ask("chmod 000 /tmp/tmux-0/rt54b", "cmd.guard-tamper"),
	ask("chmod 000 /tmp/tmux-0", "cmd.guard-tamper"),
	ask("chown nobody /tmp/tmux-0/default", "cmd.guard-tamper"),
	ask(`rm "$TMUX_TMPDIR/tmux-0/default"`, "cmd.guard-tamper"),
	ask("rm //tmp/tmux-0/default", "cmd.guard-tamper"),
	// Everyday neighbours: reads, lists, other sockets and files.
	allow("ls -la /tmp/tmux-0"),
	allow("cat /tmp/tmux-0/default"),
	allow("fuser /tmp/tmux-0/default"),
	allow("lsof /tmp/tmux-0/default"),
	allow("tmux -S /tmp/tmux-0/default ls"),
	allow("rm /tmp/tmux.log"),
	allow("rm -f /tmp/tmuxinator.yml"),
	allow("rm -f /tmp/app.sock"),
	allow("lsof -t /tmp/app.sock | xargs kill"),
	allow("fuser -k /tmp/app.sock"),
	allow("mv /tmp/out.txt /tmp/done.txt"),
	allow("ln -s /tmp/tmux-0/default ./sock"),
}

// TestFx55hTmuxSocket: the desk's tmux socket is its host (rt54b B11,
// B12); every ask case fails without [tmux-socket] and the lsof/fuser
// hook in stagesOpenProtected.
func TestFx55hTmuxSocket(t *testing.T) {
	fx55hRun(t, fx55hSocketCases)
}

// fx55hRun explains each case with the default policy, in a guarded
// context, and checks its outcome and rule.
func fx55hRun(t *testing.T, cases []evalCase) {
	t.Helper()
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range cases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

// fx55hOptionCases: tmux options that end the desk's session or the
// whole server at a later event (rt54b B9) ask; off, unset, other options
// and a session the line made just before stay.
var fx55hOptionCases = []evalCase{
	ask("tmux -L rt54b set -t desk destroy-unattached on", "cmd.guard-tamper"),
	ask("tmux -L rt54b set -g destroy-unattached on", "cmd.guard-tamper"),
	ask("tmux set-option -g destroy-unattached keep-last", "cmd.guard-tamper"),
	ask("tmux -L rt54b set -s exit-unattached on", "cmd.guard-tamper"),
	ask("tmux set -s 'exit-unattached' on", "cmd.guard-tamper"),
	ask(`tmux set -s exit-unattached o"n"`, "cmd.guard-tamper"),
	ask("tmux set -s exit-empty on", "cmd.guard-tamper"),
	ask("tmux set -g exit-unattached", "cmd.guard-tamper"),
	ask("tmux set -gs exit-unatt on", "cmd.guard-tamper"),
	ask("tmux set -g mouse on \\; set -s exit-unattached on", "cmd.guard-tamper"),
	ask("tmux new -d -s ci && tmux set -g destroy-unattached on", "cmd.guard-tamper"),
	ask("tmux new -d -s ci || tmux set -t ci destroy-unattached on", "cmd.guard-tamper"),
	allow("tmux set -g destroy-unattached off"),
	allow("tmux set -s exit-unattached off"),
	allow("tmux set -u -g exit-empty"),
	allow("tmux set -g mouse on"),
	allow("tmux set -g @x exit-empty"),
	allow("tmux show -g destroy-unattached"),
	allow("tmux new -d -s ci && tmux set -t ci destroy-unattached on"),
}

// TestFx55hTmuxEndOption: set-option of destroy-unattached,
// exit-unattached and exit-empty asks (rt54b B9); every ask case fails
// without [tmux-end-option].
func TestFx55hTmuxEndOption(t *testing.T) {
	fx55hRun(t, fx55hOptionCases)
}
