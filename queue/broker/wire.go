package broker

import (
	"encoding/json"
	"time"

	"ozdesk.dev/ozdesk/queue"
)

// MaxRequestBytes caps one request on the wire from an operator (a
// policy file, say).
const MaxRequestBytes = 2 << 20

// MaxAgentRequestBytes caps one request on the wire from an agent: a
// command at the reader's size cap ([patterns.DefaultMaxBytes]; a longer
// one is sent clipped, see [patterns.ClipCommand]), with room for the
// rest of the request and JSON escaping. A longer request is refused
// once this much of it is read, before it is decoded.
const MaxAgentRequestBytes = 512 << 10

// RequestTimeout is how long the broker waits for a request to arrive
// after a client connects.
const RequestTimeout = 10 * time.Second

// Request is one call on the wire.
type Request struct {
	// Method names the call (see [Methods]).
	Method string `json:"method"`
	// Params are the call's arguments, as the method defines them.
	Params json.RawMessage `json:"params,omitempty"`
}

// Response is the broker's answer to one [Request]: a result, or an error.
type Response struct {
	Result json.RawMessage `json:"result,omitempty"`
	Error  *WireError      `json:"error,omitempty"`
}

// idParams names one record (an ask, a rule, a proposal) and who acts.
type idParams struct {
	ID string `json:"id"`
	By string `json:"by,omitempty"`
}

// waitParams names the ask a wait is on, and what its asker knows of it
// (its time and sum): the broker binds the wait to that ask, not to what
// the ID names when the wait starts. A caller that sends no identity (an
// older client) is bound to what the broker reads then.
type waitParams struct {
	ID       string             `json:"id"`
	Identity *queue.AskIdentity `json:"identity,omitempty"`
}
