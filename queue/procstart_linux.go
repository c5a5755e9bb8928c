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
