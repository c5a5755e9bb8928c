package tui

import (
	"fmt"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// cardPane shows the selected ask's card (cards.RenderCard) and scrolls
// it. The card is drawn once per ask, width and second, and shown a
// window at a time.
type cardPane struct {
	c *common.Common
	// code is the two digits a decision needs while more than one tmux
	// client shares the desk (tmux_code.go); "" otherwise.
	code string
	ask  *store.Ask
	data *cardData
	// gone and stopped say what the desk last saw of the ask's waiting
	// process: exited, or stopped (it receives the answer only once
	// continued).
	gone, stopped bool
	// left, set, says the ask on the card left the queue (and why): the
	// card stays on it and decides nothing.
	left string
	// fallback is what the policy answers a part no rule matches, said
	// under the verdict.
	fallback string
	// alike holds the agents whose names read as another's (see
	// alikeAgentNames): the card says so under its header.
	alike map[string]alikeOf
	// cmdAlike holds the asks whose commands read as another's (see
	// alikeCommands): the card names the other ask under its header.
	cmdAlike map[string]string
	lines    []string
	// drawn says what lines were drawn for.
	drawn cardDrawn
	off   int
	w, h  int
	// cmdFrom and cmdTo are the lines of the card's command section
	// (cmdTo past its last; both 0 when it has none), and seen what of
	// it has been on screen for the ask seenID (see markSeen).
	cmdFrom, cmdTo int
	seen           commandSeen
	// partial says the card shows its command only in part (a note of
	// what is "more not shown" ends it): only the pager shows it whole.
	partial bool
	// wholeRead are the asks whose command the pager showed whole, kept
	// past the card: a bulk approval reads it (bulkHeld).
	wholeRead map[string]bool
}

// cardDrawn is what a card's lines were drawn for.
type cardDrawn struct {
	id       string
	w        int
	withData bool
	gone     bool
	stopped  bool
	fallback string
	alike    alikeOf
	cmdAlike string
	at       time.Time
}

// cardAction is what a key on the focused card asks the root to do.
type cardAction int

const (
	cardNone cardAction = iota
	cardBack
	cardWhole
)

func newCardPane(c *common.Common) *cardPane { return &cardPane{c: c} }

// SetSize sets the pane's size; its first line is the title.
func (p *cardPane) SetSize(w, h int) { p.w, p.h = w, h }

// Show puts an ask on the card (nil for none) with what is known of it.
// A different ask starts at the top.
func (p *cardPane) Show(a *store.Ask, d *cardData, asker queue.AskerStatus) {
	if a == nil || p.ask == nil || a.ID != p.ask.ID {
		p.off = 0
	}
	p.ask, p.gone, p.stopped = a, asker == queue.AskerGone, asker == queue.AskerStopped
	if d != nil && a != nil && d.id != a.ID {
		d = nil
	}
	p.data = d
}

// asker is what the desk last saw of the ask's waiting process.
func (p *cardPane) asker() queue.AskerStatus {
	switch {
	case p.gone:
		return queue.AskerGone
	case p.stopped:
		return queue.AskerStopped
	}
	return queue.AskerUnknown
}

// SetLeft says the ask on the card left the queue, and why ("" for an
// ask that waits).
func (p *cardPane) SetLeft(why string) { p.left = why }

// SetFallback says what the policy answers a part no rule matches.
func (p *cardPane) SetFallback(fallback string) { p.fallback = fallback }

// Update scrolls the card, or asks for the whole command.
func (p *cardPane) Update(msg tea.KeyPressMsg) cardAction {
	k := p.c.Keys.Card
	page := max(p.h-2, 1)
	switch {
	case key.Matches(msg, k.Back), key.Matches(msg, k.Focus):
		return cardBack
	case key.Matches(msg, k.Whole):
		return cardWhole
	}
	// The end is found when the card is drawn.
	p.off, _ = k.Move(msg, p.off, page, 1<<30)
	return cardNone
}

// drawnFor is what the card's drawn lines were drawn for: the ask, what
// is known of it, the width and the second.
func (p *cardPane) drawnFor(now time.Time) cardDrawn {
	return cardDrawn{id: p.ask.ID, w: p.w, withData: p.data != nil, gone: p.gone, stopped: p.stopped, fallback: p.fallback,
		alike: p.alike[p.ask.Agent], cmdAlike: p.cmdAlike[p.ask.ID], at: now.Truncate(time.Second)}
}

func (a cardDrawn) same(b cardDrawn) bool {
	return a.id == b.id && a.w == b.w && a.withData == b.withData && a.gone == b.gone && a.stopped == b.stopped &&
		a.fallback == b.fallback && a.alike == b.alike && a.cmdAlike == b.cmdAlike && a.at.Equal(b.at)
}

// prepare draws the card again when the ask, what is known of it, the
// width or the second changed, and keeps the scroll on it: from Update,
// so that View only reads.
func (p *cardPane) prepare(now time.Time) {
	if p.ask == nil {
		return
	}
	if f := p.drawnFor(now); p.lines == nil || !p.drawn.same(f) {
		p.lines, p.drawn = p.render(now), f
		p.cmdFrom, p.cmdTo = commandLines(p.lines, p.c.Styles)
		p.partial = p.data != nil && !cards.CommandWhole(p.card(now), max(p.w-1, 1), p.c.Styles)
	}
	p.off = common.Clamp(p.off, 0, max(len(p.lines)-max(p.h-1, 0), 0))
}

// linesAt are the card's lines at now: those prepared, unless the clock
// moved on since.
func (p *cardPane) linesAt(now time.Time) []string {
	if p.lines != nil && p.drawn.same(p.drawnFor(now)) {
		return p.lines
	}
	return p.render(now)
}

// render draws the card's lines, none wider than the pane: a line that
// would be is cut with an ellipsis, never silently (rt9c F11).
func (p *cardPane) render(now time.Time) []string {
	lines := p.draw(now)
	w := max(p.w-1, 1)
	for i, l := range lines {
		lines[i] = common.Cut(l, w, p.c.Marks.More)
	}
	return lines
}

// draw draws the card's lines.
func (p *cardPane) draw(now time.Time) []string {
	w, st := max(p.w-1, 1), p.c.Styles
	workdir := ""
	if p.data != nil {
		workdir = p.data.eval.Context.Workdir
	}
	lines := cardHeader(p.ask, workdir, p.asker(), now, w, st, p.c.Marks)
	// an agent whose name reads as another's: said where the operator
	// decides, before the verdict (rt43k F8)
	lines = append(lines, alikeLines(p.ask.Agent, p.alike, w, st)...)
	lines = append(lines, commandAlikeLines(p.ask.ID, p.cmdAlike, w, st)...)
	if p.data == nil {
		// Nothing is known of the verdict yet: say so, and show none.
		return append(lines, "", st.Ask.Render("loading"+p.c.Marks.More), st.Muted.Render("no verdict until it is read; decision keys wait"))
	}
	if why := clipWhy(&p.data.ask, *p.ask); why != "" {
		// the desk holds only the command's head and tail: say so
		// first, plainly, with its true size (rt20k #4)
		lines = append(append(lines, ""), cards.SafeProse(st.Glyphs.Unreadable+" "+why, w, 3, st)...)
	}
	if parts := askingParts(p.data.eval.Report, w, st); parts != nil {
		lines = append(append(lines, ""), parts...)
	}
	if links := askerPathLines(p.data.eval.Context, w, st); links != nil {
		lines = append(append(lines, ""), links...)
	}
	for _, s := range cards.CardSections(p.card(now), w, st) {
		if s.Title == "" {
			continue // the header: drawn above, shorter
		}
		lines = append(lines, "", sectionRule(s.Title, w, st))
		lines = append(lines, s.Lines...)
	}
	return lines
}

// card fills a cards.Card from the ask and what was read about it.
func (p *cardPane) card(now time.Time) cards.Card {
	a := p.ask
	c := cards.Card{ID: a.ID, Agent: a.Agent, AgentSays: a.AgentSays, Job: a.Job, Node: a.Node, Cwd: a.Cwd, Harness: a.Harness,
		State: a.State, Created: a.Created, Deadline: a.Deadline, Now: now,
		MoreHint: "press " + p.c.Keys.Card.Whole.Help().Key + " to read it all"}
	if p.data != nil && clipWhy(&p.data.ask, *a) != "" {
		// no key reads it all: only its head and tail were kept
		c.MoreHint = "press " + p.c.Keys.Card.Whole.Help().Key + " to read the head and tail kept"
	}
	switch {
	case p.gone:
		c.State = "pending; its harness is gone, nobody waits for the answer"
	case p.stopped:
		c.State = "pending; its harness is stopped, it receives the answer only once continued"
	}
	d := p.data
	c.Command, c.Report, c.Verdict = d.cmd, d.eval.Report, d.now
	c.Suggestion, c.Rails, c.AllowFor = d.sugg, d.rails, cardAllowFor
	c.Fallback = p.fallback
	c.Patterns = d.patterns
	return c
}

// View draws the title and the window of the card; hold, set, says why
// the card ignores decision keys for now.
func (p *cardPane) View(focused bool, hold string, now time.Time) []string {
	st := p.c.Styles
	lead := " "
	if focused {
		lead = st.Accent.Render(p.c.Marks.Focus)
	}
	if p.ask == nil {
		return common.Block([]string{lead + st.Title.Render("Card")}, p.w, p.h)
	}
	lines := p.linesAt(now)
	mk := p.c.Marks
	rows := max(p.h-1, 0)
	n := len(lines)
	off := common.Clamp(p.off, 0, max(n-rows, 0))
	title := lead + st.Title.Render("Card")
	if p.code != "" {
		// first, so that nothing cuts it (see paneWatch.cardCode)
		title += st.Ask.Render(mk.Dot + "code " + p.code)
	}
	switch {
	case n > 0 && rows == 0:
		// no room under the title: never "lines 1–0" (rt18k #5)
		title += st.Muted.Render(fmt.Sprintf("%sno lines shown of %d", mk.Dot, n))
	case n > rows:
		title += st.Muted.Render(fmt.Sprintf("%slines %d%s%d of %d", mk.Dot, off+1, mk.Range, min(off+rows, n), n))
		if !focused {
			title += st.Muted.Render(mk.Dot + p.c.Keys.List.Focus.Help().Key + " scrolls")
		}
	}
	if p.data == nil {
		title += st.Ask.Render(mk.Dot + "loading" + mk.More)
	}
	if hold != "" && p.left == "" {
		title += st.Ask.Render(mk.Dot + hold + ": keys wait")
	}
	out := make([]string, 0, p.h)
	out = append(out, common.Cut(title, p.w, mk.More))
	if p.left != "" && rows > 1 {
		// the banner takes two lines of the window
		out = append(out, " "+st.Refuse.Render(cards.WordsLine(p.left, max(p.w-1, 1), st)),
			" "+st.Refuse.Render(cards.WordsLine("gone from the queue: this card decides nothing; esc goes back", max(p.w-1, 1), st)))
		rows -= 2
		off = common.Clamp(p.off, 0, max(n-rows, 0))
	}
	for _, l := range lines[off:min(off+rows, n)] {
		out = append(out, " "+l)
	}
	return common.Block(out, p.w, p.h)
}

// sectionRule is a card section's title line: "── Command ─────".
func sectionRule(title string, w int, st cards.Styles) string {
	rule := st.Glyphs.Frame.Top
	head := rule + rule + " " + title + " "
	return st.Border.Render(head + strings.Repeat(rule, max(w-common.Width(head), 0)))
}
