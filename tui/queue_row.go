package tui

import (
	"fmt"
	"strings"
	"time"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// View draws the pane: a title with the count, then the rows on screen.
func (q *queueList) View(focused bool, now time.Time) []string {
	st := q.c.Styles
	out := make([]string, 0, q.h)
	mk := q.c.Marks
	title := fmt.Sprintf("Queue%s%d waiting", mk.Dot, len(q.all))
	if q.filter != "" {
		title += fmt.Sprintf("%s%d match /", mk.Dot, q.Len())
		title = st.Title.Render(title) + cards.SafeLine(q.filter, max(q.w-common.Width(title)-1, 1), st)
	} else {
		title = st.Title.Render(title)
	}
	if focused {
		title = st.Accent.Render(mk.Focus) + title
	} else {
		title = " " + title
	}
	out = append(out, common.Fit(title, q.w))
	if q.h <= 1 {
		return out[:min(q.h, 1)]
	}
	if q.Len() == 0 && len(q.all) > 0 {
		out = append(out, " "+st.Muted.Render("no ask matches the filter (esc clears it)"))
	}
	for _, r := range q.onScreen(now) {
		out = append(out, r.line)
	}
	return common.Block(out, q.w, q.h)
}

// onScreen draws the rows on screen, taking from the rows prepared those
// whose look has not changed.
func (q *queueList) onScreen(now time.Time) []drawnRow {
	end := min(q.top+q.rows(), q.Len())
	out := make([]drawnRow, 0, max(end-q.top, 0))
	for i := q.top; i < end; i++ {
		a := q.at(i)
		look := rowLook{id: a.ID, selected: i == q.sel, w: q.w, age: ago(now.Sub(a.Created)),
			marks: len(q.marked) > 0, marked: q.marked[a.ID]}
		look.tag, _ = q.tag(a, now)
		r, ok := q.drawn[a.ID]
		if !ok || r.look != look {
			r = drawnRow{look: look, line: q.row(a, look, now)}
		}
		out = append(out, r)
	}
	return out
}

// prepare keeps the rows on screen drawn, from Update, so that a key
// press redraws only the rows whose look changed and View only reads.
func (q *queueList) prepare(now time.Time) {
	rows := q.onScreen(now)
	drawn := make(map[string]drawnRow, len(rows))
	for _, r := range rows {
		drawn[r.look.id] = r
	}
	q.drawn = drawn
}

// tag is the word at the end of a row: a decision on its way, a harness
// gone, a deadline near.
func (q *queueList) tag(a *store.Ask, now time.Time) (string, bool) {
	switch {
	case q.busy[a.ID] != "":
		return q.busy[a.ID], false
	case q.gone[a.ID]:
		return "gone", true
	case nearDeadline(*a, now):
		return "due " + ago(a.Deadline.Sub(now)), false
	}
	return "", false
}

// row draws one ask: selection mark, the bulk mark (while any ask is
// marked), age, agent, job, the command's first words, the rule that
// asked, and a tag when the ask is due, its harness is gone, or a decision
// is on its way.
func (q *queueList) row(a *store.Ask, look rowLook, now time.Time) string {
	selected := look.selected
	st := q.c.Styles
	if selected {
		st = st.OnSelection()
		st.Muted = st.Muted.Inherit(st.Selection)
	}
	w := q.w
	tag, gone := q.tag(a, now)
	tagStyle := st.Muted
	switch {
	case gone:
		tagStyle = st.Refuse
	case strings.HasPrefix(tag, "due"):
		tagStyle = st.Ask
	}
	mark := "  "
	if selected {
		mark = st.Accent.Render(q.c.Marks.Select + " ")
	}
	if look.marks {
		box := " "
		if look.marked {
			box = q.c.Marks.Marked
		}
		mark += st.Accent.Render(box) + st.Text.Render(" ")
	}
	age := fmt.Sprintf("%4s ", ago(now.Sub(a.Created)))
	// Columns give way as the pane narrows: the command keeps at least a
	// third of the row; the job goes first, then the rule (the card shows
	// both).
	agentW, jobW, ruleW := 10, 8, 18
	if w < 76 {
		ruleW = 14 // most rule IDs still fit; the card shows them whole
	}
	if w >= 110 {
		agentW, jobW = 12, 12
	}
	cmdW := func() int {
		n := w - common.Width(mark) - 5 - agentW - 1 - ruleW - 1
		if jobW > 0 {
			n -= jobW + 1
		}
		if ruleW == 0 {
			n++
		}
		if tag != "" {
			n -= len(tag) + 1
		}
		return n
	}
	if cmdW() < w/3 {
		jobW = 0
	}
	if cmdW() < w/3 {
		ruleW = 0
	}
	var b strings.Builder
	b.WriteString(mark)
	b.WriteString(st.Text.Render(age))
	b.WriteString(shortCell(a.Agent, agentW, st))
	b.WriteString(st.Text.Render(" "))
	if jobW > 0 {
		b.WriteString(shortCell(a.Job, jobW, st))
		b.WriteString(st.Text.Render(" "))
	}
	b.WriteString(pad(cards.SafeLineOf(a.Command, a.Clipped, max(cmdW(), 1), st), max(cmdW(), 1), st))
	if ruleW > 0 {
		b.WriteString(st.Text.Render(" "))
		muted := st
		muted.Text = st.Muted
		if selected {
			muted.Text = st.Selection.Faint(true)
		}
		b.WriteString(shortCell(a.Rule, ruleW, muted))
	}
	if tag != "" {
		b.WriteString(st.Text.Render(" "))
		if selected {
			tagStyle = tagStyle.Inherit(st.Selection)
		}
		b.WriteString(tagStyle.Render(tag))
	}
	line := b.String()
	if pad := w - common.Width(line); pad > 0 {
		line += st.Text.Render(strings.Repeat(" ", pad))
	}
	return common.Fit(line, w)
}
