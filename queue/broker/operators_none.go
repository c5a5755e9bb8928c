//go:build ozdesk_adapters

package broker

import "errors"

// ParseOperators in the adapter-only build (see
// cmd/ozdesk/tree_adapters.go), which serves no broker, reads no operators
// file: that keeps a YAML library's initialisers out of every hook
// process. The full build reads it (operators_yaml.go).
func ParseOperators([]byte) (*Operators, error) {
	return nil, errors.New("this build of ozdesk (ozdesk-hook, the adapter-only build) reads no operators file: run the full ozdesk")
}
