package patterns

import (
	"strings"
	"testing"
)

// fx50tTerminalCases: every spelling of another terminal the red team
// found (rt49k, issue 9) asks as its plain path does; the everyday
// neighbours stay.
var fx50tTerminalCases = []evalCase{
	// A glob is judged by the terminal paths it could expand to.
	ask("echo hi > /dev/pt[s]/3", "cmd.guard-tamper"),
	ask("echo x | tee /dev/pt[s]/0", "cmd.guard-tamper"),
	ask("echo x | dd of=/dev/pt[s]/0", "cmd.guard-tamper"),
	ask("cp /tmp/x /dev/pt[s]/0", "cmd.guard-tamper"),
	ask("echo x > /proc/16780/f[d]/1", "cmd.guard-tamper"),
	ask("echo x > /proc/self/root/dev/pt[s]/0", "cmd.guard-tamper"),
	ask("echo x > /dev/p?s/0", "cmd.wipe-disk"), // a /dev path not known whole: wipe-disk, before it
	ask("cat /dev/p?s/0", "cmd.guard-tamper"),
	ask("cat /dev/[p]ts/[0-9]", "cmd.guard-tamper"),
	ask("cat /dev/pt{s,x}/0", "cmd.guard-tamper"),
	ask("cat /dev/pt[s]/../pts/3", "cmd.guard-tamper"),
	ask("cat /dev/vc[s]1", "cmd.guard-tamper"),
	ask("echo x > /dev/con[s]ole", "cmd.guard-tamper"),
	// A variable: by its value where the line assigns it, else by the
	// known text that pins it to a terminal's place.
	ask("P=/dev/pt; echo hi > ${P}s/3", "cmd.guard-tamper"),
	ask("P=/dev/pts; echo hi > $P/3", "cmd.guard-tamper"),
	ask("echo hi > ${P}s/3", "cmd.guard-tamper"),
	ask("echo hi > \"$D\"/pts/3", "cmd.guard-tamper"),
	ask("echo hi > \"$P\"/fd/1", "cmd.guard-tamper"),
	ask("cat /proc/$p/task/$t/fd/1", "cmd.guard-tamper"),
	ask("cat /dev/$X/3", "cmd.guard-tamper"),
	ask("cat ${P}s/../pts/3", "cmd.guard-tamper"),
	// /proc: a thread's descriptor and a process's root.
	ask("echo x > /proc/16780/task/16780/fd/1", "cmd.guard-tamper"),
	ask("echo x > /proc/16780/fd/1", "cmd.guard-tamper"),
	ask("echo x > /proc/self/root/dev/pts/0", "cmd.guard-tamper"),
	ask("echo x > /proc/1/root/proc/16780/fd/1", "cmd.guard-tamper"),
	ask("stty -F /proc/16780/task/16780/fd/0 rows 1500", "cmd.guard-tamper"),
	ask("stty rows 1500 < /proc/16780/task/16780/fd/0", "cmd.guard-tamper"),
	// stty's option joined to its value.
	ask("stty -F/dev/pts/3 rows 1500", "cmd.guard-tamper"),
	ask("stty -F\"/dev/pts/0\" rows 1500", "cmd.guard-tamper"),
	ask("stty -F'/dev/pts/0' rows 1500", "cmd.guard-tamper"),
	ask("stty --file /dev/pt[s]/0", "cmd.guard-tamper"),
	ask("stty --file=/dev/pt[s]/0", "cmd.guard-tamper"),
	ask("stty --fi=/dev/pts/0 rows 1500", "cmd.guard-tamper"),
	ask("stty rows 1500 < /dev/pt[s]/0", "cmd.guard-tamper"),
	// udev's links by device number.
	ask("echo x > /dev/char/136:3", "cmd.guard-tamper"),
	ask("echo x > /dev/char/4:1", "cmd.guard-tamper"),
	ask("echo x > /dev/char/13[6]:3", "cmd.guard-tamper"),
	// The everyday neighbours.
	allow("echo hi > /dev/null"),
	allow("echo hi > /dev/tty"),
	allow("echo hi > /dev/stderr"),
	allow("ls /dev/pts"),
	allow("stty -a"),
	allow("stty sane"),
	allow("stty -echo"),
	allow("stty -F /dev/tty -echo"),
	allow("echo x > out[12].txt"),
	allow("echo x > $OUT/log.txt"),
	allow("echo x > \"$dir/3\""),
	allow("echo x > \"$OUT\"/3"),
	allow("test -d /proc/$pid"),
	allow("cat /proc/$pid/status"),
	allow("cat /proc/self/fd/[0-2]"),
	allow("ls /dev/ttyUSB*"),
	allow("cat /dev/ttyS0"),
	allow("echo x > /dev/char/4:64"),
	allow("echo x > /dev/char/5:0"),
	allow("cp src/*.go /tmp/b/"),
	allow("gofmt -l ./...  *.go"),
	allow("rm -f build/[ab]*.o"),
	allow("echo x > logs/run-$N.txt"),
}

func TestFx50tTerminal(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range fx50tTerminalCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

// FuzzTerminalClasses: [terminal], [stty-file], [tmux-look] and
// [screen-size] never panic and certainly implies might, for any word;
// and a terminal path with one character (not a slash) written as the
// glob ? is still one: a glob is judged by every path it could match.
func FuzzTerminalClasses(f *testing.F) {
	for _, s := range []string{"/dev/pts/3", "/dev/pt[s]/3", "/proc/16780/task/16780/fd/1", "${P}s/3",
		"/dev/char/136:3", "/dev/char/4:63", "/proc/self/root/dev/pts/0", "/dev/vcsa1", "/dev/tty7", `"$D"/fd/1`,
		"/dev/pt{s,x}/0", "/dev/[!a]ts/[0-9]", "/dev/[[:alpha:]]ts/1", "$X/../pts/1", "/dev/console", "default-si", "'height 9'", "", "/", "[", "[]", "[!]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cmd := Read("x " + s)
		if len(cmd.Parts) == 0 || len(cmd.Parts[0].Words) < 2 {
			return
		}
		ctx := testContext()
		w := cmd.Parts[0].Words[1]
		for _, c := range []string{"terminal", "stty-file", "tmux-look", "screen-size"} {
			j := JudgeClass(c, "", w, ctx)
			if j.Certainly && !j.Might {
				t.Errorf("[%s] %q: certainly without might", c, s)
			}
		}
		if !terminalPath(s).Might || strings.Trim(s, "/abcdefghijklmnopqrstuvwxyz0123456789:") != "" {
			return
		}
		for k := 1; k < len(s); k++ {
			if s[k] == '/' {
				continue
			}
			g := s[:k] + "?" + s[k+1:]
			gc := Read("x " + g)
			if len(gc.Parts) == 0 || len(gc.Parts[0].Words) < 2 {
				continue
			}
			if j := JudgeClass("terminal", "", gc.Parts[0].Words[1], ctx); !j.Might {
				t.Errorf("%q is a terminal, but the glob %q is judged none", s, g)
			}
		}
	})
}
