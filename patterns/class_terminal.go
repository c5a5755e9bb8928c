package patterns

import "strings"

// A terminal device opened by path reaches whatever terminal it names,
// whoever watches it (F-tty-paint, F-stty-rows, rt48k): in direct mode
// the agent runs as the operator, so `printf … > /dev/pts/0` paints over
// the desk's screen (a spoofed row and card that the desk, redrawing
// only the cells it changed, keeps), `stty -F /dev/pts/0 rows 1500` sets
// the size the desk lays its pages out for, and `cat /dev/pts/0` reads
// the keys the operator types there. [terminal] is such a path:
//
//   - /dev/pts/N (not /dev/pts/ptmx), the virtual consoles /dev/ttyN
//     (/dev/tty0 the one in front), /dev/console and the consoles'
//     screen memory /dev/vcs*: certainly;
//   - /proc/PID/fd/N of another process (its descriptor may be its
//     terminal): might; /proc/self/fd/N is the part's own.
//
// Decided: /dev/tty is the part's own controlling terminal, never
// another's; a harness runs the agent's commands without one (the open
// fails) or in a terminal of its own, and scripts prompt through it
// (`read x < /dev/tty`, git hooks, ssh-askpass): it is left alone, as
// /dev/stdout, /dev/stderr and /dev/fd/N are. So is /dev/ptmx, which
// makes a new pseudo-terminal pair and reaches no existing terminal, and
// so are the serial lines (/dev/ttyS0, /dev/ttyUSB0, /dev/ttyACM0), a
// board's, not a screen someone reads. A path the line does not know at
// all (`> "$out"`) is none.

// judgeTerminal is [terminal]: a path that opens a terminal device other
// than the part's own.
func judgeTerminal(_ string, w Word, ctx *Context) Judgement {
	p := resolvePath(&w, ctx)
	if p.home || len(p.shape) == 0 {
		return Judgement{}
	}
	if v, ok := p.shape.certain(); ok && !p.any {
		return terminalPath(v)
	}
	// A path known in part: by the literal text it starts with
	// (/dev/pts/$N, "/proc/$pid/fd/1"); a word not known at all (`kill
	// "$pid"`, xargs' items, `stty -F "$TTY"`) names no terminal.
	lit, _ := litPrefix(w)
	switch {
	case strings.HasPrefix(lit, "/dev/pts/"), strings.HasPrefix(lit, "/dev/vcs"),
		strings.HasPrefix(lit, "/dev/tty") && lit != "/dev/tty" || lit == "/dev/tty" && len(w.Segs) > 1 && !strings.HasPrefix(w.Segs[1].Text, "/"),
		strings.HasPrefix(lit, "/proc/") && strings.Contains(w.Raw, "/fd/") && !strings.HasPrefix(lit, "/proc/self/"):
		return Judgement{Might: true}
	}
	return Judgement{}
}

// terminalPath judges one clean absolute path as [terminal] does.
func terminalPath(v string) Judgement {
	certain := Judgement{Might: true, Certainly: true}
	switch {
	case v == "/dev/console", v == "/dev/tty0":
		return certain
	case strings.HasPrefix(v, "/dev/pts/"):
		n := strings.TrimPrefix(v, "/dev/pts/")
		if n == "" || n == "ptmx" || strings.Contains(n, "/") {
			return Judgement{}
		}
		return certain
	case strings.HasPrefix(v, "/dev/vcs"):
		return certain
	case strings.HasPrefix(v, "/dev/tty"):
		if isDigits(strings.TrimPrefix(v, "/dev/tty")) {
			return certain
		}
		return Judgement{}
	case strings.HasPrefix(v, "/proc/"):
		pid, rest, _ := strings.Cut(strings.TrimPrefix(v, "/proc/"), "/")
		if isDigits(pid) && strings.HasPrefix(rest, "fd/") && len(rest) > len("fd/") {
			return Judgement{Might: true}
		}
	}
	return Judgement{}
}

// terminalGuardPatterns are cmd.guard-tamper's patterns for another
// terminal reached by the line: a write (a redirection, tee, dd of=, cp
// and every other write `> [class]` counts), a read (`< /dev/pts/N`, and
// a word naming one: `cat /dev/pts/3`, `stty -F /dev/pts/3 rows 1500`,
// `script -a /dev/pts/1`, `exec 3<>/dev/pts/4`), and the programs that
// write to other users' terminals (write, wall) or type into one
// (ttyecho, writevt: TIOCSTI).
func terminalGuardPatterns() []string {
	return []string{
		"* ** > [terminal]", "* ** < [terminal]", "* ** [terminal] **", "stty --file=[terminal] **",
		"write **", "wall **", "ttyecho **", "writevt **",
	}
}
