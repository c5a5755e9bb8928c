package tui

import (
	"fmt"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// pager shows a whole command, however long, wrapped and escaped as the
// card shows it, a window at a time: a cards.LineIndex reads only the lines
// passed, so paging through a megabyte costs what the screen shows.
type pager struct {
	c    *common.Common
	ask  store.Ask
	idx  *cards.LineIndex
	idxW int
	off  int
	w, h int
}

func newPager(c *common.Common, a store.Ask) *pager { return &pager{c: c, ask: a} }

// SetSize sets the pager's size; its first line is the title.
func (p *pager) SetSize(w, h int) { p.w, p.h = w, h }

func (p *pager) index() *cards.LineIndex {
	if w := max(p.w-2, 1); p.idx == nil || p.idxW != w {
		p.idx, p.idxW = cards.NewLineIndex(p.ask.Command, w, p.c.Styles), w
	}
	return p.idx
}

// Update scrolls; it reports whether the pager closes.
func (p *pager) Update(msg tea.KeyPressMsg) bool {
	k := p.c.Keys.Card
	page := max(p.h-2, 1)
	if key.Matches(msg, k.Back) || key.Matches(msg, k.Whole) {
		return true
	}
	last := 1 << 30 // past the end is drawn back onto it
	if key.Matches(msg, k.Bottom) {
		last, _ = p.index().Count(true)
	}
	p.off, _ = k.Move(msg, p.off, page, last)
	return false
}

// View draws the title and the lines on screen.
func (p *pager) View() []string {
	st, mk := p.c.Styles, p.c.Marks
	rows := max(p.h-1, 0)
	idx := p.index()
	lines := idx.Lines(p.off, rows)
	for len(lines) == 0 && p.off > 0 { // scrolled past the end
		p.off = max(p.off-rows, 0)
		lines = idx.Lines(p.off, rows)
	}
	n, exact := idx.Count(false)
	total := fmt.Sprintf("%d", n)
	if !exact {
		total += "+"
	}
	title := st.Title.Render(" Command of ask "+queue.ShortID(p.ask.ID)) +
		st.Muted.Render(fmt.Sprintf("%s%s%slines %d%s%d of %s", mk.Dot, cards.FormatBytes(len(p.ask.Command)), mk.Dot, p.off+1, mk.Range, p.off+len(lines), total))
	out := []string{title}
	for _, l := range lines {
		out = append(out, " "+l)
	}
	return common.Block(out, p.w, p.h)
}
