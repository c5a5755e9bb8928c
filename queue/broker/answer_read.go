package broker

import (
	"encoding/json"
	"fmt"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// readAnswer reads the result of an evaluate (waited nil) or of a wait on
// the ask waited. Whatever the result lacks is a protocol error, never a
// zero value: a missing result or outcome read as Outcome's zero, allow,
// and every adapter allowed what no policy had decided (rt22i #2). A
// wait's result must be about the ask waited on, and an evaluation's ask
// is the one it just queued, so pending (rt22i #3): an answer about
// another ask, or an ask already decided, is no answer to this call.
func readAnswer(method string, raw json.RawMessage, waited *store.Ask) (*wireAnswer, error) {
	// One decoding when no ask comes with it: the outcome and the ask
	// are kept raw (the outer fields hide plainAnswer's), the outcome
	// seen to be there, then read as an Outcome; an ask's answer is read
	// whole again, as wireAnswer decodes it (wire_decode.go).
	var read struct {
		plainAnswer
		Outcome json.RawMessage `json:"outcome"`
		Ask     json.RawMessage `json:"ask,omitempty"`
	}
	err := json.Unmarshal(raw, &read)
	if !present(read.Outcome) {
		var probe struct {
			Outcome json.RawMessage `json:"outcome"`
		}
		if err == nil || json.Unmarshal(raw, &probe) != nil || !present(probe.Outcome) {
			return nil, fmt.Errorf("%w: %s: the broker's answer names no outcome (%.80q)", ErrProtocol, method, raw)
		}
	}
	var w wireAnswer
	switch {
	case err != nil:
	case present(read.Ask):
		err = json.Unmarshal(raw, &w)
	default:
		read.plainAnswer.Ask = nil
		w = wireAnswer(read.plainAnswer)
		err = json.Unmarshal(read.Outcome, &w.Outcome)
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %s: read the result: %v", ErrProtocol, method, err)
	}
	switch {
	case waited != nil && w.Ask == nil:
		return nil, fmt.Errorf("%w: %s: the broker's answer names no ask, not ask %s", ErrProtocol, method, waited.ID)
	case waited != nil && w.Ask.ID != waited.ID:
		return nil, fmt.Errorf("%w: %s: the broker's answer is about ask %.40q, not ask %s", ErrProtocol, method, w.Ask.ID, waited.ID)
	case waited == nil && w.Ask != nil && (w.Ask.ID == "" || w.Ask.State != store.StatePending || w.Outcome != patterns.Ask):
		return nil, fmt.Errorf("%w: %s: the broker's answer carries an ask (%.40q) that is %.40q under the outcome %s, not a new one pending", ErrProtocol, method, w.Ask.ID, w.Ask.State, w.Outcome)
	}
	return &w, nil
}
