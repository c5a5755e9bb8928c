package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash"
)

// The settings are in force with the rules, so the digest that ties the
// rules to the trail ([DigestRules]) covers them too (schema 7): a
// settings record deleted, put in or edited around ozdesk makes the
// stored state differ from the one the last vouching entry left, and
// every evaluation fails closed as for a rule edited. Before, a settings
// record deleted together with the store's record of its "setting"
// entry read as settings never set: the built-in fallback allow applied
// where the operator had set ask (rt36s H2). The check stays one digest
// and one entry read: nothing walks the trail per read.
//
// What the digest covers is the settings' values and whether a record
// is stored, not the seq of the entry the record names: that is checked
// against the trail on its own (queue's settings proof), and a record
// rewritten to name another entry with the same values (a cut's carry,
// a store written before records named their entry) changes nothing in
// force.

// storedSettings returns the settings as stored, or nil when no settings
// record is stored.
func (tx *Tx) storedSettings() (*Settings, error) {
	if b := tx.bucket(bucketSettings); b == nil || b.Get([]byte(settingsKey)) == nil {
		return nil, nil
	}
	set, err := tx.Settings()
	if err != nil {
		return nil, fmt.Errorf("digest of the settings: %w", err)
	}
	return &set, nil
}

// digestSettings writes the settings' values to h, or an empty field
// when no record is stored (set nil).
func digestSettings(h hash.Hash, set *Settings) error {
	if set == nil {
		writeField(h, nil)
		return nil
	}
	b, err := encode(*set)
	if err != nil {
		return fmt.Errorf("digest of the settings: %w", err)
	}
	writeField(h, b)
	return nil
}

// noteSettingsChange is called before settings s are written: when they
// differ from the stored ones (or none are stored), the change is noted
// as a rule change is ([Tx.noteRulesChange]), and the next entry the
// transaction appends vouches for the settings with the rules. It
// reports whether they differ.
//
// Settings written whole over settings changed around ozdesk launder
// nothing: they replace the record, and the operator's setting them
// again is how settings are mended. So when only the settings differ
// from what the vouching entry left (the stored rules match it with the
// settings the trail holds), the change is not refused; over rules
// changed around ozdesk it is ([ErrRulesUnvouched]).
func (tx *Tx) noteSettingsChange(s Settings) (bool, error) {
	cur, err := tx.storedSettings()
	if err == nil && cur != nil && *cur == s {
		return false, nil
	}
	if tx.rulesChanged {
		return true, nil
	}
	why, err := tx.RulesUnvouched()
	if err != nil {
		return false, err
	}
	if why != "" {
		if ok, err := tx.rulesVouchedAlone(); err != nil {
			return false, err
		} else if ok {
			why = ""
		}
	}
	tx.rulesChanged, tx.rulesBefore = true, why
	return true, nil
}

// rulesVouchedAlone reports whether the stored rules are those the
// vouching entry left, with settings the trail holds in place of the
// stored ones: none, those of the last "setting" entry, or those of the
// vouching entry itself (a setting entry or a cut's carry).
func (tx *Tx) rulesVouchedAlone() (bool, error) {
	rules, err := tx.Rules()
	if err != nil {
		return false, err
	}
	seq, ok := tx.RulesEntry()
	switch {
	case !ok:
		return false, nil
	case seq == 0:
		return len(rules) == 0, nil
	}
	e, err := tx.AuditAt(seq)
	if err != nil || e.Rules == "" {
		return false, nil
	}
	if why, err := tx.unlinked(e); why != "" || err != nil {
		return false, err
	}
	candidates := []*Settings{nil, entrySettings(e)}
	if last := tx.LatestSettingsEntry(); last != 0 && last != seq {
		if le, err := tx.AuditAt(last); err == nil {
			candidates = append(candidates, entrySettings(le))
		}
	}
	for i, c := range candidates {
		if i > 0 && c == nil {
			continue
		}
		if d, err := DigestRules(rules, c); err != nil || d == e.Rules {
			return err == nil, err
		}
	}
	return false, nil
}

// entrySettings returns the settings whole an entry holds (a "setting"
// entry's new settings, a policy file's settings, a cut's carry), or nil.
func entrySettings(e AuditEntry) *Settings {
	if e.Kind != KindSetting && e.Kind != KindAuditCarry {
		return nil
	}
	var d struct {
		New      json.RawMessage `json:"new"`
		Settings json.RawMessage `json:"settings"`
	}
	if json.Unmarshal(e.Data, &d) != nil {
		return nil
	}
	for _, raw := range []json.RawMessage{d.Settings, d.New} {
		var set Settings
		if len(raw) > 0 && raw[0] == '{' && json.Unmarshal(raw, &set) == nil {
			return &set
		}
	}
	return nil
}

// migrateSettingsDigest ties the settings to the trail with the rules
// (the migration to schema 7). A store whose rules and settings the
// entry it names vouches for already (one set back from schema 7, or
// just migrated from schema 5) is left as it is. Else a [KindRulesState]
// entry vouches for the rules and settings as they stand, but only when
// nothing says they were changed around ozdesk: the rules as the named
// entry's schema-6 digest left them, no settings record missing where
// the trail wrote settings, and the trail whole. Where something does,
// the store is left as it is, and the check of schema 7 fails every
// evaluation closed until the operator mends it.
func (tx *Tx) migrateSettingsDigest() error {
	why, err := tx.RulesUnvouched()
	if err != nil || why == "" {
		return err
	}
	if ok, err := tx.vouchableAsTheyStand(); err != nil || !ok {
		return err
	}
	tx.rulesDirty = true
	data, err := encode(map[string]any{"why": "the settings were tied to the trail with the rules (schema 7): the rules and settings as they stand are vouched for"})
	if err != nil {
		return err
	}
	_, err = tx.appendAudit(AuditEntry{Kind: KindRulesState, Actor: "ozdesk", Data: data})
	return err
}

// vouchableAsTheyStand reports whether the rules and settings of a
// schema-6 store may be vouched for as they stand (see
// [Tx.migrateSettingsDigest]). It walks the trail: the migration's, once.
func (tx *Tx) vouchableAsTheyStand() (bool, error) {
	seq, ok := tx.RulesEntry()
	if !ok {
		return false, nil
	}
	rules, err := tx.Rules()
	if err != nil {
		return false, err
	}
	if seq == 0 && len(rules) > 0 {
		return false, nil
	}
	if seq != 0 {
		e, err := tx.AuditAt(seq)
		var broken *AuditError
		switch {
		case errors.As(err, &broken):
			return false, nil
		case err != nil:
			return false, err
		}
		if why, err := tx.unlinked(e); why != "" || err != nil {
			return false, err
		}
		if d, err := digestRulesV1(rules); err != nil || d != e.Rules {
			return false, err
		}
	}
	set, err := tx.storedSettings()
	if err != nil {
		return false, err
	}
	if set == nil {
		if tx.LatestSettingsEntry() != 0 {
			return false, nil
		}
		if wrote, err := tx.trailWroteSettings(); err != nil || wrote {
			return false, err
		}
	}
	// A trail that does not hold whole (or cannot be read whole) could
	// hide the changes that would contradict them: not vouched for.
	_, err = tx.VerifyAudit()
	return err == nil, nil
}

// trailWroteSettings reports whether an entry of the trail wrote the
// settings: a "setting" entry, or a cut's carry that holds them.
func (tx *Tx) trailWroteSettings() (bool, error) {
	errWrote := errors.New("wrote settings")
	err := tx.EachAudit(0, func(e AuditEntry) error {
		if e.Kind == KindSetting {
			return errWrote
		}
		if e.Kind == KindAuditCarry {
			var d carryData
			if json.Unmarshal(e.Data, &d) == nil && len(d.Settings) > 0 {
				return errWrote
			}
		}
		return nil
	})
	if errors.Is(err, errWrote) {
		return true, nil
	}
	return false, err
}
