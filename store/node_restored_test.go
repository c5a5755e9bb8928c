//go:build !ozdesk_adapters

package store

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	pb "go.etcd.io/etcd/api/v3/etcdserverpb"
	clientv3 "go.etcd.io/etcd/client/v3"
)

// TestKeepNodeOwnLeaseRestored: a broker whose lease lapsed took a new
// one; the cluster is then restored from a copy made under its first
// lease, which brings that lease and the node key under it back. Its
// next keep of the node must not take the key for another broker's and
// stop, telling the operator to stop a broker that does not exist
// (rt20g #3): the lease is its own. (Another store's lease on the name
// is another broker's: TestNodeLeaseFence.)
func TestKeepNodeOwnLeaseRestored(t *testing.T) {
	t.Parallel()
	open, raw, dir := nodeFleet(t, "restored")
	st := open(time.Second)
	if err := st.KeepNode("n1"); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	first := leaseOf(t, raw, dir, "n1")
	if _, err := raw.Revoke(ctx, first); err != nil {
		t.Fatal(err)
	}
	lapsed(t, st)
	if err := st.KeepNode("n1"); err != nil {
		t.Fatalf("the keep after the lease lapsed: %v", err)
	}
	second := leaseOf(t, raw, dir, "n1")
	if second == first || second == 0 {
		t.Fatalf("no new lease after the first lapsed: %x then %x", first, second)
	}
	// The restore: the first lease back, with its key.
	restore := func(id clientv3.LeaseID) {
		t.Helper()
		if _, err := pb.NewLeaseClient(raw.ActiveConnection()).LeaseGrant(ctx, &pb.LeaseGrantRequest{TTL: 30, ID: int64(id)}); err != nil {
			t.Fatal(err)
		}
		if _, err := raw.Put(ctx, fmt.Sprintf("%sn1/%x", dir, int64(id)), "n1", clientv3.WithLease(id)); err != nil {
			t.Fatal(err)
		}
	}
	restore(first)
	if _, err := raw.Revoke(ctx, second); err != nil {
		t.Fatal(err)
	}
	lapsed(t, st)
	if err := st.KeepNode("n1"); err != nil {
		t.Errorf("the keep after a restore brought this broker's own older lease back: %v, want it kept", err)
	}
}

// lapsed has st write once after its lease was revoked: the write is
// fenced off, and st's next keep of the node knows the lease lapsed.
func lapsed(t *testing.T, st *Store) {
	t.Helper()
	err := st.Update(func(tx *Tx) error { return tx.PutSettings(DefaultSettings()) })
	if !errors.Is(err, ErrLeaseLapsed) {
		t.Fatalf("a write after the lease was revoked: %v, want ErrLeaseLapsed", err)
	}
}
