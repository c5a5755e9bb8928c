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
//
// With noReport the report is not decoded (the caller reads none, see
// [queue.Request.NoReport]) when the answer carries no ask.
func readAnswer(method string, raw json.RawMessage, waited *store.Ask, noReport bool) (*wireAnswer, error) {
	// One decoding when no ask comes with it, into raw and plain fields
	// only: encoding/json's reflection over a type builds its field
	// tables and its encoders for every type it holds, the report's and
	// the ask's included. The outcome is seen to be there, then read as an
	// Outcome, the report as a Report (unless the caller reads none); an
	// ask's answer is read whole again, as wireAnswer decodes it
	// (wire_decode.go).
	var read struct {
		Outcome     json.RawMessage `json:"outcome"`
		Rule        string          `json:"rule,omitempty"`
		Reason      string          `json:"reason,omitempty"`
		Report      json.RawMessage `json:"report,omitempty"`
		Ask         json.RawMessage `json:"ask,omitempty"`
		Unavailable string          `json:"unavailable,omitempty"`
		Limit       string          `json:"limit,omitempty"`
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
		w = wireAnswer{Rule: read.Rule, Reason: read.Reason, Unavailable: read.Unavailable, Limit: read.Limit}
		err = json.Unmarshal(read.Outcome, &w.Outcome)
		if err == nil && !noReport && present(read.Report) {
			w.Report = new(patterns.Report)
			err = json.Unmarshal(read.Report, w.Report)
		}
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
