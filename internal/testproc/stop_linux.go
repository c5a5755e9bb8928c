//go:build linux

package testproc

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// StopOutsideLock stops process pid (SIGSTOP) at a moment it holds no
// file lock (/proc/locks), continuing and stopping it again while it
// does. An asker stopped inside one of its polls of the store holds the
// store's lock for as long as it stays stopped, and a decision then waits
// out the lock's timeout instead of reaching the ask: a test of a stopped
// asker stops it between polls. It returns once pid is stopped so.
func StopOutsideLock(pid int) error {
	for range 200 {
		if err := syscall.Kill(pid, syscall.SIGSTOP); err != nil {
			return fmt.Errorf("stop process %d: %w", pid, err)
		}
		if err := waitStopped(pid); err != nil {
			return err
		}
		held, err := holdsLock(pid)
		if err != nil || !held {
			return err
		}
		if err := syscall.Kill(pid, syscall.SIGCONT); err != nil {
			return fmt.Errorf("continue process %d: %w", pid, err)
		}
		time.Sleep(5 * time.Millisecond)
	}
	return fmt.Errorf("process %d held a file lock at each of 200 stops", pid)
}

// waitStopped waits until process pid's state (/proc/PID/stat, the
// field after the name's closing parenthesis) is T or t: a signal is
// delivered asynchronously.
func waitStopped(pid int) error {
	for end := time.Now().Add(30 * time.Second); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
		data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
		if err != nil {
			return fmt.Errorf("read process %d's state: %w", pid, err)
		}
		s := string(data)
		if i := strings.LastIndexByte(s, ')'); i >= 0 && i+2 < len(s) && (s[i+2] == 'T' || s[i+2] == 't') {
			return nil
		}
	}
	return fmt.Errorf("process %d sent SIGSTOP 30 s ago is not stopped", pid)
}

// holdsLock reports whether /proc/locks lists a lock of process pid.
func holdsLock(pid int) (bool, error) {
	data, err := os.ReadFile("/proc/locks")
	if err != nil {
		return false, fmt.Errorf("read /proc/locks: %w", err)
	}
	want := strconv.Itoa(pid)
	for _, line := range strings.Split(string(data), "\n") {
		// "1: FLOCK  ADVISORY  WRITE 12345 08:01:1234 0 EOF"
		if f := strings.Fields(line); len(f) >= 5 && f[4] == want {
			return true, nil
		}
	}
	return false, nil
}

// StopHolding stops process pid (SIGSTOP) wherever it is, waits until it
// is stopped, and reports whether it holds a file lock (/proc/locks)
// there. It leaves the process stopped: the caller continues it.
func StopHolding(pid int) (bool, error) {
	if err := syscall.Kill(pid, syscall.SIGSTOP); err != nil {
		return false, fmt.Errorf("stop process %d: %w", pid, err)
	}
	if err := waitStopped(pid); err != nil {
		return false, err
	}
	return holdsLock(pid)
}
