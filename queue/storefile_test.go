//go:build !ozdesk_adapters

package queue

import (
	"context"
	"errors"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

func TestStoreInfo(t *testing.T) {
	s := newService(t)
	if _, err := s.StoreInfo(); !errors.Is(err, store.ErrNoStore) {
		t.Fatalf("StoreInfo before the store is made: %v, want ErrNoStore", err)
	}
	if _, err := s.Init(); err != nil {
		t.Fatal(err)
	}
	mustAsk(t, s, Request{Command: "rm -rf ~", Agent: "dev", Cwd: "/w"})
	in, err := s.StoreInfo()
	if err != nil {
		t.Fatal(err)
	}
	if in.Path != s.StorePath() || in.Size <= 0 || in.Large || in.Schema != store.SchemaVersion || in.Audit.Seq != 2 {
		t.Errorf("StoreInfo() = %+v", in)
	}
}

// TestCompactWhileWaiting compacts the store while an asker waits on its
// ask: the wait goes on over the new file and ends with the decision.
func TestCompactWhileWaiting(t *testing.T) {
	s := newService(t)
	if _, err := s.Init(); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Compact(" "); !errors.Is(err, ErrNoAuthor) {
		t.Errorf("Compact without an author: %v, want ErrNoAuthor", err)
	}
	ans, err := s.Evaluate(Request{Command: "rm -rf ~", Agent: "dev", Cwd: "/w", Wait: time.Minute})
	if err != nil || ans.Ask == nil {
		t.Fatalf("Evaluate: %+v, %v", ans, err)
	}
	waiter := New(store.New(s.StorePath()), WithNode("node-a"))
	done := make(chan *Answer, 1)
	go func() {
		got, err := waiter.Wait(context.Background(), ans)
		if err != nil {
			t.Error(err)
		}
		done <- got
	}()
	res, err := s.Compact("alice")
	if err != nil {
		t.Fatal(err)
	}
	if res.Audit.Seq != 2 || res.After <= 0 {
		t.Errorf("Compact() = %+v", res)
	}
	if _, err := s.Decide(ans.Ask.ID, Decision{Outcome: patterns.Allow, By: "alice"}); err != nil {
		t.Fatal(err)
	}
	select {
	case got := <-done:
		if got == nil || got.Outcome != patterns.Allow {
			t.Errorf("the wait ended with %+v, want allow", got)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the wait did not see the decision made after the compaction")
	}
	entries := auditOf(t, s, store.KindCompact)
	if len(entries) != 1 || entries[0].Actor != "alice" {
		t.Errorf("compact entries: %+v", entries)
	}
}
