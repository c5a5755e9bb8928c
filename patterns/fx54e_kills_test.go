package patterns

import "testing"

// TestFx54eKillHostByName: the desk's host picked by a search a kill's
// pids come from, as pkill's and killall's selections are read (rt53 N7:
// `kill -9 $(pgrep tmux)`, `$(pidof tmux)`, `#{pid}`, `killall -I
// OZDESK`), and every process by a cgroup or a /proc listing (rt53 N15),
// ask; the everyday neighbours stay allowed.
func TestFx54eKillHostByName(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range []evalCase{
		ask("kill -9 $(pgrep tmux)", "cmd.guard-tamper"),
		ask("kill -9 $(pgrep -x tmux)", "cmd.guard-tamper"),
		ask("kill -9 $(pidof tmux)", "cmd.guard-tamper"),
		ask("pidof tmux | xargs kill -9", "cmd.guard-tamper"),
		ask("kill -STOP $(pgrep -f 'tmux: server')", "cmd.guard-tamper"),
		ask("kill -9 $(pgrep screen)", "cmd.guard-tamper"),
		ask("kill -9 $(tmux -L rt53 display -p '#{pid}')", "cmd.guard-tamper"),
		ask("tmux -L rt53 display -p '#{pid}' | xargs kill -9", "cmd.guard-tamper"),
		ask("killall -I OZDESK", "cmd.guard-tamper"),
		ask("killall -I -9 OZDESK", "cmd.guard-tamper"),
		ask("killall --ignore-case OzDesk-Hook", "cmd.guard-tamper"),
		ask("pkill --cgroup /user.slice", "cmd.system"),
		ask("pkill -9 --cgroup=/user.slice/user-1000.slice", "cmd.system"),
		ask("kill -9 $(ls /proc | grep '^[0-9]')", "cmd.system"),
		ask("kill -9 $(ls /proc | grep -E '^[0-9]+$')", "cmd.system"),
		ask("for p in /proc/[0-9]*; do kill -9 ${p#/proc/}; done", "cmd.system"),
		ask(`for p in /proc/[1-9]* ; do kill -STOP "${p##*/}"; done`, "cmd.system"),
		allow("for f in /proc/[0-9]*/status; do grep -q vite $f && kill ${f//[^0-9]/}; done"),
		allow("for p in /proc/[0-9]*; do cat $p/comm; done"),
		allow("for p in $(pgrep vite); do kill $p; done"),
		allow("kill $(pgrep -f vite)"),
		allow("kill -9 $(pgrep -f 'bash scripts/dev.sh')"),
		allow("kill $(pidof node)"),
		allow("pidof node | xargs kill"),
		allow("pgrep tmux"),
		allow("pidof tmux"),
		allow("tmux display -p '#{session_name}'"),
		allow("killall -I node"),
		allow("killall -i OZDESK-notes-app"),
		allow("pkill --cgroup /user.slice node"),
		allow("ls /proc | grep self"),
		allow("ls /proc | wc -l"),
		allow("kill $(ls /proc | grep self)"),
	} {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

// TestFx54eKillComputedPid: a kill of a number a calculator computes
// asks while an ozdesk process runs (rt53 N2: `kill -9 $(expr 1904 +
// 0)` killed the desk), and is left alone where none runs or the caller
// cannot look; a pid file holding the desk's pid asks, one holding
// another's does not (the file read through Context.ScriptFile).
func TestFx54eKillComputedPid(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	live := guardedContext("/home/op/proj")
	live.OzdeskCmdlines = func() []string { return []string{"/usr/local/bin/ozdesk --db /srv/d.db"} }
	live.OzdeskPid = func(pid int) bool { return pid == 1904 }
	live.ScriptFile = func(p string, _ int) ([]byte, error) {
		switch p {
		case "/tmp/p", "/home/op/proj/desk.pid":
			return []byte("1904\n"), nil
		case "/home/op/proj/app.pid":
			return []byte("4242\n"), nil
		}
		return nil, ErrNoProjectFile
	}
	none := guardedContext("/home/op/proj")
	none.OzdeskCmdlines = func() []string { return nil }
	none.OzdeskPid = func(int) bool { return false }
	blind := guardedContext("/home/op/proj")
	checkKillViews(t, pol, live, none, blind, []killViewCase{
		{"kill -9 $(expr 1904 + 0)", Ask, Allow, Allow},
		{"kill -STOP $(expr 1900 + 4)", Ask, Allow, Allow},
		{"p=$(expr 1904); kill -STOP $p", Ask, Allow, Allow},
		{"kill -STOP $(bc <<< 1900+4)", Ask, Allow, Allow},
		{"kill -STOP $(echo 1900+4 | bc)", Ask, Allow, Allow},
		{"kill -STOP $(python3 -c 'print(1904)')", Ask, Allow, Allow},
		{"kill -STOP $(awk 'BEGIN{print 1904}')", Ask, Allow, Allow},
		{"kill -STOP $(cat /tmp/p)", Ask, Allow, Allow},
		{"kill -STOP $(< /tmp/p)", Ask, Allow, Allow},
		{"kill -STOP $(head -1 /tmp/p)", Ask, Allow, Allow},
		{"kill $(cat desk.pid)", Ask, Allow, Allow},
		{"xargs kill -STOP < /tmp/p", Ask, Allow, Allow},
		{"pkill -9 -F /tmp/p", Ask, Allow, Allow},
		{"pkill --pidfile desk.pid", Ask, Allow, Allow},
		{"kill $(cat app.pid)", Allow, Allow, Allow},
		{"xargs kill < app.pid", Allow, Allow, Allow},
		{"pkill -F app.pid", Allow, Allow, Allow},
		{"pgrep -F /tmp/p", Allow, Allow, Allow},
		{"kill $(lsof -t -i:3000)", Allow, Allow, Allow},
		{"kill $(jobs -p)", Allow, Allow, Allow},
		{"ps aux | awk '/vite/ {print $2}' | xargs kill", Allow, Allow, Allow},
		{"expr 1904 + 0", Allow, Allow, Allow},
		{"python3 -c 'print(1904)'", Allow, Allow, Allow},
	})
}

// killViewCase is a kill and what the defaults answer with a desk live,
// with none, and where the caller cannot look at /proc.
type killViewCase struct {
	cmd               string
	live, none, blind Outcome
}

// checkKillViews checks each case in the three contexts: an ask is
// cmd.guard-tamper's.
func checkKillViews(t *testing.T, pol *Policy, live, none, blind *Context, cases []killViewCase) {
	t.Helper()
	for _, c := range cases {
		for _, k := range []struct {
			name string
			ctx  *Context
			want Outcome
		}{{"live", live, c.live}, {"none", none, c.none}, {"blind", blind, c.blind}} {
			v := pol.Explain(c.cmd, k.ctx, testNow)
			if v.Outcome != k.want || k.want == Ask && v.Rule != "cmd.guard-tamper" {
				t.Errorf("%q (%s): got %s by %q (%s); want %s", c.cmd, k.name, v.Outcome, v.Rule, v.Reason, k.want)
			}
		}
	}
}
