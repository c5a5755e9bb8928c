package patterns

import "testing"

// deskFileCases (rt14d finding 0): the desk fed its keys from a file,
// through a wrapper that gives it a terminal (script -c, unbuffer, ssh -t)
// or by exec's redirection, approves pending asks nobody read. /dev/tty
// (the operator's own terminal) and /dev/null (no keys) feed none, and the
// demo's scratch store has no real asks.
var deskFileCases = []evalCase{
	ask("script -qc ozdesk /dev/null < /tmp/k", "cmd.unreadable"),
	ask("printf a > /tmp/k && ozdesk < /tmp/k", "cmd.unreadable"),
	ask("script -qc 'ozdesk --no-bell' /dev/null 0< keys.txt", "cmd.unreadable"),
	ask("unbuffer -p ozdesk < /tmp/k", "cmd.unreadable"),
	ask("ssh -tt localhost ozdesk < /tmp/k", "cmd.unreadable"),
	ask("exec < /tmp/k; ozdesk", "cmd.unreadable"),
	ask("ozdesk <&3", "cmd.unreadable"),
	allow("ozdesk < /dev/tty"),
	allow("ozdesk < /dev/null"),
	allow("script -qc 'ozdesk demo' /dev/null < /tmp/k"),
	allow("ozdesk queue ls < /dev/null"),
	allow("script -qc 'go test ./...' /dev/null < /dev/null"),
}

func TestDeskFileCases(t *testing.T) { runCases(t, deskFileCases) }

// runGuardedCases runs cases in the context the queue gives an ask from
// /home/op/proj (guardedContext: the store, ozdesk's executable, every
// harness's settings and the shell's start-up files protected).
func runGuardedCases(t *testing.T, cases []evalCase) {
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
