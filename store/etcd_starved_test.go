//go:build !ozdesk_adapters

package store

import (
	"slices"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// TestEtcdStarvedCheckKeepsFrozenOut: a member check that hears no
// member at all (here its probes get 1 ns: a host too starved to hear
// back in time) keeps the requests where they went; before, it put
// every member back, the frozen one too, so the next requests hung on
// it again. Its words do not claim the cluster is down for sure.
func TestEtcdStarvedCheckKeepsFrozenOut(t *testing.T) {
	t.Parallel()
	c := etcdtest.Start(t, 3)
	pxs, s := openFrozen(t, c, "starved", nil)
	defer s.Close()
	mustUpdate(t, s, func(tx *Tx) error { _, err := putAskAndAudit(tx, "bot", "make warm"); return err })
	frozen := notLeader(c)
	freeze(pxs[frozen])
	m := s.etcd.members
	m.check()
	frozenEP := m.all[frozen]
	if eps := s.etcd.cli.Endpoints(); slices.Contains(eps, frozenEP) || len(eps) != 2 {
		t.Fatalf("after a check with member %d frozen, requests go to %v", frozen, eps)
	}
	m.mu.Lock()
	m.probeTimeout, m.last.at = time.Nanosecond, time.Time{} // starved, and no fresh finding
	m.mu.Unlock()
	found := m.check()
	if len(found.silent) != 3 {
		t.Fatalf("a starved check heard %d members: %+v", 3-len(found.silent), found)
	}
	if eps := s.etcd.cli.Endpoints(); slices.Contains(eps, frozenEP) {
		t.Errorf("a starved check that heard nobody let the frozen member back in: requests go to %v", eps)
	}
	if why := m.say(time.Second); !strings.Contains(why, "too busy to hear back") {
		t.Errorf("a check that heard nobody says %q; want it to allow that this host was too busy", why)
	}
}
