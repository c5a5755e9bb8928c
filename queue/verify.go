package queue

import (
	"fmt"
	"strings"

	"ozdesk.dev/ozdesk/store"
)

// Verification is what [Service.VerifyAudit] found.
type Verification struct {
	// Head is the audit trail's last entry, as far as the chain holds.
	Head store.AuditHead
	// Ignored are the rules that decide nothing because they cannot be
	// trusted.
	Ignored []IgnoredRule
	// Unproven are the decisions and settings not as the trail wrote
	// them.
	Unproven []UnprovenRecord `json:",omitempty"`
	// Base is the last entry cut from the trail (zero when none was):
	// the trail verifies from it.
	Base store.AuditHead
	// CutAnchors are the anchors given that the trail was cut through:
	// only the export holding them can show them.
	CutAnchors []store.AuditHead
	// Unfinished is a cut started and not finished (its process killed,
	// the store lost between its steps), nil when none: the trail
	// verifies from Base, and the cut goes on through Unfinished.Through
	// when it is run again.
	Unfinished *store.AuditCut `json:",omitempty"`
}

// IgnoredError reports rules set aside on loading, and decisions and
// settings not as the trail wrote them: the store was written around
// ozdesk. It names each.
type IgnoredError struct {
	Rules   []IgnoredRule
	Records []UnprovenRecord
}

// Error names every rule and record and what is wrong with it.
func (e *IgnoredError) Error() string {
	var parts []string
	if len(e.Rules) > 0 {
		lines := make([]string, len(e.Rules))
		for i, r := range e.Rules {
			lines[i] = r.Error()
		}
		parts = append(parts, fmt.Sprintf("%d rule(s) in the store cannot be trusted, and decide nothing:\n  %s",
			len(e.Rules), strings.Join(lines, "\n  ")))
	}
	if len(e.Records) > 0 {
		lines := make([]string, len(e.Records))
		for i, r := range e.Records {
			lines[i] = r.Error()
		}
		parts = append(parts, fmt.Sprintf("%d record(s) in the store were written around ozdesk (a decision is not believed, settings go by the strictest):\n  %s",
			len(e.Records), strings.Join(lines, "\n  ")))
	}
	return strings.Join(parts, "\n")
}

// VerifyAudit checks the audit trail's hash chain (see
// [store.Tx.VerifyAudit]), that it holds every anchor given (heads
// recorded outside the store: see [Service.AnchorHead]), and every rule
// against the entry that wrote it (see [IgnoredRule]), and every ask's
// end and the settings against the trail (see [UnprovenRecord]), in one
// read. A
// broken chain is a [*store.AuditError]; a missing anchor, an
// [*AnchorError]; a rule that cannot be trusted, an [*IgnoredError].
func (s *Service) VerifyAudit(anchors ...store.AuditHead) (*Verification, error) {
	v := &Verification{}
	err := s.st.View(func(tx *store.Tx) error {
		var err error
		if v.Head, err = tx.VerifyAudit(); err != nil {
			return err
		}
		if v.Base, err = tx.AuditBase(); err != nil {
			return err
		}
		if cut, ok, err := tx.UnfinishedAuditCut(); err != nil {
			return err
		} else if ok {
			v.Unfinished = &cut
		}
		if v.CutAnchors, err = checkAnchors(tx, anchors); err != nil {
			return err
		}
		ps, err := s.readPolicyState(tx)
		v.Ignored = ps.ignored
		if err != nil {
			return err
		}
		v.Unproven, err = unprovenRecords(tx)
		return err
	})
	if err != nil {
		return v, err
	}
	if len(v.Ignored) > 0 || len(v.Unproven) > 0 {
		return v, &IgnoredError{Rules: v.Ignored, Records: v.Unproven}
	}
	return v, nil
}
