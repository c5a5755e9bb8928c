//go:build !linux

package brokerconn

import (
	"errors"
	"net"
)

// Peer is the account and process at the other end of a connection.
type Peer struct {
	UID, GID uint32
	PID      int
}

// PeerOf is not built here: protected mode needs SO_PEERCRED (Linux).
func PeerOf(*net.UnixConn) (Peer, error) {
	return Peer{}, errors.New("read peer credentials: protected mode runs on Linux only")
}
