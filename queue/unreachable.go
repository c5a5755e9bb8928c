package queue

import (
	"errors"

	"ozdesk.dev/ozdesk/internal/brokerconn"
)

// ErrUnreachable is a queue that could not be reached: in protected mode,
// a broker that is not running, or that took a request and gave no
// answer. Nothing was decided, and every adapter refuses. The broker's
// client wraps it with the socket and what an operator does about it.
var ErrUnreachable = brokerconn.ErrUnreachable

// ErrStoreGone is a broker whose store went missing, was emptied or was
// replaced behind its back: it refuses every request until an operator
// puts the store back and restarts it.
var ErrStoreGone = errors.New("the broker's store is gone")

// ErrBrokerBusy is a request the broker refused for one of its limits
// per account (connections open at once, requests read or evaluated at
// once): it was not read, and nothing was decided. The account's own
// other commands hold the places; it is not a store that could not be
// read, nor a broker that hangs (rt46k M2). Every adapter refuses, and
// says which limit, that it is per account, and to try again once fewer
// of the account's commands wait.
var ErrBrokerBusy = errors.New("the broker's limit for one account is reached")
