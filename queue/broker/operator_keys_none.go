//go:build ozdesk_adapters

package broker

import "errors"

// The adapter-only build (see cmd/ozdesk/tree_adapters.go) serves no
// desk and reads no operators file, so it links no SSH: an
// authorized_keys line is refused, as the full build is what reads them.
// That keeps golang.org/x/crypto/ssh's initialisers out of every hook
// process.
func authorizedKeyFingerprint(string) (string, error) {
	return "", errors.New("this build of ozdesk (ozdesk-hook, the adapter-only build) reads no authorized_keys lines: run the full ozdesk")
}
