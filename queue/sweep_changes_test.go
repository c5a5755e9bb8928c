package queue

import (
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// TestSweepChangesAsSweepThenChanges (fx65c #3): SweepChanges, the
// desk's load with one read of the pending asks, sweeps as Sweep does and
// reads what Changes then reads: with nothing to sweep (its changes read
// in the sweep's transaction), with an ask to expire (read after the
// sweep's write), read from an audit entry on, and with no store yet.
func TestSweepChangesAsSweepThenChanges(t *testing.T) {
	for _, c := range []struct {
		name    string
		expired int
		// setup queues asks and returns the audit entry to read after
		// and whether to read everything
		setup func(t *testing.T, s *Service, clock *testClock) (uint64, bool)
	}{
		{"nothing to sweep", 0, func(t *testing.T, s *Service, _ *testClock) (uint64, bool) {
			mustEvaluate(t, s, Request{Command: "git push --force origin main", Agent: "claude", Wait: time.Hour})
			mustEvaluate(t, s, Request{Command: "rm -rf ~", Agent: "codex", Wait: time.Hour})
			return 0, true
		}},
		{"one expires", 1, func(t *testing.T, s *Service, clock *testClock) (uint64, bool) {
			mustEvaluate(t, s, Request{Command: "git push --force origin main", Agent: "claude", Wait: time.Minute})
			mustEvaluate(t, s, Request{Command: "rm -rf ~", Agent: "codex", Wait: time.Hour})
			clock.Add(2 * time.Minute)
			return 0, true
		}},
		{"after an entry", 0, func(t *testing.T, s *Service, _ *testClock) (uint64, bool) {
			mustEvaluate(t, s, Request{Command: "git push --force origin main", Agent: "claude", Wait: time.Hour})
			head, err := s.Head()
			if err != nil {
				t.Fatal(err)
			}
			mustEvaluate(t, s, Request{Command: "rm -rf ~", Agent: "codex", Wait: time.Hour})
			return head, false
		}},
		{"no store", 0, func(*testing.T, *Service, *testClock) (uint64, bool) { return 0, true }},
	} {
		t.Run(c.name, func(t *testing.T) {
			clock := newTestClock()
			s := New(store.New(filepath.Join(t.TempDir(), "desk.db")), WithNode("node-a"), WithHome("/home/op"), WithClock(clock.Now))
			after, full := c.setup(t, s, clock)
			got, err := s.SweepChanges(after, full)
			if err != nil || got.SweepErr != nil {
				t.Fatalf("%v, sweep: %v", err, got.SweepErr)
			}
			if got.Swept.Expired != c.expired {
				t.Errorf("swept %+v, want %d expired", got.Swept, c.expired)
			}
			// the store as the sweep left it, read by Changes alone
			want, err := s.Changes(after, full)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got.Changes, want) {
				t.Errorf("SweepChanges read\n%+v\nChanges reads\n%+v", got.Changes, want)
			}
			pending, err := s.Pending()
			if err != nil {
				t.Fatal(err)
			}
			if full && len(got.Changes.Asks) != len(pending) {
				t.Errorf("%d asks read, %d pending", len(got.Changes.Asks), len(pending))
			}
		})
	}
}
