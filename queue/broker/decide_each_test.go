package broker

import (
	"errors"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestDecideEachOverTheSocket: a bulk decision through the broker decides
// its asks in one call, as the caller, and an ask decided elsewhere comes
// back as a [*queue.DecidedError] still, naming who.
func TestDecideEachOverTheSocket(t *testing.T) {
	r := newRig(t, operatorsFor(t, RoleAdmin))
	var who whoamiResult
	must(t, r.call("whoami", "", &who))
	first, second := r.askNow(t), r.askNow(t)
	if _, err := r.svc.Decide(first.ID, queue.Decision{Outcome: patterns.Allow, By: "bob"}); err != nil {
		t.Fatal(err)
	}
	got, err := r.cl.DecideEach([]queue.AskDecision{
		{ID: first.ID, Decision: queue.Decision{Outcome: patterns.Refuse}},
		{ID: second.ID, Decision: queue.Decision{Outcome: patterns.Refuse, Reason: "no"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	var de *queue.DecidedError
	if len(got) != 2 || !errors.As(got[0].Err, &de) || de.By != "bob" {
		t.Fatalf("the ask bob approved: %+v", got)
	}
	if got[1].Err != nil || got[1].Ask.State != store.StateDenied || got[1].Ask.Decision.By != who.Name {
		t.Fatalf("the other ask: %+v %v", got[1].Ask, got[1].Err)
	}
}
