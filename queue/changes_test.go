package queue

import (
	"context"
	"slices"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// TestChanges follows the queue through its audit trail: what joined and
// what left after a seq, each ask once, and a full read when the trail
// cannot be followed.
func TestChanges(t *testing.T) {
	ask := func(t *testing.T, s *Service, cmd string) string {
		t.Helper()
		a := mustEvaluate(t, s, Request{Command: cmd, Agent: "claude", Wait: time.Hour})
		if a.Ask == nil {
			t.Fatalf("%q was not asked", cmd)
		}
		return a.Ask.ID
	}
	decide := func(t *testing.T, s *Service, id string) {
		t.Helper()
		if _, err := s.Decide(id, Decision{Outcome: patterns.Allow, By: "alice"}); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name string
		// before runs before the first read; after, between it and the
		// changes that follow it.
		before, after func(t *testing.T, s *Service)
		full          bool
		want, left    []string
	}{
		{name: "joined", before: func(t *testing.T, s *Service) {
			ask(t, s, "npm publish")
		}, after: func(t *testing.T, s *Service) {
			ask(t, s, "cargo publish")
			ask(t, s, "twine upload dist/*")
		}, want: []string{"0000000002", "0000000003"}},
		{name: "left", before: func(t *testing.T, s *Service) {
			ask(t, s, "npm publish")
			ask(t, s, "cargo publish")
		}, after: func(t *testing.T, s *Service) {
			decide(t, s, "0000000001")
		}, left: []string{"0000000001"}},
		{name: "joined and left between reads", before: func(t *testing.T, s *Service) {
			mustEvaluate(t, s, Request{Command: "ls", Agent: "claude"}) // the store is made
		}, after: func(t *testing.T, s *Service) {
			id := ask(t, s, "npm publish")
			decide(t, s, id)
			ask(t, s, "cargo publish")
		}, want: []string{"0000000002"}, left: []string{"0000000001"}},
		{name: "nothing new", before: func(t *testing.T, s *Service) {
			ask(t, s, "npm publish")
		}, after: func(*testing.T, *Service) {}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t)
			tc.before(t, s)
			first, err := s.Changes(0, false)
			if err != nil {
				t.Fatal(err)
			}
			if !first.Full {
				t.Errorf("the first read is not full")
			}
			tc.after(t, s)
			c, err := s.Changes(first.Head, false)
			if err != nil {
				t.Fatal(err)
			}
			if c.Full || c.From != first.Head {
				t.Fatalf("full %v from %d, want the changes after %d", c.Full, c.From, first.Head)
			}
			if got := askIDs(c.Asks); !slices.Equal(got, tc.want) {
				t.Errorf("joined %v, want %v", got, tc.want)
			}
			if !slices.Equal(c.Left, tc.left) {
				t.Errorf("left %v, want %v", c.Left, tc.left)
			}
			head, err := s.Head()
			if err != nil || c.Head != head {
				t.Errorf("head %d, want %d (%v)", c.Head, head, err)
			}
			if uint64(len(c.Audit)) != c.Head-c.From {
				t.Errorf("%d audit entries after %d up to %d", len(c.Audit), c.From, c.Head)
			}
			// Applying the changes to the first read gives what a full
			// read gives.
			shown := askIDs(first.Asks)
			shown = slices.DeleteFunc(shown, func(id string) bool { return slices.Contains(c.Left, id) })
			shown = append(shown, askIDs(c.Asks)...)
			whole, err := s.Changes(c.Head, true)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(shown, askIDs(whole.Asks)) {
				t.Errorf("followed %v, full read %v", shown, askIDs(whole.Asks))
			}
		})
	}
}

// A store not made yet is fresh, and a trail that does not continue the
// caller's seq (the store was replaced) is read whole.
func TestChangesFullReads(t *testing.T) {
	s := newService(t)
	c, err := s.Changes(7, false)
	if err != nil || !c.Full || !c.Fresh || c.Head != 0 {
		t.Fatalf("no store: %+v, %v", c, err)
	}
	mustEvaluate(t, s, Request{Command: "npm publish", Agent: "claude", Wait: time.Hour})
	c, err = s.Changes(50, false)
	if err != nil || !c.Full || len(c.Asks) != 1 || c.Asks[0].Verdict != nil || len(c.Audit) != int(c.Head) {
		t.Fatalf("a head behind the caller's: %+v, %v", c, err)
	}
}

// WaitChange returns at once when the head is elsewhere, else when a
// change moves it, else when its context ends.
func TestWaitChange(t *testing.T) {
	s := newService(t)
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if _, err := s.WaitChange(ctx, 0); err != context.DeadlineExceeded {
		t.Fatalf("nothing changed: %v", err)
	}
	done := make(chan uint64)
	go func() {
		head, err := s.WaitChange(context.Background(), 0)
		if err != nil {
			t.Error(err)
		}
		done <- head
	}()
	mustEvaluate(t, s, Request{Command: "npm publish", Agent: "claude", Wait: time.Hour})
	select {
	case head := <-done:
		if head == 0 {
			t.Errorf("head %d after a change", head)
		}
		if again, err := s.WaitChange(context.Background(), 0); err != nil || again != head {
			t.Errorf("a head already elsewhere: %d, %v", again, err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("WaitChange missed the change")
	}
}
