package store

import (
	"encoding/json"
	"fmt"
	"slices"
)

// KindRuleChange is the kind of the entry a policy file's apply writes
// when it changes a rule's fields.
const KindRuleChange = "rule.change"

// A rule's record can be written by anyone who can write the file; the
// audit entry that wrote it cannot be made without breaking the chain
// (short of recomputing it, which only a head kept elsewhere shows). So
// every entry of a kind that writes or approves a rule (rule.add,
// rule.change, rule.approve, and audit.carry, which holds a rule as a cut
// entry wrote it) whose data names the rule ({"rule": {"id":
// …}}) is indexed by [Tx.AppendAudit] under the rule's ID, and
// [Tx.RuleEntry] finds it: whoever loads the rules can check that each one
// is as its entry says.

// attestKinds are the kinds of the entries that write or approve a rule.
func attestKinds() []string {
	return []string{KindRuleAdd, KindRuleChange, KindRuleApprove, KindAuditCarry}
}

// ruleIDOf returns the ID of the rule an entry's data names, or "".
func ruleIDOf(kind string, data json.RawMessage) string {
	if !slices.Contains(attestKinds(), kind) || len(data) == 0 {
		return ""
	}
	var v struct {
		Rule *struct {
			ID string `json:"id"`
		} `json:"rule"`
	}
	if json.Unmarshal(data, &v) != nil || v.Rule == nil {
		return ""
	}
	return v.Rule.ID
}

// indexRuleEntry records e as the last entry that wrote or approved the
// rule its data names, if it is such an entry.
func (tx *Tx) indexRuleEntry(e AuditEntry) error {
	id := ruleIDOf(e.Kind, e.Data)
	if id == "" {
		return nil
	}
	b, err := tx.writeBucket(bucketRuleAudit)
	if err != nil {
		return fmt.Errorf("index audit entry %d: %w", e.Seq, err)
	}
	if err := b.Put([]byte(id), seqKey(e.Seq)); err != nil {
		return fmt.Errorf("index audit entry %d: %w", e.Seq, err)
	}
	return nil
}

// indexRuleEntries builds the index from the whole trail (the migration
// to schema version 3).
func (tx *Tx) indexRuleEntries() error {
	return tx.EachAudit(0, tx.indexRuleEntry)
}

// RuleEntrySeq returns the seq of the last audit entry that wrote or
// approved the rule with this ID, as the index says, without reading the
// entry (0 when none): a reader that checked that entry before can tell
// whether it is still the one.
func (tx *Tx) RuleEntrySeq(id string) uint64 {
	if b := tx.bucket(bucketRuleAudit); b != nil {
		return seqOf(b.Get([]byte(id)))
	}
	return 0
}

// RuleEntry returns the last audit entry that wrote or approved the rule
// with this ID (of kind rule.add, rule.change or rule.approve). A rule no
// entry wrote gives [ErrNotFound]; an entry that is not as its hash says,
// or not where the index says, gives an [*AuditError].
func (tx *Tx) RuleEntry(id string) (AuditEntry, error) {
	b := tx.bucket(bucketRuleAudit)
	var key []byte
	if b != nil {
		key = b.Get([]byte(id))
	}
	if key == nil {
		return AuditEntry{}, fmt.Errorf("the audit entry that wrote rule %s: %w", id, ErrNotFound)
	}
	seq := seqOf(key)
	var raw []byte
	if audit := tx.bucket(bucketAudit); audit != nil {
		raw = audit.Get(seqKey(seq))
	}
	if raw == nil {
		return AuditEntry{}, &AuditError{Seq: seq, Problem: AuditMissing,
			Detail: fmt.Sprintf("rule %s was written by entry %d, which does not exist", id, seq)}
	}
	e, err := tx.decodeAudit(seq, raw)
	switch {
	case err != nil:
		return AuditEntry{}, err
	case e.Seq != seq:
		return AuditEntry{}, &AuditError{Seq: seq, Problem: AuditMisplaced,
			Detail: fmt.Sprintf("the entry stored as %d says it is entry %d", seq, e.Seq)}
	case SumAudit(e) != e.Hash:
		return AuditEntry{}, &AuditError{Seq: seq, Problem: AuditEdited,
			Detail: fmt.Sprintf("entry %d (%s) does not match its hash: it was changed after it was written", seq, e.Kind)}
	case ruleIDOf(e.Kind, e.Data) != id:
		return AuditEntry{}, &AuditError{Seq: seq, Problem: AuditIndexMismatch,
			Detail: fmt.Sprintf("entry %d (%s) does not write rule %s", seq, e.Kind, id)}
	}
	return e, nil
}
