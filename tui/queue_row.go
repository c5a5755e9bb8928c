package tui

import (
	"fmt"
	"strings"
	"time"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// View draws the pane: a title with the count (and the order, when it
// groups), then the lines on screen.
func (q *queueList) View(focused bool, now time.Time) []string {
	st := q.c.Styles
	out := make([]string, 0, q.h)
	mk := q.c.Marks
	title := fmt.Sprintf("Queue%s%d waiting", mk.Dot, len(q.all))
	if q.sortBy != byAge {
		title += mk.Dot + "by " + q.sortBy.name()
	}
	if n := len(q.marked); n > 0 {
		// the next a, r or d decides them, wherever they are: said
		// here once the status line has moved on (rt14k #11)
		title += fmt.Sprintf("%s%d marked", mk.Dot, n)
	}
	if q.filter != "" {
		title += fmt.Sprintf("%s%d match /", mk.Dot, q.Len())
		title = st.Title.Render(title) + blanksLine(q.filter, max(q.w-common.Width(title)-1, 1), st)
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

// onScreen draws the lines on screen (group headers have no look.id),
// taking from the rows prepared those whose look has not changed.
func (q *queueList) onScreen(now time.Time) []drawnRow {
	cols := q.fit()
	end := min(q.top+q.rows(), q.lineCount())
	out := make([]drawnRow, 0, max(end-q.top, 0))
	for i := q.top; i < end; i++ {
		pos, g, ok := q.lineAt(i)
		if !ok {
			out = append(out, drawnRow{line: q.groupLine(g)})
			continue
		}
		a := q.at(pos)
		look := q.lookOf(pos, a, now)
		look.diffAt, look.keep, look.cwdAt = q.alike[a.ID], q.alikeKeep[a.ID], q.alikeCwd[a.ID]
		r, ok := q.drawn[a.ID]
		if !ok || r.look != look {
			r = drawnRow{look: look, line: q.row(a, cols, look, now)}
		}
		out = append(out, r)
	}
	return out
}

// lookOf is what the row of ask a, at pos in the order, is drawn for
// (but diffAt).
func (q *queueList) lookOf(pos int, a *store.Ask, now time.Time) rowLook {
	look := rowLook{id: a.ID, selected: pos == q.sel, w: q.w, age: ago(now.Sub(a.Created)),
		marks: len(q.marked) > 0, marked: q.marked[a.ID]}
	look.tag, _ = q.tag(a, now)
	return look
}

// prepare keeps the rows on screen drawn, from Update, so that a key
// press redraws only the rows whose look changed and View only reads.
func (q *queueList) prepare(now time.Time) {
	q.readForeign()
	q.tight = 0
	cols := q.fit()
	q.alike, q.alikeKeep = q.findLookAlikes(cols, now)
	// a row would show no command: the node, a job all asks share and
	// a long agent name give way before it does (rt41k F2), and then a
	// job that tells asks apart too (rt42k F8: it narrows before it
	// goes), where that leaves fewer such rows
	for level := 1; level <= tightJobs; level++ {
		off := q.offScreen(cols, q.alikeKeep, now)
		if off == 0 {
			break
		}
		was := q.tight
		q.tight = level
		tight := q.fit()
		alike, keep := q.findLookAlikes(tight, now)
		if tight != cols && q.offScreen(tight, keep, now) < off {
			cols, q.alike, q.alikeKeep = tight, alike, keep
		} else {
			q.tight = was
		}
	}
	q.keepHeld()
	shown := q.shownAsks()
	q.alikeAgent = alikeAgents(shown, cols.agent)
	q.alikeJob = alikeJobs(shown, cols.job)
	q.alikeGroup = alikeGroups(q.groups, q.groupRoom(groupCountMax))
	q.alikeCwd = cwdAlikes(shown)
	rows := q.onScreen(now)
	drawn := make(map[string]drawnRow, len(rows))
	for _, r := range rows {
		if r.look.id != "" {
			drawn[r.look.id] = r
		}
	}
	q.drawn = drawn
}

// offScreen counts the rows on screen drawn, in cols, as differing
// off-screen: keep says so, or the windows it keeps do not fit.
func (q *queueList) offScreen(cols rowCols, keep map[string]string, now time.Time) int {
	if len(keep) == 0 {
		return 0
	}
	n := 0
	plain := cards.PlainStyles()
	end := min(q.top+q.rows(), q.lineCount())
	for i := q.top; i < end; i++ {
		pos, _, ok := q.lineAt(i)
		if !ok {
			continue
		}
		a := q.at(pos)
		k, ok := keep[a.ID]
		if !ok {
			continue
		}
		if spots, isSpots := spotsOf(k); k == offScreenKey ||
			isSpots && spotsCell(a.Command, spots, q.cmdWidth(cols, q.lookOf(pos, a, now)), plain) == "" {
			n++
		}
	}
	return n
}

// row draws one ask: selection mark, the bulk mark (while any ask is
// marked), its ID, age, agent, job, node (each in quotes: the agent wrote them,
// rt11 #7), the command (cut in the middle when
// long, so that its end shows), the rules that asked, and a tag when the
// ask is due, its harness is gone, or a decision is on its way. Columns
// no ask fills are left out (see colWidths.fit).
func (q *queueList) row(a *store.Ask, cols rowCols, look rowLook, now time.Time) string {
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
	case strings.HasPrefix(tag, "expires"), tag == foreignHostTag:
		tagStyle = st.Ask
	}
	mark := "  "
	if selected {
		mark = st.Accent.Render(q.c.Marks.Select + " ")
	}
	cmdW := q.cmdWidth(cols, look)
	if look.marks {
		box := " "
		if look.marked {
			box = q.c.Marks.Marked
		}
		mark += st.Accent.Render(box) + st.Text.Render(" ")
	}
	var b strings.Builder
	b.WriteString(mark)
	// the ask's ID, as the status line and the dialogs name it (ask 12):
	// two rows never read the same, and the one a key decided is named
	b.WriteString(st.Muted.Render(fmt.Sprintf("%*s", cols.id, queue.ShortID(a.ID))))
	b.WriteString(st.Text.Render(fmt.Sprintf(" %3s", ago(now.Sub(a.Created)))) + q.alikeMark(a, cols, st))
	for i, f := range []struct {
		s string
		w int
	}{{a.Agent, cols.agent}, {a.Job, cols.job}, {a.Node, cols.node}} {
		if f.w > 0 {
			if i == 0 {
				// the account, then what the agent says it is
				b.WriteString(askAgentCell(a, f.w, q.alikeAt(i, f.s), st))
			} else {
				b.WriteString(nameCell(f.s, f.w, q.alikeAt(i, f.s), st))
			}
			b.WriteString(st.Text.Render(" "))
		}
	}
	cell := withCwd(a.Cwd, look.cwdAt, cmdW, st, func(cmdW int) string {
		cell := rowCommandCell(a, look.keep, look.diffAt, cmdW, st)
		if look.keep == "" && look.diffAt == 0 {
			// a row that reads as no other keeps what the filter found
			// in sight (a look-alike's cut shows where it differs)
			cell = filterCut(a, cell, parseQueueFilter(q.filter).text, cmdW, st)
		}
		return cell
	})
	b.WriteString(pad(cell, cmdW, st))
	if cols.rule > 0 {
		b.WriteString(st.Text.Render(" "))
		muted := st
		muted.Text = st.Muted
		if selected {
			muted.Text = st.Selection.Faint(true)
		}
		// every rule that asks, or how many parts ask and the
		// gravest rule first: never the deciding one alone when more ask
		b.WriteString(shortCell(rowAskingLabel(*a, cols.rule, st), cols.rule, muted))
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

// alikeAt is where text, in the row's column i (0 agent, 1 job), differs
// from a look-alike's, plus one; 0 when it reads apart.
func (q *queueList) alikeAt(i int, text string) int {
	switch i {
	case 0:
		return q.alikeAgent[text]
	case 1:
		return q.alikeJob[text]
	}
	return 0
}
