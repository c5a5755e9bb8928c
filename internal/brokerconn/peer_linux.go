//go:build linux

package brokerconn

import (
	"fmt"
	"net"

	"golang.org/x/sys/unix"
)

// Peer is the account and process at the other end of a connection, as
// the kernel recorded them when it connected.
type Peer struct {
	UID, GID uint32
	PID      int
}

// PeerOf reads the peer's credentials of a Unix socket connection
// (SO_PEERCRED): they cannot be forged by the client.
func PeerOf(c *net.UnixConn) (Peer, error) {
	raw, err := c.SyscallConn()
	if err != nil {
		return Peer{}, fmt.Errorf("read peer credentials: %w", err)
	}
	var (
		cred *unix.Ucred
		cerr error
	)
	if err := raw.Control(func(fd uintptr) {
		cred, cerr = unix.GetsockoptUcred(int(fd), unix.SOL_SOCKET, unix.SO_PEERCRED)
	}); err != nil {
		return Peer{}, fmt.Errorf("read peer credentials: %w", err)
	}
	if cerr != nil {
		return Peer{}, fmt.Errorf("read peer credentials: %w", cerr)
	}
	return Peer{UID: cred.Uid, GID: cred.Gid, PID: int(cred.Pid)}, nil
}
