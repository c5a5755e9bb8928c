package queue

import (
	"fmt"
	"slices"
	"strings"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// settingsEvent is the payload of a "setting" audit entry.
type settingsEvent struct {
	Old store.Settings `json:"old"`
	New store.Settings `json:"new"`
	viaProposal
}

// egressEvent is the payload of "egress.add" and "egress.rm" entries.
type egressEvent struct {
	Host   string `json:"host"`
	Reason string `json:"reason,omitempty"`
	// List is the egress list whole after the change (see
	// [egressMismatch]).
	List []string `json:"egress"`
	viaProposal
}

// Settings returns the desk's settings (the defaults for a store not made
// yet).
func (s *Service) Settings() (store.Settings, error) {
	ps, err := s.loadPolicyState()
	if err != nil {
		return store.Settings{}, fmt.Errorf("settings: %w", err)
	}
	return ps.settings, nil
}

// SetSettings writes the settings, with a "setting" entry holding the old
// and new values, and resolves the pending asks the policy then decides
// (a fallback turned to allow decides what no rule matches).
//
// Under four eyes, a change that turns four eyes off or makes the
// fallback allow is not made: it is written as a proposal, and the error
// is a [*ProposedError] naming it.
func (s *Service) SetSettings(set store.Settings, by string) ([]store.Ask, error) {
	if strings.TrimSpace(by) == "" {
		return nil, fmt.Errorf("change settings: %w", ErrNoAuthor)
	}
	var resolved []store.Ask
	var proposed *store.Proposal
	err := s.st.Update(func(tx *store.Tx) error {
		resolved, proposed = nil, nil
		old, err := s.settingsOf(tx)
		if err != nil {
			return err
		}
		if old.FourEyes && SettingsHeld(old, set) {
			if err := set.Check(); err != nil {
				return err
			}
			p, err := s.proposeTx(tx, store.Proposal{Kind: store.KindSetting, Settings: &set, Old: &old, By: by}, nil)
			proposed = &p
			return err
		}
		if err := s.putSettings(tx, by, settingsEvent{Old: old, New: set}); err != nil {
			return err
		}
		resolved, err = s.resolveTx(tx, "")
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("change settings: %w", err)
	}
	if proposed != nil {
		return nil, &ProposedError{Proposal: *proposed}
	}
	return resolved, nil
}

// putSettings writes ev.New with the "setting" entry ev, which the
// settings name (see [settingsMismatch]). They are written first, so
// that the entry carries the digest of the rules and settings in force
// with them ([store.DigestRules]), and again after, naming it.
func (s *Service) putSettings(tx *store.Tx, by string, ev settingsEvent) error {
	if err := ev.New.Check(); err != nil {
		return err
	}
	if err := tx.PutSettings(ev.New); err != nil {
		return err
	}
	e, err := s.auditEntry(tx, store.KindSetting, by, ev)
	if err != nil {
		return err
	}
	if s.settingsFloor != nil {
		lowerFloor(s.settingsFloor, e.Seq)
	}
	return tx.PutSettingsAttested(ev.New, e.Seq)
}

// Egress returns the stored egress list, sorted by host (none for a
// store not made yet), each host not in effect saying why (rt20g #6):
// one no audit entry holds is forged, and the others are not in effect
// either while the list is not believed whole (see [egressMismatch]).
func (s *Service) Egress() ([]store.EgressHost, error) {
	return viewList(s, "egress list", s.markedEgress)
}

// markedEgress reads the stored egress list in tx, each host not in
// effect saying why (see [Service.Egress]).
func (s *Service) markedEgress(tx *store.Tx) ([]store.EgressHost, error) {
	hosts, err := tx.Egress()
	if err != nil {
		return nil, err
	}
	_, why, err := s.effectiveEgress(tx)
	if err != nil {
		return nil, err
	}
	_, drop, err := s.believedEgress(tx)
	if err != nil {
		return nil, err
	}
	for i := range hosts {
		switch {
		case slices.Contains(drop, hosts[i].Host):
			hosts[i].NotInEffect = "FORGED: not in effect: no audit entry holds it"
		case why != "":
			hosts[i].NotInEffect = "not in effect: " + why
		default:
			hosts[i].NotInEffect = ""
		}
	}
	return hosts, nil
}

// AddEgress puts a host on the egress list (h.AddedBy says who), with an
// "egress.add" entry, and resolves the pending asks the policy then
// decides (a download from the host, under a carve-out that names
// [egress]).
//
// Under four eyes the host is not added: it is written as a proposal, and
// the error is a [*ProposedError] naming it.
func (s *Service) AddEgress(h store.EgressHost) ([]store.Ask, error) {
	if strings.TrimSpace(h.AddedBy) == "" {
		return nil, fmt.Errorf("add egress host %s: %w", h.Host, ErrNoAuthor)
	}
	host, err := patterns.CheckHost(strings.TrimSpace(h.Host))
	if err != nil {
		return nil, fmt.Errorf("add egress host %q: %w: %v", h.Host, store.ErrInvalid, err)
	}
	h.Host = host
	if h.Added.IsZero() {
		h.Added = s.now()
	}
	var resolved []store.Ask
	var proposed *store.Proposal
	err = s.st.Update(func(tx *store.Tx) error {
		resolved, proposed = nil, nil
		if _, err := s.settleEgress(tx); err != nil {
			return fmt.Errorf("add egress host %s: %w", host, err)
		}
		set, err := s.settingsOf(tx)
		if err != nil {
			return fmt.Errorf("add egress host %s: %w", host, err)
		}
		if set.FourEyes {
			host, err := store.CheckEgressHost(h.Host)
			if err != nil {
				return fmt.Errorf("add egress host %s: %w", h.Host, err)
			}
			if tx.HasEgress(host) {
				return fmt.Errorf("add egress host %s: %w", host, store.ErrExists)
			}
			p, err := s.proposeTx(tx, store.Proposal{Kind: store.KindEgressAdd, By: h.AddedBy,
				Egress: &store.EgressHost{Host: host, AddedBy: h.AddedBy, Reason: h.Reason}}, nil)
			proposed = &p
			if err != nil {
				return fmt.Errorf("add egress host %s: %w", host, err)
			}
			return nil
		}
		// the store's error names the host already (rt37k MEDIUM-1:
		// wrapped again here, its words came twice)
		if err := tx.AddEgress(h); err != nil {
			return err
		}
		ev := egressEvent{Host: strings.ToLower(strings.TrimSpace(h.Host)), Reason: h.Reason}
		if err := s.egressEntry(tx, store.KindEgressAdd, h.AddedBy, ev); err != nil {
			return fmt.Errorf("add egress host %s: %w", host, err)
		}
		resolved, err = s.resolveTx(tx, "")
		if err != nil {
			return fmt.Errorf("add egress host %s: resolve the asks it decides: %w", host, err)
		}
		return nil
	})
	if err != nil {
		// the update's own errors say they add the host, and the
		// store's say which store failed
		return nil, err
	}
	if proposed != nil {
		return nil, &ProposedError{Proposal: *proposed}
	}
	return resolved, nil
}

// RemoveEgress takes a host off the egress list, with an "egress.rm"
// entry, and resolves the pending asks the policy then decides (a rule
// that asks about downloads from the list may no longer match).
func (s *Service) RemoveEgress(host, by string) ([]store.Ask, error) {
	if strings.TrimSpace(by) == "" {
		return nil, fmt.Errorf("remove egress host %s: %w", host, ErrNoAuthor)
	}
	var resolved []store.Ask
	err := s.st.Update(func(tx *store.Tx) error {
		dropped, err := s.settleEgress(tx)
		if err != nil {
			return err
		}
		// A host put on the list around ozdesk is off it already: the
		// operator's removal is still written.
		if h, _ := store.CheckEgressHost(host); !slices.Contains(dropped, h) {
			if err := tx.RemoveEgress(host); err != nil {
				return err
			}
		}
		ev := egressEvent{Host: strings.ToLower(strings.TrimSpace(host))}
		if err := s.egressEntry(tx, store.KindEgressRm, by, ev); err != nil {
			return err
		}
		resolved, err = s.resolveTx(tx, "")
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("remove egress host: %w", err)
	}
	return resolved, nil
}
