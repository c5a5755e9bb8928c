package queue

import (
	"fmt"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// The cap on pending asks (store.Settings.MaxPendingPerAgent) is checked
// in the write transaction that would queue the ask, so two evaluations
// at once cannot both take the last place: writers are serialised. The
// asks counted are those of the same account when the ask has an Owner
// (protected mode: an agent cannot get round the cap by changing its
// --agent label), else those of the same agent label with no owner
// (direct mode), on the same node: an account is a node's ("uid:1003" on
// two nodes of a fleet is two accounts), and so is an agent, so one
// node's agents never use up another's places. An ask past its deadline that no sweep has expired yet
// does not count: it waits for nobody.
//
// Raising the cap needs no second operator under four eyes: the cap
// bounds how much waits for the operators, never what runs; every ask
// it lets into the queue still needs an operator's decision.

// pendingOf counts the pending asks that count against ask's cap.
func pendingOf(tx *store.Tx, ask *store.Ask) (int, error) {
	// The node index: one node's asks, read without the fleet's.
	pending, err := tx.NodePendingHeads(ask.Node)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, a := range pending {
		if !a.Deadline.IsZero() && !a.Deadline.After(ask.Created) {
			continue
		}
		if a.Owner == ask.Owner && (ask.Owner != "" || a.Agent == ask.Agent) {
			n++
		}
	}
	return n, nil
}

// overCapReason says why an ask was refused instead of queued: its agent
// has as many asks waiting as the settings let it. It is what the agent
// reads, so it names no command that decides.
func overCapReason(ask *store.Ask, waiting int) string {
	who := fmt.Sprintf("agent %q", ask.Agent)
	switch {
	case ask.Owner != "" && ask.Agent != "":
		who = fmt.Sprintf("account %s (agent %q)", ask.Owner, ask.Agent)
	case ask.Owner != "":
		who = "account " + ask.Owner
	}
	return fmt.Sprintf("refused without queueing: %s has %d asks waiting, the most it may; "+
		"wait until an operator decides some, or withdraw some", who, waiting)
}

// capAsk refuses ask, in the transaction that would queue it, when its
// agent already has the most asks waiting the settings allow: the
// evaluation is recorded as refused, with Limit saying why, and the
// caller queues nothing. It reports whether it refused.
func (s *Service) capAsk(tx *store.Tx, ev *Evaluation, ask *store.Ask) (bool, error) {
	set, err := s.settingsOf(tx)
	if err != nil {
		return false, err
	}
	n, err := pendingOf(tx, ask)
	if err != nil {
		return false, err
	}
	if n < set.MaxPendingPerAgent {
		return false, nil
	}
	ev.Limit = overCapReason(ask, n)
	ev.Report.Outcome, ev.Report.Reason = patterns.Refuse, ev.Limit
	return true, nil
}
