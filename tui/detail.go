package tui

import (
	"fmt"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/tui/common"
)

// detail shows one thing whole, a rule or an audit entry, in place of the
// view it was opened from, a window at a time: what the desk holds of it
// at once, and what a read of the store adds (a rule's history, an
// entry's payload and its link in the hash chain) when the read comes
// back. esc closes it; the keys of what it shows (y and x on a rule) act
// from it as from the list.
type detail struct {
	c   *common.Common
	src detailSource
	// off is the first line shown; lines are the body drawn for w.
	off   int
	w, h  int
	lines []string
}

// detailSource is what a detail shows.
type detailSource interface {
	// id names what it shows ("rule r4", "entry 12"), for the read that
	// completes it.
	id() string
	// title is the first line's words (trusted).
	title() string
	// draw draws the body w cells wide at now.
	draw(w int, now time.Time) []string
	// load reads the rest in the background (nil: nothing to read).
	load() tea.Cmd
	// loaded takes what the read found.
	loaded(msg detailMsg)
	// keys are its own keys, for the footer; act answers one (ok false:
	// not one of them).
	keys() []key.Binding
	act(kp tea.KeyPressMsg) (do any, ok bool)
}

// detailMsg is what a detail's read found: data for the source whose id
// it names, or why the read failed.
type detailMsg struct {
	id   string
	data any
	err  error
}

func newDetail(c *common.Common, src detailSource) *detail { return &detail{c: c, src: src} }

func (d *detail) place() place { return placeBody }

func (d *detail) keys() []key.Binding {
	k := d.c.Keys.Detail
	return append(append([]key.Binding{k.Close}, d.src.keys()...), k.Down, k.Up, k.HalfDown, k.HalfUp)
}

// setSize draws the body for the room given (its first line is the
// title) and keeps the window within it.
func (d *detail) setSize(w, h int) {
	d.w, d.h = w, h
	d.lines = d.src.draw(w, d.c.Now())
	d.off = common.Clamp(d.off, 0, d.last())
}

// rows is how many body lines show under the title.
func (d *detail) rows() int { return max(d.h-1, 1) }

// last is the furthest the window scrolls.
func (d *detail) last() int { return max(len(d.lines)-d.rows(), 0) }

// load starts the source's read.
func (d *detail) load() tea.Cmd { return d.src.load() }

// update scrolls, acts, or closes the detail.
func (d *detail) update(msg tea.Msg) (reply, tea.Cmd) {
	kp, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return reply{}, nil
	}
	k := d.c.Keys.Detail
	if key.Matches(kp, k.Close) {
		return reply{close: true}, nil
	}
	if do, ok := d.src.act(kp); ok {
		// A confirmation takes the detail's place: what it changes, the
		// list then shows.
		_, opens := do.(open)
		return reply{close: opens, do: do}, nil
	}
	d.off, _ = k.Move(kp, d.off, max(d.rows()-1, 1), d.last())
	return reply{}, nil
}

// view draws the title, with the lines shown when they do not all fit,
// and the window.
func (d *detail) view(w, h int, _ bool) []string {
	st, mk := d.c.Styles, d.c.Marks
	title := st.Title.Render(" " + d.src.title())
	if len(d.lines) > d.rows() {
		title += st.Muted.Render(fmt.Sprintf("%slines %d%s%d of %d", mk.Dot, d.off+1, mk.Range, min(d.off+d.rows(), len(d.lines)), len(d.lines)))
	}
	out := []string{common.Fit(title, w)}
	end := min(d.off+d.rows(), len(d.lines))
	out = append(out, d.lines[min(d.off, end):end]...)
	return common.Block(out, w, h)
}

// detailLoaded gives a read's findings to the open detail they are for
// (closed meanwhile, nothing).
func (m *Model) detailLoaded(msg detailMsg) {
	for _, d := range m.dialogs.ds {
		if dt, ok := d.(*detail); ok && dt.src.id() == msg.id {
			dt.src.loaded(msg)
		}
	}
}

// field draws a label and an untrusted value of one line, the value
// wrapped under itself through the safe display, at most maxLines lines
// (the last saying how much is hidden). A line break in it reads \n (and
// a carriage return \r): it never starts a line of its own, which could
// draw what looks like the detail's own fields (rt16k #11).
func field(st cards.Styles, w int, label, value string, maxLines int) []string {
	return fieldWith(st, w, label, value, maxLines, cards.SafeBlockLine)
}

// fieldBlock is field for a value whose lines are its own (a command,
// which the safe display draws line by line, each marked as its own).
func fieldBlock(st cards.Styles, w int, label, value string, maxLines int) []string {
	return fieldWith(st, w, label, value, maxLines, cards.SafeBlock)
}

// fieldWith is field drawing its value's lines with block (one line to
// its reader, or its lines its own).
func fieldWith(st cards.Styles, w int, label, value string, maxLines int,
	block func(s string, width, maxLines int, st cards.Styles) ([]string, int)) []string {
	const labelW = 11
	lead := "   " + st.Muted.Render(common.Fit(label, labelW))
	room := max(w-3-labelW, 8)
	lines, hidden := block(value, room, maxLines, st)
	if len(lines) == 0 {
		lines = []string{""}
	}
	if hidden > 0 {
		// in the card's words ("1,234 B more not shown"), not "+1,234 B"
		lines = append(lines, st.Muted.Render(fmt.Sprintf("%s %s more not shown", st.Glyphs.Ellipsis, cards.FormatBytes(hidden))))
	}
	out := make([]string, len(lines))
	for i, l := range lines {
		if i == 0 {
			out[i] = lead + l
			continue
		}
		out[i] = "   " + common.Fit("", labelW) + l
	}
	return out
}

// trusted draws a label and the desk's own words.
func trusted(st cards.Styles, w int, label, value string) string {
	return common.Fit("   "+st.Muted.Render(common.Fit(label, 11))+st.Text.Render(value), w)
}

// heading draws a section's rule line: "── History ───…".
func heading(st cards.Styles, w int, title string) string {
	f := st.Glyphs.Frame
	line := " " + f.Top + f.Top + " " + title + " "
	for common.Width(line) < w-1 {
		line += f.Top
	}
	return st.Muted.Render(line)
}

// stamp writes a time as every screen does (cards.Clock), in the desk's
// clock's location: the time of day alone for today's, the date too for
// another day's, in the lists and the details alike (fx28k #3: a detail
// wrote today's with the date, its list without); "-" for none.
func stamp(t, now time.Time) string {
	if t.IsZero() {
		return "-"
	}
	return cards.Clock(t.In(now.Location()), now)
}
