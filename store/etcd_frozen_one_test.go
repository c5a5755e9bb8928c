//go:build !ozdesk_adapters

package store

import (
	"errors"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// TestEtcdOneMemberFrozenSays: a read from a store whose cluster is one
// member, frozen, says "no member of the cluster answers", as the
// documentation has it, and as a write on a cluster of three does
// (TestEtcdUnavailableSays): the members are asked when a request
// fails and no check says why yet. Before (rt15f #10), a cluster of one
// was never checked, and 'queue ls' said only "etcd unreachable or
// without quorum ... context deadline exceeded".
func TestEtcdOneMemberFrozenSays(t *testing.T) {
	t.Parallel()
	c := etcdtest.Start(t, 1)
	pxs, s := openFrozen(t, c, "one", nil, WithLockTimeout(2*time.Second))
	defer s.Close()
	mustUpdate(t, s, func(*Tx) error { return nil })
	freeze(pxs[0])
	err := s.View(func(tx *Tx) error { _, err := tx.Info(); return err })
	if !errors.Is(err, ErrUnavailable) || !strings.Contains(err.Error(), "no member of the cluster answers (127.0.0.1:") {
		t.Errorf("a read with the one member frozen: %v\nwant it unavailable, saying no member of the cluster answers", err)
	}
}
