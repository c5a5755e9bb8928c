package askwire

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"ozdesk.dev/ozdesk/internal/jsonobj"
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
	// One pass over the members, without encoding/json's reflection,
	// which builds field tables and decoders for every type it meets.
	// Keys match as encoding/json matches them (exactly, else in another
	// case), and the last of a key twice wins.
	var a Answer
	var outcome []byte
	var typeErr error
	err := jsonobj.Members(raw, func(k string, v []byte) error {
		var dst *string
		switch field(k, answerKeys) {
		case "outcome":
			outcome = v
			return nil
		case "report":
			a.Report = v
			return nil
		case "ask":
			a.Ask = v
			return nil
		case "rule":
			dst = &a.Rule
		case "reason":
			dst = &a.Reason
		case "unavailable":
			dst = &a.Unavailable
		case "limit":
			dst = &a.Limit
		default:
			return nil
		}
		if e := readString(v, dst); e != nil && typeErr == nil {
			typeErr = fmt.Errorf("%s: %w", k, e)
		}
		return nil
	})
	if err != nil || !present(outcome) {
		return nil, fmt.Errorf("%w: %s: the broker's answer names no outcome (%.80q)", ErrProtocol, method, raw)
	}
	err = typeErr
	if err == nil {
		var name string
		if s, ok := jsonobj.String(outcome); ok {
			name = s
		} else {
			err = errors.New("the outcome is not a string")
		}
		if err == nil {
			a.Outcome, err = ParseOutcome(name)
		}
	}
	if !present(a.Report) {
		a.Report = nil
	}
	if !present(a.Ask) {
		a.Ask = nil
	}
	if err == nil && a.Ask != nil {
		err = jsonobj.Members(a.Ask, func(k string, v []byte) error {
			switch field(k, askKeys) {
			case "id":
				return readString(v, &a.AskID)
			case "state":
				return readString(v, &a.AskState)
			}
			return nil
		})
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %s: read the result: %v", ErrProtocol, method, err)
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

// answerKeys and askKeys are the keys ReadAnswer reads of an answer and
// of its ask.
var (
	answerKeys = []string{"outcome", "rule", "reason", "report", "ask", "unavailable", "limit"}
	askKeys    = []string{"id", "state"}
)

// field is the one of names that the key k sets as encoding/json
// matches a key to a struct's field: the same name, else the first that
// differs only in case; "" for none.
func field(k string, names []string) string {
	for _, n := range names {
		if k == n {
			return n
		}
	}
	for _, n := range names {
		if strings.EqualFold(k, n) {
			return n
		}
	}
	return ""
}

// readString sets *dst to the JSON string raw; null leaves it as it was,
// as encoding/json does, and any other value is an error.
func readString(raw []byte, dst *string) error {
	if jsonobj.IsNull(raw) {
		return nil
	}
	s, ok := jsonobj.String(raw)
	if !ok {
		return errors.New("not a string")
	}
	*dst = s
	return nil
}

// present reports whether a raw JSON value holds something: neither
// absent nor null.
func present(raw json.RawMessage) bool {
	return len(raw) > 0 && !bytes.Equal(bytes.TrimSpace(raw), []byte("null"))
}
