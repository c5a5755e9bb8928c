package demo

import (
	"context"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestScriptMix: the script submits through the real queue a mix the
// policy allows, asks about, refuses and cannot read, and hostile text.
func TestScriptMix(t *testing.T) {
	ck := NewClock(time.Date(2026, 11, 29, 14, 0, 0, 0, time.UTC))
	d, err := New(t.TempDir(), Options{Now: ck.Now, Sleep: ck.Sleep, Detached: true})
	if err != nil {
		t.Fatal(err)
	}
	d.Run(context.Background())
	got := map[patterns.Outcome]int{}
	unreadable, hostile := 0, 0
	for _, r := range d.Results() {
		if r.Err != nil {
			t.Fatalf("%q: %v", r.Step.Command, r.Err)
		}
		got[r.Outcome]++
		if r.Rule == patterns.UnreadableRule {
			unreadable++
		}
		if strings.ContainsRune(r.Step.Command, 0x1b) {
			hostile++
		}
	}
	if len(d.Results()) != len(Script()) {
		t.Fatalf("%d results for %d steps", len(d.Results()), len(Script()))
	}
	if got[patterns.Allow] < 2 || got[patterns.Ask] < 10 || got[patterns.Refuse] < 1 || unreadable < 1 || hostile != 1 {
		t.Fatalf("mix: %v, unreadable %d, hostile %d", got, unreadable, hostile)
	}
	pending, err := d.Service.Pending()
	if err != nil {
		t.Fatal(err)
	}
	if len(pending) != got[patterns.Ask] {
		t.Fatalf("%d pending asks, %d asked", len(pending), got[patterns.Ask])
	}
	if ck.Now().Sub(time.Date(2026, 11, 29, 14, 0, 0, 0, time.UTC)) != Script()[len(Script())-1].At {
		t.Fatalf("the schedule moved the clock to %s", ck.Now())
	}
}

// TestAgentsGetTheirAnswers: the simulated agents wait on their asks as
// harnesses do, and get the operator's decision; cancelling withdraws the
// rest.
func TestAgentsGetTheirAnswers(t *testing.T) {
	steps := []Step{
		{Agent: "a", Job: "j", Project: "api", Command: "git push --force origin main"},
		{Agent: "b", Job: "j", Project: "api", Command: "npm publish --access public"},
	}
	d, err := New(t.TempDir(), Options{Steps: steps})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	d.Run(ctx)
	pending, err := d.Service.Pending()
	if err != nil || len(pending) != 2 {
		t.Fatalf("pending %v, %v", pending, err)
	}
	if _, err := d.Service.Decide(pending[0].ID, queue.Decision{Outcome: patterns.Allow, By: "alice"}); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for len(d.Results()) < 1 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if r := d.Results(); len(r) != 1 || r[0].Outcome != patterns.Allow || r[0].Step.Agent != "a" {
		t.Fatalf("results %+v", r)
	}
	cancel()
	d.Wait()
	a, err := d.Service.Get(pending[1].ID)
	if err != nil || a.State != store.StateWithdrawn {
		t.Fatalf("the ask left waiting: %s, %v", a.State, err)
	}
}

// TestScriptSettles: the demo settles. Its agents submit the script once
// and then stop: Run returns after the last step, every agent gets the
// operator's answer, and once each pending ask is decided the queue stays
// empty, so a newcomer can clear it.
func TestScriptSettles(t *testing.T) {
	d, err := New(t.TempDir(), Options{Sleep: func(ctx context.Context, _ time.Duration) bool { return ctx.Err() == nil }})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ran := make(chan struct{})
	go func() { d.Run(ctx); close(ran) }()
	select {
	case <-ran:
	case <-time.After(time.Minute):
		t.Fatal("Run did not return after the last step")
	}
	pending, err := d.Service.Pending()
	if err != nil || len(pending) < 10 {
		t.Fatalf("%d pending asks after the script, %v", len(pending), err)
	}
	for i, a := range pending {
		o := patterns.Allow
		if i%2 == 1 {
			o = patterns.Refuse
		}
		if _, err := d.Service.Decide(a.ID, queue.Decision{Outcome: o, By: "alice"}); err != nil {
			t.Fatal(err)
		}
	}
	waited := make(chan struct{})
	go func() { d.Wait(); close(waited) }()
	select {
	case <-waited:
	case <-time.After(time.Minute):
		t.Fatal("the agents still wait after every ask was decided")
	}
	if n := len(d.Results()); n != len(Script()) {
		t.Fatalf("%d answers for %d steps: an agent asked again", n, len(Script()))
	}
	head, err := d.Service.Head()
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(200 * time.Millisecond)
	if again, err := d.Service.Pending(); err != nil || len(again) != 0 {
		t.Fatalf("the queue filled again: %d pending, %v", len(again), err)
	}
	if now, err := d.Service.Head(); err != nil || now != head {
		t.Fatalf("the audit trail grew from %d to %d after the demo settled (%v)", head, now, err)
	}
}
