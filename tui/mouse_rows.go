package tui

import (
	"fmt"
	"time"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/queue"
)

// pointerSettle is how long after the ask drawn on a queue line changed
// by something other than the operator (an ask above it left, one
// arrived, a group was put above it) a click on that line is taken as
// possibly aimed at the ask drawn there before: about twice the time it
// takes to see a row move and stop a hand already clicking (rt45k #2:
// a click just after an ask above left selected the next ask down, and
// a 0.3 s later approved it).
const pointerSettle = time.Second

// pointerRows is what the queue's lines showed in the frame last drawn:
// the ask on each line (a group's header stands for its first ask), and
// since when each line has shown it. A click picks the ask drawn where
// it landed, not what the model would put there now.
type pointerRows struct {
	// ids holds the ask drawn on list line i (screen line listRowY+i),
	// "" for none.
	ids []string
	// since holds when line i began to show ids[i] by something the
	// operator did not do (zero: by their own move, or from the start).
	since []time.Time
}

// listRowY is the screen line of the queue's first row: under the
// header and the queue's title (see Model.listAt).
const listRowY = 2

// note records the lines of the frame just prepared, at now. own says
// the operator's key or click changed them: a row they moved themselves
// did not slide under their pointer unseen.
func (p *pointerRows) note(ids []string, now time.Time, own bool) {
	since := make([]time.Time, len(ids))
	for i, id := range ids {
		switch {
		case i < len(p.ids) && p.ids[i] == id:
			since[i] = p.since[i]
		case own:
		default:
			since[i] = now
		}
	}
	p.ids, p.since = ids, since
}

// at is the ask drawn on screen line y, and since when it was put there
// (zero for the operator's own move).
func (p *pointerRows) at(y int) (string, time.Time) {
	i := y - listRowY
	if i < 0 || i >= len(p.ids) {
		return "", time.Time{}
	}
	return p.ids[i], p.since[i]
}

// drawnRows is the ask each queue line shows as prepared now, nil when
// the queue is not on screen.
func (m *Model) drawnRows() []string {
	l := m.list
	if m.view != viewQueue || l.h == 0 || len(l.all) == 0 {
		return nil
	}
	ids := make([]string, l.rows())
	for i := range ids {
		if pos := l.posAtLine(l.top + i); pos >= 0 {
			ids[i] = l.at(pos).ID
		}
	}
	return ids
}

// prepareFrame is [Model.prepare], and notes which ask each queue line
// shows in the frame it readies (own: the operator's key or click).
func (m *Model) prepareFrame(own bool) {
	m.prepare()
	m.rows.note(m.drawnRows(), m.c.Now(), own)
}

// clickRow selects the ask drawn on screen line y (list line line) in
// the frame the operator clicked on. If that ask left since, nothing is
// selected and the status line says so; if the line began to show it
// less than pointerSettle ago, by asks arriving or leaving and not by
// the operator, or another ask stands there now, the click may have been
// aimed at the ask drawn there before: it selects, and the decision keys
// wait as long as for an ask that took the place of one that left
// (swapHold), the status line saying why (rt45k #2).
func (m *Model) clickRow(y, line int) tea.Cmd {
	id, since := m.rows.at(y)
	if id == "" {
		return nil
	}
	if m.list.index(id) < 0 {
		m.setStatus(statusWarn, fmt.Sprintf("ask %s left the queue as you clicked: nothing selected", queue.ShortID(id)))
		return nil
	}
	m.list.selectID(id)
	if m.list.selectedID() != id {
		// filtered out, or gone from the order since the frame
		m.setStatus(statusWarn, fmt.Sprintf("ask %s is no longer in the list as you clicked: nothing selected", queue.ShortID(id)))
		return nil
	}
	now := m.c.Now()
	moved := !since.IsZero() && now.Sub(since) < pointerSettle
	if pos := m.list.posAtLine(line); pos < 0 || m.list.at(pos).ID != id {
		moved = true
	}
	if !moved {
		return nil
	}
	d := max(m.c.Grace, swapHold)
	m.grace = grace{id: id, since: now, until: now.Add(d), pointer: true, moved: true, unbidden: true}
	m.setStatus(statusWarn, pointerWords(id, "deciding"))
	return graceEnd(id, d, m.live)
}

// pointerWords says why a decision key (or a mark: verb) waits on ask id
// that a click selected as rows moved under the pointer.
func pointerWords(id, verb string) string {
	return fmt.Sprintf("ask %s moved under the pointer: look before %s (keys wait a moment)", queue.ShortID(id), verb)
}
