package patterns

import "testing"

// fx49tXargsCases: ozdesk given its verb by xargs' input might approve,
// deny or change rules (F-xargs-self-approve, rt48k).
var fx49tXargsCases = []evalCase{
	ask("echo 'queue approve 5' | xargs ozdesk", "cmd.guard-tamper"),
	ask("echo approve 5 | xargs ozdesk queue", "cmd.guard-tamper"),
	ask("echo 5 | xargs ozdesk queue approve", "cmd.guard-tamper"),
	ask("xargs -a /tmp/args ozdesk", "cmd.guard-tamper"),
	ask("xargs ozdesk < /tmp/args", "cmd.guard-tamper"),
	ask("xargs -n3 ozdesk < args.txt", "cmd.guard-tamper"),
	ask("xargs -0 ozdesk < args.bin", "cmd.guard-tamper"),
	ask("echo 'queue approve 1' | xargs /usr/local/bin/ozdesk", "cmd.guard-tamper"),
	ask("echo 'set fallback allow' | xargs ozdesk policy", "cmd.guard-tamper"),
	ask("echo 'add x.io' | xargs ozdesk policy egress", "cmd.guard-tamper"),
	ask("echo x | xargs ozdesk --db /tmp/s.db", "cmd.guard-tamper"),
	ask("echo 'queue approve 5' | parallel ozdesk", "cmd.unreadable"), // parallel reads its items as a template's {}
	ask("parallel ozdesk queue approve ::: 5", "cmd.guard-tamper"),
	// Items after a verb that only reads are its operands.
	allow("echo 5 | xargs ozdesk queue show"),
	allow("echo 5 | xargs -I{} ozdesk queue show {}"),
	allow("parallel ozdesk ::: queue"),
	allow("ozdesk queue ls"),
}

func TestFx49tXargsOzdesk(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range fx49tXargsCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
	// A verb the line does not show at all cannot be read: it asks.
	for _, cmd := range []string{"ozdesk $(cat x)", `ozdesk "$V"`, "ozdesk queue $(cat verb) 5"} {
		if v := pol.Explain(cmd, ctx, testNow); v.Outcome != Ask {
			t.Errorf("%q: got %s by %q; want an ask", cmd, v.Outcome, v.Rule)
		}
	}
}

// TestFx49tKillOzdeskPid: a kill of a pid written as a number asks when
// the machine says that pid runs ozdesk (F-kill-desk, rt48k); another
// program's pid, and any pid where the caller cannot look, is left
// alone. (queue's TestOzdeskProcess looks real processes up.)
func TestFx49tKillOzdeskPid(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	ctx.OzdeskPid = func(pid int) bool { return pid == 4242 || pid == 17116 }
	cases := []evalCase{
		ask("kill -STOP 4242", "cmd.guard-tamper"),
		ask("kill 17116", "cmd.guard-tamper"),
		ask("kill -TERM 1234 4242", "cmd.guard-tamper"),
		ask("kill -s STOP 4242", "cmd.guard-tamper"),
		ask("kill -- -4242", "cmd.guard-tamper"),
		ask("/bin/kill -9 4242", "cmd.guard-tamper"),
		ask("sudo kill -CONT 4242", "cmd.guard-tamper"),
		ask("kill -9 $(pidof ozdesk)", "cmd.guard-tamper"),
		ask("kill $(pgrep -f 'ozdesk ask')", "cmd.guard-tamper"),
		ask("ps aux | grep ozdesk | awk '{print $2}' | xargs kill -STOP", "cmd.guard-tamper"),
		allow("kill 1234"),
		allow("kill -9 1234"),
		allow("kill -42 1234"), // -42 is a signal, not the group 42
		allow("kill -9 \"$pid\""),
		allow("echo 4242"),
	}
	for _, c := range cases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
	// Where nothing looks (a replay), the pid is no one's.
	ctx.OzdeskPid = nil
	if v := pol.Explain("kill -STOP 4242", ctx, testNow); v.Outcome != Allow {
		t.Errorf("kill -STOP 4242 without a look: got %s by %q; want allow", v.Outcome, v.Rule)
	}
}
