//go:build !ozdesk_adapters

package queue

import (
	"fmt"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// benchPending queues n pending asks in a real store: a few commands go
// through Evaluate, and their records are copied under new IDs, each with
// its own command, in one write transaction.
func benchPending(b *testing.B, s *Service, n int) {
	b.Helper()
	var made []store.Ask
	for _, c := range []string{"git push --force origin main", "npm publish --access public",
		"kubectl delete namespace staging", "rm -rf /var/lib/postgres/data"} {
		ans, err := s.Evaluate(Request{Command: c, Agent: "claude", Cwd: "/home/op/src/api", Wait: time.Hour})
		if err != nil || ans.Ask == nil {
			b.Fatalf("%q: %+v, %v", c, ans, err)
		}
		made = append(made, *ans.Ask)
	}
	err := s.st.Update(func(tx *store.Tx) error {
		for i := len(made); i < n; i++ {
			a := made[i%len(made)]
			id, err := tx.NextAskID()
			if err != nil {
				return err
			}
			a.ID, a.Command = id, fmt.Sprintf("%s # %d", a.Command, i)
			if err := tx.PutAsk(a); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
}

// BenchmarkDeskLoad is what the desk reads when it starts (and the
// broker's desk when it loads): a sweep that finds nothing to end, and
// the whole queue, with 1,000 and 10,000 asks pending in a bbolt store.
func BenchmarkDeskLoad(b *testing.B) {
	for _, n := range []int{1000, 10000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			s := newService(b)
			benchPending(b, s, n)
			b.ResetTimer()
			for range b.N {
				res, ch, err := deskLoad(s)
				if err != nil || len(ch.Asks) != n || res != (SweepResult{}) {
					b.Fatalf("%+v, %d asks, %v", res, len(ch.Asks), err)
				}
			}
		})
	}
}

// deskLoad sweeps and reads the whole queue, as the desk's load does.
func deskLoad(s *Service) (SweepResult, *Changes, error) {
	sc, err := s.SweepChanges(0, true)
	if err == nil {
		err = sc.SweepErr
	}
	return sc.Swept, sc.Changes, err
}
