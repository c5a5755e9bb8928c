package tui

import (
	"bytes"
	"os"
	"strconv"
	"testing"
	"time"
)

// waitDead waits until process pid, killed, is a zombie or gone (a
// kill is delivered asynchronously).
func waitDead(t *testing.T, pid int) {
	t.Helper()
	for end := time.Now().Add(30 * time.Second); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
		if err != nil {
			return
		}
		if i := bytes.LastIndexByte(stat, ')'); i >= 0 && i+2 < len(stat) && (stat[i+2] == 'Z' || stat[i+2] == 'X') {
			return
		}
	}
	t.Fatalf("process %d killed 30 s ago still runs", pid)
}
