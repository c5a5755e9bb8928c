package tui

import (
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
)

// IdleMsg tells the desk that its host closes it for want of keys (the
// SSH desk's idle timeout: no key for After). A desk that holds no
// decision in its undo window quits at once. One that holds some waits
// for their windows to end, so that what the operator decided is sent, as
// it would have been had the desk stayed, and never dropped unsaid
// (rt16k #14: the approval was dropped and the closing line did not say
// so); a quit question open over them closes, and their windows run on.
// A key meanwhile keeps the desk open: the operator is back. Closing,
// when set, is told before the desk quits what became of the held
// decisions, in words for the operator's terminal ("" when there were
// none).
type IdleMsg struct {
	After   time.Duration
	Closing func(words string)
}

// idleClose handles an IdleMsg.
func (m *Model) idleClose(msg IdleMsg) tea.Cmd {
	if m.quitting {
		return nil
	}
	if m.holds.count() == 0 && m.holds.inFlight() == 0 {
		if msg.Closing != nil {
			msg.Closing("")
		}
		return m.quit()
	}
	var held []string
	for _, d := range m.holds.all() {
		held = append(held, heldWords(d, m.c.Marks))
	}
	m.idle = &idleClosing{msg: msg, held: held}
	for _, d := range m.dialogs.ds {
		if _, ok := d.(*quitHeld); ok {
			m.dialogs.remove(d)
		}
	}
	m.setStatus(statusWarn, "no key for "+msg.After.String()+": the desk closes once the undo window ends and "+
		plural(len(held), "decision")+" held in it "+isAre(len(held))+" sent; any key keeps the desk open")
	return nil
}

// idleClosing is an idle close waiting for the undo windows to end: the
// message, and the held decisions' words when it came.
type idleClosing struct {
	msg  IdleMsg
	held []string
	// awaiting counts the decisions sent since whose answer (sentMsg,
	// ruleWrittenMsg) has not come: the words wait for it.
	awaiting int
}

// idleResult counts an answer to a decision sent while an idle close
// waits.
func (m *Model) idleResult() {
	if m.idle != nil && m.idle.awaiting > 0 {
		m.idle.awaiting--
	}
}

// idleDone quits a desk closing for idleness once nothing is held or on
// its way any more, and tells the host what became of what was held.
func (m *Model) idleDone() tea.Cmd {
	if m.idle == nil || m.quitting || m.holds.count() > 0 || m.holds.inFlight() > 0 || m.idle.awaiting > 0 {
		return nil
	}
	words := "it waited for the undo window of " + strings.Join(m.idle.held, "; ") + ", then closed"
	if s := m.status; s.text != "" {
		words += "; last: " + cards.Escape(s.text)
		if s.cmd != "" {
			words += " (" + statusCommand(s.cmd, m.c.Marks) + ")"
		}
	}
	if m.idle.msg.Closing != nil {
		m.idle.msg.Closing(words)
	}
	m.idle = nil
	return m.quit()
}

// isAre agrees "is" with n.
func isAre(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}
