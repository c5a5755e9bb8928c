package broker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"ozdesk.dev/ozdesk/queue"
)

// DefaultEvaluateTimeout bounds the broker's answer to an evaluation
// (allow, refuse, or an ask queued), separately from how long a queued
// ask may then wait (--wait). A broker that is running but hung —
// deadlocked, or blocked on its store (its file locked by another
// process, its cluster gone) — accepts the connection and answers
// nothing: without this bound every adapter waited the client's
// [CallTimeout] (60 s) or its --wait, and a hook that its harness's own
// timeout kills first fails open in Gemini CLI and Codex. Past the bound
// the client refuses, naming the broker. The node's configuration may
// set it (evaluate-timeout, up to [CallTimeout]).
const DefaultEvaluateTimeout = 10 * time.Second

// ClientOption configures a [Client].
type ClientOption func(*Client)

// EvaluateWithin sets how long the client waits for the broker's answer
// to an evaluation ([DefaultEvaluateTimeout] when d is not positive; at
// most [CallTimeout]).
func EvaluateWithin(d time.Duration) ClientOption {
	return func(c *Client) {
		if d > 0 {
			c.evaluateWithin = min(d, CallTimeout)
		}
	}
}

// evaluateBound is how long the client waits for an evaluation's answer.
func (c *Client) evaluateBound() time.Duration {
	if c.evaluateWithin > 0 {
		return c.evaluateWithin
	}
	return DefaultEvaluateTimeout
}

// evaluateParams is an evaluation's request on the wire: the request,
// and how long the client waits for the answer, so that a broker that
// retries its store gives up (and refuses) before the client does.
type evaluateParams struct {
	queue.Request
	Within time.Duration `json:"within,omitempty"`
}

// evaluateCall sends a request for evaluation (encoded: the
// [queue.Request] as json.Marshal encodes it) and reads the raw answer,
// within the client's evaluation bound. A broker that has not answered by
// then is given up on, with an error that says so.
func (c *Client) evaluateCall(encoded []byte, raw *json.RawMessage) error {
	within := c.evaluateBound()
	ctx, cancel := context.WithTimeout(context.Background(), within)
	defer cancel()
	err := c.callEncoded(ctx, "evaluate", withWithin(encoded, within), raw)
	if err != nil && errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return notAnswered(c.socket, within)
	}
	return err
}

// withWithin returns the encoding of evaluateParams{Request: req, Within:
// within} from encoded, req's own encoding: the embedded request's fields,
// then within (omitted when zero), as json.Marshal writes them, without
// encoding the request again by reflection (TestWithWithin holds the two
// byte for byte).
func withWithin(encoded []byte, within time.Duration) []byte {
	if within == 0 || len(encoded) < 2 || encoded[len(encoded)-1] != '}' {
		return encoded
	}
	out := make([]byte, 0, len(encoded)+len(`,"within":`)+20)
	out = append(out, encoded[:len(encoded)-1]...)
	if len(encoded) > 2 {
		out = append(out, ',')
	}
	out = append(out, `"within":`...)
	out = strconv.AppendInt(out, int64(within), 10)
	return append(out, '}')
}

// notAnswered is the error of an evaluation the broker at socket did not
// answer within the bound.
func notAnswered(socket string, within time.Duration) error {
	return fmt.Errorf("%w: the broker at %s did not answer the evaluation within %s (evaluate-timeout in the node's configuration): "+
		"it runs but is hung (deadlocked, or blocked on its store: its file locked by another process, its cluster out of reach), so the command is refused; "+
		"an operator looks at it ('systemctl status ozdesk', its log) and restarts it", ErrUnreachable, socket, within)
}
