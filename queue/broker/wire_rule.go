package broker

import (
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

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

// wireChanges is what a desk reads through the broker: the changes, their
// rules with their positions and hits (the JSON key Rules of the embedded
// queue.Changes is shadowed by this one). Without them a protected desk's
// rules view showed every rule at position 0 with 0 hits (rt19k #1).
type wireChanges struct {
	*queue.Changes
	Rules []wireRule
}

// changesToWire puts the changes read (or the error) on the wire.
func changesToWire(ch *queue.Changes, err error) (*wireChanges, error) {
	if err != nil || ch == nil {
		return nil, err
	}
	rules, _ := rulesToWire(ch.Rules, nil)
	return &wireChanges{Changes: ch, Rules: rules}, nil
}
