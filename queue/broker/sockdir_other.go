//go:build !linux

package broker

import "fmt"

// socketOwner is not built here: protected mode runs on Linux only.
func socketOwner(path string) (uint32, error) {
	return 0, fmt.Errorf("%w at %s: protected mode runs on Linux only", ErrUnreachable, path)
}
