package queue

import (
	"fmt"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// resolveTx judges every pending ask again under the policy as it now
// stands in tx (after a rule, the egress list or the settings changed) and
// marks resolved those the policy now decides, allow or refuse, each with
// a "resolve" audit entry. The decision is by cause (the rule just written
// or approved) when it decided a part of the command the way the command
// is decided, else by the rule that decided the command ("fallback" when
// no rule did); that rule counts a hit for each ask it resolves. Asks
// still asked about stay pending. It returns the resolved asks, oldest
// first.
func (s *Service) resolveTx(tx *store.Tx, cause string) ([]store.Ask, error) {
	ps, err := s.readPolicyState(tx)
	if err != nil {
		return nil, err
	}
	return s.resolveWith(tx, ps, cause)
}

// resolveWith is [Service.resolveTx] with the policy state given: a
// caller that has just inserted a rule passes the rules itself, as
// [store.Tx.Rules] cannot list a rule inserted in the same transaction.
func (s *Service) resolveWith(tx *store.Tx, ps policyState, cause string) ([]store.Ask, error) {
	resolved, _, err := s.resolveListed(tx, ps, cause, nil, false)
	return resolved, err
}

// resolveOnly is [Service.resolveTx] bounded to the asks listed, as
// [Service.resolveListed] is; it also returns the pending asks the policy
// now decides that were not listed (they stay pending). own is as for
// [Service.resolveListed].
func (s *Service) resolveOnly(tx *store.Tx, cause string, listed map[string]bool, own bool) (resolved, unlisted []store.Ask, err error) {
	ps, err := s.readPolicyState(tx)
	if err != nil {
		return nil, nil, err
	}
	return s.resolveListed(tx, ps, cause, listed, own)
}

// resolveListed is [Service.resolveWith] bounded to the asks listed (by
// ID) when listed is not nil: the others stay pending, and those of them
// the policy now decides are returned as unlisted, for the operator to
// be told that they still wait (rt18k #1), and marked to be read
// ([store.Ask.ToRead]): an ask so marked is resolved only by a change
// that lists it, never by the next change that decides nothing about it
// (rt29k #25: retiring an unrelated allow released it).
//
// own (with a cause: a rule just written or approved) bounds it to the
// asks that rule decides under the policy's order: an ask another rule
// decides, pending still because an operator was left to read it (an
// approval's confirmation did not list it), is neither resolved nor
// returned; it is not this rule's to release (rt19k #3: approving r2
// released, as r1's, the ask r1's approval had left waiting).
func (s *Service) resolveListed(tx *store.Tx, ps policyState, cause string, listed map[string]bool, own bool) (resolved, unlisted []store.Ask, err error) {
	// The policy is compiled even with nothing pending: a change that
	// leaves it uncompilable (one rule too many) must not be written.
	pol, err := s.policy(ps)
	if err != nil {
		return nil, nil, err
	}
	pending, err := tx.PendingAsks()
	if err != nil || len(pending) == 0 {
		return nil, nil, err
	}
	now := s.now()
	for _, a := range pending {
		if a.ToRead != "" && !listed[a.ID] {
			continue
		}
		v, by, reason, ok := resolves(pol, a, patterns.Read(a.Command), s.askContext(a, ps.egress), now, cause, own)
		if !ok {
			continue
		}
		if listed != nil && !listed[a.ID] {
			a.ToRead = toReadWhy(cause)
			if err := tx.PutAsk(a); err != nil {
				return nil, nil, err
			}
			unlisted = append(unlisted, a)
			continue
		}
		d := store.Decision{By: by, Outcome: v.Outcome.String(), Reason: reason, Rule: by}
		a, err := s.endTx(tx, a, store.StateResolved, store.KindResolve, d)
		if err != nil {
			return nil, nil, err
		}
		if by != "fallback" {
			if err := tx.AddHits(by); err != nil {
				return nil, nil, err
			}
		}
		resolved = append(resolved, a)
	}
	return resolved, unlisted, nil
}

// resolves reports whether pol, changed by cause (a rule's ID, or ""),
// resolves the pending ask a, whose command is cmd, read in ctx: the
// verdict, who resolves it and why. With own, only an ask cause itself
// decides is resolved: an ask another rule now decides (one held for
// reading when that rule was written) is not this change's to resolve.
// It is the one predicate of both the write and its preview
// ([Service.PreviewRule]), so that the confirmation lists what the write
// resolves (rt41k F4: a rule scoped to one agent listed another agent's
// asks, which another rule decided, and the write left them).
func resolves(pol *patterns.Policy, a store.Ask, cmd *patterns.Command, ctx *patterns.Context, now time.Time, cause string, own bool) (*patterns.Verdict, string, string, bool) {
	v := pol.Evaluate(cmd, ctx, now)
	if v.Outcome == patterns.Ask || keptPending(a, v) {
		return v, "", "", false
	}
	by, reason := resolvedBy(v, cause)
	if own && cause != "" && by != cause {
		return v, by, reason, false
	}
	return v, by, reason, true
}

// resolvedBy names who resolved an ask the verdict v now decides, and why.
func resolvedBy(v *patterns.Verdict, cause string) (string, string) {
	if cause != "" {
		for _, pv := range v.Parts {
			if pv.Rule == cause && pv.Outcome == v.Outcome {
				return cause, fmt.Sprintf("resolved by rule %s: %s", cause, pv.Reason)
			}
		}
	}
	if v.Rule == "" {
		return "fallback", "resolved: " + v.Reason
	}
	return v.Rule, fmt.Sprintf("resolved by rule %s: %s", v.Rule, v.Reason)
}

// toReadWhy says why an ask the change caused (a rule's ID, or "") would
// have resolved waits to be read: its confirmation did not list it.
func toReadWhy(cause string) string {
	change := "a policy change"
	if cause != "" {
		change = "a change of rule " + cause
	}
	return change + " would have resolved it, but its confirmation did not list it: an operator reads it"
}
