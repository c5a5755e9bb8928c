package tui

import (
	"errors"
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// What sending a held decision did: the asks it decided, those already
// gone, and those that failed.

// sent reports what sending a held decision did. An ask someone else
// decided first (or that left the queue meanwhile) says what happened to
// it, and nothing changes.
func (m *Model) sent(msg sentMsg) tea.Cmd {
	d := msg.d
	var cmd tea.Cmd
	for _, s := range msg.sent {
		delete(m.list.busy, s.ask.ID)
		var lost *queue.DecidedError
		var changed *queue.ChangedError
		switch {
		case s.err == nil || errors.As(s.err, &lost):
			cmd = tea.Batch(cmd, m.removeDecided(s.ask.ID))
		case errors.As(s.err, &changed):
			// not the ask read: read everything again
			m.needFull = true
			cmd = tea.Batch(cmd, m.reload())
		}
	}
	if len(msg.sent) == 1 {
		m.sentOne(d, msg.sent[0])
		return cmd
	}
	m.sentMany(d, msg.sent)
	return cmd
}

// undecided reports a state in which an ask left the queue with nobody
// deciding it: it expired, its agent withdrew it, or it was abandoned.
func undecided(state string) bool {
	return state == store.StateExpired || state == store.StateWithdrawn || state == store.StateAbandoned
}

func (m *Model) sentOne(d *held, s sentAsk) {
	id := queue.ShortID(s.ask.ID)
	var lost *queue.DecidedError
	switch {
	case errors.As(s.err, &lost) && undecided(lost.State):
		// Nobody decided it: say who left (its node, its process, its
		// agent) as the sweep recorded it, not "by ozdesk".
		why := whyLeft(leftAsk{id: s.ask.ID, state: lost.State, by: lost.By, reason: lost.Reason}, m.c.Operator, m.c.Styles.Glyphs.Quote)
		m.setStatus(statusWarn, cards.Escape(why)+m.c.Marks.Dash+"your decision changed nothing")
	case errors.As(s.err, &lost):
		m.setStatus(statusWarn, fmt.Sprintf("ask %s was already %s by %s at %s%syour decision changed nothing",
			id, lost.State, cards.Escape(lost.By), clockTime(lost.At, m.c.Now()), m.c.Marks.Dash))
	case s.err != nil:
		verb := "approve"
		if d.outcome == patterns.Refuse {
			verb = "deny"
		}
		m.setStatus(statusErr, m.describeErr("could not "+verb+" ask "+id, s.err))
	default:
		verb := "approved"
		if d.outcome == patterns.Refuse {
			verb = "denied"
		}
		text := fmt.Sprintf("%s ask %s once", verb, id)
		if d.cut && !d.until.After(d.made) {
			text += ", at once: it expires before an undo window could end"
		}
		if dd := s.ask.Decision; dd != nil && dd.Asker != "" {
			// its agent was stopped: the answer waits until it is
			// continued, and is lost if it is killed first (rt47k 5)
			m.setStatusCmd(statusWarn, text+m.c.Marks.Dash+cards.Escape(queue.AskerWhenDecided(dd.Asker)), s.ask.Command)
			return
		}
		m.setStatusCmd(statusOK, text, s.ask.Command)
	}
}

// sentMany says how many asks a bulk decision decided, which were
// already gone, and which failed.
func (m *Model) sentMany(d *held, sent []sentAsk) {
	verb := "approved"
	if d.outcome == patterns.Refuse {
		verb = "denied"
	}
	n := 0
	var gone, failed, stopped []string
	for _, s := range sent {
		var lost *queue.DecidedError
		switch {
		case errors.As(s.err, &lost):
			gone = append(gone, whyLeft(leftAsk{id: s.ask.ID, state: lost.State, by: lost.By, reason: lost.Reason}, m.c.Operator, m.c.Styles.Glyphs.Quote))
		case s.err != nil:
			failed = append(failed, "ask "+queue.ShortID(s.ask.ID))
		default:
			n++
			if dd := s.ask.Decision; dd != nil && dd.Asker != "" {
				stopped = append(stopped, "ask "+queue.ShortID(s.ask.ID))
			}
		}
	}
	dot := m.c.Marks.Dot
	text := fmt.Sprintf("%s %s once", verb, plural(n, "ask"))
	kind := statusOK
	if len(stopped) > 0 {
		// their agents receive the answer only once continued (rt47k 5)
		text += fmt.Sprintf("%s%s stopped: %s, answered only once continued", dot, plural(len(stopped), "agent"), strings.Join(stopped, ", "))
		kind = statusWarn
	}
	if len(gone) > 0 {
		text += fmt.Sprintf("%s%d already gone: %s", dot, len(gone), strings.Join(gone, ", "))
		kind = statusWarn
	}
	if len(failed) > 0 {
		text += fmt.Sprintf("%scould not decide %s", dot, strings.Join(failed, ", "))
		kind = statusErr
	}
	m.setStatus(kind, text)
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
