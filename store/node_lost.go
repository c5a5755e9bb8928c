package store

import "errors"

// ErrNodeLost: this broker's node lease lapsed (the process was paused,
// or cut off from the cluster, for longer than its TTL) and another
// broker took the node's name meanwhile. The broker must stop serving:
// two brokers under one name take each other's asks for their own.
var ErrNodeLost = errors.New("this broker lost its node lease to another broker")
