//go:build unix

package tui

import (
	"errors"
	"syscall"
)

// processAlive reports whether a process with the pid exists (one owned by
// another user counts) and runs (a zombie does not).
func processAlive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return (err == nil || errors.Is(err, syscall.EPERM)) && !processZombie(pid)
}
