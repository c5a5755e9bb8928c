//go:build !ozdesk_adapters

package store

import (
	"encoding/json"
	"errors"
	"testing"
	"time"
)

// cutTrail writes n entries: evaluations, and at entries 5 and 7 the
// rule.add entries of an active rule r1 and of r2, retired later. It
// returns the trail as exported.
func cutTrail(t *testing.T, s *Store, n int) []AuditEntry {
	t.Helper()
	t0 := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
	mustUpdate(t, s, func(tx *Tx) error {
		for i := 1; i <= n; i++ {
			e := AuditEntry{Kind: KindEvaluate, Actor: "agent", Node: "n1", Time: t0.Add(time.Duration(i) * time.Second)}
			if i == 5 || i == 7 {
				r := Rule{ID: map[int]string{5: "r1", 7: "r2"}[i], Outcome: OutcomeRefuse, Pattern: "rm -rf /x", Reason: "no",
					Mode: ModeEnforce, Status: StatusActive}
				if i == 7 {
					r.Status = "retired"
				}
				if err := tx.InsertRule(r, Place{}); err != nil {
					return err
				}
				e.Kind, e.Actor = KindRuleAdd, "op"
				e.Data, _ = json.Marshal(map[string]any{"rule": r, "by": "op"})
			}
			if _, err := tx.AppendAudit(e); err != nil {
				return err
			}
		}
		return nil
	})
	var all []AuditEntry
	mustView(t, s, func(tx *Tx) (err error) { all, err = tx.AuditSince(0, 0); return err })
	if len(all) != n {
		t.Fatalf("%d entries, want %d", len(all), n)
	}
	return all
}

// conformAuditCut: a cut through an exported head removes the entries in
// steps under a budget of keys; stopped between steps (as a broker killed
// between them would be), the trail verifies from where it got to; the
// next step goes on from there, on another handle; at the end the trail
// starts after the cut, verifies, and the active rule is still attested.
func conformAuditCut(t *testing.T, b backend) {
	s := b.open(t)
	all := cutTrail(t, s, 120)
	export := all[:100]
	from, head, err := VerifyExport(export)
	if err != nil || from != (AuditHead{}) || head.Seq != 100 {
		t.Fatalf("export verifies = %+v..%+v, %v; want 0..100", from, head, err)
	}
	var start AuditEntry
	var origin string
	mustView(t, s, func(tx *Tx) (err error) { origin, err = tx.AuditOrigin(); return err })
	if origin != all[0].Hash {
		t.Fatalf("origin = %.8s, want entry 1's hash %.8s", origin, all[0].Hash)
	}
	mustUpdate(t, s, func(tx *Tx) (err error) {
		start, err = tx.StartAuditCut(AuditEntry{Actor: "op", Node: "n1"}, head)
		return err
	})
	if start.Kind != KindAuditCut || start.Seq != 121 {
		t.Fatalf("cut entry = %+v", start)
	}
	// One step, then a crash: a handle of its own, and nothing more.
	var step CutStep
	mustUpdate(t, b.again(t, s), func(tx *Tx) (err error) { step, err = tx.CutAudit(40); return err })
	if step.Done || step.Removed == 0 || step.Removed >= 100 {
		t.Fatalf("first step = %+v; want some entries and not done", step)
	}
	if got, err := s.VerifyAudit(); err != nil || got.Seq != 123 { // the cut, r1's carry, the rules' digest carried
		t.Fatalf("verify between steps = %+v, %v; want head 123", got, err)
	}
	steps := 1
	for !step.Done {
		mustUpdate(t, b.again(t, s), func(tx *Tx) (err error) { step, err = tx.CutAudit(40); return err })
		if steps++; steps > 100 {
			t.Fatal("the cut does not end")
		}
	}
	if step.Base != head {
		t.Fatalf("base after the cut = %+v, want %+v", step.Base, head)
	}
	got, err := s.VerifyAudit()
	if err != nil || got.Seq != 123 { // and the carries of r1 and of the rules' digest
		t.Fatalf("verify after the cut = %+v, %v; want head 123 (the cut, the carries)", got, err)
	}
	mustView(t, s, func(tx *Tx) error {
		rest, err := tx.AuditSince(0, 0)
		if err != nil {
			return err
		}
		if rest[0].Seq != 101 || rest[0].Prev != head.Hash {
			t.Errorf("the trail starts at %d (prev %.8s), want 101 after %.8s", rest[0].Seq, rest[0].Prev, head.Hash)
		}
		if f, _, err := VerifyExport(rest); err != nil || f != head {
			t.Errorf("the rest verifies from %+v, %v; want from %+v", f, err, head)
		}
		if es, err := tx.AuditRange(time.Time{}, time.Time{}); err != nil || len(es) != len(rest) {
			t.Errorf("time index: %d entries, %v; want %d", len(es), err, len(rest))
		}
		carry, err := tx.RuleEntry("r1")
		if err != nil || carry.Kind != KindAuditCarry {
			t.Fatalf("r1 attested by %+v, %v; want its carry", carry, err)
		}
		var d struct {
			Rule    json.RawMessage `json:"rule"`
			Carried struct{ Seq uint64 }
		}
		_ = json.Unmarshal(carry.Data, &d)
		var old struct {
			Rule json.RawMessage `json:"rule"`
		}
		_ = json.Unmarshal(all[4].Data, &old)
		if string(d.Rule) != string(old.Rule) || d.Carried.Seq != 5 {
			t.Errorf("carry holds %s from %d, want %s from 5", d.Rule, d.Carried.Seq, old.Rule)
		}
		if seq, _ := tx.RulesEntry(); seq != 123 {
			t.Errorf("the rules are vouched for by entry %d, want 123 (entry 7's digest carried)", seq)
		} else if why, err := tx.RulesUnvouched(); why != "" || err != nil {
			t.Errorf("the rules after the cut: %q, %v; want vouched for", why, err)
		}
		if _, err := tx.RuleEntry("r2"); !errors.Is(err, ErrNotFound) {
			t.Errorf("retired r2's entry: %v, want not found (not carried)", err)
		}
		if o, err := tx.AuditOrigin(); err != nil || o != origin {
			t.Errorf("origin after the cut = %.8s, %v; want entry 1's hash still", o, err)
		}
		base, err := tx.AuditBase()
		if err == nil && base != head {
			t.Errorf("base = %+v, want %+v", base, head)
		}
		return err
	})
	// Done: another step does nothing.
	mustUpdate(t, s, func(tx *Tx) (err error) { step, err = tx.CutAudit(40); return err })
	if !step.Done || step.Removed != 0 {
		t.Errorf("a step after the end = %+v", step)
	}
}

// conformAuditCutRefused: a cut needs the hash the trail holds at its end
// (an export's head), within the trail; its kinds are not appended by
// anyone else.
func conformAuditCutRefused(t *testing.T, b backend) {
	s := b.open(t)
	all := cutTrail(t, s, 20)
	for _, c := range []struct {
		name    string
		through AuditHead
	}{
		{"another hash", AuditHead{Seq: 10, Hash: all[10].Hash}},
		{"no hash", AuditHead{Seq: 10}},
		{"past the head", AuditHead{Seq: 21, Hash: all[19].Hash}},
		{"nothing", AuditHead{}},
	} {
		err := s.Update(func(tx *Tx) error {
			_, err := tx.StartAuditCut(AuditEntry{Actor: "op"}, c.through)
			return err
		})
		if !errors.Is(err, ErrCutRefused) {
			t.Errorf("%s: err = %v, want ErrCutRefused", c.name, err)
		}
	}
	for _, kind := range []string{KindAuditCut, KindAuditCarry} {
		err := s.Update(func(tx *Tx) error {
			_, err := tx.AppendAudit(AuditEntry{Kind: kind, Actor: "agent", Data: json.RawMessage(`{"through":{"seq":20}}`)})
			return err
		})
		if !errors.Is(err, ErrInvalid) {
			t.Errorf("append %s: err = %v, want ErrInvalid", kind, err)
		}
	}
	mustView(t, s, func(tx *Tx) error {
		base, err := tx.AuditBase()
		if err == nil && base.Seq != 0 {
			t.Errorf("base = %+v after refusals", base)
		}
		return err
	})
}

// conformAuditCutTampered: entries removed from the start of the trail
// by a writer of the store, with the base moved to match, show: no cut
// entry covers them.
func conformAuditCutTampered(t *testing.T, b backend) {
	for _, c := range []struct {
		name string
		cut  bool // a real cut through 10 first
	}{{"no cut", false}, {"past the cut", true}} {
		t.Run(c.name, func(t *testing.T) {
			s := b.open(t)
			all := cutTrail(t, s, 20)
			if c.cut {
				mustUpdate(t, s, func(tx *Tx) error {
					if _, err := tx.StartAuditCut(AuditEntry{Actor: "op"}, AuditHead{Seq: 10, Hash: all[9].Hash}); err != nil {
						return err
					}
					_, err := tx.CutAudit(1000)
					return err
				})
			}
			mustUpdate(t, s, func(tx *Tx) error {
				audit, index := tx.bucket(bucketAudit), tx.bucket(bucketAuditTime)
				base, _ := tx.AuditBase()
				for seq := base.Seq + 1; seq <= 15; seq++ {
					_ = audit.Delete(seqKey(seq))
					_ = index.Delete(timeKey(all[seq-1].Time, seq))
				}
				return tx.put(bucketMeta, "meta", []byte(metaAuditBase), AuditHead{Seq: 15, Hash: all[14].Hash})
			})
			_, err := s.VerifyAudit()
			var broken *AuditError
			if !errors.As(err, &broken) || broken.Problem != AuditCutMismatch {
				t.Fatalf("verify = %v, want a cut mismatch", err)
			}
			// leave an empty trail, which checkStore takes
			mustUpdate(t, s, func(tx *Tx) error {
				for _, name := range []string{bucketAudit, bucketAuditTime} {
					b := tx.bucket(name)
					var keys [][]byte
					_ = b.ForEach(func(k, _ []byte) error { keys = append(keys, append([]byte(nil), k...)); return nil })
					for _, k := range keys {
						if err := b.Delete(k); err != nil {
							return err
						}
					}
				}
				for _, k := range []string{metaAuditBase, metaAuditCut, metaAuditHead} {
					if err := tx.bucket(bucketMeta).Delete([]byte(k)); err != nil {
						return err
					}
				}
				return nil
			})
		})
	}
}

// conformAuditCutBudget: a cut at the backend's own budget commits every
// step (on etcd each within the cluster's bound on a transaction, and so
// in more than one step) and ends verifiable.
func conformAuditCutBudget(t *testing.T, b backend) {
	s := b.open(t)
	all := cutTrail(t, s, 400)
	head := AuditHead{Seq: 400, Hash: all[399].Hash}
	mustUpdate(t, s, func(tx *Tx) error {
		_, err := tx.StartAuditCut(AuditEntry{Actor: "op"}, head)
		return err
	})
	steps := 0
	for step := (CutStep{}); !step.Done; steps++ {
		mustUpdate(t, s, func(tx *Tx) (err error) { step, err = tx.CutAudit(s.CutBudget()); return err })
	}
	if s.etcd != nil && steps < 2 {
		t.Errorf("%d steps on etcd, want several", steps)
	}
	if got, err := s.VerifyAudit(); err != nil || got.Seq != 403 {
		t.Errorf("verify = %+v, %v; want head 403 (the cut, r1's carry, the rules' digest carried)", got, err)
	}
}
