package harness

import (
	"path/filepath"
	"strings"

	"ozdesk.dev/ozdesk/patterns"
)

// A file tool's write is made by the harness itself, not by a shell it
// starts: Claude Code's Write of /dev/pts/0 or /proc/PID/fd/1 writes to
// a terminal someone reads (the desk's, or the harness's own screen,
// where its permission prompts are drawn), as `printf … > /dev/pts/0`
// would, and the harness's own descriptors (/dev/tty, /dev/stdout,
// /proc/self/fd/N) are the terminal it draws in, not a shell's. The
// policy's [terminal] class asks about such a path (cmd.guard-tamper),
// but the file tool's write is judged as `: > 'FILE'`, which the
// delete-outside default decides first (certain beats might), and that
// ask was withdrawn for the harness's own flow to decide (rt50k F5:
// Write of /proc/4242/fd/1 passed). A write whose file is a terminal or
// a process's descriptor therefore must ask, and waits for the desk
// whatever asks.

// terminalDoubt is the mustAsk of a file tool's write of a terminal.
const terminalDoubt = "the file is a terminal or a process's descriptor: the harness writes it itself, " +
	"and what it writes is drawn on a screen someone reads (as `> /dev/pts/0`)"

// terminalFile reports whether abs (absolute, as written) names a
// terminal or a process's descriptor for a harness writing it itself:
// every path the policy's [terminal] class holds
// ([patterns.TerminalPath]: a pseudo-terminal, a virtual console or its
// screen memory, the console, another process's descriptor), and the
// harness's own, which that class leaves to the part that opens them
// (ownTerminalFile). Serial lines (/dev/ttyS0, /dev/ttyUSB0) and
// /dev/ptmx are not, as the [terminal] class leaves them.
func terminalFile(abs string) bool {
	p := filepath.Clean(abs)
	return patterns.TerminalPath(p) || ownTerminalFile(p)
}

// ownTerminalFile reports whether the clean path p is a descriptor or
// terminal of the process that opens it: the controlling terminal
// (/dev/tty), the standard streams and descriptors (/dev/stdout,
// /dev/fd/N) and its own descriptors under /proc (/proc/self/fd/N,
// /proc/thread-self/fd/N, a task's). A harness writing one writes its
// own screen.
func ownTerminalFile(p string) bool {
	switch p {
	case "/dev/tty", "/dev/stdout", "/dev/stderr", "/dev/stdin":
		return true
	}
	if rest, ok := strings.CutPrefix(p, "/dev/fd/"); ok {
		return isDigitsName(rest)
	}
	if rest, ok := strings.CutPrefix(p, "/proc/"); ok {
		// /proc/self/fd/N, /proc/thread-self/fd/N, /proc/self/task/TID/fd/N
		parts := strings.Split(rest, "/")
		n := len(parts)
		return n >= 3 && parts[n-2] == "fd" && isDigitsName(parts[n-1])
	}
	return false
}

// isDigitsName reports whether s is one or more ASCII digits.
func isDigitsName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
