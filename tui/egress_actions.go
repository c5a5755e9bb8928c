package tui

import (
	"errors"
	"fmt"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// egressAct is an action: add host to the egress list (under four eyes
// the queue holds it as a proposal), as confirmed from the editor.
type egressAct struct{ host, reason string }

// egressAddedMsg is the queue's answer to adding a host to the egress
// list: the asks the wider list resolved, or a *queue.ProposedError
// when four eyes held it.
type egressAddedMsg struct {
	host     string
	resolved []store.Ask
	err      error
}

// addEgress adds a host to the egress list in the background, through
// the queue's API (the store in direct mode, the broker in protected
// mode, which names who adds it).
func (m *Model) addEgress(a egressAct) tea.Cmd {
	svc, op := m.c.Service, m.c.Operator
	return func() tea.Msg {
		resolved, err := svc.AddEgress(store.EgressHost{Host: a.host, AddedBy: op, Reason: a.reason})
		return egressAddedMsg{host: a.host, resolved: resolved, err: err}
	}
}

// egressAdded says what adding the host did, and tells the open editor:
// the host on the list (its rails are judged again), or proposed.
func (m *Model) egressAdded(msg egressAddedMsg) tea.Cmd {
	e := m.editor()
	host := cards.Escape(msg.host)
	var proposed *queue.ProposedError
	switch {
	case errors.As(msg.err, &proposed):
		p := proposed.Proposal
		if e != nil {
			e.ed.EgressProposed(msg.host, p.ID)
		}
		m.setStatus(statusWarn, fmt.Sprintf("proposed %s: %s%sit waits for another operator (%s on it in the rules view)",
			cards.Escape(p.ID), cards.Escape(queue.ProposalText(p)), m.c.Marks.Dash, m.c.Keys.Rules.Approve.Help().Key))
		return nil
	case msg.err != nil:
		m.setStatus(statusErr, m.describeErr(host+" not added to the egress list", msg.err))
		return nil
	}
	m.setStatus(statusOK, "added "+host+" to the egress list"+m.dropResolved(msg.resolved))
	if e != nil {
		return e.ed.EgressAdded(msg.host)
	}
	return nil
}
