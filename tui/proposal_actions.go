package tui

import (
	"errors"
	"fmt"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// proposalChangedMsg is the queue's answer to approving or withdrawing a
// proposal.
type proposalChangedMsg struct {
	verb string
	p    store.Proposal
	res  *queue.ProposalResult
	err  error
}

// proposalAct is an action: withdraw proposal p (an approval is held
// for its undo window first: proposalHeld).
type proposalAct struct {
	verb string
	p    store.Proposal
}

// changeProposal withdraws a proposal in the background.
func (m *Model) changeProposal(verb string, p store.Proposal) tea.Cmd {
	svc, op := m.c.Service, m.c.Operator
	return func() tea.Msg {
		_, err := svc.WithdrawProposal(p.ID, op)
		return proposalChangedMsg{verb: verb, p: p, err: err}
	}
}

// proposalChanged says what approving or withdrawing a proposal did.
func (m *Model) proposalChanged(msg proposalChangedMsg) tea.Cmd {
	var stale *queue.StaleError
	switch {
	case errors.As(msg.err, &stale):
		// The way out first: a long reason is cut at the screen's edge.
		m.setStatus(statusErr, fmt.Sprintf("%s is stale (%s withdraws it): %s",
			cards.Escape(stale.ID), m.c.Keys.Rules.Retire.Help().Key, cards.Escape(stale.Why)))
		return nil
	case msg.err != nil:
		m.setStatus(statusErr, m.describeErr("proposal "+cards.Escape(msg.p.ID)+" not "+msg.verb, msg.err))
		return nil
	}
	text := "proposal " + cards.Escape(msg.p.ID) + " " + msg.verb + ": " + cards.Escape(queue.ProposalText(msg.p))
	level := statusOK
	if msg.res != nil {
		text += m.dropResolved(msg.res.Resolved)
		if note := unlistedText(msg.res.Unlisted, m.c.Marks); note != "" {
			text, level = text+note, statusWarn
		}
	}
	m.setStatus(level, text)
	return nil
}
