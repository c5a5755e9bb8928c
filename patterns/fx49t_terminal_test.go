package patterns

import "testing"

// fx49tTerminalCases: another terminal reached by the line asks
// (F-tty-paint, F-stty-rows, rt48k): a write paints over the desk, a read
// takes the operator's keys, stty -F sets the size the desk lays out
// for. The part's own terminal and descriptors stay everyday.
var fx49tTerminalCases = []evalCase{
	ask("printf 'x' > /dev/pts/3", "cmd.guard-tamper"),
	ask(`printf '\e7\e[3;43Hrm -rf ./build/cache\e8' > /dev/pts/0`, "cmd.guard-tamper"),
	ask("printf 'x' >> /dev/pts/3", "cmd.guard-tamper"),
	ask("echo hi > /dev/tty1", "cmd.guard-tamper"),
	ask("echo hi > /dev/tty0", "cmd.guard-tamper"),
	ask("echo -e '\\e[2J' | tee /dev/pts/1", "cmd.guard-tamper"),
	ask("echo x | tee -a /dev/pts/*", "cmd.guard-tamper"),
	ask("dd if=x of=/dev/pts/0", "cmd.guard-tamper"),
	ask("cp x /dev/pts/2", "cmd.guard-tamper"),
	ask("exec 3>/dev/pts/4", "cmd.guard-tamper"),
	ask("script -a /dev/pts/1", "cmd.guard-tamper"),
	ask("echo x > /dev/console", "cmd.guard-tamper"),
	ask("echo x > /dev/vcs1", "cmd.guard-tamper"),
	ask("cat /dev/vcsa1", "cmd.guard-tamper"),
	ask("cat /dev/pts/3", "cmd.guard-tamper"),
	ask("head -c 100 < /dev/pts/3", "cmd.guard-tamper"),
	ask("echo hi > /proc/1234/fd/1", "cmd.guard-tamper"),
	ask("stty -F /dev/pts/0 rows 300 cols 300", "cmd.guard-tamper"),
	ask("stty --file=/dev/pts/0 -echo", "cmd.guard-tamper"),
	ask("stty rows 1500 < /dev/pts/0", "cmd.guard-tamper"),
	ask("setterm --term linux --clear all > /dev/pts/3", "cmd.guard-tamper"),
	ask("tput -T xterm clear > /dev/pts/3", "cmd.guard-tamper"),
	ask("reset > /dev/pts/3", "cmd.guard-tamper"),
	ask("write op pts/3", "cmd.guard-tamper"),
	ask("echo hi | wall", "cmd.guard-tamper"),
	ask("ttyecho -n /dev/pts/3 'a'", "cmd.guard-tamper"),
	ask("sudo tee /dev/pts/2 < msg", "cmd.guard-tamper"),
	ask("bash -c 'echo x > /dev/pts/7'", "cmd.guard-tamper"),
	// The part's own terminal, descriptors and the serial lines stay.
	allow("echo hi > /dev/tty"),
	allow("read -r ans < /dev/tty"),
	allow("exec < /dev/tty"),
	allow("stty -a"),
	allow("stty size"),
	allow("stty rows 40 cols 120"),
	allow("tput cols"),
	allow("tty"),
	allow("ls /dev/pts"),
	allow("echo hi > /dev/null"),
	allow("echo hi > /dev/stderr"),
	allow("echo hi >&2"),
	allow("echo hi > /dev/stdout"),
	allow("echo hi > /dev/fd/3"),
	allow("echo hi > /proc/self/fd/2"),
	allow("cat /dev/ttyUSB0"),
	allow("screen /dev/ttyACM0 115200"),
	allow("python3 -m serial.tools.miniterm /dev/ttyS0 9600"),
	allow("echo x > \"$out\""),
	allow("write_tests.sh"),
}

func TestFx49tTerminal(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range fx49tTerminalCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

// TestFx49tTerminalClass: [terminal]'s certainty: a named terminal
// device is one certainly; another process's descriptor might be one.
func TestFx49tTerminalClass(t *testing.T) {
	for _, c := range []struct {
		path           string
		might, certain bool
	}{
		{"/dev/pts/0", true, true}, {"/dev/tty7", true, true}, {"/dev/console", true, true},
		{"/dev/vcsu2", true, true}, {"/proc/4242/fd/0", true, false},
		{"/dev/tty", false, false}, {"/dev/pts/ptmx", false, false}, {"/dev/ptmx", false, false},
		{"/dev/pts", false, false}, {"/dev/ttyUSB0", false, false}, {"/proc/self/fd/1", false, false},
		{"/proc/4242/status", false, false}, {"/dev/null", false, false},
	} {
		j := terminalPath(c.path)
		if j.Might != c.might || j.Certainly != c.certain {
			t.Errorf("%s: got might %v certain %v; want %v %v", c.path, j.Might, j.Certainly, c.might, c.certain)
		}
	}
}

// fx49tTerminalVarCases: a path known only in part is judged by its
// known start: /dev/pts/$N might be another terminal; a word not known
// at all is none.
var fx49tTerminalVarCases = []evalCase{
	ask("printf x > /dev/pts/$N", "cmd.guard-tamper"),
	ask("echo x > /dev/tty$N", "cmd.wipe-disk"), // a /dev path not known whole: wipe-disk, before it
	ask("cat /dev/pts/$N", "cmd.guard-tamper"),
	ask("stty -F /dev/pts/$N rows 1500", "cmd.guard-tamper"),
	ask("cat \"/proc/$p/fd/0\"", "cmd.guard-tamper"),
	allow("kill -9 \"$pid\""),
	allow("echo 5 | xargs cat"),
	allow("cat \"$f\""),
	// stty -F names nothing but a terminal: one not known might be
	// another's.
	ask("stty -F \"$TTY\" rows 1500", "cmd.guard-tamper"),
}

func TestFx49tTerminalVars(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range fx49tTerminalVarCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
