package queue

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// Under four eyes, what one operator may not do alone: the changes that
// loosen the policy and have no waiting form of their own (a rule has
// one: proposed). Each is written as a proposal instead.

// RetireHeld reports whether, under four eyes, retiring r is held as a
// proposal: r is an enforced ask or refuse rule in force (active, not past
// its end at now). Retiring an allow, a shadow rule, a proposed or an
// ended one loosens nothing, and is done at once.
func RetireHeld(r store.Rule, now time.Time) bool {
	return r.Status == store.StatusActive && r.Mode == store.ModeEnforce &&
		(r.Outcome == store.OutcomeAsk || r.Outcome == store.OutcomeRefuse) &&
		(r.End.IsZero() || now.Before(r.End))
}

// SettingsHeld reports whether, under four eyes, changing the settings
// from old to set is held as a proposal: it turns four eyes off, or makes
// the fallback allow.
func SettingsHeld(old, set store.Settings) bool {
	return old.FourEyes && !set.FourEyes || old.Fallback != store.OutcomeAllow && set.Fallback == store.OutcomeAllow
}

// applyProposalTx makes the change p holds, approved by approver, with the
// change's own audit entry. A target that changed since p was made gives
// a [*StaleError].
func (s *Service) applyProposalTx(tx *store.Tx, p store.Proposal, approver string) error {
	via := viaProposal{ProposalID: p.ID, ProposedBy: p.By}
	stale := func(format string, args ...any) error {
		return &StaleError{ID: p.ID, Why: fmt.Sprintf(format, args...)}
	}
	switch p.Kind {
	case store.KindRuleRetire:
		r, err := tx.GetRule(p.Rule)
		if errors.Is(err, store.ErrNotFound) {
			return stale("rule %s is no longer in the store", p.Rule)
		}
		if err != nil {
			return err
		}
		if r.Status == store.StatusRetired {
			return stale("rule %s is retired already", p.Rule)
		}
		r.Status = store.StatusRetired
		if err := tx.PutRule(r); err != nil {
			return err
		}
		return s.audit(tx, store.KindRuleRetire, approver, ruleEvent{Rule: r, By: approver, viaProposal: via})
	case store.KindRuleMove:
		return s.applyMoveTx(tx, p, approver)
	case store.KindSetting:
		cur, err := s.settingsOf(tx)
		if err != nil {
			return err
		}
		set, changed := mergeSettings(cur, *p.Old, *p.Settings)
		if len(changed) > 0 {
			return stale("%s", strings.Join(changed, "; "))
		}
		return s.putSettings(tx, approver, settingsEvent{Old: cur, New: set, viaProposal: via})
	case store.KindEgressAdd:
		h := *p.Egress
		if _, err := s.settleEgress(tx); err != nil {
			return err
		}
		if tx.HasEgress(h.Host) {
			return stale("%s is on the egress list already", h.Host)
		}
		h.AddedBy, h.Added = p.By, s.now()
		if err := tx.AddEgress(h); err != nil {
			return err
		}
		return s.egressEntry(tx, store.KindEgressAdd, approver, egressEvent{Host: h.Host, Reason: h.Reason, viaProposal: via})
	}
	return fmt.Errorf("proposal %s: %w: unknown kind %q", p.ID, store.ErrInvalid, p.Kind)
}

// mergeSettings applies the settings a proposal changes (those that
// differ between old, when it was proposed, and set) to cur, the settings
// now; the others keep their value now. It returns, instead, what changed
// meanwhile, when a setting the proposal changes no longer has its old
// value.
func mergeSettings(cur, old, set store.Settings) (store.Settings, []string) {
	out := cur
	var changed []string
	for _, f := range settingFields() {
		was, want, now := f.text(old), f.text(set), f.text(cur)
		switch {
		case was == want:
			continue
		case now == want:
			changed = append(changed, fmt.Sprintf("%s is %s already", f.name, now))
		case now != was:
			changed = append(changed, fmt.Sprintf("%s is %s now, not %s as when proposed", f.name, now, was))
		default:
			f.copy(&out, set)
		}
	}
	return out, changed
}
