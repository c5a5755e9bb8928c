package tui

import (
	"fmt"

	"ozdesk.dev/ozdesk/queue"
)

// The least terminal in which decision keys act: the row under the
// cursor (its ID and the head of its command) or its card can be read
// there. Below it the desk decides nothing (rt17k 3: at 12x3 a approved
// an ask whose row was not on screen).
const (
	decideLeastWidth  = 30
	decideLeastHeight = chrome + 3
)

// tooSmall reports whether the terminal is too small to read the ask
// under the cursor.
func (m *Model) tooSmall() bool {
	return m.c.Width < decideLeastWidth || m.c.Height < decideLeastHeight
}

// tooSmallWords is what a decision key says in a terminal too small.
func tooSmallWords() string {
	return fmt.Sprintf("too small to read the ask: a, d, A and D decide nothing below %dx%d", decideLeastWidth, decideLeastHeight)
}

// offScreenWords is what a decision key says when neither the row of the
// ask under the cursor nor its card is on screen.
func offScreenWords(id string) string {
	return fmt.Sprintf("ask %s is not on screen: a, d, A and D decide nothing", queue.ShortID(id))
}

// selectedRowShown reports whether the row of the selected ask is on
// screen: among the list's lines, and not the body's last line that a
// status on two lines took on the screen the key was pressed at (View).
func (m *Model) selectedRowShown() bool {
	cut := 0
	if m.statusTwoDrawn && m.dialogs.topIn(placeStatus) == nil && (m.wide() || m.card.h == 0) {
		cut = 1
	}
	return m.list.selectedOnScreen(cut)
}

// selectedOnScreen reports whether the row of the selected ask is among
// the lines on screen, its last cut lines not counted.
func (q *queueList) selectedOnScreen(cut int) bool {
	rows := min(q.rows(), q.h-1-cut)
	if q.Len() == 0 || rows <= 0 {
		return false
	}
	line := q.lineOfPos(q.sel)
	return line >= q.top && line < q.top+rows
}
