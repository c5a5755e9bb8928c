//go:build !ozdesk_adapters

package queue

import (
	"fmt"
	"strconv"
	"sync"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestManyEvaluators runs 20 processes making 50 evaluations each, all at
// once, with commands the policy allows, asks about and refuses: every
// evaluation lands in the audit trail with its record, every ask is
// queued, the trail verifies, and no open times out. The slowest open
// (lock wait included) is logged.
func TestManyEvaluators(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns 20 processes")
	}
	const procs, evals = 20, 50
	s := newService(t)
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "make build"})
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "terraform destroy **"})
	before := len(auditOf(t, s))
	children := make([]*child, procs)
	for i := range children {
		children[i] = startChild(t, "evaluate", s.st.Path(), "agent-"+strconv.Itoa(i), evals)
	}
	start := time.Now()
	for _, c := range children {
		c.Send(t, "go")
	}
	var mu sync.Mutex
	var slowest time.Duration
	outcomes := map[string]int{}
	var wg sync.WaitGroup
	for _, c := range children {
		wg.Go(func() {
			if !c.Out.Scan() {
				t.Errorf("a child ended without reporting: %v", c.Out.Err())
				return
			}
			var ns int64
			var allow, ask, refuse int
			if _, err := fmt.Sscanf(c.Out.Text(), "slowest %d allow %d ask %d refuse %d", &ns, &allow, &ask, &refuse); err != nil {
				t.Errorf("child said %q: %v", c.Out.Text(), err)
			}
			mu.Lock()
			defer mu.Unlock()
			slowest = max(slowest, time.Duration(ns))
			outcomes["allow"] += allow
			outcomes["ask"] += ask
			outcomes["refuse"] += refuse
		})
	}
	wg.Wait()
	for _, c := range children {
		c.Wait(t)
	}
	elapsed := time.Since(start)

	perAgent := map[string]int{}
	asked := 0
	for _, e := range auditOf(t, s, store.KindEvaluate) {
		ev := evaluationIn(t, e)
		perAgent[ev.Agent]++
		if ev.Ask != "" {
			asked++
		}
	}
	for i := range procs {
		if n := perAgent["agent-"+strconv.Itoa(i)]; n != evals {
			t.Errorf("agent-%d: %d evaluations recorded, want %d", i, n, evals)
		}
	}
	pending, err := s.Pending()
	if err != nil {
		t.Fatal(err)
	}
	wantAsks := procs * ((evals + 2) / 4) // the mix's second command asks
	if asked != wantAsks || len(pending) != wantAsks || outcomes["ask"] != wantAsks {
		t.Errorf("%d records with an ask, %d pending, %d answered ask; want %d", asked, len(pending), outcomes["ask"], wantAsks)
	}
	head, err := s.st.VerifyAudit()
	if err != nil {
		t.Fatal(err)
	}
	if want := before + procs*evals + wantAsks; int(head.Seq) != want {
		t.Errorf("audit head %d, want %d", head.Seq, want)
	}
	t.Logf("%d processes × %d evaluations in %s (%v); slowest open, lock wait included: %s",
		procs, evals, elapsed.Round(time.Millisecond), outcomes, slowest.Round(time.Millisecond))
}
