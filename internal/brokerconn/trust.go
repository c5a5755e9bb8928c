package brokerconn

import (
	"fmt"
	"net"
	"os"
)

// Trust checks who serves the socket conn was dialled on: root, or the
// account that owns the socket's directory, in a directory only that
// account and root could change (see [SocketOwner]); and never the
// client's own account (but root), since an agent that could bind the
// socket would otherwise answer its own hook. The broker runs as an
// account of its own.
func Trust(conn net.Conn, socket string) error {
	owner, err := SocketOwner(socket)
	if err != nil {
		return err
	}
	uc, ok := conn.(*net.UnixConn)
	if !ok {
		return fmt.Errorf("%w at %s: not a Unix socket", ErrUnreachable, socket)
	}
	p, err := PeerOf(uc)
	if err != nil {
		return fmt.Errorf("%w at %s: %v", ErrUnreachable, socket, err)
	}
	if me := uint32(os.Geteuid()); me != 0 && p.UID == me {
		return fmt.Errorf("%w: %s is served by your own account (uid %d), not by a broker, so its answers are not believed: the broker runs as an account of its own", ErrUnreachable, socket, me)
	}
	if p.UID != 0 && p.UID != owner {
		return fmt.Errorf("%w: %s is served by uid %d, neither root nor uid %d that owns its directory, so its answers are not believed", ErrUnreachable, socket, p.UID, owner)
	}
	return nil
}
