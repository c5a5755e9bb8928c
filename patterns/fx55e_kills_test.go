package patterns

import "testing"

// TestFx55eKillFilteredPid: a kill of a pid passed through a filter, a
// read or a variable asks while a desk runs (rt54 M6, rt54b B4: `read p
// < F; kill -9 $p`, `kill -9 $(sed -n 1p F)`, `$(rev F)`, `$(echo 61202
// | rev)`, `p=202; kill ${p}16`, `$(ps -o pid= --ppid HOST)` killed the
// desk for real), where none runs or the caller cannot look it is left
// alone, and a file holding another's pid stays allowed.
func TestFx55eKillFilteredPid(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	live := guardedContext("/home/op/proj")
	live.OzdeskCmdlines = func() []string { return []string{"/usr/local/bin/ozdesk --db /srv/d.db"} }
	live.OzdeskPid = func(pid int) bool { return pid == 20216 }
	live.OzdeskHost = func(pid int) bool { return pid == 20214 }
	live.ScriptFile = func(p string, _ int) ([]byte, error) {
		switch p {
		case "/tmp/pf", "/home/op/proj/desk.pid", "/proc/20214/task/20214/children":
			return []byte("20216\n"), nil
		case "/tmp/rpf":
			return []byte("61202\n"), nil
		case "/home/op/proj/app.pid":
			return []byte("4242\n"), nil
		}
		return nil, ErrNoProjectFile
	}
	none := guardedContext("/home/op/proj")
	none.OzdeskCmdlines = func() []string { return nil }
	none.OzdeskPid = func(int) bool { return false }
	none.OzdeskHost = func(int) bool { return false }
	none.ScriptFile = live.ScriptFile
	blind := guardedContext("/home/op/proj")
	checkKillViews(t, pol, live, none, blind, []killViewCase{
		{"read p < /tmp/pf; kill -9 $p", Ask, Allow, Allow},
		{"read -r p < desk.pid && kill -STOP \"$p\"", Ask, Allow, Allow},
		{"read p < /proc/20214/task/20214/children; kill -9 $p", Ask, Allow, Allow},
		{"p=$(ps -o pid= --ppid 20214); kill $p", Ask, Allow, Allow},
		{"kill -9 $(ps -o pid= --ppid 20214)", Ask, Allow, Allow},
		{"kill -9 $(ps --ppid=20214 -o pid=)", Ask, Allow, Allow},
		{"kill -9 $(cat /proc/20214/task/20214/children)", Ask, Allow, Allow},
		{"kill -9 $(sed -n 1p /tmp/pf)", Ask, Allow, Allow},
		{"kill -9 $(awk '{print}' /tmp/pf)", Ask, Allow, Allow},
		{"kill -9 $(tr -d x < /tmp/pf)", Ask, Allow, Allow},
		{"kill -9 $(sort /tmp/pf)", Ask, Allow, Allow},
		{"kill -9 $(cut -c1- /tmp/pf)", Ask, Allow, Allow},
		{"kill -9 $(cat /tmp/p?)", Ask, Allow, Allow},
		{"xargs -a /tmp/pf kill -9", Ask, Allow, Allow},
		{"xargs --arg-file=/tmp/pf kill -9", Ask, Allow, Allow},
		{"kill -9 $(rev /tmp/rpf)", Ask, Allow, Allow},
		{"kill -9 $(echo 61202 | rev)", Ask, Allow, Allow},
		{`kill -9 $(echo 20 216 | tr -d " ")`, Ask, Allow, Allow},
		{"kill -STOP $(echo 61202 | rev)", Ask, Allow, Allow},
		{"p=202; kill -9 ${p}16", Ask, Allow, Allow},
		{"kill -9 ${p}16", Ask, Allow, Allow},
		{"kill $(cat app.pid)", Allow, Allow, Allow},
		{"read p < app.pid; kill $p", Allow, Allow, Allow},
		{"p=$(cat app.pid); kill $p", Allow, Allow, Allow},
		{"kill $(sed -n 1p app.pid)", Allow, Allow, Allow},
		{"kill $(head -1 app.pid)", Allow, Allow, Allow},
		{"kill $(awk '{print $1}' app.pid)", Allow, Allow, Allow},
		{"xargs -a app.pid kill", Allow, Allow, Allow},
		{"cat app.pid | xargs kill", Allow, Allow, Allow},
		{"p=4; kill -9 ${p}242", Allow, Allow, Allow},
		{"kill $(cat \"$PIDFILE\")", Allow, Allow, Allow},
		{"kill $(pgrep vite)", Allow, Allow, Allow},
		{"p=$(pgrep vite); kill $p", Allow, Allow, Allow},
		{"kill $(ps -o pid= --ppid 4242)", Allow, Allow, Allow},
		{"ps aux | awk '/vite/ {print $2}' | xargs kill", Allow, Allow, Allow},
		{"kill $!", Allow, Allow, Allow},
		{"kill -$SIG $pid", Allow, Allow, Allow},
		{"read p < /tmp/pf; echo $p", Allow, Allow, Allow},
		{"rev /tmp/rpf", Allow, Allow, Allow},
	})
}
