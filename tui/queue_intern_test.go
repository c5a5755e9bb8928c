package tui

import (
	"fmt"
	"testing"
	"unsafe"

	"ozdesk.dev/ozdesk/store"
)

// TestInternerShares: asks read apart share one copy of a repeated
// field, and an agent that sends a new name with every ask cannot grow
// the table past its bound.
func TestInternerShares(t *testing.T) {
	var in interner
	mk := func(agent string) store.Ask {
		return store.Ask{Agent: string([]byte(agent)), Rule: string([]byte("cmd.publish")), Reason: string([]byte("publishes a package"))}
	}
	asks := []store.Ask{mk("claude"), mk("claude")}
	in.asks(asks, 2)
	if unsafe.StringData(asks[0].Agent) != unsafe.StringData(asks[1].Agent) ||
		unsafe.StringData(asks[0].Reason) != unsafe.StringData(asks[1].Reason) {
		t.Fatal("two asks keep their own copies of the same agent and reason")
	}
	later := []store.Ask{mk("claude")}
	in.asks(later, 3)
	if unsafe.StringData(later[0].Rule) != unsafe.StringData(asks[0].Rule) {
		t.Fatal("an ask read later keeps its own copy of the rule")
	}
	for i := 0; i < 100; i++ {
		batch := make([]store.Ask, 50)
		for j := range batch {
			batch[j] = mk(fmt.Sprintf("agent-%d-%d", i, j))
		}
		in.asks(batch, 10)
		if n := len(in.seen); n > internMax(10)+len(batch)*11 {
			t.Fatalf("batch %d: the table holds %d strings for a queue of 10", i, n)
		}
	}
}
