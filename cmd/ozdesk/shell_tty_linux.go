package main

import "golang.org/x/sys/unix"

// isTerminal reports whether file descriptor fd is a terminal.
func isTerminal(fd int) bool {
	_, err := unix.IoctlGetTermios(fd, unix.TCGETS)
	return err == nil
}
