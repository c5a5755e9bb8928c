package broker

import "ozdesk.dev/ozdesk/store"

// wireRule is a rule on the wire: the record, and what the store fills
// in on reading, its place in the order and its hits, which the record's
// own JSON leaves out (they are not the record's to write). Without
// them, every rule listed through a broker (a fleet's always) showed
// position 0 and 0 hits (rt18f #5).
type wireRule struct {
	store.Rule
	Position int    `json:"position"`
	Hits     uint64 `json:"hits"`
}

// rulesToWire puts the rules read (or the error) on the wire.
func rulesToWire(rules []store.Rule, err error) ([]wireRule, error) {
	if err != nil {
		return nil, err
	}
	out := make([]wireRule, len(rules))
	for i, r := range rules {
		out[i] = wireRule{Rule: r, Position: r.Position, Hits: r.Hits}
	}
	return out, nil
}

// rulesFromWire takes the rules off the wire.
func rulesFromWire(in []wireRule) []store.Rule {
	if in == nil {
		return nil
	}
	out := make([]store.Rule, len(in))
	for i, w := range in {
		out[i] = w.Rule
		out[i].Position, out[i].Hits = w.Position, w.Hits
	}
	return out
}
