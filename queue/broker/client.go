package broker

import (
	"ozdesk.dev/ozdesk/internal/brokerconn"

	"context"
	"encoding/json"
	"fmt"
	"time"
)

// DialTimeout is how long a client waits to connect to the broker.
const DialTimeout = brokerconn.DialTimeout

// CallTimeout bounds every call but a wait and an evaluation (see
// [DefaultEvaluateTimeout]): the broker answers within it or the call
// fails (and the caller fails closed).
const CallTimeout = 60 * time.Second

// Client calls a broker. Its methods are those of [queue.Service], with
// the same meanings and errors; who acts is the account the client runs
// as, whatever names it passes. A Client is safe for concurrent use: each
// call is one connection.
type Client struct {
	socket string
	// local, when set, answers the calls in this process (see
	// [Server.LocalClient]) instead of the socket.
	local *localCaller
	// evaluateWithin bounds an evaluation's answer (0: the default; see
	// [EvaluateWithin]).
	evaluateWithin time.Duration
}

// NewClient returns a client of the broker listening at socket.
func NewClient(socket string, opts ...ClientOption) *Client {
	c := &Client{socket: socket}
	for _, o := range opts {
		o(c)
	}
	return c
}

// Socket returns the socket the client calls.
func (c *Client) Socket() string { return c.socket }

// call makes one call: it sends the request, and decodes the result into
// out (when not nil). ctx bounds the call; when it ends, the connection is
// closed (for a wait, the broker then withdraws the ask).
func (c *Client) call(ctx context.Context, method string, params, out any) error {
	raw, err := json.Marshal(params)
	if err != nil {
		return fmt.Errorf("%s: encode the request: %w", method, err)
	}
	return c.callEncoded(ctx, method, raw, out)
}

// callEncoded is call with the params already encoded by json.Marshal.
func (c *Client) callEncoded(ctx context.Context, method string, raw json.RawMessage, out any) error {
	b, err := requestLine(method, raw)
	if err != nil {
		return fmt.Errorf("%s: encode the request: %w", method, err)
	}
	if len(b) > MaxRequestBytes {
		return fmt.Errorf("%s: the request is %d bytes, over the broker's cap of %d", method, len(b), MaxRequestBytes)
	}
	var resp Response
	if c.local != nil {
		resp = c.local.srv.answer(ctx, c.local.id, Request{Method: method, Params: raw})
	} else if resp, err = c.roundTrip(ctx, method, b); err != nil {
		return err
	}
	if resp.Error != nil {
		return fromWire(resp.Error)
	}
	if out == nil || len(resp.Result) == 0 {
		return nil
	}
	if rm, ok := out.(*json.RawMessage); ok {
		// The result is a value the response's decoding read whole:
		// what json.Unmarshal would copy, without scanning it again.
		*rm = append((*rm)[:0], resp.Result...)
		return nil
	}
	if err := json.Unmarshal(resp.Result, out); err != nil {
		return fmt.Errorf("%w: %s: read the result: %v", ErrProtocol, method, err)
	}
	return nil
}

// requestLine is json.Marshal(Request{Method: method, Params: raw}) for
// params json.Marshal encoded (compact, HTML escaped as it escapes), put
// together without checking and compacting them once more
// (TestRequestLine holds the two byte for byte); anything else is
// encoded by json.Marshal.
func requestLine(method string, raw json.RawMessage) ([]byte, error) {
	if len(raw) == 0 {
		return json.Marshal(Request{Method: method, Params: raw})
	}
	name, err := json.Marshal(method)
	if err != nil {
		return nil, err
	}
	b := make([]byte, 0, len(`{"method":,"params":}`)+len(name)+len(raw))
	b = append(b, `{"method":`...)
	b = append(b, name...)
	b = append(b, `,"params":`...)
	b = append(b, raw...)
	return append(b, '}'), nil
}

// simple makes a call bounded by [CallTimeout].
func (c *Client) simple(method string, params, out any) error {
	ctx, cancel := context.WithTimeout(context.Background(), CallTimeout)
	defer cancel()
	return c.call(ctx, method, params, out)
}
