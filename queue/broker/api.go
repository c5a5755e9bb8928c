package broker

import "ozdesk.dev/ozdesk/queue"

// The client is the queue API in protected mode.
var _ queue.API = (*Client)(nil)
