package tui

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/tui/common"
)

// The keys and the wheel moving the selection, and the scroll that
// keeps it on screen.

// Update moves the selection, or returns what the root should do.
func (q *queueList) Update(msg tea.KeyPressMsg) listAction {
	k := q.c.Keys.List
	page := max(q.rows()-1, 1)
	if to, ok := k.Move(msg, q.sel, page, q.Len()-1); ok {
		q.move(to - q.sel)
		return listNone
	}
	switch {
	case key.Matches(msg, k.Filter):
		return listStartFilter
	case key.Matches(msg, k.Sort):
		if q.Len() > 0 {
			return listSort
		}
	case key.Matches(msg, k.Open), key.Matches(msg, k.Focus):
		if q.Len() > 0 {
			return listOpenCard
		}
	case key.Matches(msg, k.Back):
		if q.filter != "" {
			return listClearFilter
		}
		if len(q.marked) > 0 {
			return listClearMarks
		}
	}
	return listNone
}

func (q *queueList) move(d int) {
	q.sel = common.Clamp(q.sel+d, 0, q.Len()-1)
	q.scroll()
}

// wheel scrolls the list by lines (up for lines < 0), as k9s's and
// lazygit's lists scroll under the wheel, and leaves the selection where
// it is while its row stays on screen; a row scrolled off the screen
// gives the selection to the nearest row on it (fx28k #7).
func (q *queueList) wheel(lines int) {
	rows := q.rows()
	if rows == 0 || q.Len() == 0 {
		return
	}
	q.top = common.Clamp(q.top+lines, 0, max(q.lineCount()-rows, 0))
	line := q.lineOfPos(q.sel)
	switch {
	case line < q.top:
		if pos := q.posAtLine(q.top); pos >= 0 {
			q.sel = pos
		}
	case line >= q.top+rows:
		for l := q.top + rows - 1; l >= q.top; l-- {
			if pos, _, ok := q.lineAt(l); ok {
				q.sel = pos
				break
			}
		}
	}
}

// rows is how many asks fit under the title.
func (q *queueList) rows() int { return max(q.h-1, 0) }

// scroll keeps the selection on screen, and the header of its group when
// it is the group's first ask.
func (q *queueList) scroll() {
	rows := q.rows()
	line := q.lineOfPos(q.sel)
	first := line
	if line > 0 && q.lines != nil && q.lines[line-1] < 0 {
		first = line - 1
	}
	switch {
	case rows == 0:
		q.top = line
	case first < q.top:
		q.top = first
	case line >= q.top+rows:
		q.top = line - rows + 1
	}
	q.top = common.Clamp(q.top, 0, max(q.lineCount()-rows, 0))
}
