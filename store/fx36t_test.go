package store

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	bbolt "go.etcd.io/bbolt"
)

// fx36tStore makes a store with refuse r1 and allow r2, each with its
// rule.add entry, and n evaluate entries after them.
func fx36tStore(t *testing.T, n int) *Store {
	t.Helper()
	s := newTestStore(t)
	mustUpdate(t, s, func(tx *Tx) error {
		if _, err := addRuleEntry(tx, fx36sRule("r1", OutcomeRefuse, "cat /x/secrets.env")); err != nil {
			return err
		}
		_, err := addRuleEntry(tx, fx36sRule("r2", OutcomeAllow, "ls /x"))
		return err
	})
	data, _ := json.Marshal(map[string]string{"command": strings.Repeat("ls /x/y ", 60)})
	for range n {
		mustUpdate(t, s, func(tx *Tx) error {
			_, err := tx.AppendAudit(AuditEntry{Kind: KindEvaluate, Actor: "a1", Data: data})
			return err
		})
	}
	return s
}

// emptyLeaves sets the count of every leaf page under the audit bucket's
// root to zero in the file, as an editor that deletes entries in place
// leaves them: a branch page over empty leaves, which bbolt itself never
// writes.
func emptyLeaves(t *testing.T, path string) {
	t.Helper()
	var root uint64
	var pageSize int
	db, err := bbolt.Open(path, 0o600, &bbolt.Options{Timeout: time.Second, ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	pageSize = db.Info().PageSize
	_ = db.View(func(btx *bbolt.Tx) error {
		root = uint64(btx.Bucket([]byte(bucketAudit)).Root())
		return nil
	})
	_ = db.Close()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	off := int(root) * pageSize
	if flags := binary.LittleEndian.Uint16(raw[off+8:]); flags&0x01 == 0 {
		t.Fatalf("the audit bucket's root page %d is no branch page (flags %#x): too few entries", root, flags)
	}
	count := int(binary.LittleEndian.Uint16(raw[off+10:]))
	for i := range count {
		leaf := int(binary.LittleEndian.Uint64(raw[off+16+i*16+8:]))
		binary.LittleEndian.PutUint16(raw[leaf*pageSize+10:], 0)
	}
	if err := os.WriteFile(path, raw, 0o600); err != nil {
		t.Fatal(err)
	}
}

// TestEmptiedAuditPagesEnd: a store whose schema was set back to 5 and
// whose audit entries were deleted in place, leaving empty leaf pages,
// opens with an error at once (the trail is missing), not a walk that
// never ends (rt36s M1: bbolt's Cursor.Last loops on such a bucket, and
// the migration's walk of the trail spun at full CPU in every process).
func TestEmptiedAuditPagesEnd(t *testing.T) {
	s := fx36tStore(t, 40)
	rawUpdate(t, s.Path(), func(btx *bbolt.Tx) error {
		return btx.Bucket([]byte(bucketMeta)).Put([]byte(metaSchema), []byte("5"))
	})
	emptyLeaves(t, s.Path())
	done := make(chan error, 1)
	go func() { done <- s.View(func(*Tx) error { return nil }) }()
	select {
	case err := <-done:
		if !errors.Is(err, ErrAuditBroken) || !strings.Contains(err.Error(), "missing") {
			t.Errorf("open = %v; want the trail broken, its entries missing", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the open did not end within 10s")
	}
}

// TestMigrationRefusesBrokenTrail: the migration to schema 6 vouches for
// the rules as they stand only over a trail that holds whole. With the
// schema set back and the audit bucket emptied (or the entries carrying
// the rules' digest removed), it would otherwise mint a rules.state entry
// for rules an agent loosened; it fails instead, and writes nothing.
func TestMigrationRefusesBrokenTrail(t *testing.T) {
	for _, tc := range []struct {
		name string
		drop func(seq uint64) bool
	}{
		{"audit bucket emptied", func(uint64) bool { return true }},
		{"digest entries removed", func(seq uint64) bool { return seq <= 2 }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := fx36tStore(t, 3)
			rawUpdate(t, s.Path(), func(btx *bbolt.Tx) error {
				meta := btx.Bucket([]byte(bucketMeta))
				if err := meta.Put([]byte(metaSchema), []byte("5")); err != nil {
					return err
				}
				if err := meta.Delete([]byte(metaRulesEntry)); err != nil {
					return err
				}
				for _, b := range []string{bucketRules, bucketRuleAudit} {
					if err := btx.Bucket([]byte(b)).Delete([]byte("r1")); err != nil {
						return err
					}
				}
				if err := btx.Bucket([]byte(bucketRuleOrder)).Put([]byte(orderKey), []byte(`["r2"]`)); err != nil {
					return err
				}
				audit := btx.Bucket([]byte(bucketAudit))
				for seq := uint64(1); seq <= 5; seq++ {
					if tc.drop(seq) {
						if err := audit.Delete(seqKey(seq)); err != nil {
							return err
						}
					}
				}
				return nil
			})
			err := s.View(func(*Tx) error { return nil })
			if !errors.Is(err, ErrAuditBroken) || !strings.Contains(err.Error(), "cannot be vouched for") {
				t.Errorf("open = %v; want the rules not vouched for over a broken trail", err)
			}
			rawView(t, s.Path(), func(btx *bbolt.Tx) error {
				if v := btx.Bucket([]byte(bucketMeta)).Get([]byte(metaSchema)); string(v) != "5" {
					t.Errorf("schema = %q after the refused migration; want 5", v)
				}
				return nil
			})
		})
	}
}

// TestVouchingEntryTransplanted: an entry that vouches for loosened
// rules, written by ozdesk in another store (its prev that store's) and
// put in as the next entry with the head and rules.entry naming it, has
// a correct hash and digest; it does not link to the entry before it
// (rt36s H1).
func TestVouchingEntryTransplanted(t *testing.T) {
	for _, tc := range []struct {
		name   string
		linked bool
		want   string
	}{
		{"from another store", false, "does not link to the entry before it"},
		{"linked (a writer who hashes)", true, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := fx36tStore(t, 2)
			rawUpdate(t, s.Path(), func(btx *bbolt.Tx) error {
				for _, b := range []string{bucketRules, bucketRuleAudit} {
					if err := btx.Bucket([]byte(b)).Delete([]byte("r1")); err != nil {
						return err
					}
				}
				if err := btx.Bucket([]byte(bucketRuleOrder)).Put([]byte(orderKey), []byte(`["r2"]`)); err != nil {
					return err
				}
				meta := btx.Bucket([]byte(bucketMeta))
				var head AuditHead
				if err := json.Unmarshal(meta.Get([]byte(metaAuditHead)), &head); err != nil {
					return err
				}
				var r2 Rule
				if err := json.Unmarshal(btx.Bucket([]byte(bucketRules)).Get([]byte("r2")), &r2); err != nil {
					return err
				}
				d, err := DigestRules([]Rule{r2}, nil)
				if err != nil {
					return err
				}
				e := AuditEntry{Seq: head.Seq + 1, Kind: KindRulesState, Actor: "ozdesk", Time: time.Now().UTC(),
					Data: json.RawMessage(`{"rules":1}`), Rules: d, Prev: strings.Repeat("ab", 32)}
				if tc.linked {
					e.Prev = head.Hash
				}
				e.Hash = SumAudit(e)
				v, _ := encode(e)
				if err := btx.Bucket([]byte(bucketAudit)).Put(seqKey(e.Seq), v); err != nil {
					return err
				}
				hv, _ := json.Marshal(AuditHead{Seq: e.Seq, Hash: e.Hash})
				if err := meta.Put([]byte(metaAuditHead), hv); err != nil {
					return err
				}
				return meta.Put([]byte(metaRulesEntry), seqKey(e.Seq))
			})
			var why string
			mustView(t, s, func(tx *Tx) (err error) { why, err = tx.RulesUnvouched(); return err })
			if tc.want == "" && why != "" || !strings.Contains(why, tc.want) {
				t.Errorf("why = %q; want %q", why, tc.want)
			}
		})
	}
}

// rawView reads the store file with bbolt alone.
func rawView(t *testing.T, path string, fn func(*bbolt.Tx) error) {
	t.Helper()
	db, err := bbolt.Open(path, 0o600, &bbolt.Options{Timeout: time.Second, ReadOnly: true})
	if err != nil {
		t.Fatalf("raw open: %v", err)
	}
	defer func() { _ = db.Close() }()
	if err := db.View(fn); err != nil {
		t.Fatalf("raw view: %v", err)
	}
}
