package patterns

import "strings"

// A terminal reached through a link made in an earlier call (rt50k
// F-tty-paint, F-stty-rows): `ln -s /dev/pts /tmp/pp`, then `cat payload
// > /tmp/pp/0` or `stty -F /tmp/pp/0 rows 1500`, paints over or resizes
// the desk although neither line names a terminal. The link is on disk
// when the later line is judged, so [terminal] judges the path the kernel
// opens as well as the path as written (Context.RealPath,
// Context.AskerPath), as the guarded paths are (class_realpath.go): a
// link to /dev, /dev/pts, /proc or /proc/PID, a ".." after one, and a cd
// into one all lead to the terminal they reach.
//
// Decided: what the judge's own descriptors lead to is not the part's
// terminal: /dev/stdout, /dev/fd/N and /proc/self/… resolve, in the judge,
// to the judge's own (an asker's terminal when run by hand), which says
// nothing of the part's. A path that leads into the judge's /proc/self,
// or to what its standard descriptors are open on, is judged as written.
// A copied device node (`cp -a /dev/pts x`) or a new one (mknod) is not
// a link: its making asks instead (class_terminal_dir.go).

// terminalReal is [terminal] of where w's path leads through the links
// on disk: the stricter of what each resolver finds.
func terminalReal(w *Word, ctx *Context) Judgement {
	var j Judgement
	for _, real := range resolvedElsewhere(w, ctx) {
		real = procRootless(cleanAbs(real))
		if rj := terminalPath(real); rj.Might && !judgeOwnPath(real, ctx) {
			if rj.Certainly {
				return rj
			}
			j.Might = true
		}
	}
	return j
}

// judgeOwnPath reports whether real, a resolved path, lies in the judge's
// own /proc entry (/proc/self, /proc/thread-self as the judge resolves
// them) or is what its standard descriptors are open on: the judge's,
// not the part's.
func judgeOwnPath(real string, ctx *Context) bool {
	for _, resolve := range []func(string) string{ctx.RealPath, ctx.AskerPath} {
		if resolve == nil {
			continue
		}
		for _, self := range []string{"/proc/self", "/proc/thread-self"} {
			if d := resolve(self); d != self && strings.HasPrefix(d, "/proc/") &&
				(real == d || strings.HasPrefix(real, d+"/")) {
				return true
			}
		}
		for _, fd := range []string{"/proc/self/fd/0", "/proc/self/fd/1", "/proc/self/fd/2"} {
			if d := resolve(fd); d != "" && d != fd && cleanAbs(d) == real {
				return true
			}
		}
	}
	return false
}

// procRootless is a clean absolute path with its leading process root
// links (/proc/X/root, /proc/X/task/T/root) taken off, as the resolver
// leaves them where it may not read them: every process's root is taken
// to be the machine's, as [termTemplates] take it.
func procRootless(v string) string {
	for {
		rest, ok := strings.CutPrefix(v, "/proc/")
		if !ok {
			return v
		}
		c := strings.SplitN(rest, "/", 5)
		switch {
		case len(c) >= 2 && c[0] != "" && c[1] == "root":
			v = "/" + strings.Join(c[2:], "/")
		case len(c) >= 4 && c[0] != "" && c[1] == "task" && c[2] != "" && c[3] == "root":
			v = "/" + strings.Join(c[4:], "/")
		default:
			return v
		}
		v = cleanAbs(v)
	}
}
