package askwire

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// ErrProtocol is a request or response the other side cannot read (it is
// queue/broker's ErrProtocol).
var ErrProtocol = errors.New("broker protocol error")

// StatePending is the state of an ask that waits for an operator (it is
// store.StatePending).
const StatePending = "pending"

// Answer is the wire's view of the broker's answer to an evaluate or a
// wait: what every client reads, with the report and the ask left as
// they came (a client that reads them decodes them into
// patterns.Report and store.Ask; one that only talks to a broker never
// does).
type Answer struct {
	Outcome     Outcome
	Rule        string
	Reason      string
	Unavailable string
	Limit       string
	// Report is the answer's report as sent; nil when the answer carried
	// none.
	Report json.RawMessage
	// Ask is the ask as sent, nil when the answer carried none; AskID and
	// AskState are its "id" and "state".
	Ask             json.RawMessage
	AskID, AskState string
}

// ReadAnswer reads the result of an evaluate (waited "") or of a wait on
// the ask with the ID waited. Whatever the result lacks is a protocol
// error, never a zero value: a missing result or outcome read as
// Outcome's zero, allow, and every adapter allowed what no policy had
// decided (rt22i #2). A wait's result must be about the ask waited on,
// and an evaluation's ask is the one it just queued, so pending (rt22i
// #3): an answer about another ask, or an ask already decided, is no
// answer to this call.
//
// It is the one decoder of an answer: queue/broker's client reads every
// answer with it, and decodes the report and the ask it keeps.
func ReadAnswer(method string, raw []byte, waited string) (*Answer, error) {
	// Raw and plain fields only: encoding/json's reflection over a type
	// builds its field tables and its decoders for every type it holds.
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
	a := Answer{Rule: read.Rule, Reason: read.Reason, Unavailable: read.Unavailable, Limit: read.Limit}
	if err == nil {
		err = json.Unmarshal(read.Outcome, &a.Outcome)
	}
	if err == nil && present(read.Ask) {
		var head struct {
			ID    string `json:"id"`
			State string `json:"state"`
		}
		err = json.Unmarshal(read.Ask, &head)
		a.Ask, a.AskID, a.AskState = read.Ask, head.ID, head.State
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %s: read the result: %v", ErrProtocol, method, err)
	}
	if present(read.Report) {
		a.Report = read.Report
	}
	switch {
	case waited != "" && a.Ask == nil:
		return nil, fmt.Errorf("%w: %s: the broker's answer names no ask, not ask %s", ErrProtocol, method, waited)
	case waited != "" && a.AskID != waited:
		return nil, fmt.Errorf("%w: %s: the broker's answer is about ask %.40q, not ask %s", ErrProtocol, method, a.AskID, waited)
	case waited == "" && a.Ask != nil && (a.AskID == "" || a.AskState != StatePending || a.Outcome != Ask):
		return nil, fmt.Errorf("%w: %s: the broker's answer carries an ask (%.40q) that is %.40q under the outcome %s, not a new one pending", ErrProtocol, method, a.AskID, a.AskState, a.Outcome)
	}
	return &a, nil
}

// present reports whether a raw JSON value holds something: neither
// absent nor null.
func present(raw json.RawMessage) bool {
	return len(raw) > 0 && !bytes.Equal(bytes.TrimSpace(raw), []byte("null"))
}
