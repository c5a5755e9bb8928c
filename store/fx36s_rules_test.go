package store

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	bbolt "go.etcd.io/bbolt"
)

// addRuleEntry writes rule r at the end of the order with its rule.add
// entry, as the queue does, and returns the entry.
func addRuleEntry(tx *Tx, r Rule) (AuditEntry, error) {
	if err := tx.PutRule(r); err != nil {
		return AuditEntry{}, err
	}
	data, _ := json.Marshal(map[string]any{"rule": r})
	return tx.AppendAudit(AuditEntry{Kind: KindRuleAdd, Actor: "op", Data: data})
}

// fx36sRule is an active enforced rule.
func fx36sRule(id, outcome, pattern string) Rule {
	return Rule{ID: id, Outcome: outcome, Pattern: pattern, Reason: "r", Mode: ModeEnforce, Status: StatusActive}
}

// TestRulesVouchedWhole: every entry after a change of the rules carries
// the digest of them all, the store names the last one, and a store whose
// rules were edited around ozdesk after it (a rule's program word, its
// status, the order, a rule deleted with its index, the store's record of
// the entry) says why they are not vouched for (rt35v F1–F5). A rule change
// written over such rules is refused.
func TestRulesVouchedWhole(t *testing.T) {
	edits := []struct {
		name string
		edit func(*bbolt.Tx) error
		want string // in why; "" for vouched
	}{
		{"untouched", func(*bbolt.Tx) error { return nil }, ""},
		{"program word", editRule("r1", func(r map[string]any) { r["pattern"] = "tac /x/secrets.env" }), "not as audit entry 2"},
		{"retired", editRule("r1", func(r map[string]any) { r["status"] = StatusRetired }), "not as audit entry 2"},
		{"proposed", editRule("r1", func(r map[string]any) { r["status"] = StatusProposed }), "not as audit entry 2"},
		{"reordered", func(btx *bbolt.Tx) error {
			return btx.Bucket([]byte(bucketRuleOrder)).Put([]byte(orderKey), []byte(`["r2","r1"]`))
		}, "not as audit entry 2"},
		{"deleted with its index", func(btx *bbolt.Tx) error {
			for _, b := range []string{bucketRules, bucketRuleAudit} {
				if err := btx.Bucket([]byte(b)).Delete([]byte("r1")); err != nil {
					return err
				}
			}
			return btx.Bucket([]byte(bucketRuleOrder)).Put([]byte(orderKey), []byte(`["r2"]`))
		}, "not as audit entry 2"},
		{"record of the entry removed", func(btx *bbolt.Tx) error {
			return btx.Bucket([]byte(bucketMeta)).Delete([]byte(metaRulesEntry))
		}, "names no audit entry"},
		{"record put back to no rule", func(btx *bbolt.Tx) error {
			return btx.Bucket([]byte(bucketMeta)).Put([]byte(metaRulesEntry), seqKey(0))
		}, "says no rule was ever written"},
		{"record pointed at an entry without a digest", func(btx *bbolt.Tx) error {
			return btx.Bucket([]byte(bucketMeta)).Put([]byte(metaRulesEntry), seqKey(3))
		}, "holds no digest"},
	}
	for _, tc := range edits {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestStore(t)
			mustUpdate(t, s, func(tx *Tx) error {
				if _, err := addRuleEntry(tx, fx36sRule("r1", OutcomeRefuse, "cat /x/secrets.env")); err != nil {
					return err
				}
				_, err := addRuleEntry(tx, fx36sRule("r2", OutcomeAllow, "ls /x"))
				return err
			})
			mustUpdate(t, s, func(tx *Tx) error {
				_, err := tx.AppendAudit(AuditEntry{Kind: KindEvaluate, Actor: "a1", Data: json.RawMessage(`{}`)})
				return err
			})
			rawUpdate(t, s.Path(), tc.edit)
			var why string
			mustView(t, s, func(tx *Tx) (err error) { why, err = tx.RulesUnvouched(); return err })
			if tc.want == "" && why != "" || !strings.Contains(why, tc.want) {
				t.Fatalf("why = %q, want %q", why, tc.want)
			}
			err := s.Update(func(tx *Tx) error {
				_, err := addRuleEntry(tx, fx36sRule("r3", OutcomeAsk, "ls /y"))
				return err
			})
			if tc.want != "" && !errors.Is(err, ErrRulesUnvouched) || tc.want == "" && err != nil {
				t.Fatalf("a rule written over them: %v", err)
			}
		})
	}
}

// editRule rewrites one stored rule's JSON in place, as an agent with the
// file would.
func editRule(id string, fn func(map[string]any)) func(*bbolt.Tx) error {
	return func(btx *bbolt.Tx) error {
		b := btx.Bucket([]byte(bucketRules))
		var r map[string]any
		if err := json.Unmarshal(b.Get([]byte(id)), &r); err != nil {
			return err
		}
		fn(r)
		v, _ := json.Marshal(r)
		return b.Put([]byte(id), v)
	}
}

// TestMigrateV5Rules: a store of schema 5 (its rules not tied to the
// trail whole) opens with a rules.state entry vouching for its rules as
// they stand; one with no rules records that none was written; and one
// whose schema was set back to 5 over a trail that holds a digest is
// anchored to that entry again, not vouched for anew.
func TestMigrateV5Rules(t *testing.T) {
	cases := []struct {
		name      string
		rules     bool // a rule written (with its entry) before
		digested  bool // the entry carries the digest (schema 6 wrote it)
		wantKind  string
		wantEntry uint64
	}{
		{"no rules", false, false, "", 0},
		{"rules of schema 5", true, false, KindRulesState, 2},
		{"schema set back", true, true, KindRuleAdd, 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestStore(t)
			if tc.rules {
				mustUpdate(t, s, func(tx *Tx) error {
					_, err := addRuleEntry(tx, fx36sRule("r1", OutcomeRefuse, "cat /x/secrets.env"))
					return err
				})
			}
			rawUpdate(t, s.Path(), func(btx *bbolt.Tx) error {
				meta := btx.Bucket([]byte(bucketMeta))
				if !tc.digested {
					if err := meta.Delete([]byte(metaRulesEntry)); err != nil {
						return err
					}
				}
				return meta.Put([]byte(metaSchema), []byte("5"))
			})
			if !tc.digested && tc.rules {
				stripDigests(t, s.Path())
			}
			mustView(t, s, func(tx *Tx) error {
				seq, ok := tx.RulesEntry()
				if !ok || seq != tc.wantEntry {
					t.Errorf("rules entry = %d, %v; want %d", seq, ok, tc.wantEntry)
				}
				if seq > 0 {
					e, err := tx.AuditAt(seq)
					if err != nil || e.Kind != tc.wantKind || e.Rules == "" {
						t.Errorf("entry %d = %+v, %v; want %s with a digest", seq, e, err, tc.wantKind)
					}
				}
				why, err := tx.RulesUnvouched()
				if why != "" || err != nil {
					t.Errorf("after the migration: %q, %v; want vouched for", why, err)
				}
				return nil
			})
			checkStore(t, s)
		})
	}
}

// stripDigests rewrites the trail as schema 5 wrote it: no entry carries
// the rules' digest (each entry's hash made again, and the head).
func stripDigests(t *testing.T, path string) {
	t.Helper()
	rawUpdate(t, path, func(btx *bbolt.Tx) error {
		b := btx.Bucket([]byte(bucketAudit))
		var entries []AuditEntry
		err := b.ForEach(func(_, v []byte) error {
			var e AuditEntry
			err := json.Unmarshal(v, &e)
			entries = append(entries, e)
			return err
		})
		if err != nil {
			return err
		}
		prev := ""
		var head AuditHead
		for _, e := range entries {
			e.Rules, e.Prev = "", prev
			e.Hash = SumAudit(e)
			prev = e.Hash
			head = AuditHead{Seq: e.Seq, Hash: e.Hash}
			nv, _ := encode(e)
			if err := b.Put(seqKey(e.Seq), nv); err != nil {
				return err
			}
		}
		hv, _ := json.Marshal(head)
		return btx.Bucket([]byte(bucketMeta)).Put([]byte(metaAuditHead), hv)
	})
}
