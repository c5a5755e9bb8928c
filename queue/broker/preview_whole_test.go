package broker

import (
	"reflect"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestPreviewWholeThroughBroker: the pattern editor's preview through the
// broker is the preview the queue computes, every field of it (rt46k M6:
// MatchesAsk, DecidesAsk and StillAsks were dropped on the wire, and a
// protected desk said "not this ask" of a rule that decides it). Rules
// that decide the ask, that leave a part of it asking, and that are
// narrowed past it.
func TestPreviewWholeThroughBroker(t *testing.T) {
	r := newRig(t, operatorsFor(t, RoleAdmin))
	ans, err := r.cl.Evaluate(queue.Request{Command: "rm -rf /tmp/agent2-data && npm publish", Agent: "agent2", Cwd: r.dir, Wait: time.Minute})
	if err != nil || ans.Ask == nil {
		t.Fatalf("evaluate: %+v, %v", ans, err)
	}
	remote, err := r.cl.LoadCorpus(time.Time{}, 0)
	if err != nil {
		t.Fatal(err)
	}
	local, err := r.svc.LoadCorpus(time.Time{}, 0)
	if err != nil {
		t.Fatal(err)
	}
	pending := []store.Ask{*ans.Ask}
	for _, tc := range []struct {
		name    string
		outcome patterns.Outcome
		pattern string
		decides bool
	}{
		{"refuse decides it", patterns.Refuse, "rm -r -f /tmp/agent2-data", true},
		{"allow leaves a part asking", patterns.Allow, "rm -r -f /tmp/agent2-data", false},
		{"narrowed past it", patterns.Refuse, "rm -r -f /tmp/other", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			spec := queue.RuleSpec{Outcome: tc.outcome, Pattern: tc.pattern, Reason: "t", Author: "alice",
				End: time.Now().Add(time.Hour), FromAsk: ans.Ask.ID}
			got := r.cl.PreviewRule(spec, ans.Ask, remote, pending)
			want := r.svc.PreviewRule(spec, ans.Ask, local, pending)
			if got.Err != nil || want.Err != nil {
				t.Fatalf("preview: %v / %v", got.Err, want.Err)
			}
			if want.DecidesAsk != tc.decides || (want.StillAsks != nil) != (tc.outcome == patterns.Allow) {
				t.Fatalf("the queue's preview decides the ask: %v (want %v), still asks %+v", want.DecidesAsk, tc.decides, want.StillAsks)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("through the broker:\n%+v\nin the queue:\n%+v", got, want)
			}
		})
	}
}
