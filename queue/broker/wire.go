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

// approveParams name a proposed rule or a proposal to approve, and the
// pending asks the approval may resolve: those its confirmation listed
// (Bounded, even when none). A client that sends no list (an older one,
// the CLI) bounds nothing; an older broker refuses the fields it does not
// know, so a bounded approval never resolves more there (rt18k #1).
type approveParams struct {
	ID      string   `json:"id"`
	By      string   `json:"by,omitempty"`
	Listed  []string `json:"listed,omitempty"`
	Bounded bool     `json:"bounded,omitempty"`
}

// listed is the bound p carries, nil for none.
func (p approveParams) listed() queue.Listed {
	if !p.Bounded {
		return nil
	}
	return append(queue.Listed{}, p.Listed...)
}

// approveParamsOf is the parameters of approving id within listed.
func approveParamsOf(id, by string, listed queue.Listed) approveParams {
	return approveParams{ID: id, By: by, Listed: listed, Bounded: listed != nil}
}

// waitParams names the ask a wait is on, and what its asker knows of it
// (its time and sum): the broker binds the wait to that ask, not to what
// the ID names when the wait starts. A caller that sends no identity (an
// older client) is bound to what the broker reads then.
type waitParams struct {
	ID       string             `json:"id"`
	Identity *queue.AskIdentity `json:"identity,omitempty"`
}
