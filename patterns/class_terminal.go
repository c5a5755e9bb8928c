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
//   - /proc/PID/fd/N and /proc/PID/task/TID/fd/N of another process
//     (its descriptor may be its terminal): might; /proc/self/fd/N is
//     the part's own;
//   - udev's /dev/char/MAJ:MIN link to one of them: certainly;
//   - a glob that could expand to one of them, and a word of unknown
//     text whose known text pins it to one (class_terminal_shape.go):
//     might.
//
// Decided: /dev/tty is the part's own controlling terminal, never
// another's; a harness runs the agent's commands without one (the open
// fails) or in a terminal of its own, and scripts prompt through it
// (`read x < /dev/tty`, git hooks, ssh-askpass): it is left alone, as
// /dev/stdout, /dev/stderr and /dev/fd/N are. So is /dev/ptmx, which
// makes a new pseudo-terminal pair and reaches no existing terminal, and
// so are the serial lines (/dev/ttyS0, /dev/ttyUSB0, /dev/ttyACM0), a
// board's, not a screen someone reads (decided again, fx50t: so are
// /dev/char/4:64 and on). A path the line does not know at all (`>
// "$out"`) is none.

// judgeTerminal is [terminal]: a path that opens a terminal device other
// than the part's own, judged as the kernel will open it, however the
// line spells it (rt49k): a glob by the terminal paths it could expand
// to, /proc/PID/root/… and /proc/PID/task/TID/fd/N by what they name,
// and a variable the line assigns by its value.
func judgeTerminal(_ string, w Word, ctx *Context) Judgement {
	j := terminalWord(w, ctx)
	if j.Certainly {
		return j
	}
	if rj := terminalReal(&w, ctx); rj.Might { // class_terminal_real.go
		if rj.Certainly {
			return rj
		}
		j.Might = true
	}
	for _, f := range varForms(w, ctx) {
		if fj := terminalWord(f, ctx); fj.Might {
			j.Might = true
			if fj.Certainly {
				return fj
			}
		}
	}
	return j
}

// terminalWord is [terminal] for one reading of a word.
func terminalWord(w Word, ctx *Context) Judgement {
	if len(w.Segs) == 0 {
		return Judgement{}
	}
	p := resolvePath(&w, ctx)
	if p.home {
		return Judgement{}
	}
	if v, ok := p.shape.certain(); ok && !p.any {
		return terminalPath(v)
	}
	// A glob, or unknown text around known text that pins it to a
	// terminal's place (class_terminal_shape.go).
	return terminalShape(&w, ctx)
}

// judgeSttyFile is [stty-file]: stty's -F names only a terminal, so a
// word whose value is not known at all (`stty -F "$TTY" rows 1500`)
// might be another's, as a [terminal] is.
func judgeSttyFile(arg string, w Word, ctx *Context) Judgement {
	if j := judgeTerminal(arg, w, ctx); j.Might {
		return j
	}
	if _, ok := resolvePath(&w, ctx).shape.certain(); ok || len(w.Segs) == 0 {
		return Judgement{}
	}
	return Judgement{Might: true}
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
	case strings.HasPrefix(v, "/dev/char/"):
		if terminalDevNumber(strings.TrimPrefix(v, "/dev/char/")) {
			return certain
		}
	case strings.HasPrefix(v, "/proc/"):
		if procTerminalFd(strings.Split(strings.TrimPrefix(v, "/proc/"), "/")) {
			return Judgement{Might: true}
		}
	}
	return Judgement{}
}

// procTerminalFd reports whether the components after /proc/ name another
// process's (or thread's) descriptor: PID/fd/N or PID/task/TID/fd/N.
func procTerminalFd(c []string) bool {
	switch {
	case len(c) == 3:
		return isDigits(c[0]) && c[1] == "fd" && c[2] != ""
	case len(c) == 5:
		return isDigits(c[0]) && c[1] == "task" && isDigits(c[2]) && c[3] == "fd" && c[4] != ""
	}
	return false
}

// terminalDevNumber reports whether MAJOR:MINOR, udev's name under
// /dev/char, is a terminal [terminal] holds: a pseudo-terminal (majors
// 136-143), a virtual console (4:0-63; 64 and on are the serial lines),
// the console (5:1) or a console's screen memory (7:N); not /dev/tty
// (5:0) or /dev/ptmx (5:2).
func terminalDevNumber(n string) bool {
	major, minor, ok := strings.Cut(n, ":")
	if !ok || !isDigits(major) || !isDigits(minor) || len(minor) > 9 {
		return false
	}
	switch major {
	case "136", "137", "138", "139", "140", "141", "142", "143", "7":
		return true
	case "4":
		return len(minor) < 3 && (len(minor) == 1 || minor < "64")
	case "5":
		return minor == "1"
	}
	return false
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
		"* ** > [terminal]", "* ** < [terminal]", "* ** [terminal] **", "stty --file=[stty-file] **",
		"write **", "wall **", "ttyecho **", "writevt **",
	}
}

// TerminalPath reports whether the clean absolute path p names a terminal
// another process reads, as [terminal] holds it (a pseudo-terminal, a
// virtual console or its screen memory, the console, udev's link to one,
// another process's descriptor), for a caller that judges a path written
// by a program itself rather than by a command line (the harness's file
// tools).
func TerminalPath(p string) bool { return terminalPath(p).Might }
