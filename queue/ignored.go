package queue

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// IgnoredRule is a stored rule that decides nothing because it cannot be
// trusted: it is not as the audit entry that wrote or approved it says,
// no entry wrote it (it was put into the store around ozdesk), or, an
// allow, it breaks the guard rails. Whoever shows the policy shows it,
// and [Service.VerifyAudit] fails while one is there.
type IgnoredRule struct {
	Rule store.Rule
	Why  string // what is wrong, in words
	// Untrusted is set when no audit entry vouches for the rule as it
	// is stored (written or changed around ozdesk, or its entry lost),
	// as against an allow that only breaks the guard rails now: what
	// the rule was is then not known.
	Untrusted bool
}

// ruleCheck is what checking one rule found: why it is set aside ("" when
// it is not), and whether that is because no audit entry vouches for it.
type ruleCheck struct {
	why       string
	untrusted bool
}

// Error names the rule and what is wrong with it.
func (r IgnoredRule) Error() string {
	return fmt.Sprintf("rule %s (%s %q) is ignored: %s", r.Rule.ID, r.Rule.Outcome, r.Rule.Pattern, r.Why)
}

// IgnoredRules returns the rules that decide nothing because they cannot
// be trusted (see [IgnoredRule]), in order. A store not made yet has none.
func (s *Service) IgnoredRules() ([]IgnoredRule, error) {
	return viewList(s, "check rules", func(tx *store.Tx) ([]IgnoredRule, error) {
		ps, err := s.readPolicyState(tx)
		return ps.ignored, err
	})
}

// checkRules checks every active or proposed rule as it is loaded: it
// must be as the last audit entry that wrote or approved it says, and an
// allow must pass
// the guard rails again, against the egress list now. It returns the
// rules that pass (and those that decide nothing anyway), and those set
// aside. An active rule that does not compile is an error: the caller
// fails closed, as before any check.
//
// A read transaction's result is cached by the store's revision, so a
// long-running process checks again only after a commit.
func (s *Service) checkRules(tx *store.Tx, rules []store.Rule, egress []string) ([]store.Rule, []IgnoredRule, error) {
	var rev revision
	if !tx.Writable() {
		var err error
		if rev, err = revisionOf(tx); err != nil {
			return nil, nil, err
		}
		if ignored, ok := s.cache.ignoredAt(rev); ok {
			return withoutIgnored(rules, ignored), ignored, nil
		}
	}
	var ignored []IgnoredRule
	for _, r := range rules {
		rc, err := s.checkRule(tx, r, egress)
		if err != nil {
			return nil, nil, err
		}
		if rc.why != "" {
			ignored = append(ignored, IgnoredRule{Rule: r, Why: rc.why, Untrusted: rc.untrusted})
		}
	}
	if !tx.Writable() {
		s.cache.keepIgnored(rev, ignored)
	}
	return withoutIgnored(rules, ignored), ignored, nil
}

// checkConsulted is [Service.checkRules] for the evaluation of one
// command (a hook's, `ozdesk ask`'s): every active rule is compiled, and
// one that does not compile is an error, as there, but when onLine only
// the rules that cmd's own parts may try under pol
// ([patterns.Policy.ConsultsOnLine]) are checked against the audit entry
// that wrote them and the guard rails; else every active rule is. A rule
// the evaluation never tries decides nothing about cmd, however it got
// into the store, so its check waits for a command that may try it: a
// store of many rules costs each call only the checks of the rules that
// name its programs. A verdict that judged more than the line (a body
// read from disk: [patterns.Verdict.Nested]) is believed only once every
// rule is checked ([Service.commitJudged]). Nothing is kept between
// calls: in direct mode the agent can write the store.
func (s *Service) checkConsulted(tx *store.Tx, rules []store.Rule, egress []string, pol *patterns.Policy, cmd *patterns.Command, onLine bool) ([]IgnoredRule, error) {
	var consulted []string
	if onLine {
		consulted = pol.ConsultsOnLine(cmd)
	}
	var ignored []IgnoredRule
	for _, r := range rules {
		if r.Status != store.StatusActive || onLine && !slices.Contains(consulted, r.ID) {
			continue
		}
		rc, err := s.checkRule(tx, r, egress)
		if err != nil {
			return nil, err
		}
		if rc.why != "" {
			ignored = append(ignored, IgnoredRule{Rule: r, Why: rc.why, Untrusted: rc.untrusted})
		}
	}
	return ignored, nil
}

// compileActive compiles every active rule of rules, as
// [Service.checkRules] does before it checks them: an active rule that
// does not compile is an error (the caller fails closed).
func (s *Service) compileActive(rules []store.Rule) error {
	for _, r := range rules {
		if r.Status != store.StatusActive {
			continue
		}
		if _, err := s.cache.compileOne(r); err != nil {
			return err
		}
	}
	return nil
}

// withoutIgnored returns rules less the ignored ones.
func withoutIgnored(rules []store.Rule, ignored []IgnoredRule) []store.Rule {
	if len(ignored) == 0 {
		return rules
	}
	return slices.DeleteFunc(slices.Clone(rules), func(r store.Rule) bool {
		return slices.ContainsFunc(ignored, func(ig IgnoredRule) bool { return ig.Rule.ID == r.ID })
	})
}

// checkRule says why r must not decide (an empty why when it may, or
// decides nothing anyway: expired, retired).
func (s *Service) checkRule(tx *store.Tx, r store.Rule, egress []string) (ruleCheck, error) {
	if r.Status != store.StatusActive && r.Status != store.StatusProposed {
		return ruleCheck{}, nil
	}
	pr, err := s.cache.compileOne(r)
	if err != nil {
		if r.Status == store.StatusActive {
			return ruleCheck{}, err
		}
		return ruleCheck{why: err.Error()}, nil
	}
	k := checkKey{rule: keyOf(r), seq: tx.RuleEntrySeq(r.ID), egress: strings.Join(egress, "\x00")}
	if rc, ok := s.cache.checkedRule(k); ok {
		return rc, nil
	}
	why, err := entryMismatch(tx, r)
	if err != nil {
		return ruleCheck{}, err
	}
	rc := ruleCheck{why: why, untrusted: why != ""}
	if why == "" {
		rc.why = railsBroken(pr, egress)
	}
	s.cache.keepCheck(k, rc)
	return rc, nil
}

// railsBroken says which guard rails an allow breaks, or "".
func railsBroken(pr *patterns.Rule, egress []string) string {
	rails := patterns.CheckAllow(pr, nil, -1, &patterns.Context{Egress: egress})
	if len(rails) == 0 {
		return ""
	}
	msgs := make([]string, len(rails))
	for i, re := range rails {
		msgs[i] = re.Error()
	}
	return "it breaks the guard rails: " + strings.Join(msgs, "; ")
}

// checkKey is what one rule's check depends on: the rule as stored, the
// entry that wrote it (whose hash is checked when it is first read; an
// entry edited later shows in the chain, and a rule changed to match it
// is a new key), and the egress list.
type checkKey struct {
	rule   ruleKey
	seq    uint64
	egress string
}

// entryMismatch compares r with the last audit entry that wrote or
// approved it.
func entryMismatch(tx *store.Tx, r store.Rule) (string, error) {
	e, err := tx.RuleEntry(r.ID)
	var broken *store.AuditError
	switch {
	case errors.Is(err, store.ErrNotFound):
		return "no audit entry wrote it: it was put into the store around ozdesk", nil
	case errors.As(err, &broken):
		return "the audit entry that wrote it does not hold: " + broken.Detail, nil
	case err != nil:
		return "", err
	}
	var d struct {
		Rule store.Rule `json:"rule"`
	}
	if err := json.Unmarshal(e.Data, &d); err != nil {
		return fmt.Sprintf("audit entry %d (%s) that wrote it does not decode: %v", e.Seq, e.Kind, err), nil
	}
	if field := ruleDiffers(r, d.Rule); field != "" {
		return fmt.Sprintf("its %s is not as audit entry %d (%s) wrote it: it was changed around ozdesk", field, e.Seq, e.Kind), nil
	}
	return "", nil
}

// ruleDiffers names the first field of a rule that decides or explains
// something in which a and b differ, or "".
func ruleDiffers(a, b store.Rule) string {
	switch {
	case a.ID != b.ID:
		return "id"
	case a.Outcome != b.Outcome:
		return "outcome"
	case a.Pattern != b.Pattern || !slices.Equal(a.Also, b.Also) || a.Carves != b.Carves:
		return "pattern"
	case a.Reason != b.Reason:
		return "reason"
	case a.Scope != b.Scope:
		return "scope"
	case !a.End.Equal(b.End):
		return "end"
	case a.Mode != b.Mode:
		return "mode"
	case a.Status != b.Status:
		return "status"
	case a.Author != b.Author:
		return "author"
	case a.Approver != b.Approver:
		return "approver"
	}
	return ""
}

// revision names one committed state of the store: its last write
// transaction and audit head.
type revision struct {
	tx   uint64
	head store.AuditHead
}

func revisionOf(tx *store.Tx) (revision, error) {
	info, err := tx.Info()
	if err != nil {
		return revision{}, err
	}
	return revision{tx: tx.Revision(), head: info.Audit}, nil
}
