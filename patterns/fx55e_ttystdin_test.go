package patterns

import "testing"

// TestFx55eTtyStdinComputed: a program acting on its standard input's
// terminal, that input redirected from a path the line computes, asks
// as stty's -F of one does (rt54b B7: `stty rows 3 cols 20 < $(sed -n 1p
// F)` blinded the desk, `stty isig intr a < $(…)` made Approve kill it);
// a known path that is no terminal, and no redirection, stay allowed.
func TestFx55eTtyStdinComputed(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range []evalCase{
		ask("stty rows 3 cols 20 < $(sed -n 1p /tmp/rt54b/ttyname)", "cmd.guard-tamper"),
		ask("stty rows 3 < $(cat /tmp/rt54b/ttyname)", "cmd.guard-tamper"),
		ask("read t < /tmp/rt54b/ttyname; stty rows 3 < $t", "cmd.guard-tamper"),
		ask("stty -echo -icanon < $(cat /tmp/t)", "cmd.guard-tamper"),
		ask("stty isig intr a < $(sed -n 1p /tmp/rt54b/ttyname)", "cmd.guard-tamper"),
		ask(`stty ixon stop a < "$T"`, "cmd.guard-tamper"),
		ask("setterm --blank force < $(cat /tmp/t)", "cmd.guard-tamper"),
		ask("tput clear < $t", "cmd.guard-tamper"),
		ask("reset < $(cat /tmp/t)", "cmd.guard-tamper"),
		ask("tabs -8 < `cat /tmp/t`", "cmd.guard-tamper"),
		ask("stty rows 3 < /dev/pts/0", "cmd.guard-tamper"),
		allow("stty -echo < /dev/tty"),
		allow("stty size"),
		allow("stty sane"),
		allow("stty -a"),
		allow("tput cols < /dev/tty"),
		allow("tput cols"),
		allow("tput setaf 1"),
		allow("reset"),
		allow("setterm --cursor on"),
		allow("stty size < /dev/null"),
		allow("cat < $(ls *.txt | head -1)"),
	} {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
