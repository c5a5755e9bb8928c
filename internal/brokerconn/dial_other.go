//go:build !linux

package brokerconn

import (
	"context"
	"net"
)

// Dial connects to the broker's socket, within [DialTimeout].
func Dial(ctx context.Context, socket string) (net.Conn, error) {
	d := net.Dialer{Timeout: DialTimeout}
	return d.DialContext(ctx, "unix", socket)
}
