package tui

import (
	"fmt"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// cardPane shows the selected ask's card and scrolls it. The card is laid
// out once per ask and width (cardDoc) and drawn a window at a time.
type cardPane struct {
	c    *common.Common
	ask  *store.Ask
	data *cardData
	gone bool
	doc  *cardDoc
	// docFor says what doc was laid out for.
	docFor struct {
		id       string
		w        int
		withData bool
		gone     bool
		at       time.Time
	}
	off  int
	w, h int
}

// cardAction is what a key on the focused card asks the root to do.
type cardAction int

const (
	cardNone cardAction = iota
	cardBack
)

func newCardPane(c *common.Common) *cardPane { return &cardPane{c: c} }

// SetSize sets the pane's size; its first line is the title.
func (p *cardPane) SetSize(w, h int) { p.w, p.h = w, h }

// Show puts an ask on the card (nil for none) with what is known of it.
// A different ask starts at the top.
func (p *cardPane) Show(a *store.Ask, d *cardData, gone bool) {
	if a == nil || p.ask == nil || a.ID != p.ask.ID {
		p.off = 0
	}
	p.ask, p.gone = a, gone
	if d != nil && a != nil && d.id != a.ID {
		d = nil
	}
	p.data = d
}

// Update scrolls the card.
func (p *cardPane) Update(msg tea.KeyPressMsg) cardAction {
	k := p.c.Keys.Card
	page := max(p.h-2, 1)
	switch {
	case key.Matches(msg, k.Back):
		return cardBack
	case key.Matches(msg, k.Down):
		p.off++
	case key.Matches(msg, k.Up):
		p.off--
	case key.Matches(msg, k.PageDown):
		p.off += page
	case key.Matches(msg, k.PageUp):
		p.off -= page
	case key.Matches(msg, k.Top):
		p.off = 0
	case key.Matches(msg, k.Bottom):
		p.off = 1 << 30
	}
	return cardNone
}

// layout lays the card out again when the ask, its data, the width or the
// minute changed.
func (p *cardPane) layout(now time.Time) {
	f := p.docFor
	at := now.Truncate(time.Second)
	if p.doc != nil && f.id == p.ask.ID && f.w == p.w && f.withData == (p.data != nil) && f.gone == p.gone && f.at.Equal(at) {
		return
	}
	st := p.c.Styles
	head := cardHead(*p.ask, p.data, st, p.w, now, p.gone)
	tail := cardTail(p.data, st, p.w)
	if p.doc != nil && f.id == p.ask.ID && f.w == p.w && p.doc.cmd != nil {
		// Same command at the same width: keep its index.
		p.doc.head, p.doc.tail = head, tail
	} else {
		p.doc = newCardDoc(head, p.ask.Command, tail, p.w, st)
	}
	p.docFor.id, p.docFor.w, p.docFor.withData, p.docFor.gone, p.docFor.at = p.ask.ID, p.w, p.data != nil, p.gone, at
}

// View draws the title and the window of the card; hold says the card is
// in its grace period.
func (p *cardPane) View(focused, hold bool, now time.Time) []string {
	st := p.c.Styles
	out := make([]string, 0, p.h)
	lead := " "
	if focused {
		lead = st.Accent.Render("▍")
	}
	if p.ask == nil {
		return common.Block([]string{lead + st.Title.Render("Card")}, p.w, p.h)
	}
	p.layout(now)
	rows := max(p.h-1, 0)
	n := p.doc.Len()
	p.off = common.Clamp(p.off, 0, max(n-rows, 0))
	title := lead + st.Title.Render("Ask "+trimID(p.ask.ID))
	if n > rows {
		title += st.Muted.Render(fmt.Sprintf(" · lines %d–%d of %d", p.off+1, min(p.off+rows, n), n))
	}
	if hold {
		title += " " + st.Muted.Render("· just arrived, keys wait")
	}
	out = append(out, title)
	out = append(out, p.doc.Lines(p.off, rows)...)
	return common.Block(out, p.w, p.h)
}

// trimID shows an ask ID without its leading zeros.
func trimID(id string) string {
	for len(id) > 1 && id[0] == '0' {
		id = id[1:]
	}
	return id
}
