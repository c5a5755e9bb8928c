//go:build !ozdesk_adapters

package store

import (
	"context"
	"slices"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// BenchmarkEtcdFrozenMemberWake measures how long a waiter takes to
// learn of its ask's decision, made by another broker, while one member
// of three is frozen (its connections open, nothing coming back), for
// waiters that were watching before it froze: each round opens a store
// through proxies, starts four waiters, freezes a member other than the
// leader, and decides the four asks from a store that reaches the
// cluster directly. It reports the median and the longest of decision →
// wake over every round (a watch whose stream is on the frozen member
// waits for the keepalive to give the connection up, or for the safety
// tick).
//
//	go test ./store -run '^$' -bench BenchmarkEtcdFrozenMemberWake -benchtime 6x
func BenchmarkEtcdFrozenMemberWake(b *testing.B) {
	c := etcdtest.Start(b, 3)
	dcfg, err := ParseEtcdAddress(c.Address("wake"))
	if err != nil {
		b.Fatal(err)
	}
	decider, err := OpenEtcd(dcfg)
	if err != nil {
		b.Fatal(err)
	}
	defer decider.Close()
	mustUpdate(b, decider, func(*Tx) error { return nil })
	var took []time.Duration
	for round := 0; b.Loop(); round++ {
		took = append(took, frozenWakeRound(b, c, decider, round)...)
	}
	slices.Sort(took)
	b.ReportMetric(float64(took[len(took)/2].Milliseconds()), "ms-p50")
	b.ReportMetric(float64(took[len(took)-1].Milliseconds()), "ms-max")
	b.Logf("decision → wake over %d waiters: %v", len(took), took)
}

// frozenWakeRound is one round of [BenchmarkEtcdFrozenMemberWake].
func frozenWakeRound(b *testing.B, c *etcdtest.Cluster, decider *Store, round int) []time.Duration {
	pxs, addr := frozenProxies(b, c, "wake")
	cfg, err := ParseEtcdAddress(addr)
	if err != nil {
		b.Fatal(err)
	}
	s, err := OpenEtcd(cfg)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	// As a broker does: its node lease is renewed by requests of its
	// own, which meet the frozen member in turn.
	if err := s.KeepNode("n1"); err != nil {
		b.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	const waiters = 4
	ids := make([]string, waiters)
	chs := make([]<-chan struct{}, waiters)
	for i := range ids {
		mustUpdate(b, decider, func(tx *Tx) error {
			var err error
			if ids[i], err = tx.NextAskID(); err != nil {
				return err
			}
			return tx.PutAsk(Ask{ID: ids[i], Command: "rm -rf ~", Node: "n1", State: StatePending, Outcome: OutcomeAsk})
		})
		chs[i] = s.NotifyAsk(ctx, ids[i])
		select {
		case <-chs[i]:
		case <-time.After(15 * time.Second):
			b.Fatal("no signal once the watch was in place")
		}
	}
	// Each member but the leader in turn.
	var others []int
	for i := range pxs {
		if i != c.Leader() {
			others = append(others, i)
		}
	}
	frozen := others[round%len(others)]
	freeze(pxs[frozen])
	time.Sleep(time.Second)
	var took []time.Duration
	for i, id := range ids {
		// Signals before the decision (the safety tick) are not its.
		for drained := false; !drained; {
			select {
			case <-chs[i]:
			default:
				drained = true
			}
		}
		began := time.Now()
		mustUpdate(b, decider, func(tx *Tx) error {
			a, err := tx.GetAsk(id)
			if err != nil {
				return err
			}
			a.State = StateApproved
			return tx.PutAsk(a)
		})
		select {
		case <-chs[i]:
			took = append(took, time.Since(began))
			b.Logf("round %d, member %d frozen: ask %s woken %s after its decision", round, frozen, id, time.Since(began).Round(time.Millisecond))
		case <-time.After(30 * time.Second):
			b.Fatalf("round %d: no wake 30 s after ask %s was decided", round, id)
		}
	}
	return took
}
