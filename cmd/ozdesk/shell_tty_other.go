//go:build !linux

package main

import "os"

// isTerminal reports whether file descriptor fd is a character device,
// which a terminal is (so is /dev/null: the guarded shell refuses it here
// too, failing closed).
func isTerminal(fd int) bool {
	info, err := os.NewFile(uintptr(fd), "").Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}
