package queue

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestDecideEach: a bulk decision decides every ask it names in one
// write (one audit run, nothing between), says of each ask that it could
// not decide why (decided elsewhere, changed since read, a bad decision,
// no such ask), and decides the others still.
func TestDecideEach(t *testing.T) {
	s := newService(t)
	var ids []string
	for i := range 5 {
		ids = append(ids, mustEvaluate(t, s, Request{Command: fmt.Sprintf("rm -rf /srv/each/%d", i), Agent: fmt.Sprintf("a%d", i)}).Ask.ID)
	}
	if _, err := s.Decide(ids[1], Decision{Outcome: patterns.Allow, By: "bob"}); err != nil {
		t.Fatal(err)
	}
	a3, err := s.Get(ids[3])
	if err != nil {
		t.Fatal(err)
	}
	seen := SeenOf(a3, StoreMark{})
	seen.Sum = "not what was read"
	deny := func(id string) AskDecision {
		return AskDecision{ID: id, Decision: Decision{Outcome: patterns.Refuse, By: "alice", Reason: "no"}}
	}
	ds := []AskDecision{deny(ids[0]), deny(ids[1]), deny(ids[2]),
		{ID: ids[3], Decision: Decision{Outcome: patterns.Refuse, By: "alice", Seen: seen}},
		{ID: ids[4], Decision: Decision{Outcome: patterns.Ask, By: "alice"}},
		deny("999")}
	got, err := s.DecideEach(ds)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(ds) {
		t.Fatalf("%d results for %d asks", len(got), len(ds))
	}
	var de *DecidedError
	var ce *ChangedError
	for i, check := range []func(Decided) bool{
		func(d Decided) bool { return d.Err == nil && d.Ask.State == store.StateDenied },
		func(d Decided) bool { return errors.As(d.Err, &de) && de.By == "bob" },
		func(d Decided) bool { return d.Err == nil && d.Ask.State == store.StateDenied },
		func(d Decided) bool { return errors.As(d.Err, &ce) },
		func(d Decided) bool {
			return d.Err != nil && strings.Contains(d.Err.Error(), "approves (allow) or denies")
		},
		func(d Decided) bool { return errors.Is(d.Err, store.ErrNotFound) },
	} {
		if !check(got[i]) {
			t.Errorf("ask %d: %s, %v", i, got[i].Ask.State, got[i].Err)
		}
	}
	for i, want := range []string{store.StateDenied, store.StateApproved, store.StateDenied, store.StatePending, store.StatePending} {
		if a, err := s.Get(ids[i]); err != nil || a.State != want {
			t.Errorf("ask %d in the store: %s %v, want %s", i, a.State, err, want)
		}
	}
	var by []string
	for _, e := range auditOf(t, s, store.KindDecide) {
		by = append(by, e.Actor)
	}
	if strings.Join(by, " ") != "bob alice alice" {
		t.Errorf("decisions in the trail: %v", by)
	}
}
