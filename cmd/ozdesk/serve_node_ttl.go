//go:build !ozdesk_adapters

package main

import (
	"fmt"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// minNodeTTL is the shortest node TTL: etcd counts a lease's in whole
// seconds.
const minNodeTTL = time.Second

// checkNodeTTL refuses a node TTL etcd cannot keep as given: under
// [minNodeTTL] (0 and negative included), or not whole seconds (etcd
// would round it, and the node's asks be abandoned later than the
// operator said).
func checkNodeTTL(d time.Duration) error {
	switch {
	case d < minNodeTTL:
		return fmt.Errorf("serve: --node-ttl %s is under the minimum, %s: a node lease lasts whole seconds, at least one; give 1s or more (default %s)", d, minNodeTTL, store.DefaultNodeTTL)
	case d%time.Second != 0:
		return fmt.Errorf("serve: --node-ttl %s is not whole seconds: etcd keeps a lease in whole seconds; give %s or %s", d, d.Truncate(time.Second), d.Truncate(time.Second)+time.Second)
	}
	return nil
}
