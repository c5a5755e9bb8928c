package tui

import (
	"errors"
	"fmt"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
	"ozdesk.dev/ozdesk/tui/editor"
)

// decidedMsg is the queue's answer to a decision made here.
type decidedMsg struct {
	id      string
	outcome patterns.Outcome
	ask     store.Ask
	err     error
}

// decide approves or denies an ask once, in the background.
func decide(svc queue.API, id string, d queue.Decision) tea.Cmd {
	return func() tea.Msg {
		a, err := svc.Decide(id, d)
		return decidedMsg{id: id, outcome: d.Outcome, ask: a, err: err}
	}
}

// decideKey handles the decision keys on the selected ask: a approves at
// once; d asks for an optional reason; A and D open the pattern editor.
// A card in its grace period, or still loading, ignores them (with a
// word on the status line; nothing is queued).
func (m *Model) decideKey(msg tea.KeyPressMsg) (tea.Cmd, bool) {
	k := m.c.Keys.Decide
	if !key.Matches(msg, k.Approve, k.Deny, k.AlwaysAllow, k.AlwaysRefuse) {
		return nil, false
	}
	a := m.list.Selected()
	switch {
	case a == nil:
		m.setStatus(statusInfo, "no ask to decide")
		return nil, true
	case m.inGrace(a.ID):
		m.setStatus(statusWarn, fmt.Sprintf("ask %s just arrived: look before deciding (keys wait a moment)", queue.ShortID(a.ID)))
		return nil, true
	case m.cards[a.ID] == nil:
		m.pressedWhileLoading = a.ID
		m.setStatus(statusWarn, fmt.Sprintf("ask %s is still loading: decision keys wait until its card is drawn", queue.ShortID(a.ID)))
		return nil, true
	case m.list.busy[a.ID] != "":
		m.setStatus(statusInfo, fmt.Sprintf("ask %s: already %s", queue.ShortID(a.ID), m.list.busy[a.ID]))
		return nil, true
	}
	switch {
	case key.Matches(msg, k.Approve):
		return m.decideNow(decideAct{ask: *a, outcome: patterns.Allow}), true
	case key.Matches(msg, k.Deny):
		m.dialogs.push(m.denyPrompt(*a))
		return nil, true
	}
	outcome := patterns.Allow
	if key.Matches(msg, k.AlwaysRefuse) {
		outcome = patterns.Refuse
	}
	return m.openEditor(m.cards[a.ID], outcome), true
}

// openEditor opens the pattern editor on the suggested pattern of a
// loaded card: it reads nothing itself.
func (m *Model) openEditor(d *cardData, outcome patterns.Outcome) tea.Cmd {
	sugg := d.suggestion()
	if outcome == patterns.Allow && sugg == nil {
		m.setStatus(statusWarn, "nothing can always allow this command: it cannot be read with certainty. "+
			"a approves it once; D refuses it.")
		return nil
	}
	in := editor.Input{Ask: d.ask, Outcome: outcome, Command: d.cmd, Part: d.part, Context: d.ctx,
		Suggestion: sugg, FourEyes: m.fourEyes()}
	ed, cmd := editor.New(m.c, in)
	m.dialogs.push(&editorDialog{c: m.c, ed: ed})
	return cmd
}

func (m *Model) fourEyes() bool { return m.settings.FourEyes }

// decideAct is an action: decide ask once.
type decideAct struct {
	ask     store.Ask
	outcome patterns.Outcome
	reason  string
}

// denyPrompt asks for the optional reason of denying a once.
func (m *Model) denyPrompt(a store.Ask) *prompt {
	c := m.c
	title := func(w int) string {
		st := c.Styles
		return st.Refuse.Render("Deny ask "+queue.ShortID(a.ID)) + st.Muted.Render(" once: ") +
			cards.SafeLine(a.Command, max(w-24, 4), st)
	}
	then := func(reason string) any { return decideAct{ask: a, outcome: patterns.Refuse, reason: reason} }
	return newPrompt(m.c, title, "optional, enter to deny", "deny", then, "not denied; the ask still waits")
}

// decideNow sends a decision to the queue.
func (m *Model) decideNow(a decideAct) tea.Cmd {
	verb := "approving"
	if a.outcome == patterns.Refuse {
		verb = "denying"
	}
	m.list.busy[a.ask.ID] = verb + m.c.Marks.More
	return decide(m.c.Service, a.ask.ID, queue.Decision{Outcome: a.outcome, By: m.c.Operator, Reason: a.reason})
}

// decided reports the queue's answer. An ask someone else decided first
// says who, and nothing changes.
func (m *Model) decided(msg decidedMsg) tea.Cmd {
	delete(m.list.busy, msg.id)
	var lost *queue.DecidedError
	switch {
	case errors.As(msg.err, &lost):
		m.setStatus(statusWarn, fmt.Sprintf("ask %s was already %s by %s at %s%syour decision changed nothing",
			queue.ShortID(msg.id), lost.State, cards.Escape(lost.By), clockTime(lost.At, m.c.Now()), m.c.Marks.Dash))
	case msg.err != nil:
		verb := "approve"
		if msg.outcome == patterns.Refuse {
			verb = "deny"
		}
		m.setStatus(statusErr, m.describeErr("could not "+verb+" ask "+queue.ShortID(msg.id), msg.err))
		return nil
	default:
		verb := "approved"
		if msg.outcome == patterns.Refuse {
			verb = "denied"
		}
		m.setStatus(statusOK, fmt.Sprintf("%s ask %s once (%s)", verb, queue.ShortID(msg.id), cards.Escape(shortCommand(msg.ask.Command, m.c.Marks))))
	}
	return m.removeDecided(msg.id)
}

// removeDecided takes a decided ask off the queue; the ask selected next
// gets a grace period.
func (m *Model) removeDecided(id string) tea.Cmd {
	before := m.list.selectedID()
	m.list.Remove(id)
	if after := m.list.selectedID(); after != before && after != "" {
		return m.startGrace(after)
	}
	return nil
}

// shortCommand is the start of a command for a status line.
func shortCommand(s string, mk common.Marks) string {
	const n = 40
	i := 0
	for k := range s {
		if i == n {
			return s[:k] + mk.More
		}
		i++
	}
	return s
}
