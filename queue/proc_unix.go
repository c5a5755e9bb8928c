//go:build unix

package queue

import (
	"errors"
	"syscall"
)

// processGone reports whether the process pid, which started at start
// (0: not known), no longer runs on this node: kill(pid, 0) says there is
// no such process, or the process with that number started at another
// time (the number was reused), or it exited and waits to be reaped (a
// zombie). A process of another user (EPERM) still runs. A pid of 0 or
// less is never gone: there is nothing to check.
func processGone(pid int, start uint64) bool {
	if pid <= 0 {
		return false
	}
	if err := syscall.Kill(pid, 0); errors.Is(err, syscall.ESRCH) {
		return true
	}
	if processDead(pid) {
		return true
	}
	if start == 0 {
		return false
	}
	now, ok := processStart(pid)
	return ok && now != start
}

// processStatus tells whether process pid, started at start (0: not
// known), is gone ([processGone]'s rules), stopped ([processStopped]'s)
// or runs, from one kill(pid, 0) and one read of /proc/PID/stat, where
// asking processGone and then processStopped read the file three times.
func processStatus(pid int, start uint64) AskerStatus {
	if pid <= 0 {
		return AskerRuns
	}
	if err := syscall.Kill(pid, 0); errors.Is(err, syscall.ESRCH) {
		return AskerGone
	}
	state, stateOK, now, startOK := processStat(pid)
	switch {
	case stateOK && (state == 'Z' || state == 'X'):
		return AskerGone
	case start != 0 && startOK && now != start:
		return AskerGone
	case stateOK && (state == 'T' || state == 't'):
		return AskerStopped
	}
	return AskerRuns
}
