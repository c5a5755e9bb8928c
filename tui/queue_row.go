package tui

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"

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

// fit gives the rows' columns for the pane's width. While asks are
// marked, the marks' column is room the other columns give way for too,
// as they do for the command's (colWidths.fit): the command keeps its
// least; cmdWidth takes the marks' cells back out of it. The columns of
// the rows drawn last are held (rowCols.hold) unless a look-alike needs
// them tightened.
func (q *queueList) fit() rowCols {
	cols, _ := q.fitIn()
	return cols
}

// fitIn is fit, and the columns before the marks' cells were added back
// (what held keeps).
func (q *queueList) fitIn() (cols, bare rowCols) {
	box := 0
	if len(q.marked) > 0 {
		box = common.Width(q.c.Marks.Marked) + 1
	}
	bare = q.cols.fit(q.w-box).tighten(q.tight, q.cols.jobs, q.cols.ruleBare)
	if q.tight == 0 && q.heldW == q.w-box && len(q.all) > 0 {
		bare = q.held.hold(bare, q.w-box, q.cols.cmd)
	}
	cols = bare
	cols.cmd += box
	return cols, bare
}

// keepHeld notes the columns the rows on screen are drawn in, as the
// columns later fits hold (rowCols.hold); a change of them redraws every
// row.
func (q *queueList) keepHeld() {
	if len(q.all) == 0 {
		q.heldW = 0
		return
	}
	cols, bare := q.fitIn()
	if q.tight > 0 {
		return // a look-alike's tightening is not held
	}
	box := cols.cmd - bare.cmd
	if bare != q.held || q.heldW != q.w-box {
		q.drawn = nil
	}
	q.held, q.heldW = bare, q.w-box
}

// letGo drops the held columns: the operator decided an ask here, and
// the rows fit the asks left afresh.
func (q *queueList) letGo() {
	q.heldW = 0
	q.drawn = nil
}

// cmdWidth is the cells a row drawn for look gives its command: the
// column's, less the bulk mark's and the tag's.
func (q *queueList) cmdWidth(cols rowCols, look rowLook) int {
	w := cols.cmd
	if look.marks {
		box := " "
		if look.marked {
			box = q.c.Marks.Marked
		}
		w = max(w-common.Width(box)-1, 1)
	}
	if look.tag != "" {
		w = max(w-common.Width(look.tag)-1, 1)
	}
	return w
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

// groupCountMax is the count a group header leaves room for when the
// headers' keys are compared (alikeGroups): the widest that fits the
// screen.
const groupCountMax = 99999

// groupRoom is the cells a group header of n asks leaves its key.
func (q *queueList) groupRoom(n int) int {
	st := q.c.Styles
	lead := st.Glyphs.Frame.Top + st.Glyphs.Frame.Top + " "
	return max(q.w-common.Width(lead)-common.Width(fmt.Sprintf("%s%d", q.c.Marks.Dot, n))-2, 1)
}

// groupLine is a group's header: its key and how many asks it holds. A
// key too long for it is cut as the rows' names are (nameCell): quoted,
// its end kept, around where it differs from another header's that
// reads alike, and keeping its first escape (rt21k #9: two headers read
// the same, cut at the end).
func (q *queueList) groupLine(g *group) string {
	st := q.c.Styles
	n := fmt.Sprintf("%s%d", q.c.Marks.Dot, g.n)
	lead := st.Border.Render(st.Glyphs.Frame.Top+st.Glyphs.Frame.Top) + " "
	room := q.groupRoom(g.n)
	name := st.Muted.Render(q.sortBy.noKey())
	switch p := q.alikeGroup[g.key]; {
	case g.key == "":
	case p > 0 || safeWidth(g.key) > room:
		name = nameCell(g.key, room, p, st)
	case q.sortBy == byRule:
		name = cards.SafeLine(g.key, room, st)
	default:
		// an agent's or node's name is quoted and escaped as the
		// rows' names are: it cannot read as a command or fake a
		// count (rt35k MEDIUM-5), its blank ends escaped: "claude "
		// does not read as "claude" (rt35k MEDIUM-3)
		name = blanksQuoted(g.key, room, st)
	}
	return " " + lead + name + st.Muted.Render(n)
}

// alikeGroups is alikeAgents for the groups' keys, cut to w cells.
func alikeGroups(gs []group, w int) map[string]int {
	if len(gs) < 2 {
		return nil
	}
	keys := make([]store.Ask, 0, len(gs))
	for _, g := range gs {
		keys = append(keys, store.Ask{Agent: g.key})
	}
	return alikeAgents(keys, w+quoteCells)
}

// tag is the word at the end of a row: a decision on its way, a harness
// gone, a deadline near.
func (q *queueList) tag(a *store.Ask, now time.Time) (string, bool) {
	switch {
	case q.busy[a.ID] != "":
		return q.busy[a.ID], false
	case q.gone[a.ID]:
		return "gone", true
	case q.stopped[a.ID]:
		// its harness receives nothing until continued (rt47k 5)
		return "stopped", true
	case nearDeadline(*a, now):
		// The deadline's one word, as on the card: "expires in 30s".
		return "expires in " + ago(a.Deadline.Sub(now)), false
	case q.foreign[a.ID]:
		// get.k3ѕ.io (a Cyrillic ѕ) reads as get.k3s.io: the card names
		// it by its punycode
		return foreignHostTag, false
	}
	return "", false
}

// foreignHostTag ends the row of an ask whose command names a host with
// letters outside ASCII.
const foreignHostTag = "host not ASCII"

// foreignHostCacheMax bounds the cache of which asks name such a host.
const foreignHostCacheMax = 4096

// readForeign notes, for the asks on screen not read yet, whether their
// command names a host with letters outside ASCII (from Update: View
// only reads the notes).
func (q *queueList) readForeign() {
	end := min(q.top+q.rows(), q.lineCount())
	for i := q.top; i < end; i++ {
		pos, _, ok := q.lineAt(i)
		if !ok {
			continue
		}
		a := q.at(pos)
		if _, read := q.foreign[a.ID]; read {
			continue
		}
		if q.foreign == nil || len(q.foreign) >= foreignHostCacheMax {
			q.foreign = map[string]bool{}
		}
		q.foreign[a.ID] = len(cards.ForeignHosts(a.Command)) > 0
	}
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

// rowCommandCell is the command's cell of ask a's row in w cells, as
// the look-alike search (findLookAlikes) left it: keep and diffAt (see
// rowLook) redraw a row that would read as another's; else its usual cut
// (usualCell). The search reads the cells it compares from here, so that
// it compares rows as they are drawn: rows led by their gravest part
// read alike while the search compared their middle cuts, which did not
// (rt42k F2: three helm upgrades that differed in the middle drew three
// identical rows).
func rowCommandCell(a *store.Ask, keep string, diffAt, w int, st cards.Styles) string {
	// Spaces that end the command are drawn as escapes after whatever cut
	// the rest gets: the cuts that keep a deciding or differing word
	// dropped them, and "… staging-team-alpha-reviews " read as the row
	// beside it without the space (TestEditorListsShowTrailingSpaces).
	if head, mark := trailingBlanks(a.Command); mark != "" && w >= common.Width(mark)+8 {
		if _, clipped := brokerClipCell(a, 0, st); !clipped {
			trimmed := *a
			trimmed.Command = head
			if diffAt-1 >= len(head) {
				diffAt = 0 // they differ in the blanks the mark shows
			}
			return rowCommandBody(&trimmed, keep, diffAt, w-common.Width(mark), st) + st.Escape.Render(mark)
		}
	}
	return rowCommandBody(a, keep, diffAt, w, st)
}

// rowCommandBody is rowCommandCell for a command whose trailing blanks
// are drawn apart (or that has none).
func rowCommandBody(a *store.Ask, keep string, diffAt, w int, st cards.Styles) string {
	if _, clipped := brokerClipCell(a, 0, st); clipped {
		// head …clipped… tail: the cuts below read the clip's own line
		return commandCell(a, w, st)
	}
	if keep == offScreenKey {
		return offScreenCell(a.Command, w, st)
	}
	if keep == alikeKey {
		return alikeCell(a, w, st)
	}
	if spots, ok := spotsOf(keep); ok {
		return spotsOrOffScreen(a.Command, spots, w, st, decidingSpans(a)...)
	}
	switch {
	case keep != "":
		if c := wordsCell(a.Command, keepOf(keep), w, st, decidingSpans(a)...); c != "" {
			return c
		}
	case diffAt > 0:
		return commandAround(a, w, diffAt-1, st)
	}
	return usualCell(a, w, st)
}

// usualCell is the cut of a row that reads as no other: led by the part
// that asks gravest, which is never cut away (rt18k #6), or cut in the
// middle.
func usualCell(a *store.Ask, w int, st cards.Styles) string {
	if g := gravestCut(a, w, st); g != "" {
		return g
	}
	if c := evidenceCell(a, w, st); c != "" {
		return c
	}
	return commandCell(a, w, st)
}

// alikeCell is the cut findLookAlikes groups rows by: usualCell without
// the deciding word (evidenceCell). Rows that differ where that word's
// cut leaves out read apart only by the cuts the look-alike search
// makes, and where they differ wins over the deciding word: grouped by
// their word cuts, four kubectl asks differing in the cluster and the
// deployment fell into pairs, and the cuts that told the pairs apart
// read «…ter-A» (TestLookAlikesDifferingTwice).
func alikeCell(a *store.Ask, w int, st cards.Styles) string {
	if g := gravestCut(a, w, st); g != "" {
		return g
	}
	return commandCell(a, w, st)
}

// evidenceWord is the shell word (between spaces) the deciding rule's
// word, at byte at, stands in: `of=/dev/sda`, not `/dev/sda`.
func evidenceWord(a *store.Ask, at int) (lo, hi int) {
	s := a.Command
	lo = strings.LastIndexByte(s[:at], ' ') + 1
	hi = a.Asking[0].WordEnd
	if j := strings.IndexByte(s[hi:], ' '); j >= 0 {
		hi += j
	} else {
		hi = len(s)
	}
	return lo, hi
}

// decidingSpans is the shell word the deciding rule's word stands in
// (evidenceWord) as a span a cut keeps, none when it is not known or is
// the command's first word (every cut shows that).
func decidingSpans(a *store.Ask) []span {
	at := decidingWord(a)
	if at <= 0 || a.Clipped > 0 || len(a.Command) > 4096 {
		return nil
	}
	lo, hi := evidenceWord(a, at)
	if lo <= 0 || hi <= lo {
		return nil
	}
	return []span{{lo, hi}}
}

// decidingWord is the byte where the word stands that made the gravest
// rule match (store.AskingRule's WordStart), or -1 when not known.
func decidingWord(a *store.Ask) int {
	if len(a.Asking) == 0 || a.Asking[0].WordEnd <= a.Asking[0].WordStart || a.Asking[0].WordEnd > len(a.Command) {
		return -1
	}
	return a.Asking[0].WordStart
}

// evidenceCell is the cut of a command too long for w cells that keeps
// whole the word its deciding rule matched (the verb of `kubectl …
// delete deployment payments-api`, the target of `dd … of=/dev/sda`),
// with the command's first word, then what follows the word, then the
// command's end (growRoom); "" where the middle cut shows that word
// whole, the command fits, or the word is not known: the middle cut read
// `kubectl --context p…od=0 --force` and `of=…ev/sda` at 80 columns
// (rt43k F5).
func evidenceCell(a *store.Ask, w int, st cards.Styles) string {
	s := a.Command
	at := decidingWord(a)
	if at < 0 || a.Clipped > 0 || len(s) > 4096 || w < 12 {
		return ""
	}
	plain := cards.PlainStyles()
	plain.Glyphs = st.Glyphs
	if common.Width(cards.SafeLine(s, 1<<20, plain)) <= w {
		return ""
	}
	lo, hi := evidenceWord(a, at)
	if lo == 0 {
		return "" // the first word: every cut shows it
	}
	// the word and the one after it (what it acts on), where the
	// middle cut shows them whole, serve
	next := hi
	if next < len(s) {
		if j := strings.IndexByte(s[next+1:], ' '); j >= 0 {
			next += 1 + j
		} else {
			next = len(s)
		}
	}
	if strings.Contains(ansi.Strip(middleKeepingHost(s, w, plain)), s[lo:next]) {
		return ""
	}
	head := strings.IndexByte(s, ' ')
	if head < 0 || head > 12 {
		head = min(12, len(s))
	}
	spans := []span{{0, head}, {lo, hi}}
	out := drawSpans(s, spans, st)
	if common.Width(out) > w {
		return ""
	}
	// what it acts on, a word at a time: `delete deployment payments-api`
	for range 2 {
		if hi >= len(s) {
			break
		}
		next := hi + 1
		for next < len(s) && s[next] != ' ' {
			next++
		}
		c := drawSpans(s, []span{{0, head}, {lo, next}}, st)
		if common.Width(c) > w {
			break
		}
		hi, out = next, c
	}
	return growRoom(s, mergeSpans([]span{{0, head}, {lo, hi}}), w, out, st)
}

// commandCell draws an ask's command in w cells, cut in the middle when
// it is long: its start and its end show, so that asks that differ only
// at the end read differently. A command the queue clipped to its head
// and tail (a.Clipped) is drawn from the two, never across the cut.
func commandCell(a *store.Ask, w int, st cards.Styles) string {
	if c, ok := brokerClipCell(a, w, st); ok {
		return c
	}
	if a.Clipped <= 0 {
		return blanksMiddle(a.Command, w, st)
	}
	// The queue keeps the first three quarters of ChangesCommandBytes and
	// the last quarter, each cut back (by at most three bytes) to a
	// character's start: the head surely ends by len-quarter, the tail
	// surely starts by len-quarter+3.
	n, quarter := len(a.Command), queue.ChangesCommandBytes/4
	return cards.SafeLineEnds(a.Command, max(n-quarter, 0), max(n-quarter+utf8.UTFMax-1, 0), w, st)
}

// blanksMiddle draws cmd in w cells cut in the middle, its trailing
// blanks shown as escapes: "git push origin main " must not read as
// "git push origin main" in the row beside it, nor on the status line
// that names it.
func blanksMiddle(cmd string, w int, st cards.Styles) string {
	if head, mark := trailingBlanks(cmd); mark != "" && w >= common.Width(mark)+8 {
		return middleKeepingHost(head, w-common.Width(mark), st) + st.Escape.Render(mark)
	}
	return middleKeepingHost(cmd, w, st)
}

// middleKeepingHost draws cmd in w cells cut in the middle, or around
// the host of its URL where the middle cut would fall on it (hostCut).
func middleKeepingHost(cmd string, w int, st cards.Styles) string {
	if c := hostCut(cmd, w, st); c != "" {
		return c
	}
	return cards.SafeLineMiddle(cmd, w, st)
}

// blanksExtra is how many more cells cmd's trailing blanks take drawn
// as escapes (blanksMiddle) than as spaces.
func blanksExtra(cmd string) int {
	head, mark := trailingBlanks(cmd)
	if mark == "" {
		return 0
	}
	return common.Width(mark) - (len(cmd) - len(head))
}

// trailingBlanks splits the spaces that end s from the rest, and writes
// them as the escapes that show them (see [common.TrailingBlanks]).
func trailingBlanks(s string) (head, mark string) { return common.TrailingBlanks(s) }

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
