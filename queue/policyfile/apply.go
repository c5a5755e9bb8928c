package policyfile

import (
	"encoding/json"
	"errors"
	"fmt"

	"ozdesk.dev/ozdesk/store"
)

// ErrStale is returned by [Apply] when the store no longer holds what a
// change expects (someone changed the policy since the diff was made).
// Nothing was written: make the plan again.
var ErrStale = errors.New("the policy changed since the diff was made")

// Result is what [Apply] wrote.
type Result struct {
	// Applied are the changes, as applied: an added rule's ID is filled in.
	Applied []Change
	// Proposed are the IDs of the rules that wait for a second operator.
	Proposed []string
	// Entry is the audit entry of the whole apply; each change has its own
	// entry after it, whose data names this entry's seq.
	Entry store.AuditEntry
	// SettingsEntry and EgressEntry are the entries the settings and the
	// egress list written name (0: not changed): the caller's policy
	// floor comes down to them, as for any change it writes itself.
	SettingsEntry, EgressEntry uint64
}

// applyRecord is the data of the audit entry of one applied change.
type applyRecord struct {
	Apply   uint64      `json:"apply"`
	Rule    *store.Rule `json:"rule,omitempty"`
	Fields  []Field     `json:"fields,omitempty"`
	From    int         `json:"from,omitempty"`
	To      int         `json:"to,omitempty"`
	Host    string      `json:"host,omitempty"`
	Reason  string      `json:"reason,omitempty"`
	Setting string      `json:"setting,omitempty"`
	Old     string      `json:"old,omitempty"`
	New     string      `json:"new,omitempty"`
	// Settings are, for a setting's change, the settings whole after
	// it: a reader checks the stored settings against the last entry
	// that wrote them.
	Settings *store.Settings `json:"settings,omitempty"`
	// Egress is, for an egress change, the egress list whole after it
	// (its hosts): a reader checks the stored list against the last
	// entry that wrote it.
	Egress *[]string `json:"egress,omitempty"`
}

// Apply writes changes (from [Plan] or [Diff]) in the transaction tx, as
// the operator by, with an audit entry of kind store.KindApply for the
// whole and one per change (its Kind). Four eyes is on when fourEyes is
// true or the store's setting says so (before this apply): then the file
// must pass [CheckFourEyes], added rules and changed rules become proposed
// with by as their author, and a rule's approval must come from another
// operator. Each change is checked against the store first, and ErrStale
// returned when it no longer holds; the caller returns the error from its
// Update, and nothing is written. settings are the settings in effect
// (the caller checked them against the trail), which the file's setting
// changes start from.
func Apply(tx *store.Tx, changes []Change, by string, fourEyes bool, settings store.Settings) (*Result, error) {
	if by == "" {
		return nil, fmt.Errorf("apply policy: no operator named: say who applies the file")
	}
	fourEyes = fourEyes || settings.FourEyes
	if fourEyes {
		if err := CheckFourEyes(changes, by); err != nil {
			return nil, err
		}
	}
	summary, _ := json.Marshal(map[string]any{"changes": len(changes), "four_eyes": fourEyes})
	entry, err := tx.AppendAudit(store.AuditEntry{Kind: store.KindApply, Actor: by, Data: summary})
	if err != nil {
		return nil, fmt.Errorf("apply policy: %w", err)
	}
	a := &applier{tx: tx, by: by, fourEyes: fourEyes, settings: settings, seq: entry.Seq, ids: map[*Rule]string{}, touched: map[string]bool{}}
	res := &Result{Entry: entry}
	for _, c := range changes {
		rec, err := a.apply(&c)
		if err != nil {
			return nil, fmt.Errorf("apply policy: %s: %w", c.String(), err)
		}
		rec.Apply = entry.Seq
		data, err := json.Marshal(rec)
		if err != nil {
			return nil, fmt.Errorf("apply policy: %w", err)
		}
		e, err := tx.AppendAudit(store.AuditEntry{Kind: string(c.Kind), Actor: by, Data: data})
		if err != nil {
			return nil, fmt.Errorf("apply policy: %w", err)
		}
		if c.Kind == SettingChanged {
			a.settingsEntry = e.Seq
		}
		if rec.Egress != nil {
			a.egressEntry = e.Seq
		}
		if rec.Rule != nil && rec.Rule.Status == store.StatusProposed && (c.Kind == RuleAdded || c.Kind == RuleChanged) {
			res.Proposed = append(res.Proposed, rec.Rule.ID)
		}
		res.Applied = append(res.Applied, c)
	}
	res.SettingsEntry, res.EgressEntry = a.settingsEntry, a.egressEntry
	if a.settingsEntry != 0 {
		if err := tx.PutSettingsAttested(a.settings, a.settingsEntry); err != nil {
			return nil, fmt.Errorf("apply policy: %w", err)
		}
	}
	if a.egressEntry != 0 {
		if err := tx.IndexEgressEntry(a.egressEntry); err != nil {
			return nil, fmt.Errorf("apply policy: %w", err)
		}
	}
	return res, nil
}

// applier applies changes one by one.
type applier struct {
	tx       *store.Tx
	by       string
	fourEyes bool
	settings store.Settings // as they will be written
	// settingsEntry is the seq of the last setting change's entry, which
	// the settings written name.
	settingsEntry uint64
	// egressEntry is the seq of the last egress change's entry, which
	// holds the list whole.
	egressEntry uint64
	seq         uint64
	ids         map[*Rule]string // the IDs new rules were given
	touched     map[string]bool  // the rules changed so far
}

// apply makes one change; it fills in an added rule's ID in c.
func (a *applier) apply(c *Change) (applyRecord, error) {
	switch c.Kind {
	case SettingChanged:
		return a.setting(c)
	case EgressAdded, EgressRemoved, EgressChanged:
		return a.egress(c)
	case RuleAdded:
		if err := a.rails(c.New); err != nil {
			return applyRecord{}, err
		}
		return a.add(c)
	case RuleChanged:
		if err := a.rails(c.New); err != nil {
			return applyRecord{}, err
		}
	}
	stored, err := a.tx.GetRule(c.ID)
	if err != nil {
		return applyRecord{}, fmt.Errorf("%w: %w", ErrStale, err)
	}
	// A rule this apply changed was checked when it was changed.
	if have, err := fromStoreRule(stored); !a.touched[c.ID] && (err != nil || !sameRule(&have, c.Old)) {
		return applyRecord{}, fmt.Errorf("%w: rule %s is not as the diff found it", ErrStale, c.ID)
	}
	a.touched[c.ID] = true
	switch c.Kind {
	case RuleRetired:
		stored.Status = store.StatusRetired
	case RuleApproved:
		stored.Status, stored.Approver = store.StatusActive, a.by
	case RuleChanged:
		a.change(&stored, c)
	case RuleMoved:
		if err := a.tx.MoveRule(c.ID, a.place(c.After)); err != nil {
			return applyRecord{}, err
		}
		return applyRecord{Rule: &stored, From: c.From, To: c.To}, nil
	default:
		return applyRecord{}, fmt.Errorf("unknown change %q", c.Kind)
	}
	if err := a.tx.PutRule(stored); err != nil {
		return applyRecord{}, err
	}
	return applyRecord{Rule: &stored, Fields: c.Fields}, nil
}

// rails applies the guard rails to a rule being written, with the egress
// list as this apply leaves it (its egress changes come first): Apply is
// a door too, whatever made the changes.
func (a *applier) rails(r *Rule) error {
	hosts, err := a.tx.Egress()
	if err != nil {
		return err
	}
	var names []string
	for _, h := range hosts {
		names = append(names, h.Host)
	}
	var errs []error
	for _, p := range railErrors(r, names) {
		errs = append(errs, p.Err)
	}
	return errors.Join(errs...)
}

// change writes a changed rule's fields into the stored rule. Under four
// eyes a change of more than the reason becomes a proposal of by's.
func (a *applier) change(stored *store.Rule, c *Change) {
	n := c.New.StoreRule()
	wasProposed := stored.Status == store.StatusProposed
	stored.Outcome, stored.Pattern, stored.Also, stored.Carves = n.Outcome, n.Pattern, nil, n.Carves
	stored.Reason, stored.Scope, stored.End, stored.Mode, stored.Status = n.Reason, n.Scope, n.End, n.Mode, n.Status
	switch {
	case a.fourEyes && !reasonOnly(*c):
		stored.Status, stored.Author, stored.Approver = store.StatusProposed, a.by, ""
	case wasProposed && stored.Status == store.StatusActive:
		stored.Approver = a.by
	}
}

// add inserts a new rule at its place.
func (a *applier) add(c *Change) (applyRecord, error) {
	r := c.New.StoreRule()
	if r.ID == "" {
		id, err := a.tx.NextRuleID()
		if err != nil {
			return applyRecord{}, err
		}
		r.ID, c.ID = id, id
	}
	if a.fourEyes {
		r.Status, r.Author, r.Approver = store.StatusProposed, a.by, ""
	} else if r.Author == "" {
		r.Author = a.by
	}
	if err := a.tx.InsertRule(r, a.place(c.After)); err != nil {
		if errors.Is(err, store.ErrExists) {
			return applyRecord{}, fmt.Errorf("%w: rule %s exists", ErrStale, r.ID)
		}
		return applyRecord{}, err
	}
	a.ids[c.New] = r.ID
	stored, err := a.tx.GetRule(r.ID)
	if err != nil {
		return applyRecord{}, err
	}
	return applyRecord{Rule: &stored}, nil
}

// place says where a rule goes: just below after (which has its ID by
// now: changes come in the file's order), or at the top.
func (a *applier) place(after *Rule) store.Place {
	if after == nil {
		return store.Place{First: true}
	}
	if id, ok := a.ids[after]; ok {
		return store.Place{After: id}
	}
	return store.Place{After: after.ID}
}

// setting changes one setting (written once, after all changes).
func (a *applier) setting(c *Change) (applyRecord, error) {
	cur := FromSettings(a.settings)
	var have string
	switch c.ID {
	case "four_eyes":
		have = boolText(cur.FourEyes)
	case "fallback":
		have = strText(cur.Fallback)
	case "ask_wait":
		have = durText(cur.AskWait)
	case "ask_wait_max":
		have = durText(cur.AskWaitMax)
	case "max_pending":
		have = intText(cur.MaxPending)
	}
	if have != c.OldValue {
		return applyRecord{}, fmt.Errorf("%w: setting %s is %s", ErrStale, c.ID, have)
	}
	next, err := setSetting(a.settings, c.ID, c.NewValue)
	if err != nil {
		return applyRecord{}, err
	}
	a.settings = next
	// Written before the change's entry, which then carries the digest
	// of the rules and settings in force with them; Apply writes them
	// again at its end, naming the last setting entry.
	if err := a.tx.PutSettings(next); err != nil {
		return applyRecord{}, err
	}
	return applyRecord{Setting: c.ID, Old: c.OldValue, New: c.NewValue, Settings: &next}, nil
}

// egress changes the egress list.
func (a *applier) egress(c *Change) (applyRecord, error) {
	hosts, err := a.tx.Egress()
	if err != nil {
		return applyRecord{}, err
	}
	var have *store.EgressHost
	for i := range hosts {
		if hosts[i].Host == c.ID {
			have = &hosts[i]
		}
	}
	switch {
	case c.Kind == EgressAdded && have != nil,
		c.Kind != EgressAdded && have == nil,
		c.Kind == EgressChanged && have.Reason != c.OldEgress.Reason:
		return applyRecord{}, fmt.Errorf("%w: egress host %s", ErrStale, c.ID)
	}
	if have != nil {
		if err := a.tx.RemoveEgress(c.ID); err != nil {
			return applyRecord{}, err
		}
	}
	rec := applyRecord{Host: c.ID}
	switch c.Kind {
	case EgressAdded:
		rec.Reason = c.NewEgress.Reason
		err = a.tx.AddEgress(store.EgressHost{Host: c.ID, AddedBy: a.by, Reason: c.NewEgress.Reason})
	case EgressChanged:
		rec.Reason, rec.Old = c.NewEgress.Reason, have.Reason
		h := *have
		h.Reason = c.NewEgress.Reason
		err = a.tx.AddEgress(h)
	}
	if err != nil {
		return rec, err
	}
	if hosts, err = a.tx.Egress(); err != nil {
		return rec, err
	}
	list := make([]string, 0, len(hosts))
	for _, h := range hosts {
		list = append(list, h.Host)
	}
	rec.Egress = &list
	return rec, nil
}
