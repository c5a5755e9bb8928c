package store

import (
	"encoding/json"
	"errors"
	"testing"
	"time"

	"go.etcd.io/bbolt"
)

// TestMigrateSettingsDigest: the migration to schema 7 vouches for the
// rules and settings of a schema-6 store as they stand (its vouching
// entry's digest was of the rules alone) only when nothing says they
// were changed around ozdesk; else the store is left as it is and the
// check of schema 7 fails it closed. A migration that vouched for a
// settings record deleted with its pointer would make rt36s H2's
// tampering, done before the upgrade, the state in force.
func TestMigrateSettingsDigest(t *testing.T) {
	cases := []struct {
		name    string
		tamper  func(*bbolt.Tx) error
		vouched bool
	}{
		{"as ozdesk left it", func(*bbolt.Tx) error { return nil }, true},
		{"settings deleted with their pointer", func(btx *bbolt.Tx) error {
			return errors.Join(btx.Bucket([]byte(bucketSettings)).Delete([]byte(settingsKey)),
				btx.Bucket([]byte(bucketMeta)).Delete([]byte(metaSettingsEntry)))
		}, false},
		{"rule retired", func(btx *bbolt.Tx) error {
			b := btx.Bucket([]byte(bucketRules))
			var r map[string]any
			if err := json.Unmarshal(b.Get([]byte("r1")), &r); err != nil {
				return err
			}
			r["status"] = StatusRetired
			v, _ := json.Marshal(r)
			return b.Put([]byte("r1"), v)
		}, false},
		{"an entry edited", func(btx *bbolt.Tx) error {
			b := btx.Bucket([]byte(bucketAudit))
			var e map[string]any
			if err := json.Unmarshal(b.Get(seqKey(3)), &e); err != nil {
				return err
			}
			e["actor"] = "someone else"
			v, _ := json.Marshal(e)
			return b.Put(seqKey(3), v)
		}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := fx36tStore(t, 1)
			mustUpdate(t, s, func(tx *Tx) error {
				set := DefaultSettings()
				set.Fallback = OutcomeAsk
				if err := tx.PutSettings(set); err != nil {
					return err
				}
				e, err := tx.AppendAudit(AuditEntry{Kind: KindSetting, Actor: "op", Data: json.RawMessage(`{"new":{"Fallback":"ask"}}`)})
				if err != nil {
					return err
				}
				return tx.PutSettingsAttested(set, e.Seq)
			})
			head := asSchema6(t, s)
			rawUpdate(t, s.Path(), tc.tamper)

			var why string
			var last AuditHead
			mustView(t, s, func(tx *Tx) (err error) {
				if last, err = tx.auditHead(); err != nil {
					return err
				}
				why, err = tx.RulesUnvouched()
				return err
			})
			if tc.vouched != (why == "") {
				t.Errorf("after the migration: %q; want vouched %v", why, tc.vouched)
			}
			if wrote := last.Seq == head+1; wrote != tc.vouched {
				t.Errorf("the migration wrote an entry: %v (head %d → %d); want %v", wrote, head, last.Seq, tc.vouched)
			}
		})
	}
}

// asSchema6 makes s a schema-6 store: a rules.state entry with schema
// 6's digest of the rules alone, named by rules.entry, and the schema set
// to 6. It returns the trail's head.
func asSchema6(t *testing.T, s *Store) uint64 {
	t.Helper()
	var seq uint64
	rawUpdate(t, s.Path(), func(btx *bbolt.Tx) error {
		meta := btx.Bucket([]byte(bucketMeta))
		var head AuditHead
		if err := json.Unmarshal(meta.Get([]byte(metaAuditHead)), &head); err != nil {
			return err
		}
		var order []string
		if err := json.Unmarshal(btx.Bucket([]byte(bucketRuleOrder)).Get([]byte(orderKey)), &order); err != nil {
			return err
		}
		var rules []Rule
		for _, id := range order {
			var r Rule
			if err := json.Unmarshal(btx.Bucket([]byte(bucketRules)).Get([]byte(id)), &r); err != nil {
				return err
			}
			rules = append(rules, r)
		}
		d, err := digestRulesV1(rules)
		if err != nil {
			return err
		}
		e := AuditEntry{Seq: head.Seq + 1, Kind: KindRulesState, Actor: "ozdesk", Time: time.Now().UTC(),
			Data: json.RawMessage(`{"rules":2}`), Rules: d, Prev: head.Hash}
		e.Hash = SumAudit(e)
		v, _ := encode(e)
		hv, _ := json.Marshal(AuditHead{Seq: e.Seq, Hash: e.Hash})
		seq = e.Seq
		return errors.Join(btx.Bucket([]byte(bucketAudit)).Put(seqKey(e.Seq), v),
			btx.Bucket([]byte(bucketAuditTime)).Put(timeKey(e.Time, e.Seq), nil),
			meta.Put([]byte(metaAuditHead), hv),
			meta.Put([]byte(metaRulesEntry), seqKey(e.Seq)),
			meta.Put([]byte(metaSchema), []byte("6")))
	})
	return seq
}
