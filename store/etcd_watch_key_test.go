//go:build !ozdesk_adapters

package store

import (
	"context"
	"sync/atomic"
	"testing"
	"time"
)

// TestEtcdNotifyAsk: a watch of one ask on etcd is woken by that ask's
// own writes (its decision, made by another broker, and its deletion),
// and not by the fleet's other commits, however many; it signals once
// when it is in place, and closes when its context ends.
func TestEtcdNotifyAsk(t *testing.T) {
	t.Parallel()
	b := backends(t)[1]
	s := b.open(t)
	other := b.again(t, s)
	newAsk := func() string {
		var id string
		mustUpdate(t, other, func(tx *Tx) error {
			var err error
			if id, err = tx.NextAskID(); err != nil {
				return err
			}
			return tx.PutAsk(Ask{ID: id, Command: "rm -rf ~", Node: "n2", State: StatePending, Outcome: OutcomeAsk})
		})
		return id
	}
	mine, theirs := newAsk(), newAsk()

	ctx, cancel := context.WithCancel(context.Background())
	ch := s.NotifyAsk(ctx, mine)
	select {
	case <-ch:
	case <-time.After(10 * time.Second):
		t.Fatal("no signal once the watch was in place")
	}
	var signals atomic.Int32
	done := make(chan struct{})
	go func() {
		defer close(done)
		for range ch {
			signals.Add(1)
		}
	}()
	wait := func(want int32) {
		t.Helper()
		deadline := time.Now().Add(10 * time.Second)
		for signals.Load() < want {
			if time.Now().After(deadline) {
				t.Fatalf("%d signals, want %d", signals.Load(), want)
			}
			time.Sleep(5 * time.Millisecond)
		}
	}

	// Thirty commits of the fleet that do not touch the ask, from both
	// brokers: none wakes its waiter.
	for i := range 30 {
		by := []*Store{s, other}[i%2]
		mustUpdate(t, by, func(tx *Tx) error {
			_, err := tx.AppendAudit(AuditEntry{Kind: KindEvaluate, Actor: "bot", Node: "n2"})
			return err
		})
	}
	if err := decide(other, theirs, "op", StateApproved); err != nil {
		t.Fatal(err)
	}
	// The ask's own decision, on the other broker, wakes it once; had
	// any commit above woken it, it would count more.
	if err := decide(other, mine, "op", StateApproved); err != nil {
		t.Fatal(err)
	}
	wait(1)
	time.Sleep(200 * time.Millisecond)
	if n := signals.Load(); n != 1 {
		t.Errorf("%d signals for 32 commits of which one wrote the ask, want 1", n)
	}
	// Deleting the ask's key wakes it too (the waiter then finds it gone).
	if _, err := s.etcd.cli.Delete(ctx, s.etcd.prefix+"k/"+bucketAsks+"/"+mine); err != nil {
		t.Fatal(err)
	}
	wait(2)

	cancel()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("the channel stayed open after its context ended")
	}
}
