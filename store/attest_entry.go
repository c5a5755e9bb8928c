package store

import (
	"encoding/json"
	"fmt"
)

// Decisions and settings are tied to the trail as rules are (attest.go):
// a decision records the seq of the entry that wrote it
// ([Decision.Entry]), and the settings record the seq of the "setting"
// entry that wrote them ([Tx.SettingsEntry]); the store also keeps the
// seq of the last "setting" entry appended ([Tx.LatestSettingsEntry]).
// A reader finds that one entry with [Tx.AuditAt], which checks it
// against its hash, and compares: a record written around ozdesk (an
// agent that reached an etcd member opened to strangers) has no such
// entry, and a reader that checks acts on no such record.

// AuditAt returns audit entry seq, checked: it must exist, be stored
// under its seq, match its hash, and be in the chain (not past its head).
// Else the error is an [*AuditError].
func (tx *Tx) AuditAt(seq uint64) (AuditEntry, error) {
	var raw []byte
	if audit := tx.bucket(bucketAudit); audit != nil && seq > 0 {
		raw = audit.Get(seqKey(seq))
	}
	if raw == nil {
		return AuditEntry{}, &AuditError{Seq: seq, Problem: AuditMissing,
			Detail: fmt.Sprintf("entry %d does not exist", seq)}
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
	}
	head, err := tx.auditHead()
	if err != nil {
		return AuditEntry{}, err
	}
	if seq > head.Seq {
		return AuditEntry{}, &AuditError{Seq: seq, Problem: AuditMisplaced,
			Detail: fmt.Sprintf("entry %d is past the trail's head %d: it was put there around ozdesk", seq, head.Seq)}
	}
	return e, nil
}

// IndexSettingsEntry records e as the last "setting" entry, if it is one
// (appending one does; a reader checking a store written before that
// records the one it found, see [Tx.LatestSettingsEntry]).
func (tx *Tx) IndexSettingsEntry(e AuditEntry) error {
	if e.Kind != KindSetting {
		return nil
	}
	b, err := tx.writeBucket(bucketMeta)
	if err != nil {
		return fmt.Errorf("index audit entry %d: %w", e.Seq, err)
	}
	if err := b.Put([]byte(metaSettingsEntry), seqKey(e.Seq)); err != nil {
		return fmt.Errorf("index audit entry %d: %w", e.Seq, err)
	}
	return nil
}

// LatestSettingsEntry returns the seq of the last "setting" entry
// appended, as the store keeps it (0 when none was, or in a store made
// before it kept it).
func (tx *Tx) LatestSettingsEntry() uint64 {
	if b := tx.bucket(bucketMeta); b != nil {
		return seqOf(b.Get([]byte(metaSettingsEntry)))
	}
	return 0
}

// SettingsEntry returns the seq of the audit entry the stored settings
// name as the one that wrote them (0 when they name none), and whether
// settings are stored at all.
func (tx *Tx) SettingsEntry() (uint64, bool, error) {
	b := tx.bucket(bucketSettings)
	if b == nil {
		return 0, false, nil
	}
	raw := b.Get([]byte(settingsKey))
	if raw == nil {
		return 0, false, nil
	}
	var j settingsJSON
	if err := tx.decode("settings", []byte(settingsKey), raw, &j); err != nil {
		return 0, true, err
	}
	if j.Entry == nil {
		return 0, true, nil
	}
	return *j.Entry, true, nil
}

// carrySettings keeps the settings attested when e, the last "setting"
// entry, is cut: an [KindAuditCarry] entry holds the settings whole as e
// wrote them, the store keeps it as the last entry that wrote settings,
// and the settings name it if they named e.
func (tx *Tx) carrySettings(e AuditEntry) error {
	var d struct {
		New      json.RawMessage `json:"new"`
		Settings json.RawMessage `json:"settings"`
	}
	if err := json.Unmarshal(e.Data, &d); err != nil {
		return fmt.Errorf("carry the settings from entry %d: %w", e.Seq, err)
	}
	whole := d.Settings
	if len(whole) == 0 && len(d.New) > 0 && d.New[0] == '{' {
		whole = d.New
	}
	data, err := encode(carryData{Settings: whole, Carried: carriedFrom{Seq: e.Seq, Hash: e.Hash, Kind: e.Kind, Actor: e.Actor, Time: e.Time}})
	if err != nil {
		return fmt.Errorf("carry the settings: %w", err)
	}
	carry, err := tx.appendAudit(AuditEntry{Kind: KindAuditCarry, Actor: "ozdesk", Node: e.Node, Data: data})
	if err != nil {
		return err
	}
	b, err := tx.writeBucket(bucketMeta)
	if err != nil {
		return err
	}
	if err := b.Put([]byte(metaSettingsEntry), seqKey(carry.Seq)); err != nil {
		return fmt.Errorf("carry the settings: %w", err)
	}
	entry, present, err := tx.SettingsEntry()
	if err != nil || !present || entry != e.Seq {
		return err
	}
	set, err := tx.Settings()
	if err != nil {
		return err
	}
	return tx.PutSettingsAttested(set, carry.Seq)
}
