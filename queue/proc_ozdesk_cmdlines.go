package queue

import (
	"bytes"
	"os"
	"strconv"
	"strings"
)

// maxOzdeskCmdlines bounds how many command lines ozdeskCmdlines gives.
const maxOzdeskCmdlines = 64

// ozdeskCmdlines lists the command lines of the ozdesk processes running
// now (ozdeskProcess) and of their ancestors, each its words joined by
// blanks and cut at cmdlineLook bytes, at most maxOzdeskCmdlines of them
// (patterns' Context.OzdeskCmdlines, fx53b, rt50 A4): a pkill -f pattern
// matching one (`store/desk.db`, a path of the desk's --db) kills that
// process, and one matching the tmux server, terminal or sshd a desk
// runs under (`pkill -f 'tmux -L desk'`, `new-session -d -s desk`) ends
// the desk with it (fx54e, rt53 N7: the server's command line holds the
// desk's own). It reads /proc as ozdeskInGroup does, bounded at
// maxGroupScan processes; past the bound, or with no /proc, it is nil.
// The judging process, the ozdesk processes above it and ozdesk's
// agent-side processes (agentSide: an ask, a guarded shell, a hook, a
// policy query) are left out, and so are their ancestors: their command
// lines hold the very command being judged (`ozdesk ask -- pkill -f
// vite`), and no desk runs in them. init (pid 1) is the machine's
// (cmd.system).
func ozdeskCmdlines() []string {
	return ozdeskCmdlinesExcept(os.Getpid())
}

// ozdeskCmdlinesExcept is ozdeskCmdlines with self as the judging process.
func ozdeskCmdlinesExcept(self int) []string {
	parents, ok := procParents()
	if !ok || parents == nil {
		return nil
	}
	mine := map[int]bool{self: true}
	for p, n := parents[self], 0; p > 1 && n < maxAncestry && ozdeskProcess(p); p, n = parents[p], n+1 {
		mine[p] = true // the asker or hook above the judge
	}
	var out []string
	listed := map[int]bool{}
	add := func(pid int, line []byte) bool {
		if listed[pid] || len(out) >= maxOzdeskCmdlines {
			return len(out) < maxOzdeskCmdlines
		}
		listed[pid] = true
		out = append(out, string(bytes.TrimRight(bytes.ReplaceAll(line, []byte{0}, []byte{' '}), " ")))
		return true
	}
	for pid := range parents {
		if mine[pid] {
			continue
		}
		isOz, line := ozdeskProcessLine(pid)
		if !isOz || line == nil || agentSide(strings.Split(string(bytes.TrimRight(line, "\x00")), "\x00")) {
			continue
		}
		if !add(pid, line) {
			break
		}
		// the desk's hosts: its tmux or screen server, its shell, its sshd
		for p, n := parents[pid], 0; p > 1 && n < maxAncestry && !mine[p]; p, n = parents[p], n+1 {
			up, err := readBounded("/proc/"+strconv.Itoa(p)+"/cmdline", cmdlineLook)
			if err != nil || len(up) == 0 {
				break
			}
			if !add(p, up) {
				break
			}
		}
	}
	return out
}

// agentSide reports whether ozdesk's argv runs one of the commands an
// agent's side runs (ask, shell, hook, policy).
func agentSide(argv []string) bool {
	switch ozdeskVerb(argv) {
	case "ask", "shell", "hook", "policy":
		return true
	}
	return false
}

// ozdeskVerb is the first word of ozdesk's argv that is no option, past
// the root's options and their values ("" where there is none: the
// desk).
func ozdeskVerb(argv []string) string {
	for k := 1; k < len(argv); k++ {
		a := argv[k]
		switch {
		case a == "--db" || a == "--config" || a == "--operator" || a == "--undo" || a == "--notify":
			k++ // the option's value
		case strings.HasPrefix(a, "-"):
		default:
			return a
		}
	}
	return ""
}
