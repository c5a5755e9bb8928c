package patterns

import "testing"

// TestFx53bKillSelect: pkill's, killall's and skill's selections read
// through their option table (rt50 A4/A5, rt50k NEW-6): the wide and
// the desk-holding ones ask, the everyday neighbours stay allowed.
func TestFx53bKillSelect(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range []evalCase{
		// inverse match and wide selectors: every process of a kind
		ask("pkill -v foo", "cmd.system"),
		ask("pkill --inverse -f zzz", "cmd.system"),
		ask("pkill -9 -v -x nonexistent", "cmd.system"),
		ask("pkill -9 -vx bash", "cmd.system"),
		ask("pkill --signal KILL --inverse nothing", "cmd.system"),
		ask("pkill -STOP -v bash", "cmd.system"),
		ask("pgrep -v zzz | xargs kill -9", "cmd.system"),
		ask("pkill -STOP --ns 25681", "cmd.system"),
		ask("pkill -STOP -r S", "cmd.system"),
		ask("skill -KILL -u op", "cmd.system"),
		allow("pgrep -v bash"),
		allow("pkill -r S node"),
		allow("pkill -P $$"),
		allow("pkill -x node"),
		allow("pkill -u \"$USER\" -f myworker"),
		// the guard's name in any case, and as glibc reads an expression
		ask("pkill -i OZDESK", "cmd.guard-tamper"),
		ask("pkill -f 'OzDesk' --ignore-case", "cmd.guard-tamper"),
		ask(`pkill -f 'o\zdesk'`, "cmd.guard-tamper"),
		allow("pkill -f OZDESK-notes"),
		allow("pkill -i -f vite"),
		// daemons by a pattern
		ask("pkill -f '[s]shd'", "cmd.system"),
		ask("pkill -f 'ss[h]d'", "cmd.system"),
		ask("pkill -f '(s)shd'", "cmd.system"),
		ask("pkill -f 'sshd|nothing'", "cmd.system"),
		ask("pkill -f 'd[o]ckerd'", "cmd.system"),
		ask("pkill -f 'system[d]'", "cmd.system"),
		ask("pkill -f 'postgres|redis|mysql'", "cmd.system"),
		ask("kill $(pgrep -f '[s]shd')", "cmd.system"),
		ask("sudo killall -9 Xorg", "cmd.system"),
		allow("pkill -f 'node server.js'"),
		allow("pkill -f vite"),
		allow("pkill -x 'ss[h]'"),
		allow("killall node"),
		// the desk's host, its terminal, the line's own group
		ask("pkill tmux", "cmd.guard-tamper"),
		ask("killall tmux", "cmd.guard-tamper"),
		ask("pkill -9 -f tmux", "cmd.guard-tamper"),
		ask("pkill -9 -f 'tmux: server'", "cmd.guard-tamper"),
		ask("pkill -HUP tmux", "cmd.guard-tamper"),
		ask("pkill screen", "cmd.guard-tamper"),
		ask("killall -9 screen", "cmd.guard-tamper"),
		ask("pkill bash", "cmd.guard-tamper"),
		ask("killall bash", "cmd.guard-tamper"),
		ask("pkill zsh", "cmd.guard-tamper"),
		ask("pkill -t pts/0", "cmd.guard-tamper"),
		ask("pkill -9 -t pts/1", "cmd.guard-tamper"),
		ask("pkill -KILL -t pts/0", "cmd.guard-tamper"),
		ask("kill -9 $(pgrep -t pts/0)", "cmd.guard-tamper"),
		ask("ps -t pts/0 -o pid= | xargs kill", "cmd.guard-tamper"),
		ask("ps -o pid= -t pts/0 | xargs kill", "cmd.guard-tamper"),
		ask("kill -9 $(tmux display -p '#{pane_pid}' -t desk)", "cmd.guard-tamper"),
		ask("tmux list-panes -a -F '#{pane_pid}' | xargs kill -9", "cmd.guard-tamper"),
		ask("kill -- -$PPID", "cmd.guard-tamper"),
		ask("kill -9 -\"$PPID\"", "cmd.guard-tamper"),
		allow("kill -9 0"),      // the line's own group: decided at the merge
		allow("kill -KILL -$$"), // (fx50k's call kept): a harness in it ends too
		allow("kill -- -$$"),
		allow("trap 'kill 0' EXIT; npm run dev & npm run api & wait"),
		ask("pkill -P $PPID", "cmd.guard-tamper"),
		ask("kill -STOP $(pgrep -P $PPID)", "cmd.guard-tamper"),
		allow("pkill -t pts/0 node"),
		allow("pkill -f 'server.js'"),
		ask("pkill -f server", "cmd.system"), // redis-server's command line too
		allow("pkill -f 'bash scripts/dev.sh'"),
		allow("tmux display -p '#{pane_pid}'"),
		allow("ps -t pts/0"),
		allow("kill %1"),
		allow("kill $(cat app.pid)"),
		allow("kill -9 $$"),
		allow("pgrep -f myapp"),
		allow("kill $(pgrep -P $$)"),
	} {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

// TestEreToGo: glibc's reading of an extended expression, in Go's words.
func TestEreToGo(t *testing.T) {
	for _, c := range []struct {
		in, want string
		ok       bool
	}{
		{`o\zdesk`, `ozdesk`, true},
		{`\bdesk`, `\bdesk`, true},
		{`\<desk\>`, `\bdesk\b`, true},
		{`[\d]x`, `[\\d]x`, true},
		{`[]a]`, `[]a]`, true},
		{`[[:alpha:]]+`, `[[:alpha:]]+`, true},
		{`a\.b`, `a\.b`, true},
		{`(a)\1`, ``, false},
		{`[abc`, ``, false},
	} {
		got, ok := ereToGo(c.in)
		if ok != c.ok || ok && got != c.want {
			t.Errorf("ereToGo(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

// FuzzEreToGo: the rewrite never panics, and what it gives compiles or
// is refused by compileERE without a panic.
func FuzzEreToGo(f *testing.F) {
	for _, s := range []string{`o\zdesk`, `[s]shd`, `[[:a`, `\`, `[]`, `a\1`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		_, _ = ereToGo(s)
		_ = compileERE(s, true, true)
	})
}

// TestFx53bKillLiveCmdline: a pkill -f or pgrep -f pattern is matched
// against the command lines of the ozdesk processes running now, where
// the caller can look (rt50 A4: the desk picked by its --db path).
func TestFx53bKillLiveCmdline(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	ctx.OzdeskCmdlines = func() []string { return []string{"/opt/oz/bin/ozdesk --db /work/rt/rt50/store/desk.db"} }
	blind := guardedContext("/home/op/proj")
	for _, c := range []struct {
		cmd        string
		live, none Outcome
	}{
		{`pkill -f '\bdesk'`, Ask, Allow},
		{"pkill -f 'store/desk.db'", Ask, Allow},
		{"pkill -STOP -f rt50", Ask, Allow},
		{"pgrep -f 'rt50/store' | xargs kill", Ask, Allow},
		{"kill -9 $(pgrep -f 'store/desk')", Ask, Allow},
		{"pkill rt50", Allow, Allow}, // without -f: the name, not the command line
		{"pkill -f vite", Allow, Allow},
		{"pgrep -f rt50", Allow, Allow},
	} {
		for _, k := range []struct {
			ctx  *Context
			want Outcome
		}{{ctx, c.live}, {blind, c.none}} {
			v := pol.Explain(c.cmd, k.ctx, testNow)
			if v.Outcome != k.want || k.want == Ask && v.Rule != "cmd.guard-tamper" {
				t.Errorf("%q (live %v): got %s by %q; want %s", c.cmd, k.ctx == ctx, v.Outcome, v.Rule, k.want)
			}
		}
	}
}

// TestFx53bOzdeskProcFile: a write below a running desk's /proc
// directory asks; another process's, or with no look, stays allowed.
func TestFx53bOzdeskProcFile(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	ctx.OzdeskPid = func(pid int) bool { return pid == 16780 }
	for _, c := range []evalCase{
		ask("echo 1000 > /proc/16780/oom_score_adj", "cmd.guard-tamper"),
		ask("echo 1000 | sudo tee /proc/16780/oom_score_adj", "cmd.guard-tamper"),
		ask("cpulimit -p 16780 -l 1", "cmd.guard-tamper"),
		ask("cpulimit --pid=16780 --limit=1", "cmd.guard-tamper"),
		ask("choom -p 16780 -n 1000", "cmd.guard-tamper"),
		allow("echo 1000 > /proc/16781/oom_score_adj"),
		allow("cpulimit -p 16781 -l 50"),
		allow("cat /proc/16780/status"),
	} {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
