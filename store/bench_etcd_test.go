//go:build !ozdesk_adapters

package store

import (
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// BenchmarkEtcdAsk measures one harness-like write (a pending ask and its
// audit entry, in one transaction) on a three-member etcd cluster: from
// one broker, and from three brokers at once, whose writes conflict on
// the audit chain and are retried. Its ns/op is the fleet's write ceiling.
func BenchmarkEtcdAsk(b *testing.B) {
	c := etcdtest.Start(b, 3)
	open := func(b *testing.B, prefix string) *Store {
		cfg, err := ParseEtcdAddress(c.Address(prefix))
		if err != nil {
			b.Fatal(err)
		}
		s, err := OpenEtcd(cfg, WithLockTimeout(time.Minute))
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { _ = s.Close() })
		return s
	}
	var n atomic.Int64
	for _, brokers := range []int{1, 3} {
		b.Run(fmt.Sprintf("brokers=%d", brokers), func(b *testing.B) {
			prefix := fmt.Sprintf("bench/%d", n.Add(1))
			var stores []*Store
			for range brokers {
				stores = append(stores, open(b, prefix))
			}
			var next atomic.Int64
			b.ResetTimer()
			b.RunParallel(func(pb *testing.PB) {
				s := stores[int(next.Add(1))%len(stores)]
				for pb.Next() {
					err := s.Update(func(tx *Tx) error {
						_, err := putAskAndAudit(tx, "agent", "make deploy")
						return err
					})
					if err != nil {
						b.Error(err)
						return
					}
				}
			})
		})
	}
}
