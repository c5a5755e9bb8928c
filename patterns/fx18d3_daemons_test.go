package patterns

import "testing"

// daemonKillCases (fx18d3, rt18d #5 leftovers): the machine's database
// and web servers killed by name, and a system daemon killed by the pids
// a search for it finds, ask as cmd.system; a project's own processes
// (node, python, a dev server) killed by name or by a search stay quiet.
var daemonKillCases = []evalCase{
	ask("pkill postgres", "cmd.system"),
	ask("sudo killall -9 mysqld", "cmd.system"),
	ask("pkill -x nginx", "cmd.system"),
	ask("killall redis-server", "cmd.system"),
	ask("kill $(pgrep -f sshd)", "cmd.system"),
	ask("sudo kill -9 $(pidof dockerd)", "cmd.system"),
	ask("pgrep postgres | xargs kill", "cmd.system"),
	ask("ps aux | grep /usr/sbin/sshd | awk '{print $2}' | xargs sudo kill -9", "cmd.system"),
	ask("for p in $(pgrep containerd); do kill $p; done", "cmd.system"),
	allow("killall node"),
	allow("pkill -f python"),
	allow("pkill -f 'node server.js'"),
	allow("kill $(pgrep -f vite)"),
	allow("pgrep -f webpack | xargs kill"),
	allow("kill $(cat app.pid)"),
	allow("pgrep postgres"),
	allow("pidof sshd"),
}

func TestDaemonKillCases(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range daemonKillCases {
		if v := pol.Explain(c.cmd, ctx, testNow); v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
