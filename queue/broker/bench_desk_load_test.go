package broker

import (
	"fmt"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// BenchmarkDeskLoadThroughBroker is what a desk in protected mode costs
// the broker when it loads: a sweep that finds nothing to end and the
// whole queue, over a real socket, from a real store holding 1,000 and
// 10,000 pending asks.
//
//	go test ./queue/broker -run '^$' -bench DeskLoadThroughBroker -benchtime 20x
//
// one-call is "sweep_changes", what the desk makes; two-calls is "sweep"
// then "changes", what it made before, kept here as the figure to compare
// with. ns/op is the wall time of one load, client and broker together.
func BenchmarkDeskLoadThroughBroker(b *testing.B) {
	for _, n := range []int{1000, 10000} {
		r := freshRig(b)
		seedPending(b, r, n)
		r.serve(b, operatorsFor(b, RoleViewer), withSweepEvery(time.Hour))
		b.Run(fmt.Sprintf("%d/one-call", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sc, err := r.cl.SweepChanges(0, true)
				if err != nil || sc.SweepErr != nil || len(sc.Changes.Asks) != n || sc.Swept != (queue.SweepResult{}) {
					b.Fatalf("SweepChanges: swept %+v, %v, %v", sc.Swept, sc.SweepErr, err)
				}
			}
		})
		b.Run(fmt.Sprintf("%d/two-calls", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				res, err := r.cl.Sweep()
				if err != nil || res != (queue.SweepResult{}) {
					b.Fatalf("Sweep: %+v, %v", res, err)
				}
				ch, err := r.cl.Changes(0, true)
				if err != nil || len(ch.Asks) != n {
					b.Fatalf("Changes: %v", err)
				}
			}
		})
	}
}

// seedPending queues n pending asks in the rig's store before its broker
// starts: one evaluated as an agent's would be, and its record copied
// under new IDs, each with its own command, in one write transaction (a
// test's shortcut: 10,000 evaluations would take minutes).
func seedPending(b *testing.B, r *rig, n int) {
	b.Helper()
	ans, err := r.svc.Evaluate(queue.Request{Command: "rm -rf ~", Agent: "bot", Cwd: r.dir, Wait: time.Hour})
	if err != nil || ans.Ask == nil {
		b.Fatalf("evaluate rm -rf ~: %+v, %v", ans, err)
	}
	first := ans.Ask
	err = store.New(r.store).Update(func(tx *store.Tx) error {
		for i := 1; i < n; i++ {
			a := *first
			id, err := tx.NextAskID()
			if err != nil {
				return err
			}
			a.ID, a.Command = id, fmt.Sprintf("%s # %d", first.Command, i)
			if err := tx.PutAsk(a); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		b.Fatalf("seeding %d asks: %v", n, err)
	}
}
