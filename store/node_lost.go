package store

import "errors"

// ErrNodeLost: this broker's node lease lapsed (the process was paused,
// or cut off from the cluster, for longer than its TTL) and another
// broker took the node's name meanwhile. The broker must stop serving:
// two brokers under one name take each other's asks for their own.
var ErrNodeLost = errors.New("this broker lost its node lease to another broker")

// ErrLeaseLapsed: this broker's node lease lapsed before a write (it was
// paused, or cut off from the cluster, for longer than its TTL), so the
// write was refused: its node may be another broker's now. Nothing was
// written; the broker takes a lease again, or stops ([ErrNodeLost]).
var ErrLeaseLapsed = errors.New("this broker's node lease lapsed, so it writes nothing")
