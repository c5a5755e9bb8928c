package store

import (
	"testing"

	"go.etcd.io/bbolt"
)

// TestHits: decisions are counted per rule apart from its record, and
// read back with the rules.
func TestHits(t *testing.T) {
	s := openTestStore(t)
	mustUpdate(t, s, func(tx *Tx) error { return tx.PutRule(rule("r1")) })
	mustUpdate(t, s, func(tx *Tx) error { return tx.AddHits("r1", "cmd.publish", "r1", "") })
	mustUpdate(t, s, func(tx *Tx) error { return tx.AddHits("r1") })
	mustView(t, s, func(tx *Tx) error {
		hits, err := tx.Hits()
		if err != nil || hits["r1"] != 3 || hits["cmd.publish"] != 1 || len(hits) != 2 {
			t.Errorf("Hits = %v, %v", hits, err)
		}
		rules, err := tx.Rules()
		if err != nil || len(rules) != 1 || rules[0].Hits != 3 {
			t.Errorf("Rules = %+v, %v", rules, err)
		}
		r, err := tx.GetRule("r1")
		if err != nil || r.Hits != 3 {
			t.Errorf("GetRule = %+v, %v", r, err)
		}
		return nil
	})
	var before Rule
	mustView(t, s, func(tx *Tx) error { var err error; before, err = tx.GetRule("r1"); return err })
	mustUpdate(t, s, func(tx *Tx) error { return tx.AddHits("r1") })
	mustView(t, s, func(tx *Tx) error {
		after, err := tx.GetRule("r1")
		if err != nil || !after.Updated.Equal(before.Updated) {
			t.Errorf("counting a hit rewrote the rule: %v → %v (%v)", before.Updated, after.Updated, err)
		}
		return nil
	})
}

// TestMigrateV1: a store written by schema 1 (no hits or proposals
// bucket) opens, migrates to the current schema on its first read,
// counts hits and keeps proposals.
func TestMigrateV1(t *testing.T) {
	path := t.TempDir() + "/desk.db"
	db, err := bbolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	err = db.Update(func(btx *bbolt.Tx) error {
		for _, name := range bucketsV1() {
			if _, err := btx.CreateBucket([]byte(name)); err != nil {
				return err
			}
		}
		return btx.Bucket([]byte(bucketMeta)).Put([]byte(metaSchema), []byte("1"))
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	s := New(path)
	// A read of an older store migrates it first.
	mustView(t, s, func(tx *Tx) error {
		info, err := tx.Info()
		if err != nil || info.Schema != SchemaVersion {
			t.Errorf("schema after the first read: %+v, %v; want %d", info, err, SchemaVersion)
		}
		return nil
	})
	mustUpdate(t, s, func(tx *Tx) error { return tx.AddHits("r9") })
	mustUpdate(t, s, func(tx *Tx) error {
		id, err := tx.NextProposalID()
		if err != nil {
			return err
		}
		return tx.PutProposal(Proposal{ID: id, Kind: KindRuleRetire, Rule: "r9", By: "alice", Status: StatusProposed})
	})
	mustView(t, s, func(tx *Tx) error {
		hits, err := tx.Hits()
		if err != nil || hits["r9"] != 1 {
			t.Errorf("Hits after migrating = %v, %v", hits, err)
		}
		p, err := tx.GetProposal("p1")
		if err != nil || p.Rule != "r9" {
			t.Errorf("GetProposal after migrating = %+v, %v", p, err)
		}
		return nil
	})
	checkStore(t, s)
}
