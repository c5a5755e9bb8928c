package queue

import (
	"fmt"

	"ozdesk.dev/ozdesk/internal/askwire"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// Request is a harness's question: may this command run? (It is
// askwire.Request, so that a client that only talks to a broker can send
// one without linking the queue; its fields are documented there.)
type Request = askwire.Request

// Answer is the policy's answer to a request, and, once waited for, the
// decision on its ask.
type Answer struct {
	// Outcome is what the harness should do: allow, ask (still pending,
	// or the store could not be read) or refuse.
	Outcome patterns.Outcome
	// Rule and Reason say who decided and why (for a decided ask: the
	// operator or rule, and the decision's reason).
	Rule, Reason string
	// Report explains the policy's verdict.
	Report patterns.Report
	// Ask is the queued ask, when the policy asked; after Wait, as decided.
	Ask *store.Ask
	// Unavailable is set when the store could not be read or written
	// (or, in protected mode, the broker could not be reached:
	// [ErrUnreachable]):
	// the answer failed closed, and this says why.
	Unavailable error
	// Limit is set when the policy asked but the ask was refused without
	// being queued: its agent has as many asks waiting as the settings
	// allow (store.Settings.MaxPendingPerAgent). Reason says the same.
	Limit string
}

// CannotWait returns the answer for a caller that cannot wait for a
// person (a hook whose harness does not block): an ask becomes a refusal
// that says why; allow and refuse stand. The ask, if one was queued,
// stays pending for the desk to see; the caller withdraws it if it wants.
func (a *Answer) CannotWait() *Answer {
	if a == nil || a.Outcome != patterns.Ask {
		return a
	}
	b := *a
	b.Outcome = patterns.Refuse
	if a.Unavailable != nil {
		b.Reason = fmt.Sprintf("refused: %v, and this caller cannot wait for a person", a.Unavailable)
	} else {
		b.Reason = fmt.Sprintf("refused: a person must decide it (%s), and this caller cannot wait", a.Reason)
	}
	b.Report.Outcome, b.Report.Reason = b.Outcome, b.Reason
	return &b
}

// answerOf is the answer a decided (or otherwise ended) ask gives; a
// still-pending ask gives ask. Anything but an approval or an allowing
// resolution refuses.
func answerOf(prev *Answer, a store.Ask) *Answer {
	out := &Answer{Outcome: patterns.Ask, Rule: a.Rule, Reason: a.Reason, Ask: &a}
	if prev != nil {
		out.Report = prev.Report
	}
	if a.Pending() || a.Decision == nil {
		return out
	}
	d := a.Decision
	out.Outcome, out.Rule, out.Reason = patterns.Refuse, d.By, d.Reason
	if (a.State == store.StateApproved || a.State == store.StateResolved) && d.Outcome == store.OutcomeAllow {
		out.Outcome = patterns.Allow
	}
	if out.Reason == "" {
		out.Reason = fmt.Sprintf("%s by %s", a.State, d.By)
	}
	return out
}
