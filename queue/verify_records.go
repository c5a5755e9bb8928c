package queue

import (
	"encoding/json"
	"fmt"

	"ozdesk.dev/ozdesk/queue/policyfile"
	"ozdesk.dev/ozdesk/store"
)

// UnprovenRecord is a decision or the settings as the store holds them,
// not as the audit trail wrote them: written around ozdesk (rt18g 11).
// [Service.VerifyAudit] names each.
type UnprovenRecord struct {
	What string `json:"what"` // "ask 42", "settings"
	Why  string `json:"why"`  // what is wrong, in words
}

// Error names the record and what is wrong with it.
func (r UnprovenRecord) Error() string {
	return fmt.Sprintf("%s is not as the audit trail wrote it: %s", r.What, r.Why)
}

// trailRecords is what one walk of the trail says of the asks' ends and
// the settings: the last entry that ended each ask, the asks the trail
// holds the asking of, and the last "setting" entry.
type trailRecords struct {
	ended    map[string]uint64
	asked    map[string]bool
	commands map[string]askedCommand // ask ID → the command its "ask" entry queued
	settings uint64
	egress   uint64 // the last entry that holds the egress list whole
	rules    uint64 // the last entry that vouches for the rules in force (store.AuditEntry.Rules)
	base     uint64 // the last entry cut
}

// askedCommand is the command an "ask" entry queued (a short one: a long
// one is held by its hash, and the entry names it by reference).
type askedCommand struct {
	seq     uint64
	command string
	exact   bool // command is the entry's bytes ([askEvent.Exact])
}

// readTrailRecords walks the trail once.
func readTrailRecords(tx *store.Tx) (trailRecords, error) {
	t := trailRecords{ended: map[string]uint64{}, asked: map[string]bool{}, commands: map[string]askedCommand{}}
	base, err := tx.AuditBase()
	if err != nil {
		return t, err
	}
	t.base = base.Seq
	err = tx.EachAudit(0, func(e store.AuditEntry) error {
		if holdsEgress(e) {
			t.egress = e.Seq
		}
		if e.Rules != "" {
			t.rules = e.Seq
		}
		switch e.Kind {
		case store.KindSetting:
			t.settings = e.Seq
		case store.KindAuditCarry:
			var d struct {
				Settings json.RawMessage `json:"settings"`
			}
			if json.Unmarshal(e.Data, &d) == nil && len(d.Settings) > 0 {
				t.settings = e.Seq
			}
		case store.KindAsk, store.KindDecide, store.KindResolve, store.KindExpire,
			store.KindWithdraw, store.KindAbandon, store.KindForged:
			var ev askEvent
			if json.Unmarshal(e.Data, &ev) != nil || ev.Ask == "" {
				return nil
			}
			if e.Kind == store.KindAsk {
				t.asked[ev.Ask] = true
				var c struct {
					Command *string `json:"command"`
				}
				if json.Unmarshal(e.Data, &c) == nil && c.Command != nil {
					t.commands[ev.Ask] = askedCommand{seq: e.Seq, command: ev.Command, exact: ev.Exact}
				}
			} else {
				t.ended[ev.Ask] = e.Seq
			}
		}
		return nil
	})
	return t, err
}

// unprovenRecords checks every ask's end and the settings against the
// trail (walked in full: this is verification, not the hot path). An
// ask whose entries were all cut from the trail (exported) is not
// checked.
func unprovenRecords(tx *store.Tx) ([]UnprovenRecord, error) {
	t, err := readTrailRecords(tx)
	if err != nil {
		return nil, err
	}
	var out []UnprovenRecord
	asks, err := tx.Asks(store.AskFilter{})
	if err != nil {
		return nil, err
	}
	for _, a := range asks {
		why, err := askUnproven(tx, t, a)
		if err != nil {
			return nil, err
		}
		if why != "" {
			out = append(out, UnprovenRecord{What: "ask " + ShortID(a.ID), Why: why})
		}
	}
	why, err := settingsUnproven(tx, t.settings)
	if err != nil {
		return nil, err
	}
	if why != "" {
		out = append(out, UnprovenRecord{What: "settings", Why: why})
	}
	if why, err = egressUnproven(tx, t.egress); err != nil {
		return nil, err
	}
	if why != "" {
		out = append(out, UnprovenRecord{What: "the egress list", Why: why})
	}
	if why, err = rulesUnproven(tx, t.rules); err != nil {
		return nil, err
	}
	if why != "" {
		out = append(out, UnprovenRecord{What: "the set of rules in force", Why: why})
	}
	props, err := proposalsUnproven(tx, t.base)
	if err != nil {
		return nil, err
	}
	out = append(out, props...)
	return out, nil
}

// holdsEgress reports whether e holds the egress list whole.
func holdsEgress(e store.AuditEntry) bool {
	switch e.Kind {
	case store.KindEgressAdd, store.KindEgressRm, policyfile.KindEgressChange, store.KindAuditCarry:
	default:
		return false
	}
	var d struct {
		Egress *[]string `json:"egress"`
	}
	return json.Unmarshal(e.Data, &d) == nil && d.Egress != nil
}

// egressUnproven says why the stored egress list is not as the trail's
// last entry holding it (seq last, 0 when none) wrote it, or "".
func egressUnproven(tx *store.Tx, last uint64) (string, error) {
	hosts, err := egressHosts(tx)
	if err != nil {
		return "", err
	}
	if entry := tx.EgressEntry(); entry != last {
		return fmt.Sprintf("the store names audit entry %d as the last that wrote it, but the trail's last is %d: it was put back around ozdesk", entry, last), nil
	}
	return egressMismatch(tx, hosts, nil)
}

// askUnproven says why ask a is not as the trail ended it, or "".
func askUnproven(tx *store.Tx, t trailRecords, a store.Ask) (string, error) {
	if c, ok := t.commands[a.ID]; ok && a.CommandRef == nil && !sameAskedCommand(c.command, c.exact, a.Command) {
		return fmt.Sprintf("its command is not the one audit entry %d (ask) queued: it was changed in the store around ozdesk", c.seq), nil
	}
	last, ended := t.ended[a.ID]
	if a.Pending() {
		if ended {
			return fmt.Sprintf("audit entry %d ended it, but its record says it is pending", last), nil
		}
		return "", nil
	}
	if a.Decision != nil && a.Decision.Entry != 0 && a.Decision.Entry <= t.base && !ended {
		return "", nil // its end was cut from the trail (exported)
	}
	if a.Decision != nil && a.Decision.Entry != 0 {
		why, err := decisionMismatch(tx, a)
		if why == "" && err == nil && ended && last != a.Decision.Entry {
			why = fmt.Sprintf("it names audit entry %d, but entry %d ended it last", a.Decision.Entry, last)
		}
		return why, err
	}
	// A record made before decisions named their entry.
	switch {
	case ended:
		e, err := tx.AuditAt(last)
		if err != nil {
			return "", err
		}
		return endEntryMismatch(e, a), nil
	case t.asked[a.ID]:
		return fmt.Sprintf("its record says %s by %s, but no audit entry ended it: it was written around ozdesk", a.State, decidedBy(a)), nil
	}
	return "", nil // its entries were cut
}

func decidedBy(a store.Ask) string {
	if a.Decision == nil {
		return "nobody"
	}
	return a.Decision.By
}

// settingsUnproven says why the stored settings are not as the trail's
// last "setting" entry (seq last, 0 when none) wrote them, or "".
func settingsUnproven(tx *store.Tx, last uint64) (string, error) {
	set, err := tx.Settings()
	if err != nil {
		return "", err
	}
	entry, present, err := tx.SettingsEntry()
	if err != nil {
		return "", err
	}
	base, err := tx.AuditBase()
	if err != nil {
		return "", err
	}
	switch {
	case last == 0 && !present:
		return "", nil
	case last == 0 && entry != 0 && entry <= base.Seq:
		return fmt.Sprintf("audit entry %d that wrote them was cut from the trail: they go by the strictest until an operator sets them again", entry), nil
	case last == 0:
		return "no audit entry in the trail wrote them: they were put into the store around ozdesk", nil
	case !present:
		return fmt.Sprintf("the settings record is gone, but audit entry %d wrote settings", last), nil
	case entry != 0 && entry != last:
		return fmt.Sprintf("they name audit entry %d, but the last entry that wrote settings is %d: they were put back around ozdesk", entry, last), nil
	}
	e, err := tx.AuditAt(last)
	if err != nil {
		return "", err
	}
	if why := settingsEntryMismatch(e, set); why != "" {
		return why, nil
	}
	if entry == 0 && tx.LatestSettingsEntry() != 0 {
		return "no audit entry wrote them: they were put into the store around ozdesk", nil
	}
	return "", nil
}
