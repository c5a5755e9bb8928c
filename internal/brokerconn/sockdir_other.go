//go:build !linux

package brokerconn

import "fmt"

// SocketOwner is not built here: protected mode runs on Linux only.
func SocketOwner(path string) (uint32, error) {
	return 0, fmt.Errorf("%w at %s: protected mode runs on Linux only", ErrUnreachable, path)
}
