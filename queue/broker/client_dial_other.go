//go:build !linux

package broker

import (
	"context"
	"net"
)

// dialBroker connects to the broker's socket, within [DialTimeout].
func dialBroker(ctx context.Context, socket string) (net.Conn, error) {
	d := net.Dialer{Timeout: DialTimeout}
	return d.DialContext(ctx, "unix", socket)
}

// shortenBacklog leaves the backlog as it is: protected mode runs on
// Linux only.
func shortenBacklog(*net.UnixListener) error { return nil }
