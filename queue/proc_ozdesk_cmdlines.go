package queue

import (
	"bytes"
	"os"
	"strconv"
	"strings"
)

// maxOzdeskCmdlines bounds how many ozdesk processes' command lines
// ozdeskCmdlines gives.
const maxOzdeskCmdlines = 64

// ozdeskCmdlines lists the command lines of the ozdesk processes running
// now (ozdeskProcess), each its words joined by blanks and cut at
// cmdlineLook bytes, at most maxOzdeskCmdlines of them (patterns'
// Context.OzdeskCmdlines, fx53b, rt50 A4): a pkill -f pattern matching
// one (`store/desk.db`, a path of the desk's --db) kills that process.
// It reads /proc as ozdeskInGroup does, bounded at maxGroupScan
// processes; past the bound, or with no /proc, it is nil. The judging
// process itself and ozdesk's agent-side processes (agentSide: an ask,
// a guarded shell, a hook, a policy query) are left out: their command
// lines hold the very command being judged (`ozdesk ask -- pkill -f
// vite`), and no desk runs in them.
func ozdeskCmdlines() []string {
	pids, over, ok := procPids()
	if !ok || over {
		return nil
	}
	var out []string
	for _, pid := range pids {
		if len(out) >= maxOzdeskCmdlines {
			break
		}
		if pid == os.Getpid() || !ozdeskProcess(pid) {
			continue
		}
		b, err := readBounded("/proc/"+strconv.Itoa(pid)+"/cmdline", cmdlineLook)
		if err != nil || agentSide(strings.Split(string(bytes.TrimRight(b, "\x00")), "\x00")) {
			continue
		}
		out = append(out, string(bytes.TrimRight(bytes.ReplaceAll(b, []byte{0}, []byte{' '}), " ")))
	}
	return out
}

// agentSide reports whether ozdesk's argv runs one of the commands an
// agent's side runs (ask, shell, hook, policy): its first word that is
// no option, past the root's options and their values.
func agentSide(argv []string) bool {
	for k := 1; k < len(argv); k++ {
		a := argv[k]
		switch {
		case a == "--db" || a == "--config" || a == "--operator":
			k++ // the option's value
		case strings.HasPrefix(a, "-"):
		default:
			switch a {
			case "ask", "shell", "hook", "policy":
				return true
			}
			return false
		}
	}
	return false
}
