//go:build !ozdesk_adapters

package store

import (
	"slices"
	"testing"

	"go.etcd.io/bbolt"
)

// conformNodeAsks: each node reads its own pending asks from the node
// index, oldest first, and no other node's, whatever their names share.
func conformNodeAsks(t *testing.T, b backend) {
	s := b.open(t)
	ids := map[string][]string{}
	mustUpdate(t, s, func(tx *Tx) error {
		for i, node := range []string{"n1", "n10", "n1", "", "n", "n1", "n10"} {
			id, err := tx.NextAskID()
			if err != nil {
				return err
			}
			ids[node] = append(ids[node], id)
			err = tx.PutAsk(Ask{ID: id, Command: "make deploy", Agent: "a", Node: node, State: StatePending,
				Outcome: OutcomeAsk, Pid: i + 1})
			if err != nil {
				return err
			}
		}
		return nil
	})
	// n1's second ask is decided: it leaves n1's index.
	mustUpdate(t, s, func(tx *Tx) error {
		a, err := tx.GetAsk(ids["n1"][1])
		if err != nil {
			return err
		}
		a.State, a.Decision = StateApproved, &Decision{By: "op", Outcome: OutcomeAllow}
		return tx.PutAsk(a)
	})
	want := map[string][]string{
		"n1":  {ids["n1"][0], ids["n1"][2]},
		"n10": ids["n10"],
		"n":   ids["n"],
		"":    ids[""],
		"n2":  nil,
	}
	for _, other := range []*Store{s, b.again(t, s)} {
		mustView(t, other, func(tx *Tx) error {
			for node, w := range want {
				got, err := tx.NodePendingAsks(node)
				if err != nil {
					return err
				}
				if !slices.Equal(askIDs(got), w) {
					t.Errorf("node %q: pending %v, want %v", node, askIDs(got), w)
				}
				for _, a := range got {
					if a.Node != node || a.Command != "make deploy" {
						t.Errorf("node %q: ask %+v", node, a)
					}
				}
			}
			return nil
		})
	}
}

// TestMigrateV4 opens a store of schema 4 (no node index) with pending
// asks: its first write indexes them by node.
func TestMigrateV4(t *testing.T) {
	s := newTestStore(t)
	var ids []string
	mustUpdate(t, s, func(tx *Tx) error {
		for _, node := range []string{"n1", "n2", "n1"} {
			id, err := tx.NextAskID()
			if err != nil {
				return err
			}
			ids = append(ids, id)
			if err := tx.PutAsk(Ask{ID: id, Command: "make deploy", Node: node, State: StatePending, Outcome: OutcomeAsk}); err != nil {
				return err
			}
		}
		return nil
	})
	rawUpdate(t, s.Path(), func(btx *bbolt.Tx) error {
		if err := btx.DeleteBucket([]byte(bucketNodePending)); err != nil {
			return err
		}
		return btx.Bucket([]byte(bucketMeta)).Put([]byte(metaSchema), []byte("4"))
	})
	mustView(t, s, func(tx *Tx) error {
		info, err := tx.Info()
		if err != nil || info.Schema != SchemaVersion {
			t.Errorf("schema after the first read: %+v, %v; want %d", info, err, SchemaVersion)
		}
		got, err := tx.NodePendingHeads("n1")
		if err != nil {
			return err
		}
		if want := []string{ids[0], ids[2]}; !slices.Equal(askIDs(got), want) {
			t.Errorf("n1's pending asks after migrating: %v, want %v", askIDs(got), want)
		}
		return nil
	})
	checkStore(t, s)
}
