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

// processStat reads process pid's /proc/PID/stat once: its state (see
// [stateOf]) and start time (see [startTimeOf]), each with whether it
// could be read. A status needs both: reading the file once for each
// was three reads per ask and pass.
func processStat(pid int) (state byte, stateOK bool, start uint64, startOK bool) {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, false, 0, false
	}
	state, stateOK = stateOf(data)
	start, startOK = startTimeOf(data)
	return state, stateOK, start, startOK
}
