//go:build linux

package brokerconn

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"syscall"
	"time"
)

// A Unix socket's queue of connections not yet accepted is shared by
// every account: one that connects and closes in a loop fills it, and a
// connect that finds it full fails at once (EAGAIN) when the socket does
// not block, as Go's do. So a client connects with a blocking socket,
// bounded by [DialTimeout] (SO_SNDTIMEO): the kernel puts it to sleep
// until the broker accepts a connection, and wakes it to take the place
// that frees, rather than leave the place to whoever connects next, and
// one account's flood delays the others' connects instead of failing
// them (rt18f #4).

// Dial connects to the broker's socket, waiting in the kernel while
// its queue of connections is full, until [DialTimeout] or ctx ends.
func Dial(ctx context.Context, socket string) (net.Conn, error) {
	wait := DialTimeout
	if dl, ok := ctx.Deadline(); ok {
		wait = min(wait, time.Until(dl))
	}
	if wait <= 0 {
		return nil, &net.OpError{Op: "dial", Net: "unix", Err: context.DeadlineExceeded}
	}
	fd, err := syscall.Socket(syscall.AF_UNIX, syscall.SOCK_STREAM|syscall.SOCK_CLOEXEC, 0)
	if err != nil {
		return nil, &net.OpError{Op: "dial", Net: "unix", Err: os.NewSyscallError("socket", err)}
	}
	tv := syscall.NsecToTimeval(wait.Nanoseconds())
	if err := syscall.SetsockoptTimeval(fd, syscall.SOL_SOCKET, syscall.SO_SNDTIMEO, &tv); err != nil {
		syscall.Close(fd)
		return nil, &net.OpError{Op: "dial", Net: "unix", Err: os.NewSyscallError("setsockopt", err)}
	}
	for {
		err = syscall.Connect(fd, &syscall.SockaddrUnix{Name: socket})
		if !errors.Is(err, syscall.EINTR) {
			break
		}
	}
	if err != nil {
		syscall.Close(fd)
		return nil, &net.OpError{Op: "dial", Net: "unix", Addr: &net.UnixAddr{Name: socket, Net: "unix"}, Err: os.NewSyscallError("connect", err)}
	}
	// Back to Go's own handling: non-blocking, on the poller.
	var zero syscall.Timeval
	_ = syscall.SetsockoptTimeval(fd, syscall.SOL_SOCKET, syscall.SO_SNDTIMEO, &zero)
	f := os.NewFile(uintptr(fd), socket)
	defer f.Close()
	conn, err := net.FileConn(f)
	if err != nil {
		return nil, fmt.Errorf("dial %s: %w", socket, err)
	}
	return conn, nil
}
