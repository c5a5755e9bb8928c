package queue

import (
	"bytes"
	"os"
	"strconv"
)

// maxGroupScan bounds the processes ozdeskInGroup looks at: past it the
// group is taken to hold ozdesk (it cannot say it does not).
const maxGroupScan = 32768

// ozdeskInGroup reports whether a process of process group id (or of
// session id, with session) runs ozdesk now (ozdeskProcess): `kill -STOP
// -- -PGID` and `pkill -STOP -g PGID` stop every process of the group,
// the desk among them even where another process leads it (patterns'
// Context.OzdeskGroup, issue 9). It reads the stat file of each process
// in /proc (pgrp and session are its fields 5 and 6), at most
// maxGroupScan of them, and looks a member up only when the group
// matches; patterns asks only for a line that signals a group. Where
// there is no /proc it is false; past the bound, true.
func ozdeskInGroup(id int, session bool) bool {
	if id <= 0 {
		return false
	}
	pids, over, ok := procPids()
	if !ok {
		return false
	}
	if over {
		return true
	}
	for _, pid := range pids {
		pgrp, sid, ok := procGroup(pid)
		if !ok || session && sid != id || !session && pgrp != id {
			continue
		}
		if ozdeskProcess(pid) {
			return true
		}
	}
	return false
}

// procGroup reads process pid's group and session from /proc/PID/stat:
// the fields after the command name, which is in parentheses and may
// hold blanks and parentheses of its own.
func procGroup(pid int) (pgrp, sid int, ok bool) {
	// after ") ": state ppid pgrp session …
	f := procStatFields(pid)
	if len(f) < 4 {
		return 0, 0, false
	}
	pgrp, err1 := strconv.Atoi(string(f[2]))
	sid, err2 := strconv.Atoi(string(f[3]))
	return pgrp, sid, err1 == nil && err2 == nil
}

// procPids lists the pids in /proc, at most maxGroupScan of them: over
// when there are more, not ok where there is no /proc.
func procPids() (pids []int, over, ok bool) {
	d, err := os.Open("/proc")
	if err != nil {
		return nil, false, false
	}
	defer d.Close()
	names, err := d.Readdirnames(maxGroupScan + 1)
	if err != nil && len(names) == 0 {
		return nil, false, false
	}
	if len(names) > maxGroupScan {
		return nil, true, true
	}
	pids = make([]int, 0, len(names))
	for _, n := range names {
		if pid, err := strconv.Atoi(n); err == nil && pid > 0 {
			pids = append(pids, pid)
		}
	}
	return pids, false, true
}

// procStatFields are the fields of /proc/PID/stat after the command
// name, which is in parentheses and may hold blanks and parentheses of
// its own: state, ppid, pgrp, session …; nil where it cannot be read.
func procStatFields(pid int) [][]byte {
	stat, err := readBounded("/proc/"+strconv.Itoa(pid)+"/stat", 1024)
	if err != nil {
		return nil
	}
	i := bytes.LastIndexByte(stat, ')')
	if i < 0 {
		return nil
	}
	return bytes.Fields(stat[i+1:])
}
