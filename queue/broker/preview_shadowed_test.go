package broker

import (
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestPreviewShadowedThroughBroker: the pattern editor's preview through
// the broker names the rule that shadows an "always allow", as it does in
// direct mode (rt17k #5), and says nothing when none does. Failed before:
// the wire dropped it.
func TestPreviewShadowedThroughBroker(t *testing.T) {
	r := newRig(t, operatorsFor(t, RoleAdmin))
	if _, err := r.svc.AddRule(queue.RuleSpec{Outcome: patterns.Ask, Pattern: "npm publish **",
		Reason: "publishes are looked at", Author: "admin"}); err != nil {
		t.Fatal(err)
	}
	ans, err := r.cl.Evaluate(queue.Request{Command: "npm publish --tag beta", Agent: "claude", Cwd: r.dir, Wait: time.Minute})
	if err != nil || ans.Ask == nil {
		t.Fatalf("evaluate: %+v, %v", ans, err)
	}
	c, err := r.cl.LoadCorpus(time.Time{}, 0)
	if err != nil {
		t.Fatal(err)
	}
	pending := []store.Ask{*ans.Ask}
	for _, tc := range []struct {
		place store.Place
		by    string
	}{
		{store.Place{}, "r1"},          // after r1, which asks first
		{store.Place{First: true}, ""}, // before it: nothing shadows
	} {
		pv := r.cl.PreviewRule(queue.RuleSpec{Outcome: patterns.Allow, Pattern: "npm publish --tag=beta",
			Reason: "beta", Author: "alice", End: time.Now().Add(time.Hour), Place: tc.place}, ans.Ask, c, pending)
		if pv.Err != nil {
			t.Fatal(pv.Err)
		}
		if pv.ShadowedBy != tc.by || tc.by != "" && pv.ShadowedHow != patterns.Ask {
			t.Errorf("placed %+v: shadowed by %q (%s), want %q (ask)", tc.place, pv.ShadowedBy, pv.ShadowedHow, tc.by)
		}
	}
}
