package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// The audit trail grows with every evaluation. A cut removes its oldest
// entries once they were exported, and keeps the chain verifiable:
//
//   - the meta bucket records the base, the last entry cut (seq and
//     hash): the trail now starts after it, and its first entry's Prev
//     is the base's hash;
//   - a cut starts with an entry of its own ([KindAuditCut], written by
//     [Tx.StartAuditCut] and by nothing else) that records how far it
//     cuts ([AuditCut]); the meta bucket names the latest such entry, so
//     a base that no cut entry covers shows ([AuditCutMismatch]);
//   - the entries go in steps ([Tx.CutAudit]), each its own transaction
//     and under a budget of keys (an etcd transaction is bounded), each
//     moving the base: a cut stopped between steps leaves a trail that
//     verifies, from the base it reached, and the next cut finishes it;
//   - an entry that attests a rule in force (see [Tx.RuleEntry]) is not
//     lost with it: a step appends an [KindAuditCarry] entry holding the
//     rule as the cut entry wrote it, byte for byte, and the rule is then
//     attested by that entry.

// The kinds of the entries only a cut writes.
const (
	KindAuditCut   = "audit.cut"   // the trail's oldest entries are cut, through the entry it names
	KindAuditCarry = "audit.carry" // a rule's attesting entry was cut: the rule as it wrote it
)

// The meta keys of a cut.
const (
	metaAuditBase = "audit.base" // JSON AuditHead: the last entry cut; absent when none was
	metaAuditCut  = "audit.cut"  // JSON cutRecord: the latest cut entry
	// metaAuditOrigin is the hash of the trail's entry 1, kept by the
	// first cut: what the trail began with, once entry 1 is gone.
	metaAuditOrigin = "audit.origin"
)

// ErrCutRefused is returned by [Tx.StartAuditCut] for a cut that would lose
// an entry not exported, or one not in the trail.
var ErrCutRefused = errors.New("audit cut refused")

// AuditCut is the data of a cut's entry ([KindAuditCut]).
type AuditCut struct {
	From    AuditHead `json:"from"`    // the base before the cut (seq 0: none)
	Through AuditHead `json:"through"` // the last entry the cut removes
	// Proposal and ProposedBy name the four-eyes proposal a cut was
	// approved by, and its author (the entry's actor approved it).
	Proposal   string `json:"proposal,omitempty"`
	ProposedBy string `json:"proposed_by,omitempty"`
}

// cutRecord is the meta bucket's record of the latest cut entry.
type cutRecord struct {
	Entry uint64 `json:"entry"` // the cut entry's seq
	AuditCut
}

// CutStep is what one step of a cut did.
type CutStep struct {
	Base    AuditHead // the trail's base after the step
	Through AuditHead // where the cut ends
	Removed int       // entries removed by this step
	Carried int       // rules carried past it (see [KindAuditCarry])
	Done    bool      // the base reached Through
}

// AuditBase returns the trail's base: the last entry cut from it (zero
// when none was). The trail's first entry follows it.
func (tx *Tx) AuditBase() (AuditHead, error) {
	var base AuditHead
	_, err := tx.get(bucketMeta, "meta", []byte(metaAuditBase), &base)
	return base, err
}

// auditCutRecord reads the meta bucket's record of the latest cut.
func (tx *Tx) auditCutRecord() (cutRecord, bool, error) {
	var rec cutRecord
	ok, err := tx.get(bucketMeta, "meta", []byte(metaAuditCut), &rec)
	return rec, ok, err
}

// CheckAuditCut says whether a cut through the entry named by through
// may start now (see [Tx.StartAuditCut]), without starting it: it
// returns the trail's base, and whether an unfinished cut goes exactly
// through that entry already (unfinished).
func (tx *Tx) CheckAuditCut(through AuditHead) (base AuditHead, unfinished bool, err error) {
	base, err = tx.AuditBase()
	if err != nil {
		return base, false, err
	}
	// Over rules or settings changed around ozdesk, the entries that
	// wrote what was lost are the one record of it left in the store: a
	// cut would take them too (rt36s L1).
	if why, err := tx.RulesUnvouched(); err != nil {
		return base, false, err
	} else if why != "" {
		return base, false, fmt.Errorf("%w: %s; no cut is made over them, which would remove the entries that wrote what they were: check the store with 'ozdesk audit verify'", ErrRulesUnvouched, why)
	}
	head, err := tx.auditHead()
	if err != nil {
		return base, false, err
	}
	rec, started, err := tx.auditCutRecord()
	if err != nil {
		return base, false, err
	}
	switch {
	case through.Seq <= base.Seq:
		return base, false, fmt.Errorf("%w: the trail starts after entry %d already", ErrCutRefused, base.Seq)
	case through.Seq > head.Seq:
		return base, false, fmt.Errorf("%w: the trail ends at entry %d, before %d", ErrCutRefused, head.Seq, through.Seq)
	case started && rec.Through.Seq > through.Seq:
		return base, false, fmt.Errorf("%w: an unfinished cut goes through entry %d: cut through it or further", ErrCutRefused, rec.Through.Seq)
	}
	var at AuditEntry
	if ok, err := tx.get(bucketAudit, "audit entry", seqKey(through.Seq), &at); err != nil {
		return base, false, err
	} else if !ok {
		return base, false, fmt.Errorf("%w: entry %d is not in the trail", ErrCutRefused, through.Seq)
	}
	if at.Hash != through.Hash {
		// The refusal does not say the hash it wanted: a cut is proof of an
		// export only while the hash comes from one.
		return base, false, fmt.Errorf("%w: %.64q does not match entry %d's hash: export through entry %d ('ozdesk audit export --through %d -o FILE'), and give the head that export printed (or that 'ozdesk audit verify --file FILE' prints)", ErrCutRefused, through.Hash, through.Seq, through.Seq, through.Seq)
	}
	return base, started && rec.Through == through && base.Seq < rec.Through.Seq, nil
}

// UnfinishedAuditCut returns the cut started and not finished, if any:
// its proposal (under four eyes) is the one a resumed cut goes on with.
func (tx *Tx) UnfinishedAuditCut() (AuditCut, bool, error) {
	base, err := tx.AuditBase()
	if err != nil {
		return AuditCut{}, false, err
	}
	rec, started, err := tx.auditCutRecord()
	if err != nil || !started || base.Seq >= rec.Through.Seq {
		return AuditCut{}, false, err
	}
	return rec.AuditCut, true, nil
}

// StartAuditCut appends the entry of a cut through the entry named by
// through (whose hash must be the one the trail holds there: the head of
// an export, proving it was exported), with e's Actor, Node, Account and
// Time, and records it. It removes nothing: [Tx.CutAudit] does, in steps.
// A cut not finished is covered by a new one through as far or further.
func (tx *Tx) StartAuditCut(e AuditEntry, through AuditHead) (AuditEntry, error) {
	return tx.StartAuditCutVia(e, AuditCut{Through: through})
}

// StartAuditCutVia is [Tx.StartAuditCut] through cut.Through, recording
// cut.Proposal and cut.ProposedBy: the four-eyes proposal the cut was
// approved by (cut.From is the base now, whatever it says).
func (tx *Tx) StartAuditCutVia(e AuditEntry, cut AuditCut) (AuditEntry, error) {
	through := cut.Through
	base, _, err := tx.CheckAuditCut(through)
	if err != nil {
		return AuditEntry{}, err
	}
	if base.Seq == 0 {
		origin, err := tx.AuditOrigin()
		if err != nil {
			return AuditEntry{}, err
		}
		if err := tx.writeMeta(metaAuditOrigin, origin); err != nil {
			return AuditEntry{}, err
		}
	}
	cut.From = base
	if e.Data, err = json.Marshal(cut); err != nil {
		return AuditEntry{}, fmt.Errorf("start audit cut: %w", err)
	}
	e.Kind = KindAuditCut
	if e, err = tx.appendAudit(e); err != nil {
		return AuditEntry{}, err
	}
	if err := tx.put(bucketMeta, "meta", []byte(metaAuditCut), cutRecord{Entry: e.Seq, AuditCut: cut}); err != nil {
		return AuditEntry{}, err
	}
	return e, nil
}

// CutBudget is how many keys one step of a cut writes at most: under
// etcd's own default of 128 operations in a transaction (its
// --max-txn-ops), with room for the fence and the marker every commit
// adds, and far under its request size (a removal sends a key alone).
const CutBudget = 100

// CutBudgetFile is the same for a file store, whose transaction has no
// such bound: a step is then one fsync for thousands of entries.
const CutBudgetFile = 30000

// CutBudget is how many keys one step of a cut may write on this store's
// backend ([CutBudget] on etcd, [CutBudgetFile] on a file).
func (s *Store) CutBudget() int {
	if s.etcd != nil {
		return CutBudget
	}
	return CutBudgetFile
}

// Costs of a cut step, in keys written: an entry removed (itself, its
// chunks on etcd when it was written apart, and its time index key), a
// rule carried (the carry entry, its time index key,
// the rule index), a rule index key dropped, and the meta keys.
const (
	cutCostEntry = 3
	cutCostCarry = 3
	cutCostDrop  = 1
	cutCostMeta  = 3
)

// CutAudit takes one step of the started cut (see [Tx.StartAuditCut]):
// it removes the oldest entries up to the cut's end, writing at most
// budget keys (at least one entry goes), carries the rules they attest,
// and moves the base. A cut already done, or none started, does nothing
// (Done).
func (tx *Tx) CutAudit(budget int) (CutStep, error) {
	base, err := tx.AuditBase()
	if err != nil {
		return CutStep{}, err
	}
	rec, started, err := tx.auditCutRecord()
	if err != nil {
		return CutStep{}, err
	}
	step := CutStep{Base: base, Through: rec.Through}
	if !started || base.Seq >= rec.Through.Seq {
		step.Done = true
		return step, nil
	}
	audit, err := tx.writeBucket(bucketAudit)
	if err != nil {
		return step, fmt.Errorf("cut audit: %w", err)
	}
	index, err := tx.writeBucket(bucketAuditTime)
	if err != nil {
		return step, fmt.Errorf("cut audit: %w", err)
	}
	attests, err := tx.ruleIndexIn(base.Seq, rec.Through.Seq)
	if err != nil {
		return step, err
	}
	used := cutCostMeta
	settingsSeq, egressSeq := tx.LatestSettingsEntry(), tx.EgressEntry()
	rulesSeq, _ := tx.RulesEntry()
	for seq := base.Seq + 1; seq <= rec.Through.Seq; seq++ {
		id, attesting := attests[seq]
		cost := cutCostEntry
		if attesting || seq == settingsSeq || seq == egressSeq || seq == rulesSeq {
			cost += cutCostCarry
		}
		if step.Removed > 0 && used+cost > budget {
			break
		}
		raw := audit.Get(seqKey(seq))
		if raw == nil {
			return step, &AuditError{Seq: seq, Problem: AuditMissing, Detail: missing(seq, seq)}
		}
		var e AuditEntry
		if err := json.Unmarshal(raw, &e); err != nil {
			return step, &AuditError{Seq: seq, Problem: AuditEdited, Detail: fmt.Sprintf("entry %d does not decode: %v", seq, err)}
		}
		if e.Seq != seq || e.Prev != step.Base.Hash || SumAudit(e) != e.Hash {
			return step, &AuditError{Seq: seq, Problem: AuditEdited,
				Detail: fmt.Sprintf("entry %d does not follow the base (entry %d) as its hash says: not cut", seq, step.Base.Seq)}
		}
		if attesting {
			carried, err := tx.carryRule(id, e)
			if err != nil {
				return step, err
			}
			if carried {
				step.Carried++
			}
		}
		if seq == settingsSeq {
			if err := tx.carrySettings(e); err != nil {
				return step, err
			}
		}
		if seq == rulesSeq && e.Rules != "" {
			if err := tx.carryRulesState(e); err != nil {
				return step, err
			}
		}
		if seq == egressSeq {
			if err := tx.carryEgress(e); err != nil {
				return step, err
			}
		}
		if err := audit.Delete(seqKey(seq)); err != nil {
			return step, fmt.Errorf("cut audit entry %d: %w", seq, err)
		}
		if err := index.Delete(timeKey(e.Time, seq)); err != nil {
			return step, fmt.Errorf("cut audit entry %d: time index: %w", seq, err)
		}
		step.Base = AuditHead{Seq: e.Seq, Hash: e.Hash}
		step.Removed++
		used += cost
	}
	if err := tx.put(bucketMeta, "meta", []byte(metaAuditBase), step.Base); err != nil {
		return step, err
	}
	step.Done = step.Base.Seq >= rec.Through.Seq
	return step, nil
}

// ruleIndexIn returns the rule index's entries whose seq is in (from, to]:
// seq → rule ID.
func (tx *Tx) ruleIndexIn(from, to uint64) (map[uint64]string, error) {
	out := map[uint64]string{}
	b := tx.bucket(bucketRuleAudit)
	if b == nil {
		return out, nil
	}
	err := b.ForEach(func(k, v []byte) error {
		if seq := seqOf(v); seq > from && seq <= to {
			out[seq] = string(k)
		}
		return nil
	})
	return out, err
}

// carryRule keeps rule id attested when e, the entry that attests it, is
// cut: a rule in force (active or proposed) gets an [KindAuditCarry]
// entry holding the rule as e wrote it; any other loses its index key. It
// reports whether it carried.
func (tx *Tx) carryRule(id string, e AuditEntry) (bool, error) {
	r, err := tx.GetRule(id)
	live := err == nil && (r.Status == StatusActive || r.Status == StatusProposed)
	if err != nil && !errors.Is(err, ErrNotFound) {
		return false, err
	}
	if !live || ruleIDOf(e.Kind, e.Data) != id {
		b, err := tx.writeBucket(bucketRuleAudit)
		if err != nil {
			return false, err
		}
		return false, b.Delete([]byte(id))
	}
	var d struct {
		Rule json.RawMessage `json:"rule"`
	}
	if err := json.Unmarshal(e.Data, &d); err != nil {
		return false, fmt.Errorf("carry rule %s from entry %d: %w", id, e.Seq, err)
	}
	data, err := encode(carryData{Rule: d.Rule, Carried: carriedFrom{Seq: e.Seq, Hash: e.Hash, Kind: e.Kind, Actor: e.Actor, Time: e.Time}})
	if err != nil {
		return false, fmt.Errorf("carry rule %s: %w", id, err)
	}
	_, err = tx.appendAudit(AuditEntry{Kind: KindAuditCarry, Actor: "ozdesk", Node: e.Node, Data: data})
	return err == nil, err
}

// carryData is the data of a carry entry.
type carryData struct {
	Rule     json.RawMessage `json:"rule,omitempty"`     // as the cut entry wrote it
	Settings json.RawMessage `json:"settings,omitempty"` // the settings whole, as the cut entry wrote them
	Egress   json.RawMessage `json:"egress,omitempty"`   // the egress list whole, as the cut entry wrote it
	Carried  carriedFrom     `json:"carried"`            // the cut entry
}

// carriedFrom names the cut entry a carry entry stands for.
type carriedFrom struct {
	Seq   uint64    `json:"seq"`
	Hash  string    `json:"hash"`
	Kind  string    `json:"kind"`
	Actor string    `json:"actor,omitempty"`
	Time  time.Time `json:"time"`
}

// AuditOrigin returns the hash of the trail's entry 1, which tells one
// store from another: read from the entry while the trail holds it, and
// from the meta bucket once a cut removed it ("" for an empty trail).
func (tx *Tx) AuditOrigin() (string, error) {
	base, err := tx.AuditBase()
	if err != nil {
		return "", err
	}
	if base.Seq > 0 {
		var origin string
		_, err := tx.get(bucketMeta, "meta", []byte(metaAuditOrigin), &origin)
		return origin, err
	}
	var first AuditEntry
	_, err = tx.get(bucketAudit, "audit entry", seqKey(1), &first)
	return first.Hash, err
}

// writeMeta writes one JSON value in the meta bucket.
func (tx *Tx) writeMeta(key string, v any) error {
	return tx.put(bucketMeta, "meta", []byte(key), v)
}
