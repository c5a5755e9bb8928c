package broker

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestSweepChangesOneCall: "sweep_changes" over a real socket is a sweep
// and then the changes, in one call: it ends the ask past its deadline
// (as Sweep does), and its changes are those Changes reads after it,
// rules with their positions and hits included.
func TestSweepChangesOneCall(t *testing.T) {
	r := newRig(t, operatorsFor(t, RoleViewer), withSweepEvery(time.Hour))
	if _, err := r.svc.AddRule(queue.RuleSpec{Outcome: patterns.Ask, Pattern: "rm -rf ~/kept", Reason: "kept", Author: "alice"}); err != nil {
		t.Fatal(err)
	}
	kept := r.askNow(t)
	ans, err := r.cl.Evaluate(queue.Request{Command: "rm -rf ~/gone", Agent: "bot", Cwd: r.dir, Wait: time.Second})
	if err != nil || ans.Ask == nil {
		t.Fatalf("evaluate rm -rf ~/gone: %+v, %v", ans, err)
	}
	gone := ans.Ask
	time.Sleep(time.Until(gone.Deadline) + 50*time.Millisecond) // past its deadline: the sweep's to end

	var raw wireSweptChanges
	if err := r.call("sweep_changes", `{"after":0,"full":true}`, &raw); err != nil {
		t.Fatalf("the sweep_changes call: %v", err)
	}
	if raw.Swept.Expired != 1 || raw.SweepErr != nil || raw.Error != nil || raw.Changes == nil {
		t.Fatalf("sweep_changes = %+v, want one ask expired, the changes and no error", raw)
	}

	// Once more through the client: the sweep finds nothing left to end,
	// and the changes are Changes' own.
	sc, err := r.cl.SweepChanges(0, true)
	if err != nil || sc.SweepErr != nil {
		t.Fatalf("SweepChanges: %v, sweep %v", err, sc.SweepErr)
	}
	if sc.Swept != (queue.SweepResult{}) {
		t.Errorf("the second sweep ended %+v, want nothing", sc.Swept)
	}
	ch, err := r.cl.Changes(0, true)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(sc.Changes, ch) {
		t.Errorf("SweepChanges' changes:\n%+v\nChanges after it:\n%+v", sc.Changes, ch)
	}
	var ids []string
	for _, a := range sc.Changes.Asks {
		ids = append(ids, a.ID)
	}
	if len(ids) != 1 || ids[0] != kept.ID {
		t.Errorf("pending after the sweep: %v, want only %s (%s expired)", ids, kept.ID, gone.ID)
	}
	if len(sc.Changes.Rules) == 0 || sc.Changes.Rules[0].Position == 0 {
		t.Errorf("the rules came without their positions: %+v", sc.Changes.Rules)
	}
}

// TestSweepChangesRefusesAgents: an agent may neither sweep nor read the
// changes, and so not call both at once; the refusal is both the sweep's
// error and the changes'.
func TestSweepChangesRefusesAgents(t *testing.T) {
	r := newRig(t, operatorsFor(t, RoleAgent))
	sc, err := r.cl.SweepChanges(0, true)
	if !errors.Is(err, ErrDenied) || !errors.Is(sc.SweepErr, ErrDenied) || sc.Changes != nil {
		t.Fatalf("SweepChanges as an agent: %+v, %v; want denied", sc, err)
	}
	if !strings.Contains(err.Error(), "sweep_changes") || !strings.Contains(err.Error(), RoleViewer.String()) {
		t.Errorf("the refusal does not name the call and the role it needs: %v", err)
	}
}
