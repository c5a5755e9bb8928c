package patterns

import (
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"
)

// diskPath resolves p through the symbolic links on this machine's file
// system as the queue's resolver does (queue/realpath_written.go): each
// name in turn, a link followed where it stands, ".." climbing from where
// the links so far have led, the rest from the first name that is not
// there joined as written.
func diskPath(p string) string {
	if !strings.HasPrefix(p, "/") {
		return p
	}
	done, rest, hops := "/", strings.Split(p, "/"), 0
	for len(rest) > 0 {
		c := rest[0]
		rest = rest[1:]
		switch c {
		case "", ".":
			continue
		case "..":
			done = path.Dir(done)
			continue
		}
		next := path.Join(done, c)
		fi, err := os.Lstat(next)
		if err != nil {
			return path.Join(append([]string{next}, rest...)...)
		}
		if fi.Mode()&os.ModeSymlink == 0 {
			done = next
			continue
		}
		to, err := os.Readlink(next)
		if hops++; err != nil || hops > 40 {
			return path.Join(append([]string{next}, rest...)...)
		}
		if strings.HasPrefix(to, "/") {
			done = "/"
		}
		rest = append(strings.Split(to, "/"), rest...)
	}
	return done
}

// TestFx52aTerminalThroughLinks: a write or stty of a path that leads to a
// terminal through a link made earlier asks (rt50k F-tty-paint,
// F-stty-rows: `ln -s /dev/pts /tmp/pp`, then `cat payload > /tmp/pp/0`
// and `stty -F /tmp/pp/0 rows 1500` were allowed); the judge's own
// descriptors (/dev/stdout, /proc/self/fd/1) and links to files stay
// alone. Real links on disk, resolved as the queue resolves them.
func TestFx52aTerminalThroughLinks(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	proj := filepath.Join(dir, "proj")
	if err := os.Mkdir(proj, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, to := range map[string]string{"pp": "/dev/pts", "dd": "/dev", "pr": "/proc",
		"out": "/dev/stdout", "null": "/dev/null", "proj/lib2": "../proj"} {
		if err := os.Symlink(to, filepath.Join(dir, name)); err != nil {
			t.Fatal(err)
		}
	}
	ctx := guardedContext(proj)
	ctx.RealPath = diskPath
	cases := []evalCase{
		ask("cat payload > "+dir+"/pp/0", "cmd.guard-tamper"),
		ask("stty -F "+dir+"/pp/0 rows 1500", "cmd.guard-tamper"),
		ask("stty rows 1500 < "+dir+"/pp/0", "cmd.guard-tamper"),
		ask("cat payload > "+dir+"/dd/pts/0", "cmd.guard-tamper"),
		ask("cat payload > "+dir+"/pr/1/root/dev/pts/0", "cmd.guard-tamper"),
		ask("cd "+dir+"/pp && cat payload > 0", "cmd.guard-tamper"),
		ask("printf x | tee "+dir+"/pp/3", "cmd.guard-tamper"),
		allow("echo hi > /dev/stdout"),
		allow("echo hi > /dev/stderr"),
		allow("echo hi > /proc/self/fd/1"),
		allow("echo hi > " + dir + "/out"),
		allow("echo hi > " + dir + "/null"),
		allow("echo hi > lib2/notes.txt"),
		allow("ls " + dir + "/pp"),
	}
	for _, c := range cases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
	// Without a resolver (a replay) the link is not seen.
	ctx.RealPath = nil
	if v := pol.Explain("cat payload > "+dir+"/pp/0", ctx, testNow); v.Outcome != Allow {
		t.Errorf("without a resolver: got %s by %q; want allow", v.Outcome, v.Rule)
	}
}

// TestFx52aTerminalDir: a link to, or a copy of, a directory that holds
// terminals asks as a might (rt50k F-tty-paint: `ln -s /dev/pts x`, `ln -s
// /proc/PID x`, `cp -a /dev/pts x` were allowed); links to files and
// within the project stay alone.
func TestFx52aTerminalDir(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	cases := []evalCase{
		ask("ln -s /dev/pts /tmp/pp", "cmd.guard-tamper"),
		ask("ln -s /dev /tmp/dd", "cmd.guard-tamper"),
		ask("ln -s /dev/ /tmp/dd", "cmd.guard-tamper"),
		ask("ln -s /proc /tmp/pr", "cmd.guard-tamper"),
		ask("ln -s /proc/25681 /tmp/pd", "cmd.guard-tamper"),
		ask("ln -s /proc/25681/fd /tmp/pd", "cmd.guard-tamper"),
		ask("ln -s /proc/25681/task/25681/fd /tmp/pd", "cmd.guard-tamper"),
		ask("ln -s /proc/self/fd /tmp/x", "cmd.guard-tamper"),
		ask("ln -s /dev/char /tmp/x", "cmd.guard-tamper"),
		ask("ln -sr /dev/pts /tmp/x", "cmd.guard-tamper"),
		ask("ln -s ../../../../dev/pts x", "cmd.guard-tamper"),
		ask("ln -s ../dev/pts /tmp/x", "cmd.guard-tamper"),
		ask("ln -s /dev/pt[s] /tmp/x", "cmd.guard-tamper"),
		ask("ln -s /de? /tmp/x", "cmd.guard-tamper"),
		ask("cp -a /dev/pts /tmp/cp", "cmd.guard-tamper"),
		ask("cp -R /dev/pts /tmp/cp", "cmd.guard-tamper"),
		ask("rsync -a /dev/pts/ /tmp/cp", "cmd.guard-tamper"),
		allow("ln -s /dev/null x"),
		allow("ln -s ../lib lib2"),
		allow("ln -sf src/main.go main.go"),
		allow("ln -s /usr/share/zoneinfo/UTC tz"),
		allow("cp -a src dst"),
		allow("cp /dev/null empty.txt"),
		allow("ls -la /dev/pts"),
		allow("ls /proc/25681"),
	}
	for _, c := range cases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
