package broker

import (
	"bytes"
	"encoding/json"
)

// A client decodes the broker's answers with what is nearly always there
// (a result; an answer's outcome, rule, reason and report) first, and the
// rest (an error, an ask) only when it is there. encoding/json, the first
// time it decodes into a struct type, builds the encoders of every field's
// type, recursively: WireError's fields reach most of the queue's and the
// store's types, and store.Ask is large. An adapter's one call decodes
// neither when its command is allowed or refused, and costs some 0.6 M
// instructions less (issue 10's cost target). When they are there the
// whole value is decoded again as it always was, so that what is decoded,
// and every error, is exactly the same (FuzzWireDecode).

// plainResponse is Response without its methods: how it always decoded.
type plainResponse Response

// UnmarshalJSON decodes a response, its error only when it has one.
func (r *Response) UnmarshalJSON(b []byte) error {
	var head struct {
		Result json.RawMessage `json:"result,omitempty"`
		Error  json.RawMessage `json:"error,omitempty"`
	}
	if err := json.Unmarshal(b, &head); err != nil {
		return err
	}
	if present(head.Error) {
		var full plainResponse
		if err := json.Unmarshal(b, &full); err != nil {
			return err
		}
		*r = Response(full)
		return nil
	}
	*r = Response{Result: head.Result}
	return nil
}

// plainAnswer is wireAnswer without its methods: how it always decoded.
type plainAnswer wireAnswer

// UnmarshalJSON decodes an answer, its ask only when it has one.
func (w *wireAnswer) UnmarshalJSON(b []byte) error {
	var head struct {
		plainAnswer
		// Ask hides plainAnswer's ask (a shallower field wins).
		Ask json.RawMessage `json:"ask,omitempty"`
	}
	if err := json.Unmarshal(b, &head); err != nil {
		return err
	}
	if present(head.Ask) {
		var full plainAnswer
		if err := json.Unmarshal(b, &full); err != nil {
			return err
		}
		*w = wireAnswer(full)
		return nil
	}
	head.plainAnswer.Ask = nil
	*w = wireAnswer(head.plainAnswer)
	return nil
}

// present reports whether a raw JSON value holds something: neither
// absent nor null.
func present(raw json.RawMessage) bool {
	return len(raw) > 0 && !bytes.Equal(bytes.TrimSpace(raw), []byte("null"))
}
