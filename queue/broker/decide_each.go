package broker

import (
	"context"
	"encoding/json"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// decideEachParams are a bulk decision on the wire.
type decideEachParams struct {
	Asks []queue.AskDecision `json:"asks"`
}

// decidedWire is what a bulk decision did to one ask, on the wire: the
// ask (its command cut to head and tail, as listings cut it), or why not.
type decidedWire struct {
	Ask   store.Ask  `json:"ask"`
	Error *WireError `json:"error,omitempty"`
}

// decideEach decides many asks in one write (see
// [queue.Service.DecideEach]), each as the caller: a decision that claims
// another name is refused whole.
func decideEach(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var p decideEachParams
	if err := decodeParams(raw, &p); err != nil {
		return nil, err
	}
	for i := range p.Asks {
		by, err := actor(id, p.Asks[i].Decision.By)
		if err != nil {
			return nil, err
		}
		p.Asks[i].Decision.By = by
	}
	got, err := s.svc.DecideEach(p.Asks)
	if err != nil {
		return nil, err
	}
	asks := make([]store.Ask, len(got))
	for i, d := range got {
		asks[i] = d.Ask
	}
	queue.ClipAsks(asks)
	out := make([]decidedWire, len(got))
	for i, d := range got {
		out[i] = decidedWire{Ask: asks[i], Error: toWire(d.Err)}
	}
	return out, nil
}

// decideEachCap is how many asks one call of a bulk decision carries: a
// request of that many decisions, each with a reason of its own, stays
// far under [MaxRequestBytes].
const decideEachCap = 500

// DecideEach decides many asks at once (approvers and admins): in one
// write on the broker for each call of up to [decideEachCap] asks.
func (c *Client) DecideEach(ds []queue.AskDecision) ([]queue.Decided, error) {
	out := make([]queue.Decided, 0, len(ds))
	for start := 0; start < len(ds); start += decideEachCap {
		part := ds[start:min(start+decideEachCap, len(ds))]
		var got []decidedWire
		if err := c.simple("decide_each", decideEachParams{Asks: part}, &got); err != nil {
			return out, err
		}
		for _, d := range got {
			out = append(out, queue.Decided{Ask: d.Ask, Err: fromWire(d.Error)})
		}
	}
	return out, nil
}
