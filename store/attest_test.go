package store

import (
	"encoding/json"
	"errors"
	"strconv"
	"testing"

	"go.etcd.io/bbolt"
)

// ruleData is the data of an entry that writes rule id.
func ruleData(id, pattern string) json.RawMessage {
	data, _ := json.Marshal(map[string]any{"rule": map[string]string{"id": id, "pattern": pattern}})
	return data
}

// TestRuleEntry: the last entry of a kind that writes or approves a rule
// is found by the rule's ID; other kinds, other rules and entries that do
// not hold are not.
func TestRuleEntry(t *testing.T) {
	cases := []struct {
		name    string
		entries []AuditEntry
		spoil   func(tx *bbolt.Tx) error
		id      string
		seq     uint64 // 0: not found
		problem AuditProblem
	}{
		{"added", []AuditEntry{{Kind: KindRuleAdd, Data: ruleData("r1", "make")}}, nil, "r1", 1, 0},
		{"approved after", []AuditEntry{{Kind: KindRuleAdd, Data: ruleData("r1", "make")},
			{Kind: KindEvaluate, Data: ruleData("r1", "x")}, {Kind: KindRuleApprove, Data: ruleData("r1", "make")},
			{Kind: KindRuleMove, Data: ruleData("r1", "make")}}, nil, "r1", 3, 0},
		{"changed by a file", []AuditEntry{{Kind: KindRuleAdd, Data: ruleData("r1", "a")},
			{Kind: KindRuleChange, Data: ruleData("r1", "b")}}, nil, "r1", 2, 0},
		{"another rule", []AuditEntry{{Kind: KindRuleAdd, Data: ruleData("r2", "make")}}, nil, "r1", 0, 0},
		{"no entry at all", nil, nil, "r1", 0, 0},
		{"the entry edited", []AuditEntry{{Kind: KindRuleAdd, Data: ruleData("r1", "make")}},
			func(tx *bbolt.Tx) error {
				b := tx.Bucket([]byte(bucketAudit))
				var e AuditEntry
				_ = json.Unmarshal(b.Get(seqKey(1)), &e)
				e.Data = ruleData("r1", "rm")
				raw, _ := json.Marshal(e)
				return b.Put(seqKey(1), raw)
			}, "r1", 0, AuditEdited},
		{"the entry gone", []AuditEntry{{Kind: KindRuleAdd, Data: ruleData("r1", "make")}},
			func(tx *bbolt.Tx) error { return tx.Bucket([]byte(bucketAudit)).Delete(seqKey(1)) }, "r1", 0, AuditMissing},
		{"the index pointed elsewhere", []AuditEntry{{Kind: KindRuleAdd, Data: ruleData("r1", "make")},
			{Kind: KindEvaluate, Data: ruleData("r1", "make")}},
			func(tx *bbolt.Tx) error { return tx.Bucket([]byte(bucketRuleAudit)).Put([]byte("r1"), seqKey(2)) }, "r1", 0, AuditIndexMismatch},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestStore(t)
			mustUpdate(t, s, func(tx *Tx) error {
				for _, e := range tc.entries {
					if _, err := tx.AppendAudit(e); err != nil {
						return err
					}
				}
				return nil
			})
			if tc.spoil != nil {
				rawUpdate(t, s.Path(), tc.spoil)
			}
			_ = s.View(func(tx *Tx) error {
				e, err := tx.RuleEntry(tc.id)
				var ae *AuditError
				switch {
				case tc.problem != 0:
					if !errors.As(err, &ae) || ae.Problem != tc.problem {
						t.Errorf("RuleEntry = %+v, %v; want %s", e, err, tc.problem)
					}
				case tc.seq == 0:
					if !errors.Is(err, ErrNotFound) {
						t.Errorf("RuleEntry = %+v, %v; want not found", e, err)
					}
				case err != nil || e.Seq != tc.seq:
					t.Errorf("RuleEntry = %+v, %v; want entry %d", e, err, tc.seq)
				}
				return nil
			})
		})
	}
}

// TestMigrateV2: a store of schema 2 has no index of the entries that
// wrote its rules; the migration builds it from the trail.
func TestMigrateV2(t *testing.T) {
	s := openTestStore(t)
	mustUpdate(t, s, func(tx *Tx) error {
		for _, e := range []AuditEntry{{Kind: KindRuleAdd, Data: ruleData("r1", "a")},
			{Kind: KindRuleAdd, Data: ruleData("r2", "b")}, {Kind: KindRuleApprove, Data: ruleData("r1", "a")}} {
			if _, err := tx.AppendAudit(e); err != nil {
				return err
			}
		}
		return nil
	})
	rawUpdate(t, s.Path(), func(tx *bbolt.Tx) error {
		if err := tx.DeleteBucket([]byte(bucketRuleAudit)); err != nil {
			return err
		}
		return tx.Bucket([]byte(bucketMeta)).Put([]byte(metaSchema), []byte(strconv.Itoa(2)))
	})
	mustView(t, s, func(tx *Tx) error {
		for id, want := range map[string]uint64{"r1": 3, "r2": 2} {
			if e, err := tx.RuleEntry(id); err != nil || e.Seq != want {
				t.Errorf("RuleEntry(%s) after migrating = %d, %v; want %d", id, e.Seq, err, want)
			}
		}
		if info, err := tx.Info(); err != nil || info.Schema != SchemaVersion {
			t.Errorf("schema after migrating: %+v, %v", info, err)
		}
		return nil
	})
}
