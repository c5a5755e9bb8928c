package queue

import (
	"sync/atomic"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// TestListOpensOnce: a listing sweeps and reads in one open of the store
// when nothing is to sweep (rt19k #8: `queue ls` opened it four or five
// times, each a wait for its lock in a burst of asks); with an ask past
// its deadline it sweeps it first and does not list it as pending; a
// store not made yet is fresh, not an empty queue, and is not made.
func TestListOpensOnce(t *testing.T) {
	path := storePath(t)
	var opens atomic.Int64
	now := time.Date(2026, 12, 3, 10, 0, 0, 0, time.UTC)
	st := store.New(path, store.WithOpenObserver(func(time.Duration) { opens.Add(1) }))
	s := New(st, WithNode("node-a"), WithHome("/home/op"), WithClock(func() time.Time { return now }))

	if l, err := s.List(store.AskFilter{}, true); err != nil || !l.Fresh || len(l.Asks) != 0 {
		t.Fatalf("no store yet: %+v, %v; want fresh", l, err)
	}
	if _, err := st.Size(); err == nil {
		t.Fatal("listing made the store")
	}
	for _, c := range []struct {
		cmd  string
		wait time.Duration
	}{{"rm -rf /srv/a", time.Minute}, {"rm -rf /srv/b", time.Hour}} {
		if a := mustEvaluate(t, s, Request{Command: c.cmd, Agent: "bot", Wait: c.wait}); a.Ask == nil {
			t.Fatalf("%s: no ask", c.cmd)
		}
	}
	for _, c := range []struct {
		name    string
		f       store.AskFilter
		pending bool
		want    int
	}{
		{"pending", store.AskFilter{}, true, 2},
		{"all", store.AskFilter{}, false, 2},
		{"a state", store.AskFilter{States: []string{store.StateExpired}}, false, 0},
	} {
		opens.Store(0)
		l, err := s.List(c.f, c.pending)
		if err != nil || l.Fresh || len(l.Asks) != c.want {
			t.Fatalf("%s: %+v, %v; want %d asks", c.name, l, err, c.want)
		}
		if n := opens.Load(); n != 1 {
			t.Errorf("%s: the listing opened the store %d times, want once", c.name, n)
		}
	}
	now = now.Add(10 * time.Minute) // ask a is past its deadline
	l, err := s.List(store.AskFilter{}, true)
	if err != nil || len(l.Asks) != 1 || l.Asks[0].Command != "rm -rf /srv/b" {
		t.Fatalf("after a's deadline: %+v, %v; want b alone pending", l, err)
	}
	if l, err = s.List(store.AskFilter{States: []string{store.StateExpired}}, false); err != nil || len(l.Asks) != 1 {
		t.Fatalf("expired: %+v, %v; want a", l, err)
	}
}
