//go:build !ozdesk_adapters

package store

import (
	"testing"
	"time"
)

// TestEtcdAttemptShare: an attempt that hangs for its whole share on a
// frozen member, then a check of the members that waits etcdProbeTimeout
// for that member, leave the next attempt (on a member that answers) at
// least etcdAttemptMin, for every budget that holds two attempts and a
// check; the share is never past the time left, nor under
// etcdAttemptMin when there is that much. (With two thirds, the store's
// 5 s left 0.7 s: TestEtcdFrozenMemberFleetCalls failed under load.)
func TestEtcdAttemptShare(t *testing.T) {
	for _, tc := range []struct {
		left     time.Duration
		wantNext bool // the budget holds two attempts and a check
	}{
		{0, false},
		{500 * time.Millisecond, false},
		{etcdAttemptMin, false},
		{2 * time.Second, false},
		{3 * time.Second, true},
		{DefaultLockTimeout, true},
		{10 * time.Second, true},
		{time.Minute, true},
	} {
		share := etcdAttemptShare(tc.left)
		if share > tc.left || share < 0 {
			t.Errorf("left %s: share %s outside [0, left]", tc.left, share)
		}
		if share < min(tc.left, etcdAttemptMin) {
			t.Errorf("left %s: share %s under the least an attempt has (%s)", tc.left, share, etcdAttemptMin)
		}
		if !tc.wantNext {
			continue
		}
		after := tc.left - share - etcdProbeTimeout
		if next := etcdAttemptShare(after); next < etcdAttemptMin {
			t.Errorf("left %s: an attempt of %s that hangs and a check of %s leave %s (next attempt %s), under %s",
				tc.left, share, etcdProbeTimeout, after, next, etcdAttemptMin)
		}
	}
}
