package queue

import (
	"bytes"
	"strconv"
)

// startTimeOf reads a process's start time from the contents of its
// /proc/PID/stat: field 22, in clock ticks after boot. Field 2, the
// command name, is in parentheses and may hold spaces and parentheses
// itself, so the fields after it are counted from the last ')'.
func startTimeOf(stat []byte) (uint64, bool) {
	i := bytes.LastIndexByte(stat, ')')
	if i < 0 {
		return 0, false
	}
	fields := bytes.Fields(stat[i+1:])
	const startField = 22 - 3 // fields[0] is field 3, the state
	if len(fields) <= startField {
		return 0, false
	}
	n, err := strconv.ParseUint(string(fields[startField]), 10, 64)
	return n, err == nil
}

// stateOf reads a process's state (field 3: R, S, D, Z, X…) from the
// contents of its /proc/PID/stat.
func stateOf(stat []byte) (byte, bool) {
	i := bytes.LastIndexByte(stat, ')')
	if i < 0 {
		return 0, false
	}
	fields := bytes.Fields(stat[i+1:])
	if len(fields) == 0 || len(fields[0]) != 1 {
		return 0, false
	}
	return fields[0][0], true
}
