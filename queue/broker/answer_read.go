package broker

import (
	"encoding/json"
	"fmt"

	"ozdesk.dev/ozdesk/internal/askwire"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// readAnswer reads the result of an evaluate (waited nil) or of a wait on
// the ask waited: [askwire.ReadAnswer] reads it and makes its protocol
// checks (rt22i #2, #3), the one decoder of an answer a broker-only
// client shares; the report and the ask it keeps are then decoded here,
// either failing as a protocol error.
//
// With noReport the report is not decoded (the caller reads none, see
// [queue.Request.NoReport]) when the answer carries no ask.
func readAnswer(method string, raw json.RawMessage, waited *store.Ask, noReport bool) (*wireAnswer, error) {
	id := ""
	if waited != nil {
		id = waited.ID
	}
	a, err := askwire.ReadAnswer(method, raw, id)
	if err != nil {
		return nil, err
	}
	w := wireAnswer{Outcome: a.Outcome, Rule: a.Rule, Reason: a.Reason, Unavailable: a.Unavailable, Limit: a.Limit}
	if a.Ask != nil {
		w.Ask = new(store.Ask)
		err = json.Unmarshal(a.Ask, w.Ask)
	}
	if err == nil && a.Report != nil && (!noReport || a.Ask != nil) {
		w.Report = new(patterns.Report)
		err = json.Unmarshal(a.Report, w.Report)
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %s: read the result: %v", ErrProtocol, method, err)
	}
	return &w, nil
}
