package store

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
)

// The rules in force are tied to the trail as a whole, not only rule by
// rule ([Tx.RuleEntry]): a rule's record checked against its own entry
// says nothing of a rule deleted, retired or reordered around ozdesk, or
// of one whose program word was changed (a reader that checks only the
// rules a command may meet never looks at it). So every audit entry a
// transaction appends after it wrote a rule or the order carries the
// digest of every stored rule, in order ([AuditEntry.Rules]), and the
// store keeps the seq of the last such entry (meta "rules.entry",
// [Tx.RulesEntry]). A reader checks the stored rules against that one
// entry ([Tx.RulesUnvouched]): one digest of all the rules, one entry
// read, whatever the length of the trail. The chain has no key, so this
// catches a store edited around ozdesk, not a writer who also appends an
// entry with a correct hash; nor a store whose rules and anchor were both
// put back to an older entry's (a rollback): 'ozdesk audit verify' walks
// the trail and finds that one.

// KindRulesState is the kind of an entry that vouches for the rules in
// force whole where no rule change did: written by the store alone, once,
// when a store made before the rules were tied to the trail is migrated
// (schema 6), so its rules as they stood then are the ones in force.
const KindRulesState = "rules.state"

// metaRulesEntry is the meta key of the seq of the last entry that
// vouches for the rules in force (8 bytes, big-endian; zero: no rule was
// ever written).
const metaRulesEntry = "rules.entry"

// rulesDomain starts the digest of the rules and settings in force
// (schema 7); rulesDomainV1 started schema 6's, of the rules alone.
const (
	rulesDomain   = "ozdesk rules and settings v2\n"
	rulesDomainV1 = "ozdesk rules v1\n"
)

// RulesDigest returns the digest of the rules and settings as stored
// ([DigestRules]).
func (tx *Tx) RulesDigest() (string, error) {
	rules, err := tx.Rules()
	if err != nil {
		return "", fmt.Errorf("digest of the rules: %w", err)
	}
	set, err := tx.storedSettings()
	if err != nil {
		return "", fmt.Errorf("digest of the rules: %w", err)
	}
	return DigestRules(rules, set)
}

// DigestRules returns the digest of rules, as [Tx.Rules] returns them,
// and of the settings as stored (nil: no settings record): the hex
// SHA-256 of every rule's record (its JSON, as the store writes it,
// without the hits and position it fills on reading), in order, then of
// the settings' values. Any change of a rule's fields, of its status, of
// the set or of the order changes it, and so does a setting changed, or
// the settings record removed or put in (rt36s H2).
func DigestRules(rules []Rule, set *Settings) (string, error) {
	h := sha256.New()
	h.Write([]byte(rulesDomain))
	if err := digestRuleRecords(h, rules); err != nil {
		return "", err
	}
	if err := digestSettings(h, set); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// digestRulesV1 is schema 6's digest of the rules alone, which the
// migration to schema 7 checks before it vouches for the rules and
// settings as they stand.
func digestRulesV1(rules []Rule) (string, error) {
	h := sha256.New()
	h.Write([]byte(rulesDomainV1))
	if err := digestRuleRecords(h, rules); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// digestRuleRecords writes the count of rules and each rule's record to h.
func digestRuleRecords(h hash.Hash, rules []Rule) error {
	h.Write(binary.AppendUvarint(nil, uint64(len(rules))))
	for _, r := range rules {
		r.Hits, r.Position = 0, 0
		b, err := encode(r)
		if err != nil {
			return fmt.Errorf("digest of rule %s: %w", r.ID, err)
		}
		writeField(h, b)
	}
	return nil
}

// RulesEntry returns the seq of the last audit entry that vouches for
// the rules in force, as the store keeps it, and whether the store keeps
// one (a store of schema 6 always does; zero when no rule was ever
// written).
func (tx *Tx) RulesEntry() (uint64, bool) {
	if b := tx.bucket(bucketMeta); b != nil {
		if v := b.Get([]byte(metaRulesEntry)); len(v) == 8 {
			return seqOf(v), true
		}
	}
	return 0, false
}

// putRulesEntry records seq as the last entry that vouches for the rules
// in force.
func (tx *Tx) putRulesEntry(seq uint64) error {
	b, err := tx.writeBucket(bucketMeta)
	if err != nil {
		return fmt.Errorf("index rules entry %d: %w", seq, err)
	}
	if err := b.Put([]byte(metaRulesEntry), seqKey(seq)); err != nil {
		return fmt.Errorf("index rules entry %d: %w", seq, err)
	}
	return nil
}

// indexRulesState records e as the last entry that vouches for the rules
// in force, if it carries their digest.
func (tx *Tx) indexRulesState(e AuditEntry) error {
	if e.Rules == "" {
		return nil
	}
	if err := tx.putRulesEntry(e.Seq); err != nil {
		return err
	}
	tx.rulesDirty = false
	return nil
}

// RulesUnvouched is [Tx.RulesUnvouchedOf] of the rules as stored.
func (tx *Tx) RulesUnvouched() (string, error) {
	if tx.rulesDirty {
		return "", nil
	}
	rules, err := tx.Rules()
	if err != nil {
		return "", err
	}
	return tx.RulesUnvouchedOf(rules)
}

// RulesUnvouchedOf says why the rules and settings as stored are not
// those in force the trail vouches for ("" when they are): the store
// names no entry, the entry it names does not hold (edited, missing, past
// the head) or holds no digest, or the digest of the stored rules and
// settings is not the one it holds. A write transaction that changed the
// rules or settings and has not yet appended the entry that vouches for
// them is not checked: the change is its own. The answer costs one
// digest of the stored rules and settings and one entry read. rules
// must be the rules as [Tx.Rules] returned them in tx (a caller that read
// them already saves a second read).
func (tx *Tx) RulesUnvouchedOf(rules []Rule) (string, error) {
	if tx.rulesDirty {
		return "", nil
	}
	seq, ok := tx.RulesEntry()
	if !ok {
		return "the store names no audit entry that vouches for them: its record of it was removed around ozdesk", nil
	}
	set, err := tx.storedSettings()
	if err != nil {
		return "", err
	}
	if seq == 0 {
		switch {
		case len(rules) > 0:
			return fmt.Sprintf("the store holds %d rule(s), but says no rule was ever written: they were put there around ozdesk", len(rules)), nil
		case set != nil:
			return "the store holds settings, but says no rule or setting was ever written: they were put there around ozdesk", nil
		}
		return "", nil
	}
	e, err := tx.AuditAt(seq)
	var broken *AuditError
	switch {
	case errors.As(err, &broken):
		return "the audit entry that vouches for them does not hold: " + broken.Detail, nil
	case err != nil:
		return "", err
	case e.Rules == "":
		return fmt.Sprintf("audit entry %d (%s), which the store names as vouching for them, holds no digest of them", seq, e.Kind), nil
	}
	if why, err := tx.unlinked(e); why != "" || err != nil {
		return why, err
	}
	d, err := DigestRules(rules, set)
	if err != nil {
		return "", err
	}
	if d != e.Rules {
		return fmt.Sprintf("they are not as audit entry %d (%s) left them: a rule, its status or their order, or the settings, were changed, added or removed around ozdesk", seq, e.Kind), nil
	}
	return "", nil
}

// unlinked says why e does not follow the entry before it in the trail
// ("" when it does): its prev must be that entry's hash, or the cut
// base's when the entry before was cut. An entry checked only against
// its own hash could be one ozdesk wrote in another store (a scratch
// store's migration vouching for loosened rules, rt36s H1) and copied in
// as the next entry: one more read finds it.
func (tx *Tx) unlinked(e AuditEntry) (string, error) {
	base, err := tx.AuditBase()
	if err != nil {
		return "", fmt.Errorf("link of audit entry %d: %w", e.Seq, err)
	}
	want := base.Hash
	switch {
	case e.Seq <= base.Seq:
		return fmt.Sprintf("audit entry %d (%s), which the store names as vouching for them, was cut from the trail", e.Seq, e.Kind), nil
	case e.Seq-1 > base.Seq:
		before, err := tx.AuditAt(e.Seq - 1)
		var broken *AuditError
		switch {
		case errors.As(err, &broken):
			return fmt.Sprintf("the audit entry before entry %d (%s), which vouches for them, does not hold: %s", e.Seq, e.Kind, broken.Detail), nil
		case err != nil:
			return "", fmt.Errorf("link of audit entry %d: %w", e.Seq, err)
		}
		want = before.Hash
	}
	if e.Prev != want {
		return fmt.Sprintf("audit entry %d (%s), which vouches for them, does not link to the entry before it: it was written in another store and copied in around ozdesk", e.Seq, e.Kind), nil
	}
	return "", nil
}

// ruleCount counts the stored rules' records.
func (tx *Tx) ruleCount() (int, error) {
	order, err := tx.ruleOrder()
	if err != nil {
		return 0, err
	}
	n := len(order)
	if b := tx.bucket(bucketRules); b != nil {
		c := b.Cursor()
		n = 0
		for k, _ := c.First(); k != nil; k, _ = c.Next() {
			n++
		}
	}
	return max(n, len(order)), nil
}

// LastRulesEntry walks the trail back from its head and returns the seq
// of the last entry that carries the rules' digest (0 when none does):
// what the store's record of it should name. It reads the whole trail
// when no entry does; verification and the migration use it, not the
// hot path.
func (tx *Tx) LastRulesEntry() (uint64, error) {
	b := tx.bucket(bucketAudit)
	if b == nil {
		return 0, nil
	}
	c := b.Cursor()
	for k, v := c.Last(); k != nil; k, v = c.Prev() {
		e, err := tx.decodeAudit(seqOf(k), v)
		if err != nil {
			return 0, err
		}
		if e.Rules != "" {
			return e.Seq, nil
		}
	}
	return 0, nil
}

// migrateRulesEntry ties the rules in force to the trail (the migration
// to schema 6). A trail that already holds an entry with the rules'
// digest (a store whose schema was set back around ozdesk) is anchored
// to its last such entry, so the rules are checked against it; a store
// with no rules and no such entry records that none was written;
// otherwise a [KindRulesState] entry vouches for the rules as they stand
// (each is still checked against the entry that wrote it).
func (tx *Tx) migrateRulesEntry() error {
	last, err := tx.LastRulesEntry()
	if err != nil {
		return err
	}
	if last != 0 {
		return tx.putRulesEntry(last)
	}
	n, err := tx.ruleCount()
	if err != nil {
		return err
	}
	if n == 0 {
		return tx.putRulesEntry(0)
	}
	// Rules vouched for as they stand must be vouched for by the trail
	// they stand in, whole: a trail with a gap, an edited entry or a head
	// that names entries it lacks (its digest-bearing entries removed, or
	// the audit bucket emptied, with the schema set back: rt36s M1) could
	// hide the rule changes that would contradict them. The walk is the
	// migration's, once.
	if _, err := tx.VerifyAudit(); err != nil {
		return fmt.Errorf("the store's %d rule(s) cannot be vouched for as they stand: the audit trail they stand in does not hold: %w", n, err)
	}
	tx.rulesDirty = true
	data, err := encode(map[string]any{"rules": n, "why": "the store was made before its rules were tied to the trail: they are vouched for as they stand"})
	if err != nil {
		return err
	}
	_, err = tx.appendAudit(AuditEntry{Kind: KindRulesState, Actor: "ozdesk", Data: data})
	return err
}

// carryRulesState keeps the rules in force vouched for when e, the last
// entry that did, is cut: an [KindAuditCarry] entry carries e's digest
// (not the stored rules': rules changed around ozdesk stay so), and the
// store names it from then on.
func (tx *Tx) carryRulesState(e AuditEntry) error {
	data, err := encode(carryData{Carried: carriedFrom{Seq: e.Seq, Hash: e.Hash, Kind: e.Kind, Actor: e.Actor, Time: e.Time}})
	if err != nil {
		return fmt.Errorf("carry the rules' digest: %w", err)
	}
	_, err = tx.appendAudit(AuditEntry{Kind: KindAuditCarry, Actor: "ozdesk", Node: e.Node, Data: data, Rules: e.Rules})
	return err
}

// ErrRulesUnvouched is returned by the append of an audit entry that
// would vouch for rules the trail did not vouch for before the
// transaction changed them: a rule change written over rules edited
// around ozdesk would make those edits look like the operator's. Nothing
// is written; the store is mended first ('ozdesk audit verify' says
// what differs).
var ErrRulesUnvouched = errors.New("the rules in force are not as the audit trail vouches for them")

// noteRulesChange is called before the transaction's first change of the
// rules: it notes whether the rules it found were those the trail
// vouches for (see [ErrRulesUnvouched]).
func (tx *Tx) noteRulesChange() error {
	if tx.rulesChanged {
		return nil
	}
	why, err := tx.RulesUnvouched()
	if err != nil {
		return err
	}
	tx.rulesChanged, tx.rulesBefore = true, why
	return nil
}

// stampRules fills e's digest of the rules when the transaction changed
// them since its last entry, and refuses to when the rules it started
// from were not vouched for ([ErrRulesUnvouched]).
func (tx *Tx) stampRules(e *AuditEntry) error {
	if !tx.rulesDirty {
		return nil
	}
	if tx.rulesBefore != "" {
		return fmt.Errorf("%w: %s; no rule change is written over them: check the store with 'ozdesk audit verify'", ErrRulesUnvouched, tx.rulesBefore)
	}
	d, err := tx.RulesDigest()
	if err != nil {
		return err
	}
	e.Rules = d
	return nil
}
