//go:build linux

package broker

import (
	"fmt"
	"net"
	"syscall"
)

// shortenBacklog sets the listening socket's queue to [Backlog] (listen
// again on a listening socket changes only its backlog).
func shortenBacklog(ln *net.UnixListener) error {
	raw, err := ln.SyscallConn()
	if err != nil {
		return err
	}
	var lerr error
	if err := raw.Control(func(fd uintptr) { lerr = syscall.Listen(int(fd), Backlog) }); err != nil {
		return err
	}
	if lerr != nil {
		return fmt.Errorf("set the backlog: %w", lerr)
	}
	return nil
}
