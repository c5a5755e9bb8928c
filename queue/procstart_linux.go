package queue

import (
	"bytes"
	"os"
	"strconv"
)

// processStart returns when process pid started, in clock ticks after
// boot: field 22 of /proc/PID/stat. Together with the pid it names one
// process, as pids are reused.
func processStart(pid int) (uint64, bool) {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, false
	}
	// Field 2, the command name, is in parentheses and may hold spaces
	// and parentheses itself: the fields after it start after the last ')'.
	i := bytes.LastIndexByte(data, ')')
	if i < 0 {
		return 0, false
	}
	fields := bytes.Fields(data[i+1:])
	const startField = 22 - 3 // fields[0] is field 3, the state
	if len(fields) <= startField {
		return 0, false
	}
	n, err := strconv.ParseUint(string(fields[startField]), 10, 64)
	return n, err == nil
}
