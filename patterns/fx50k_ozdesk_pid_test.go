package patterns

import (
	"strings"
	"testing"
)

// fx50kPidCases: a pid of a running ozdesk (16780 here) spelled or
// computed from literals however the line likes asks as `kill -STOP
// 16780` does (rt49k); the same spellings of another pid, a pid the line
// does not know, and what kill refuses, are left alone.
var fx50kPidCases = []evalCase{
	ask(`kill -STOP " 16780"`, "cmd.guard-tamper"),
	ask(`kill -STOP '16780 '`, "cmd.guard-tamper"),
	ask("kill -STOP +16780", "cmd.guard-tamper"),
	ask("kill -STOP 00000016780", "cmd.guard-tamper"),
	ask("kill -- -016780", "cmd.guard-tamper"),
	ask("kill -STOP 1678[0]", "cmd.guard-tamper"),
	ask("kill -STOP 1678?", "cmd.guard-tamper"),
	ask("kill -STOP 167*", "cmd.guard-tamper"), // any number: a might
	ask("kill -STOP $((16780-1+1))", "cmd.guard-tamper"),
	ask("kill -STOP $(( 16780 ))", "cmd.guard-tamper"),
	ask("kill -STOP $((0x418c))", "cmd.guard-tamper"),
	ask("kill -STOP $((040614))", "cmd.guard-tamper"),
	ask("kill -STOP $((2#100000110001100))", "cmd.guard-tamper"),
	ask(`kill -STOP "$((16780))"`, "cmd.guard-tamper"),
	ask("kill -STOP $((1 ? 16780 : 1))", "cmd.guard-tamper"),
	ask("kill -STOP ${P:-16780}", "cmd.guard-tamper"),
	ask(`kill -STOP "${P-16780}"`, "cmd.guard-tamper"),
	ask("kill -STOP ${P:=$((16779+1))}", "cmd.guard-tamper"),
	allow("kill -STOP 16780."), // bash and procps refuse it: no pid
	allow("kill -STOP 0x418c"), // refused too
	allow("kill -STOP +1234"),
	allow("kill -STOP 1[0-9]"),
	allow("kill -STOP $((1233+1))"),
	allow("kill -STOP $((RANDOM+16780))"), // RANDOM is not known
	allow("kill -STOP $((16780/0))"),
	allow("kill -STOP ${P:-1234}"),
	allow("kill -STOP ${P:-$Q}"),
	allow("kill -16 1234"),
	allow("kill %1"),
	allow("kill $!"),
	// the line's own process group: left alone (fx50k; fx53b asked it,
	// reverted at the merge for `trap 'kill 0' EXIT`)
	allow("kill 0"),
	allow("kill -- -0"),
}

func TestFx50kKillOzdeskPidSpelled(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	ctx.OzdeskPid = func(pid int) bool { return pid == 16780 }
	for _, c := range fx50kPidCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

// TestPidNumber: kill's reading of a pid, as bash's legal_number and
// procps' kill both take it.
func TestPidNumber(t *testing.T) {
	for _, c := range []struct {
		in        string
		pid       int
		group, ok bool
	}{
		{"16780", 16780, false, true}, {" 16780", 16780, false, true}, {"16780\t", 16780, false, true},
		{"+16780", 16780, false, true}, {"-16780", 16780, true, true}, {"00016780", 16780, false, true},
		{"16780.", 0, false, false}, {"0x418c", 0, false, false}, {"", 0, false, false}, {"0", 0, false, false},
		{"+-1", 0, false, false}, {"99999999999", 0, false, false}, {"1 2", 0, false, false},
	} {
		pid, group, ok := pidNumber(c.in)
		if pid != c.pid || ok != c.ok || ok && group != c.group {
			t.Errorf("pidNumber(%q) = %d, %v, %v; want %d, %v, %v", c.in, pid, group, ok, c.pid, c.group, c.ok)
		}
	}
}

// FuzzPidValues: reading a kill operand's values never panics, and a
// value read certain of a literal word is the word.
func FuzzPidValues(f *testing.F) {
	for _, s := range []string{"$((16780-1+1))", "${P:-16780}", "1678[0]", "$((2#101))", "$((1?2:3))", "$((1<<70))", "$((-9223372036854775807-1/-1))"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		_, _, _, _ = syntaxPidValues(raw)
		_, _, _ = pidNumber(raw)
	})
}

// fx50kChildrenCases: a kill of the line's own children is everyday
// (issue 7): `$$`, an option's value, was read as a search pattern, and
// as a regular expression it matched every line. A search that does name
// ozdesk, or whose pattern is not known, still asks.
var fx50kChildrenCases = []evalCase{
	allow("kill $(pgrep -P $$)"),
	allow("kill -9 $(pgrep -P $$)"),
	allow("pgrep -P $$ | xargs kill"),
	allow("kill $(ps -o pid= --ppid $$)"),
	allow("pkill -P $$"),
	allow("kill $(pgrep -u $USER -P $$)"),
	ask("kill $(pgrep -P $$ ozdesk)", "cmd.guard-tamper"),
	ask("kill $(pgrep -f 'ozdesk ask')", "cmd.guard-tamper"),
	ask(`kill $(pgrep -f "$P")`, "cmd.guard-tamper"),
	ask(`pgrep -f "$P" | xargs kill`, "cmd.guard-tamper"),
	ask("pgrep -P $$ -f desk | xargs kill", "cmd.guard-tamper"),
}

func TestFx50kKillChildren(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range fx50kChildrenCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

// fx50kFedCases: xargs gives kill the pids its input holds; where the
// line writes that input whole, a pid of a running ozdesk (16780) asks
// (rt49k); another pid, and input the line does not show, are judged as
// before.
var fx50kFedCases = []evalCase{
	ask("echo 16780 | xargs kill -STOP", "cmd.guard-tamper"),
	ask("echo 16780 | xargs -I{} kill -STOP {}", "cmd.guard-tamper"),
	ask("echo 1234 16780 | xargs -n1 kill -STOP", "cmd.guard-tamper"),
	ask(`printf '%s\n' 16780 | xargs kill -STOP`, "cmd.guard-tamper"),
	ask(`printf '16780\n' | xargs kill -STOP`, "cmd.guard-tamper"),
	ask("xargs kill -STOP <<< 16780", "cmd.guard-tamper"),
	ask("echo ' +016780' | xargs kill -STOP", "cmd.guard-tamper"),
	allow("echo 1234 | xargs kill -STOP"),
	allow("echo 1234 | xargs -I{} kill -STOP {}"),
	allow("xargs kill -STOP < pids.txt"),
	allow("echo 16780 | xargs -a pids.txt kill -STOP"),
	allow("cat app.pid | xargs kill"),
}

func TestFx50kKillFedPid(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	ctx.OzdeskPid = func(pid int) bool { return pid == 16780 }
	for _, c := range fx50kFedCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

// fx50kToolCases: the other programs that stop, signal or starve a
// process by its pid ask for a running ozdesk's (16780, rt49k); those
// that only lower its priority or move its CPUs are left alone, as is
// each of them on another pid.
var fx50kToolCases = []evalCase{
	ask("pkill -STOP -g 16780", "cmd.guard-tamper"),
	ask("pkill -STOP -s 16780", "cmd.guard-tamper"),
	ask("pkill -STOP --pgroup=1234,16780", "cmd.guard-tamper"),
	ask("pkill -STOP -g16780", "cmd.guard-tamper"),
	ask("skill -STOP -p 16780", "cmd.guard-tamper"),
	ask("prlimit --pid 16780 --nofile=3", "cmd.guard-tamper"),
	ask("prlimit -p 16780 --cpu=1", "cmd.guard-tamper"),
	allow("pkill -STOP -g 1234"),
	allow("prlimit --pid \"$pid\" --nofile=3"),
	allow("prlimit --nofile=3 ./build.sh"),
	allow("pkill -P $$"),
	ask("pkill -STOP -t pts/0", "cmd.guard-tamper"), // [kill-host] since fx53b (rt50 A4)
	allow("skill -STOP -p 1234"),
	allow("prlimit --pid 1234 --nofile=3"),
	allow("prlimit --pid $$ --nofile=3"),
	allow("snice +19 -p 16780"),
	allow("renice 19 -p 16780"),
	allow("chrt -p 0 16780"),
	allow("taskset -p 1 16780"),
}

func TestFx50kPidTools(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	ctx.OzdeskPid = func(pid int) bool { return pid == 16780 }
	for _, c := range fx50kToolCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

// TestFx50kRush: rush runs its command string for each line of its input
// as parallel does, so ozdesk given its verb by rush's input asks as by
// parallel's (rt49k); a rush of an everyday command stays allowed.
func TestFx50kRush(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range []evalCase{
		ask("echo 'queue approve 1' | rush 'ozdesk {}'", "cmd.unreadable"),
		ask("echo 1 | rush 'ozdesk queue approve {}'", "cmd.guard-tamper"),
		ask("ls | rush 'rm -rf /srv/{}'", "cmd.delete-outside"),
		allow("ls | rush 'wc -l {}'"),
		allow("seq 3 | rush -j 2 'echo {}'"),
	} {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

// fx52cPidCases: a pid printed by a substitution of literals, or made by
// a brace sequence, asks as the number written out does (rt50k NEW-1);
// a substitution of anything else, and other numbers, are left alone.
var fx52cPidCases = []evalCase{
	ask(`kill -STOP "$(echo 16780)"`, "cmd.guard-tamper"),
	ask("kill -STOP `echo 16780`", "cmd.guard-tamper"),
	ask("kill -9 $(echo 16780)", "cmd.guard-tamper"),
	ask("kill -STOP $(echo -n 16780)", "cmd.guard-tamper"),
	ask("kill -STOP $(printf %d 16780)", "cmd.guard-tamper"),
	ask("kill -STOP $(printf %d 0x418c)", "cmd.guard-tamper"),
	ask(`kill -STOP "$(printf '%s\n' 16780)"`, "cmd.guard-tamper"),
	ask("kill -STOP $(printf 16780)", "cmd.guard-tamper"),
	ask("kill -STOP $(echo $((16780)))", "cmd.guard-tamper"),
	ask(`kill -STOP $(echo "1 16780")`, "cmd.guard-tamper"), // splits: two pids
	ask("kill -STOP 1$(echo 678)0", "cmd.guard-tamper"),
	ask("kill -STOP $(echo $(echo 16780))", "cmd.guard-tamper"),
	ask("kill -STOP 1678{0..0}", "cmd.guard-tamper"),
	ask("kill -STOP {16780..16780}", "cmd.guard-tamper"),
	ask("kill -STOP {16770..16790..2}", "cmd.guard-tamper"),
	ask("kill -STOP {016780..016781}", "cmd.guard-tamper"),
	ask("kill -STOP {1..2999}", "cmd.guard-tamper"), // too many to list: a might
	ask("p=$(echo 16780); kill -STOP $p", "cmd.guard-tamper"),
	allow(`kill -STOP "$(echo 1234)"`),
	allow(`kill -STOP "$(echo 1 16780)"`), // quoted: one word, no pid
	allow("kill -STOP $(printf %x 16780)"),
	allow("kill -STOP $(echo -e 16780)"),
	allow("kill -STOP $(cat pidfile)"),
	allow("kill -STOP {16771..16779}"),
	allow("kill -STOP {16771..16789..2}"),
	allow("kill -STOP {a..c}"),
	allow("echo {1..2999}"),
	allow("kill -STOP {1..9}"),
}

func TestFx52cKillOzdeskPidPrinted(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	ctx.OzdeskPid = func(pid int) bool { return pid == 16780 }
	for _, c := range fx52cPidCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

// TestBraceSeqValues: the numbers bash makes of a sequence.
func TestBraceSeqValues(t *testing.T) {
	for _, c := range []struct {
		in   string
		want string
		ok   bool
	}{
		{"{1..3}", "1 2 3", true}, {"{3..1}", "3 2 1", true}, {"{1..9..4}", "1 5 9", true},
		{"{9..1..-4}", "9 5 1", true}, {"{08..10}", "08 09 10", true}, {"{-2..1}", "-2 -1 0 1", true},
		{"{-05..-03}", "-05 -04 -03", true}, {"{a..c}", "", false}, {"{1..5000}", "", false},
	} {
		got, ok := braceSeqValues(c.in, maxPidValues)
		if ok != c.ok || strings.Join(got, " ") != c.want {
			t.Errorf("braceSeqValues(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

// TestFx52cKillOzdeskHost: a kill of the desk's host (16700 here, the
// tmux server a running ozdesk runs under), by pid, group, substitution
// or pkill -P, asks; a pkill of another parent and a kill of another pid
// are left alone (rt50k NEW-6).
func TestFx52cKillOzdeskHost(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	ctx.OzdeskPid = func(pid int) bool { return pid == 16780 }
	ctx.OzdeskHost = func(pid int) bool { return pid == 16700 }
	for _, c := range []evalCase{
		ask("kill -STOP 16700", "cmd.guard-tamper"),
		ask("kill -9 16700", "cmd.guard-tamper"),
		ask("kill -STOP -16700", "cmd.guard-tamper"),
		ask(`kill -9 "$(echo 16700)"`, "cmd.guard-tamper"),
		ask("pkill -STOP -P 16700", "cmd.guard-tamper"),
		ask("pkill -STOP -P16700", "cmd.guard-tamper"),
		ask("pkill -STOP --parent=16700", "cmd.guard-tamper"),
		ask("pkill -P 1,16780", "cmd.guard-tamper"),
		allow("kill -STOP 16701"),
		allow("pkill -STOP -P 16701"),
		allow("pkill -P $$"),
		allow("kill $(pgrep -P $$)"),
	} {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
