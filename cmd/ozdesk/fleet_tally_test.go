package main

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
)

// loadTally counts what became of a load test's asks: approved by the
// desk and released; refused, closed, with the reason the agent was
// given; or lost (anything else). Safe for concurrent use.
type loadTally struct {
	mu       sync.Mutex
	approved int
	refused  map[string][]string // reason → the asks refused so
	lost     []string
}

func newLoadTally() *loadTally { return &loadTally{refused: map[string][]string{}} }

func (l *loadTally) approve() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.approved++
}

// storeAddress is a store's address in a reason: the reasons of two
// asks refused alike differ in nothing else.
var storeAddress = regexp.MustCompile(`etcd://[^ :]*(:[0-9]+)?(,[^ ,/]+)*/[^ :]*`)

func (l *loadTally) refuse(ask, why string) {
	why = storeAddress.ReplaceAllString(why, "STORE")
	l.mu.Lock()
	defer l.mu.Unlock()
	l.refused[why] = append(l.refused[why], ask)
}

func (l *loadTally) lose(what string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.lost = append(l.lost, what)
}

// report logs the tally, and fails the test for each kind of refusal
// (naming up to three asks) and each lost ask.
func (l *loadTally) report(t *testing.T, total int) {
	t.Helper()
	l.mu.Lock()
	defer l.mu.Unlock()
	refused := 0
	whys := make([]string, 0, len(l.refused))
	for why, asks := range l.refused {
		refused += len(asks)
		whys = append(whys, why)
	}
	slices.SortFunc(whys, func(a, b string) int { return len(l.refused[b]) - len(l.refused[a]) })
	t.Logf("of %d asks: %d approved, %d refused (closed, the agent told why), %d lost", total, l.approved, refused, len(l.lost))
	for _, why := range whys {
		asks := l.refused[why]
		t.Errorf("%d refused: %s (%s)", len(asks), why, strings.Join(asks[:min(3, len(asks))], "; "))
	}
	for _, what := range l.lost {
		t.Errorf("lost: %s", what)
	}
	if n := l.approved + refused + len(l.lost); n != total {
		t.Errorf("%d asks accounted for, want %d", n, total)
	}
}

// TestLoadTally: refusals alike but for the store's address are one
// reason; different reasons stay apart.
func TestLoadTally(t *testing.T) {
	cases := []struct {
		name    string
		reasons []string
		want    int
	}{
		{name: "two stores' addresses", want: 1, reasons: []string{
			"store etcd://127.0.0.1:1,127.0.0.1:2/fleet: store unavailable",
			"store etcd://127.0.0.1:7,127.0.0.1:9/fleet: store unavailable"}},
		{name: "two reasons", want: 2, reasons: []string{
			"store etcd://127.0.0.1:1/fleet: store unavailable: etcdserver: leader changed",
			"store etcd://127.0.0.1:1/fleet: store unavailable: context deadline exceeded"}},
	}
	for _, c := range cases {
		l := newLoadTally()
		for i, why := range c.reasons {
			l.refuse(fmt.Sprintf("ask %d", i), why)
		}
		if len(l.refused) != c.want {
			t.Errorf("%s: %d reasons, want %d: %v", c.name, len(l.refused), c.want, l.refused)
		}
	}
}
