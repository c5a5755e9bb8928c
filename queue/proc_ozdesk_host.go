package queue

import (
	"os"
	"strconv"
)

// maxAncestry bounds how far up from a process ozdeskBelow walks its
// parents: past it the walk stops (a chain that long is no desk's host).
const maxAncestry = 64

// ozdeskBelow reports whether process pid is an ancestor of a running
// ozdesk other than the judging process's own (patterns'
// Context.OzdeskHost, fx52c, rt50k NEW-6): the tmux or screen server, the
// terminal or the sshd a desk runs under, whose `kill -STOP` freezes the
// desk's screen and keys and whose `kill -9` ends it. The judging
// process and the ozdesk processes above it (the hook or asker judging
// this very line) are not looked at: every shell of the agent is their
// ancestor, and a kill of one ends the agent, not the desk; a tmux
// server the agent shares with the desk is still the desk's ancestor,
// and asks. It reads every process's stat in /proc (its ppid), at most
// maxGroupScan, and is called only for a kill of a literal pid; past
// the bound it is true, with no /proc false.
func ozdeskBelow(pid int) bool {
	return ozdeskBelowExcept(pid, os.Getpid())
}

// ozdeskBelowExcept is ozdeskBelow with self as the judging process.
func ozdeskBelowExcept(pid, self int) bool {
	if pid <= 1 {
		return false // init and the idle task are the machine's (cmd.system)
	}
	parents, ok := procParents()
	if !ok {
		return false
	}
	if parents == nil {
		return true // too many processes to tell
	}
	mine := map[int]bool{self: true}
	for p, n := parents[self], 0; p > 1 && n < maxAncestry && ozdeskProcess(p); p, n = parents[p], n+1 {
		mine[p] = true // the asker or hook above the judge
	}
	for child := range parents {
		if child == pid || mine[child] || !hasAncestor(parents, child, pid) {
			continue
		}
		if ozdeskProcess(child) {
			return true
		}
	}
	return false
}

// hasAncestor reports whether pid's chain of parents holds ancestor.
func hasAncestor(parents map[int]int, pid, ancestor int) bool {
	p := parents[pid]
	for n := 0; p > 0 && n < maxAncestry; n++ {
		if p == ancestor {
			return true
		}
		p = parents[p]
	}
	return false
}

// procParents reads each process's parent from /proc/PID/stat; nil and
// true past maxGroupScan processes, false where there is no /proc.
func procParents() (map[int]int, bool) {
	pids, over, ok := procPids()
	if !ok {
		return nil, false
	}
	if over {
		return nil, true
	}
	parents := make(map[int]int, len(pids))
	for _, pid := range pids {
		if pp, ok := procParent(pid); ok {
			parents[pid] = pp
		}
	}
	return parents, true
}

// procParent reads process pid's parent from /proc/PID/stat: the field
// after the state, past the command name in parentheses.
func procParent(pid int) (int, bool) {
	f := procStatFields(pid)
	if len(f) < 2 {
		return 0, false
	}
	pp, err := strconv.Atoi(string(f[1]))
	return pp, err == nil
}
