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
// passed, so paging through a megabyte costs what the screen shows. It
// reads its window when it moves or is resized; view only draws it.
type pager struct {
	c     *common.Common
	ask   store.Ask
	idx   *cards.LineIndex
	idxW  int
	off   int
	w, h  int
	lines []string
	// seenTo is the line before which every line has been on screen, read
	// from the first on; whole, that this reached the last line.
	seenTo int
	whole  bool
	// head is who asked and where, drawn whole above the command.
	head []string
}

// pagerSeenMost is the most lines of a command one page counts as seen,
// and a page key moves past, whatever height the terminal reports: that
// height is what the kernel was last told (stty -F /dev/pts/N rows 1500
// by the agent's own account, rt48k F-stty-rows), not what the screen
// shows, and a page that counted 1,500 lines as read let one v pass a
// 30 kB command whose middle no screen showed. A taller screen still
// draws its height; its page keys move this many lines.
const pagerSeenMost = 100

func newPager(c *common.Common, a store.Ask) *pager { return &pager{c: c, ask: a} }

func (p *pager) place() place { return placeBody }

func (p *pager) keys() []key.Binding {
	k := p.c.Keys.Card
	return []key.Binding{k.Down, k.Up, k.PageDown, k.Bottom, k.Back}
}

// setSize sets the pager's size (its first line is the title) and reads
// the window again.
func (p *pager) setSize(w, h int) {
	if w == p.w && h == p.h && p.lines != nil {
		return
	}
	p.w, p.h = w, h
	p.head = pagerHead(p.ask, w, min(pagerHeadMost, max(h/2-1, 1)), p.c.Styles)
	p.read()
}

func (p *pager) index() *cards.LineIndex {
	if w := max(p.w-2, 1); p.idx == nil || p.idxW != w {
		p.idx, p.idxW = cards.NewLineIndex(p.ask.Command, w, p.c.Styles), w
	}
	return p.idx
}

// rows is how many lines of the command the pager shows: below its
// title, the head and the rule under it.
func (p *pager) rows() int {
	if len(p.head) == 0 {
		return max(p.h-1, 0)
	}
	return max(p.h-2-len(p.head), 1)
}

// read reads the lines of the window; scrolled past the end, it moves
// back onto it.
func (p *pager) read() {
	rows := p.rows()
	idx := p.index()
	p.lines = idx.Lines(p.off, rows)
	for len(p.lines) == 0 && p.off > 0 {
		p.off = max(p.off-rows, 0)
		p.lines = idx.Lines(p.off, rows)
	}
	if p.off <= p.seenTo {
		p.seenTo = max(p.seenTo, p.off+min(len(p.lines), pagerSeenMost))
	}
}

// update scrolls, or closes the pager.
func (p *pager) update(msg tea.Msg) (reply, tea.Cmd) {
	kp, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return reply{}, nil
	}
	k := p.c.Keys.Card
	page := max(min(p.rows(), pagerSeenMost)-1, 1)
	if key.Matches(kp, k.Back) || key.Matches(kp, k.Whole) {
		return reply{close: true, do: p.reached()}, nil
	}
	last := 1 << 30 // past the end is drawn back onto it
	if key.Matches(kp, k.Bottom) {
		last, _ = p.index().Count(true)
	}
	p.off, _ = k.Move(kp, p.off, page, last)
	p.read()
	return reply{do: p.reached()}, nil
}

// reached says readWhole, once, when the lines read from the first on
// (seenTo) reach the last line: a jump to the end, skipping lines, does
// not count.
func (p *pager) reached() any {
	if n, exact := p.index().Count(false); !p.whole && exact && p.seenTo >= n {
		p.whole = true
		return readWhole{id: p.ask.ID}
	}
	return nil
}

// view draws the title and the lines on screen.
func (p *pager) view(int, int, bool) []string {
	st, mk := p.c.Styles, p.c.Marks
	n, exact := p.idx.Count(false)
	total := fmt.Sprintf("%d", n)
	if !exact {
		total += "+"
	}
	title := st.Title.Render(" Command of ask "+queue.ShortID(p.ask.ID)) +
		st.Muted.Render(fmt.Sprintf("%s%s%slines %d%s%d of %s", mk.Dot, cards.FormatBytes(len(p.ask.Command)), mk.Dot, p.off+1, mk.Range, p.off+len(p.lines), total))
	out := append([]string{title}, p.head...)
	if len(p.head) > 0 {
		out = append(out, " "+sectionRule("Command", max(p.w-2, 1), st))
	}
	for _, l := range p.lines {
		out = append(out, " "+l)
	}
	return common.Block(out, p.w, p.h)
}
