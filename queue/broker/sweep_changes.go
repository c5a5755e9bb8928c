package broker

import (
	"context"
	"encoding/json"

	"ozdesk.dev/ozdesk/queue"
)

// wireSweptChanges is [queue.SweptChanges] on the wire: what the sweep
// ended, or why it failed; the changes read after it, or why they could
// not be (Error, the call's own error when the changes were a call of
// their own).
type wireSweptChanges struct {
	Swept    queue.SweepResult `json:"swept"`
	SweepErr *WireError        `json:"sweep_error,omitempty"`
	Changes  *wireChanges      `json:"changes,omitempty"`
	Error    *WireError        `json:"error,omitempty"`
}

// sweepChanges is "sweep" and then "changes" in one call, as the desk
// loads: one read of the pending asks serves both
// ([queue.Service.SweepChanges]). It needs what each of the two needs, a
// viewer.
func sweepChanges(_ context.Context, s *Server, _ Identity, raw json.RawMessage) (any, error) {
	var p changesParams
	if err := decodeParams(raw, &p); err != nil {
		return nil, err
	}
	sc, err := s.svc.SweepChanges(p.After, p.Full)
	ch, _ := changesToWire(sc.Changes, err) // nil when err is not: err goes as Error
	return wireSweptChanges{Swept: sc.Swept, SweepErr: toWire(sc.SweepErr), Changes: ch, Error: toWire(err)}, nil
}

// SweepChanges sweeps and then reads what changed after an audit entry
// (operators), in one call: the broker reads the pending asks once for
// both ([queue.Service.SweepChanges]). A call that fails (refused, the
// broker not reached) is both the sweep's error and the changes'.
//
// The desk and the broker are one binary, so there is no fallback to the
// two calls for a broker without "sweep_changes": one still running from
// before an upgrade answers "no method" (a protocol error, which the desk
// shows) until it is restarted, as for every call added before.
func (c *Client) SweepChanges(afterSeq uint64, full bool) (queue.SweptChanges, error) {
	w := wireSweptChanges{Changes: &wireChanges{Changes: &queue.Changes{}}}
	if err := c.simple("sweep_changes", changesParams{After: afterSeq, Full: full}, &w); err != nil {
		return queue.SweptChanges{SweepErr: err}, err
	}
	sc := queue.SweptChanges{Swept: w.Swept, SweepErr: fromWire(w.SweepErr)}
	if err := fromWire(w.Error); err != nil {
		return sc, err
	}
	sc.Changes = w.Changes.Changes
	sc.Changes.Rules = rulesFromWire(w.Changes.Rules)
	return sc, nil
}
