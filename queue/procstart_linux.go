package queue

import (
	"os"
	"strconv"
)

// processStart returns when process pid started, in clock ticks after
// boot (see [startTimeOf]). Together with the pid it names one process,
// as pids are reused.
func processStart(pid int) (uint64, bool) {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, false
	}
	return startTimeOf(data)
}

// processDead reports whether process pid has exited but not been reaped
// yet (a zombie, state Z or X in /proc/PID/stat): kill(pid, 0) still
// finds it, but it runs no more and receives nothing (an asker killed
// with -9 whose parent has not waited for it).
func processDead(pid int) bool {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	state, ok := stateOf(data)
	return ok && (state == 'Z' || state == 'X')
}

// processStopped reports whether process pid is stopped (state T, by a
// signal such as SIGSTOP or ^Z, or t, by a tracer): it runs again only
// when continued.
func processStopped(pid int) bool {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	state, ok := stateOf(data)
	return ok && (state == 'T' || state == 't')
}
