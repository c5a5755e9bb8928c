package queue

import (
	"encoding/json"
	"errors"
	"fmt"
	"sync/atomic"

	"ozdesk.dev/ozdesk/store"
)

// The settings are one record anyone who can write the store can write
// (rt18g 11: an agent that reached an etcd member opened to strangers
// turned four eyes off and the fallback to allow). So they name the
// "setting" entry that wrote them, the store keeps the seq of the last
// such entry, and a reader believes them only if both agree and that
// entry, checked against its hash, holds them whole. Else the settings
// in effect are the strictest ([strictSettings]), and the reader says so.

// settingsData is what a "setting" entry holds of the settings whole:
// New from 'ozdesk policy set' and an approved proposal, Settings from a
// policy file's apply.
type settingsData struct {
	New      json.RawMessage `json:"new"`
	Settings *store.Settings `json:"settings"`
}

// strictSettings are set as they are read, but fail closed: four eyes on,
// and the fallback ask.
func strictSettings(set store.Settings) store.Settings {
	set.FourEyes, set.Fallback = true, store.OutcomeAsk
	return set
}

// effectiveSettings reads the settings and checks them against the
// trail (see [settingsMismatch]): what the policy goes by, and why the
// stored ones are not believed ("" when they are).
//
// A process also keeps the last "setting" entry whose settings it
// believed (Service.settingsFloor): a store that later says an older one
// is the last (its record and index put back together to an earlier
// entry's, or both deleted, which would read as the defaults) is not
// believed either.
func (s *Service) effectiveSettings(tx *store.Tx) (store.Settings, string, error) {
	set, err := tx.Settings()
	if err != nil {
		return set, "", err
	}
	why, err := settingsMismatch(tx, set, s.settingsSeen)
	if err != nil {
		return set, "", err
	}
	if s.settingsFloor == nil {
		if why == "" {
			return set, "", nil
		}
		return strictSettings(set), why, nil
	}
	latest, floor := tx.LatestSettingsEntry(), s.settingsFloor.Load()
	switch {
	case why == "" && latest < floor:
		why = fmt.Sprintf("the store says audit entry %d wrote the settings last, but this process read them as entry %d wrote them: they were put back around ozdesk", latest, floor)
	case why == "":
		for latest > floor && !s.settingsFloor.CompareAndSwap(floor, latest) {
			floor = s.settingsFloor.Load()
		}
		return set, "", nil
	}
	if s.unproven != nil {
		if fn := s.unproven.Load(); fn != nil {
			(*fn)(why)
		}
	}
	return strictSettings(set), why, nil
}

// NotifySettingsUnproven has fn told why the stored settings are not
// believed each time a read of the policy finds it (in the read's
// transaction: fn must return at once). A broker logs it and checks its
// cluster.
func (s *Service) NotifySettingsUnproven(fn func(why string)) {
	if s.unproven != nil {
		s.unproven.Store(&fn)
	}
}

// SettingsUnproven says why the stored settings are not believed (the
// policy then goes by the strictest: four eyes on, fallback ask), or ""
// when they are, or no store is made yet.
func (s *Service) SettingsUnproven() (string, error) {
	var why string
	err := s.st.View(func(tx *store.Tx) error {
		var err error
		_, why, err = s.effectiveSettings(tx)
		return err
	})
	if errors.Is(err, store.ErrNoStore) {
		return "", nil
	}
	return why, err
}

// settingsOf is [effectiveSettings] without the reason.
func (s *Service) settingsOf(tx *store.Tx) (store.Settings, error) {
	set, _, err := s.effectiveSettings(tx)
	return set, err
}

// settingsMismatch says why set, the stored settings, are not as the
// last "setting" entry wrote them, or "" when they are (or nobody ever
// set them). A store written before settings named their entry is
// checked by walking the trail for its last "setting" entry, once: a
// write transaction records what it found.
//
// seen, when not nil, keeps the last settings and entry found to match:
// the same again are not read from the trail again (an entry changed
// since breaks the chain, which verification finds).
func settingsMismatch(tx *store.Tx, set store.Settings, seen *atomic.Pointer[settingsSeen]) (string, error) {
	entry, present, err := tx.SettingsEntry()
	if err != nil {
		return "", err
	}
	latest := tx.LatestSettingsEntry()
	switch {
	case !present && latest == 0:
		return "", nil // never set: the defaults
	case !present:
		return fmt.Sprintf("the settings record is gone, but audit entry %d wrote settings", latest), nil
	case entry == 0 && latest == 0:
		return legacySettings(tx, set)
	case entry == 0:
		return "no audit entry wrote them: they were put into the store around ozdesk", nil
	case entry != latest:
		return fmt.Sprintf("they name audit entry %d, but the last entry that wrote settings is %d: they were put back around ozdesk", entry, latest), nil
	}
	if base, err := tx.AuditBase(); err != nil {
		return "", err
	} else if entry <= base.Seq {
		return fmt.Sprintf("audit entry %d that wrote them was cut from the trail: they go by the strictest until an operator sets them again", entry), nil
	}
	if seen != nil {
		if last := seen.Load(); last != nil && last.entry == entry && last.set == set {
			return "", nil
		}
	}
	e, err := tx.AuditAt(entry)
	var broken *store.AuditError
	switch {
	case errors.As(err, &broken):
		return "the audit entry that wrote them does not hold: " + broken.Detail, nil
	case err != nil:
		return "", err
	}
	why := settingsEntryMismatch(e, set)
	if why == "" && seen != nil {
		seen.Store(&settingsSeen{entry: entry, set: set})
	}
	return why, nil
}

// settingsSeen are settings found as the entry that wrote them says.
type settingsSeen struct {
	entry uint64
	set   store.Settings
}

// settingsEntryMismatch says why set is not as entry e wrote the
// settings whole, or "".
func settingsEntryMismatch(e store.AuditEntry, set store.Settings) string {
	if e.Kind != store.KindSetting && e.Kind != store.KindAuditCarry {
		return fmt.Sprintf("audit entry %d they name is a %s entry", e.Seq, e.Kind)
	}
	var d settingsData
	if err := json.Unmarshal(e.Data, &d); err != nil {
		return fmt.Sprintf("audit entry %d that wrote them does not decode: %v", e.Seq, err)
	}
	whole := d.Settings
	if fromNew := new(store.Settings); whole == nil && len(d.New) > 0 && d.New[0] == '{' && json.Unmarshal(d.New, fromNew) == nil {
		whole = fromNew
	}
	switch {
	case whole == nil:
		return fmt.Sprintf("audit entry %d that wrote them does not hold the settings whole", e.Seq)
	case *whole != set:
		return fmt.Sprintf("they are not as audit entry %d wrote them (%s): they were changed around ozdesk", e.Seq, settingsDiff(*whole, set))
	}
	return ""
}

// settingsDiff names the settings in which want and got differ.
func settingsDiff(want, got store.Settings) string {
	var out string
	add := func(s string) {
		if out != "" {
			out += ", "
		}
		out += s
	}
	if want.FourEyes != got.FourEyes {
		add(fmt.Sprintf("four eyes %s there, %s here", onOff(want.FourEyes), onOff(got.FourEyes)))
	}
	if want.Fallback != got.Fallback {
		add(fmt.Sprintf("fallback %s there, %s here", want.Fallback, got.Fallback))
	}
	if want.AskWait != got.AskWait || want.AskWaitMax != got.AskWaitMax {
		add("ask wait")
	}
	if want.MaxPendingPerAgent != got.MaxPendingPerAgent {
		add("max pending per agent")
	}
	return out
}

// legacySettings checks settings that name no entry in a store that
// keeps no last "setting" entry (written before either was kept): they
// must be as the trail's last "setting" entry wrote them. A write
// transaction records that entry, so the walk is made once.
func legacySettings(tx *store.Tx, set store.Settings) (string, error) {
	var last *store.AuditEntry
	err := tx.EachAudit(0, func(e store.AuditEntry) error {
		if e.Kind == store.KindSetting {
			last = &e
		}
		return nil
	})
	if err != nil {
		return "", err
	}
	if last == nil {
		return "no audit entry in the trail wrote them: they were put into the store around ozdesk", nil
	}
	if why := settingsEntryMismatch(*last, set); why != "" {
		return why, nil
	}
	if tx.Writable() {
		if err := tx.PutSettingsAttested(set, last.Seq); err != nil {
			return "", err
		}
		if err := tx.IndexSettingsEntry(*last); err != nil {
			return "", err
		}
	}
	return "", nil
}
