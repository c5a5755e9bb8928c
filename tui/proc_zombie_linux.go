package tui

import (
	"bytes"
	"os"
	"strconv"
)

// processZombie reports whether process pid has exited and waits to be
// reaped (state Z or X in /proc/PID/stat): kill(pid, 0) still finds it,
// but nothing is left to receive an answer (an asker killed with -9
// whose parent has not waited for it, rt46k M1).
func processZombie(pid int) bool {
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	i := bytes.LastIndexByte(stat, ')')
	if i < 0 {
		return false
	}
	f := bytes.Fields(stat[i+1:])
	return len(f) > 0 && (string(f[0]) == "Z" || string(f[0]) == "X")
}
