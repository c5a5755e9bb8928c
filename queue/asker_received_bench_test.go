package queue

import (
	"testing"

	"ozdesk.dev/ozdesk/patterns"
)

// BenchmarkReceipt is what an asker's receipt of a decision costs it
// (fx54g): one "ask.received" entry written to a bbolt store, a durable
// write, between its read of the decision and its answer to its harness.
// BenchmarkDecisionUnblocks holds it with the rest of the asker's path.
func BenchmarkReceipt(b *testing.B) {
	s := newService(b)
	a := mustEvaluate(b, s, Request{Command: "rm -rf ~"})
	ended, err := s.Decide(a.Ask.ID, Decision{Outcome: patterns.Allow, By: "alice"})
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		s.noteReceived(ended)
	}
}
