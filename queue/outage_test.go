//go:build !ozdesk_adapters

package queue

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestOutageLeavesATrace (rt17f #7): commands refused while the fleet's
// cluster has lost its quorum (two members of three stopped) are kept by
// the service, the first outageNotes one by one and the rest counted,
// and written to the audit trail once the cluster is back, at the next
// sweep: before, they left no trace. Nothing is written twice.
func TestOutageLeavesATrace(t *testing.T) {
	t.Parallel()
	c := etcdtest.Start(t, 3)
	cfg, err := store.ParseEtcdAddress(c.Address("outage"))
	if err != nil {
		t.Fatal(err)
	}
	st, err := store.OpenEtcd(cfg, store.WithLockTimeout(time.Second))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	svc := New(st, WithNode("n0"), WithHome("/home/op"))
	if _, err := svc.Init(); err != nil {
		t.Fatal(err)
	}
	mustEvaluate(t, svc, Request{Command: "ls", Agent: "a0"})

	c.Stop(1)
	c.Stop(2)
	const tries = outageNotes + 4
	long := "echo " + strings.Repeat("x", 2*budgetNoteHead)
	for i := range tries {
		cmd := fmt.Sprintf("rm -rf ~/outage-%d", i)
		if i == 0 {
			cmd = long
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		ans, err := svc.EvaluateContext(ctx, Request{Command: cmd, Agent: "bot"})
		cancel()
		if err != nil || ans.Unavailable == nil || ans.Outcome == patterns.Allow {
			t.Fatalf("%q without a quorum: %+v, %v; want it failed closed", cmd, ans, err)
		}
	}
	if _, err := svc.Sweep(); err == nil {
		t.Fatal("a sweep without a quorum passed")
	}
	c.StartAgain(1, 2)
	var res SweepResult
	for deadline := time.Now().Add(60 * time.Second); ; {
		if res, err = svc.Sweep(); err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the sweep once the cluster is back: %v", err)
		}
		time.Sleep(200 * time.Millisecond)
	}
	_ = res
	es := auditOf(t, svc, store.KindOutage)
	if len(es) != outageNotes+1 {
		t.Fatalf("%d outage entries, want %d (one per refusal kept, one count)", len(es), outageNotes+1)
	}
	for i, e := range es[:outageNotes] {
		var o outageEvent
		if err := json.Unmarshal(e.Data, &o); err != nil {
			t.Fatal(err)
		}
		want := fmt.Sprintf("rm -rf ~/outage-%d", i)
		if i == 0 {
			want = long[:budgetNoteHead]
			if o.CommandBytes != len(long) || o.CommandSHA256 == "" {
				t.Errorf("the long command's entry: %d bytes, sha %q; want %d and its hash", o.CommandBytes, o.CommandSHA256, len(long))
			}
		}
		if o.Command != want || o.Agent != "bot" || o.Account == "" || e.Actor != "ozdesk" || e.Node != "n0" {
			t.Errorf("outage entry %d: %+v (actor %s, node %s), want %q by bot", i, o, e.Actor, e.Node, want)
		}
	}
	var count outageEvent
	if err := json.Unmarshal(es[outageNotes].Data, &count); err != nil {
		t.Fatal(err)
	}
	if count.Refused != tries || count.Kept != outageNotes || count.Since.IsZero() || count.Until.Before(count.Since) {
		t.Errorf("the count: %+v, want %d refused, %d kept", count, tries, outageNotes)
	}
	sum := Summarize(es[outageNotes]).Text
	if !strings.Contains(sum, fmt.Sprintf("%d commands refused on node n0", tries)) {
		t.Errorf("the count's summary: %q", sum)
	}
	t.Logf("%s", sum)
	t.Logf("%s", Summarize(es[1]).Text)
	// Written once: the next sweep adds nothing.
	if _, err := svc.Sweep(); err != nil {
		t.Fatal(err)
	}
	if n := len(auditOf(t, svc, store.KindOutage)); n != outageNotes+1 {
		t.Errorf("%d outage entries after another sweep, want %d", n, outageNotes+1)
	}
	if _, err := svc.VerifyAudit(); err != nil {
		t.Errorf("verify: %v", err)
	}
}
