//go:build !linux

package broker

import (
	"errors"
	"net"
)

// Peer is the account and process at the other end of a connection.
type Peer struct {
	UID, GID uint32
	PID      int
}

// peerOf is not built here: protected mode needs SO_PEERCRED (Linux).
func peerOf(*net.UnixConn) (Peer, error) {
	return Peer{}, errors.New("read peer credentials: protected mode runs on Linux only")
}
