//go:build !ozdesk_adapters

package store

import (
	"fmt"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// TestEtcdFrozenMemberFleetCalls: with one member of three frozen (its
// connections open, nothing coming back), the fleet's own requests go on
// as transactions do: the live nodes, the fleet's nodes, the check that a
// node's name is free, the sweep's lead and the sweep of the commit
// markers and chunks, the mark of client certificates and the
// database's size each succeed, every time, within the store's timeout (fleet12c: they called etcd once with a flat 5 s, so about
// one in three went to the frozen member and failed after 5 s).
func TestEtcdFrozenMemberFleetCalls(t *testing.T) {
	t.Parallel()
	c := etcdtest.Start(t, 3)
	pxs, s := openFrozen(t, c, "fleetcalls", nil)
	defer s.Close()
	mustUpdate(t, s, func(*Tx) error { return nil })
	if err := s.KeepNode("n1"); err != nil {
		t.Fatal(err)
	}
	// Every member's connection is up before one freezes: requests were
	// being spread over all three.
	for range 6 {
		if _, _, err := s.LiveNodes(); err != nil {
			t.Fatal(err)
		}
	}
	frozen := notLeader(c)
	freeze(pxs[frozen])
	calls := []struct {
		name string
		call func(i int) error
	}{
		{"LiveNodes", func(int) error {
			live, _, err := s.LiveNodes()
			if err == nil && !live["n1"] {
				err = fmt.Errorf("n1 not live: %v", live)
			}
			return err
		}},
		{"KnownNodes", func(int) error { _, _, err := s.KnownNodes(); return err }},
		{"WaitNodeFree", func(int) error { return s.WaitNodeFree("n2", 0) }},
		{"Leads", func(i int) error {
			if !s.Leads(fmt.Sprintf("frozen%d", i)) {
				return fmt.Errorf("does not lead")
			}
			return nil
		}},
		{"SweepMarkers", func(int) error { _, err := s.SweepMarkers(); return err }},
		{"SweepChunks", func(int) error { _, err := s.SweepChunks(); return err }},
		{"MarkClientAuth", func(int) error { return s.MarkClientAuth(time.Now()) }},
		{"ClientAuthMarked", func(int) error { _, err := s.ClientAuthMarked(); return err }},
		{"Size", func(int) error { _, err := s.Size(); return err }},
	}
	for i := range 8 {
		for _, c := range calls {
			began := time.Now()
			if err := c.call(i); err != nil {
				t.Fatalf("%s, call %d with member %d frozen, after %s: %v", c.name, i, frozen, time.Since(began).Round(time.Millisecond), err)
			}
		}
	}
}
