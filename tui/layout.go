package tui

import "ozdesk.dev/ozdesk/tui/common"

// narrowRows is the width the stacked layout gives the queue's rows at
// 80 columns.
const narrowRows = 80

// cardLeast is the narrowest the card gets beside the queue: the queue
// takes what its rows need, up to what leaves the card this much.
const cardLeast = 52

// wideAt is the width from which the queue and the card stand side by
// side; below it they are stacked. Side by side, each gets at least what
// it needs: the queue the width its rows have at 80 columns, the card
// cardLeast, so that a wider terminal never shows less of an ask's row
// (its agent, its deciding rule, its command) than an 80-column one
// (rt22k #1: at 120 columns the queue had 67 and cut what 80 showed).
const wideAt = narrowRows + 1 + cardLeast

// chrome is the lines around the body: the header, the status line and
// the help line.
const chrome = 3

// bodyHeight is the lines left for the view, after the chrome and the
// open bottom dialog.
func (m *Model) bodyHeight() int {
	return max(m.c.Height-chrome-len(m.banner())-m.dialogHeight(), 1)
}

// dialogHeight is the lines the bottom dialogs take from the body, each
// under a blank line.
func (m *Model) dialogHeight() int {
	n := 0
	for _, d := range m.dialogs.in(placeBottom) {
		n += len(d.view(m.c.Width, m.c.Height, false)) + 1
	}
	return n
}

// wide reports whether the panes stand side by side.
func (m *Model) wide() bool { return m.c.Width >= wideAt }

// resize hands each pane its size for the terminal's size, the focus and
// the length of the queue.
func (m *Model) resize() {
	w, body := m.c.Width, m.bodyHeight()
	m.help.SetWidth(w)
	m.rules.SetSize(w, body)
	m.audit.SetSize(w, body)
	m.nodes.SetSize(w, body)
	for _, d := range m.dialogs.ds {
		d.setSize(w, body)
	}
	if m.wide() {
		lw := m.wideListWidth()
		m.list.SetSize(lw, body)
		m.card.SetSize(w-lw-1, body)
		return
	}
	lh := m.stackedListHeight(body)
	m.list.SetSize(w, lh)
	m.card.SetSize(w, body-lh)
}

// stackedListHeight gives the queue, stacked above the card, room for
// its asks up to two fifths of the body (at least four lines); while the
// card has the focus, its title and three rows around the selected ask,
// so that the operator deciding from the card sees which ask is next
// (the whole body went to the card, desk9e), none in a body too small,
// nor over the card of an ask that left (its row is gone, and the
// selection on another ask would read as this card's).
func (m *Model) stackedListHeight(body int) int {
	if m.focusCard {
		if m.list.lineCount() == 0 || body < focusedListLeast*3 || m.pinned != nil {
			return 0
		}
		return min(m.list.lineCount()+1, focusedListLeast)
	}
	most := max(body*2/5, 4)
	return common.Clamp(m.list.lineCount()+1, min(4, body), min(most, body))
}

// focusedListLeast is the lines the queue keeps over a focused card:
// its title and three rows.
const focusedListLeast = 4

// wideListWidth is the queue's width beside the card: what its widest
// row needs (every column whole, and the marks' column while asks are
// marked), and no less than the stacked layout gives them at 80 columns
// (narrowRows) when they need it; at least two fifths of the terminal, at
// most what leaves the card cardLeast (from wideAt on, at least
// narrowRows).
func (m *Model) wideListWidth() int {
	w := m.c.Width
	need := max(m.list.cols.natural(), min(m.list.cols.whole(), narrowRows))
	if len(m.list.marked) > 0 {
		need += common.Width(m.c.Marks.Marked) + 1
	}
	return common.Clamp(need, w*2/5, max(w-cardLeast-1, w*2/5))
}
