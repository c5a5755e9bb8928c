//go:build linux

package brokerconn

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
)

// ProcessStopped reports whether process pid is stopped (state T, by
// SIGSTOP or SIGTSTP; t, by a tracer), and says so: such a process
// answers no call. A process whose state cannot be read is taken to be
// running: /proc mounted with hidepid hides another account's processes,
// and a broker that has ended closed its socket, which ends the call by
// itself.
func ProcessStopped(pid int) (string, bool) {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return "", false
	}
	// The state follows the command's name, which is in parentheses
	// and may hold any byte: it is the first field after the last ")".
	i := bytes.LastIndexByte(data, ')')
	if i < 0 || i+2 >= len(data) {
		return "", false
	}
	switch data[i+2] {
	case 'T':
		return fmt.Sprintf("its process (pid %d) is stopped (SIGSTOP or SIGTSTP)", pid), true
	case 't':
		return fmt.Sprintf("its process (pid %d) is stopped by a debugger", pid), true
	}
	return "", false
}
