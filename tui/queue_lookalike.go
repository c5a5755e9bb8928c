package tui

import (
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// Two commands that differ only in the middle (`kubectl --context
// staging delete …` and `… prod …`, long enough to be cut) read the same
// in rows that keep the start and the end: an operator pressing a a u
// approved the one they did not mean (rt13k #1). Among the rows on
// screen, those whose command cells would read the same though their
// commands differ are drawn with a second cut: the start, then the part
// where the command differs from its nearest look-alike, then the
// ellipsis for the end they share. The row's ask ID tells apart the rest
// (commands alike to the byte).

// lookCell is a row's command cell as findLookAlikes groups it: its ask,
// its text cut plainly, and the width it is drawn in.
type lookCell struct {
	a    *store.Ask
	text string
	w    int
}

// findLookAlikes returns, for each ask on screen whose command cell
// would read the same as another's though the commands differ, one more
// than the byte where its command first differs from its nearest
// look-alike's (rowLook.diffAt). A command the queue clipped is left as
// it is drawn.
// Look-alikes of as many words each are drawn with every word where they
// differ instead (keep, by ask ID: see alikeWordCells).
func (q *queueList) findLookAlikes(cols rowCols, now time.Time) (diffAt map[string]int, keep map[string]string) {
	groups := map[string][]lookCell{}
	var whole []string // the commands of rows drawn whole
	var hidden [][2]int
	var hiddenIDs []string
	plain := cards.PlainStyles()
	end := min(q.top+q.rows(), q.lineCount())
	alikeWords := q.wordAlikes(cols, now)
	for i := q.top; i < end; i++ {
		pos, _, ok := q.lineAt(i)
		if !ok {
			continue
		}
		a := q.at(pos)
		if a.Clipped > 0 {
			continue
		}
		look := q.lookOf(pos, a, now)
		w := q.cmdWidth(cols, look)
		if plainFits(a.Command, w) {
			// drawn whole: it reads as no other command does, but
			// another row's cut may read as it (rt35k MEDIUM-1)
			whole = append(whole, a.Command)
			continue
		}
		// grouped as drawn without their tag: a row a tag narrows
		// ("approving…") is cut elsewhere than its look-alike, and the
		// two read differently though neither shows where they differ
		// (desk9e); each is then drawn at its own width
		bare := look
		bare.tag = ""
		w0 := q.cmdWidth(cols, bare)
		text := usualCell(a, w0, plain)
		if alikeWords[a.ID] {
			// where it differs from a command of as many words
			// wins over its deciding word: drawn as it was before
			// the word led (alikeKey)
			text = alikeCell(a, w0, plain)
			if keep == nil {
				keep = map[string]string{}
			}
			keep[a.ID] = alikeKey
		}
		if p := hiddenEscape(a.Command, text); p >= 0 && gravestCut(a, w0, plain) == "" {
			// its cut hides the one thing that tells it from a
			// command it is made to read as (a homoglyph, a bidi
			// override): drawn around it, if nothing else is. A
			// row led by its gravest part keeps that lead: the
			// part that asks shows whole, escapes and all, and an
			// escape in a part that does not ask gave way to it
			// (the demo's `echo \e[2J… && rm -rf ~/src/…` read
			// `echo \e[2J\e[H\e]52;c;…exe.stset`, its rm gone)
			hidden = append(hidden, [2]int{len(hidden), p})
			hiddenIDs = append(hiddenIDs, a.ID)
		}
		key := strconv.Itoa(w0) + "\x00" + alikeCell(a, w0, plain)
		groups[key] = append(groups[key], lookCell{a: a, text: text, w: w})
	}
	var out map[string]int
	// cells alone of their kind whose cut may hide where they differ
	// from others (rt16k #5)
	var lone []*store.Ask
	var loneCells []string
	var loneWs []int
	for _, g := range groups {
		if len(g) == 1 {
			lone = append(lone, g[0].a)
			loneCells = append(loneCells, g[0].text)
			loneWs = append(loneWs, g[0].w)
		}
	}
	keep = cutLookAlikes(lone, loneCells, loneWs, keep)
	for _, g := range groups {
		if len(g) < 2 {
			continue
		}
		cmds := make([]string, len(g))
		for i, c := range g {
			cmds[i] = c.a.Command
		}
		least := g[0].w
		for _, c := range g {
			least = min(least, c.w)
		}
		if k, ok := alikeWordCells(cmds, least); ok {
			if keep == nil {
				keep = map[string]string{}
			}
			for _, c := range g {
				keep[c.a.ID] = keepKey(k)
			}
			continue
		}
		for i, c := range g {
			near := -1
			for j, o := range g {
				if i != j && o.a.Command != c.a.Command {
					near = max(near, safetext.CommonPrefix(c.a.Command, o.a.Command))
				}
			}
			if near < 0 {
				continue
			}
			if out == nil {
				out = map[string]int{}
			}
			out[c.a.ID] = near + 1
		}
	}
	// rows that still read the same, whichever cut made them so
	keep = q.stillApart(groups, whole, out, keep, plain)
	for _, h := range hidden {
		id := hiddenIDs[h[0]]
		if _, ok := out[id]; ok {
			continue
		}
		if _, ok := keep[id]; ok {
			continue
		}
		if out == nil {
			out = map[string]int{}
		}
		out[id] = h[1] + 1
	}
	return out, keep
}

// alikeKey is the look-alike key (rowLook.keep) of a row cut as alikeCell
// cuts it: its command differs from another's on screen in a few words
// (cutClusters), and a cut that keeps its deciding word could hide them:
// six `terraform destroy … -target=module.mN` rows read `terraform …
// -target=module.m1` beside seven blank cells, where the middle cut read
// `terraform destroy -au…get=module.m1` (TestLookAlikeRowsDiffer).
const alikeKey = "="

// wordAlikes are the IDs of the rows on screen, drawn cut in cols, whose
// commands differ from another's in a few words (cutClusters).
func (q *queueList) wordAlikes(cols rowCols, now time.Time) map[string]bool {
	var asks []*store.Ask
	var cmds []string
	end := min(q.top+q.rows(), q.lineCount())
	for i := q.top; i < end; i++ {
		pos, _, ok := q.lineAt(i)
		if !ok {
			continue
		}
		a := q.at(pos)
		if a.Clipped > 0 || plainFits(a.Command, q.cmdWidth(cols, q.lookOf(pos, a, now))) {
			continue
		}
		asks = append(asks, a)
		cmds = append(cmds, a.Command)
	}
	out := map[string]bool{}
	for _, g := range cutClusters(cmds) {
		for _, i := range g {
			out[asks[i].ID] = true
		}
	}
	return out
}

// stillApart draws the rows of cells as they will be drawn (keep, then
// diffAt), and gives the rows that still read the same though their
// commands differ, or whose cut could be taken for another row's command
// (whole: those of the rows drawn whole), a window at every place where
// any two of them differ (spots: rt21k #8, decoys steered each row's cut
// away from where the commands that matter differ; rt35k MEDIUM-1, of
// three decoys each row read apart, yet hid where it differed from
// another). A row whose windows still fit another command says that it
// differs off-screen (offScreenKey).
func (q *queueList) stillApart(groups map[string][]lookCell, whole []string, diffAt map[string]int, keep map[string]string, plain cards.Styles) map[string]string {
	var all []lookCell
	for _, g := range groups {
		all = append(all, g...)
	}
	cmds, cells := make([]string, len(all)), make([]string, len(all))
	for i, c := range all {
		cmds[i] = c.a.Command
		cells[i] = rowCommandCell(c.a, keep[c.a.ID], diffAt[c.a.ID], c.w, plain)
	}
	fits := cutFits(cmds, whole, plain)
	agree := cutsAgree(cmds, plain)
	set, spots := spreadSpots(cmds, cells, fits, agree, func(i int, spots []int) string {
		return spotsOrOffScreen(all[i].a.Command, spots, all[i].w, plain, decidingSpans(all[i].a)...)
	})
	if len(set) > 0 && keep == nil {
		keep = map[string]string{}
	}
	for _, i := range set {
		keep[all[i].a.ID] = spotsKey(spots)
		if len(fits(i, ansi.Strip(cells[i]))) > 0 {
			keep[all[i].a.ID] = offScreenKey
		}
	}
	return keep
}

// firstEscape is the byte where the first character of s that the safe
// display escapes starts, and its escape (-1 and "" for none): a row
// that hides it reads as the command it is made to look like.
func firstEscape(s string) (int, string) {
	for i, r := range s {
		if r < 0x80 && r >= 0x20 && r != 0x7f {
			continue
		}
		if e := cards.Escape(string(r)); e != string(r) {
			return i, e
		}
	}
	return -1, ""
}

// hiddenEscape is the byte where the first escaped character of cmd
// starts when text, cmd as a cut draws it plainly, does not show its
// escape (-1 when it shows, or cmd has none): such a cut reads as the
// command cmd is made to look like, and is drawn around that byte
// (commandAround) by the row and by the bulk confirmation alike.
func hiddenEscape(cmd, text string) int {
	if p, esc := firstEscape(cmd); p >= 0 && !strings.Contains(text, esc) {
		return p
	}
	return -1
}

// plainFits reports whether s is printable ASCII of at most w bytes,
// without a backslash (drawn as the escape \\, two cells): a row draws
// it whole, as it is.
func plainFits(s string, w int) bool {
	if len(s) > w {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] > 0x7e || s[i] == '\\' {
			return false
		}
	}
	return true
}

// commandAround draws an ask's command in w cells around byte p, where
// it differs from a look-alike: its start, the ellipsis, the part that
// ends a little past p (at the end of its word, at most a fifth of the
// cell on), and the ellipsis for the end. When p is near either end the
// middle cut (commandCell) shows it already, and is drawn.
func commandAround(a *store.Ask, w, p int, st cards.Styles) string {
	s := a.Command
	ell := st.Glyphs.Ellipsis
	if ell == "" {
		ell = "…"
	}
	room := w - common.Width(ell)
	span := max(room/5, 4)
	end := p
	for end < len(s) && end-p < span && s[end] != ' ' {
		end++
	}
	for end < len(s) && !utf8.RuneStart(s[end]) {
		end++
	}
	from := max(p-span, 0)
	for from > 0 && !utf8.RuneStart(s[from]) {
		from--
	}
	if room < 12 || from == 0 || end >= len(s) {
		return commandCell(a, w, st)
	}
	return cards.SafeLineEnds(s[:end], from, from, room, st) + st.Muted.Render(ell)
}
