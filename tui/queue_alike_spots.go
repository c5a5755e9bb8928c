package tui

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/tui/common"
)

// A row that keeps only where its command differs from its nearest
// look-alike is defeated by decoys: with `rm -rf /srv/keep/m…m/safe …`,
// `rm -rf /home/alice/m…m/safe …` and one-letter decoys of each
// (`…/sabe …`, `…/sate …`), every row kept the place where it differed
// from its decoy, and the two commands that matter read the same
// (rt21k #8). Look-alikes that the word cut cannot tell apart are drawn
// with a window around every place where any two of them first differ,
// the same windows for each (spotsCell): two commands share every byte
// before the place where they first differ, so their windows up to it
// read the same and the window at it does not. When those windows do not
// fit, the row says so (differsOffScreen) and its card reads it whole.

// spotWindow is how many bytes a window shows before and after a place
// where look-alikes differ.
const (
	spotBefore = 4
	spotAfter  = 6
)

// differsOffScreen is what a look-alike's cell says when no cut of it in
// its room tells it apart from every other: open its card to read it.
const differsOffScreen = "differs off-screen — open to read: "

// offScreenShort are what a look-alike's cell too narrow for
// differsOffScreen and a few cells of its command says, longest first.
var offScreenShort = [...]string{"differs off-screen: open it", "differs off-screen", "open to read"}

// alikeSpots is, for a group of commands, every place where any two of
// them first differ (sorted, without repeats), as a key (spotsKey).
func alikeSpots(cmds []string) []int {
	var out []int
	for i := range cmds {
		for j := i + 1; j < len(cmds); j++ {
			if cmds[i] != cmds[j] {
				out = append(out, safetext.CommonPrefix(cmds[i], cmds[j]))
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// spotsKey writes spots as a comparable key, with a leading "@" (so
// that it is told from a keepKey); spotsOf reads it.
func spotsKey(spots []int) string {
	parts := make([]string, len(spots))
	for i, p := range spots {
		parts[i] = strconv.Itoa(p)
	}
	return "@" + strings.Join(parts, ",")
}

func spotsOf(key string) ([]int, bool) {
	rest, ok := strings.CutPrefix(key, "@")
	if !ok {
		return nil, false
	}
	var out []int
	for _, p := range strings.Split(rest, ",") {
		if n, err := strconv.Atoi(p); err == nil {
			out = append(out, n)
		}
	}
	return out, true
}

// spotsCell draws s in w cells as its start (up to its first space, at
// most 12 bytes) and a window around each of spots, the ellipsis for
// what lies between and after; "" when that does not fit in w. The
// room the windows leave goes to them (growRoom): at 120 columns a row
// cut `--delete` to "--del…" beside 30 blank cells (rt41k F2).
//
// lead are more spans to keep whole, the word that decides (the verb of
// `terraform destroy …`): the windows showed where two look-alikes
// differ and not what either did, `terraform…module.m6.aws_subnet…`
// (spotsOrOffScreen draws them without lead where lead does not fit).
func spotsCell(s string, spots []int, w int, st cards.Styles, lead ...span) string {
	head := strings.IndexByte(s, ' ')
	if head < 0 || head > 12 {
		head = min(12, len(s))
	}
	spans := []span{{0, head}}
	for _, p := range spots {
		spans = append(spans, spotSpan(s, p))
	}
	out := drawSpans(s, spans, st)
	if common.Width(out) > w {
		return ""
	}
	if len(lead) == 0 {
		spans = toWordStarts(s, spans, w, st)
		return growRoom(s, spans, w, drawSpans(s, spans, st), st)
	}
	// the windows' words first (where the rows differ, `--delete`
	// whole), then the deciding word where it fits beside them
	spans = toWordEnds(s, spans, w, st)
	added := false
	for _, l := range lead {
		if l.lo <= head || l.hi > len(s) || l.lo >= l.hi {
			continue
		}
		next := append(slices.Clone(spans), l)
		slices.SortStableFunc(next[1:], func(a, b span) int { return a.lo - b.lo })
		if common.Width(drawSpans(s, next, st)) <= w {
			spans, added = next, true
		}
	}
	if !added {
		return ""
	}
	spans = toWordStarts(s, spans, w, st)
	return growRoom(s, spans, w, drawSpans(s, spans, st), st)
}

// toWordEnds runs each window of spans but the first (the command's
// start) on to the end of its word, where that fits in w cells and the
// word ends within spanWordMax bytes: a window run on into a longer word
// shows no more of a whole word, and its room was the command's end:
// `rsync -a /srv/r…` grew to `/srv/releases/2026/december/bu…` and the
// row lost its destination, `…www/html/` (TestRowsUseTheirRoom at 120).
func toWordEnds(s string, spans []span, w int, st cards.Styles) []span {
	for k := 1; k < len(spans); k++ {
		hi := min(spans[k].hi, len(s))
		if hi >= len(s) || s[max(hi-1, 0)] == ' ' {
			continue
		}
		to := hi
		for to < len(s) && to-hi < spanWordMax && s[to] != ' ' {
			to++
		}
		for to < len(s) && to-hi < spanWordMax && s[to] == ' ' {
			to++
		}
		if to < len(s) && s[to-1] != ' ' {
			continue
		}
		next := slices.Clone(spans)
		next[k].hi = to
		if common.Width(drawSpans(s, next, st)) <= w {
			spans = next
		}
	}
	return spans
}

// span is the bytes [lo, hi) of a command a cut keeps.
type span struct{ lo, hi int }

// tailLeast is the fewest bytes of a command's end fillTail shows apart
// from the windows before it.
const tailLeast = 6

// spanWordMax is the most bytes growRoom takes to end a window's word.
const spanWordMax = 24

// growRoom widens spans, drawn as out, while they fit in w cells: each
// window first runs on to the end of its word (the word where commands
// differ shows whole), then the command's end shows, word by word
// (where it goes, as the middle cut shows it), then each window runs on
// word by word. Windows only grow, so a cell keeps every byte the
// spots chose, and two commands' windows up to where they first differ
// still read the same.
func growRoom(s string, spans []span, w int, out string, st cards.Styles) string {
	try := func(next []span) bool {
		c := drawSpans(s, next, st)
		if common.Width(c) > w {
			return false
		}
		spans, out = next, c
		return true
	}
	wordEnd := func(i, most int) int {
		j := i
		for j < len(s) && j-i < most && s[j] != ' ' {
			j++
		}
		for j < len(s) && j-i < most && s[j] == ' ' {
			j++
		}
		return j
	}
	grow := func(k, to int) []span {
		next := slices.Clone(spans)
		next[k].hi = to
		return next
	}
	if next := toWordEnds(s, spans, w, st); !slices.Equal(next, spans) {
		spans, out = next, drawSpans(s, next, st)
	}
	// the end, a word at a time
	for from := len(s); from > 0; {
		lo := strings.LastIndexByte(strings.TrimRight(s[:from], " "), ' ') + 1
		next := append(slices.Clone(spans), span{lo, len(s)})
		if last := spans[len(spans)-1]; last.hi >= len(s) {
			// the last window reaches the end: it runs back
			next = grow(len(spans)-1, last.hi)
			next[len(next)-1].lo = min(lo, last.lo)
		}
		if lo == 0 {
			break
		}
		if !try(mergeSpans(next)) {
			// the rest of the room to the end of the word that did
			// not fit: its end shows, as the middle cut shows it
			fillTail(s, spans, w, try)
			break
		}
		from = lo
	}
	// then each window on, a word at a time, while any grows
	for grew := true; grew; {
		grew = false
		for k := range spans {
			if hi := min(spans[k].hi, len(s)); hi < len(s) && try(mergeSpans(grow(k, wordEnd(hi, len(s))))) {
				grew = true
				break
			}
		}
	}
	return out
}

// fillTail gives what room spans leave to the end of s, byte by byte
// (at a character's start): the longest tail that try takes.
func fillTail(s string, spans []span, w int, try func([]span) bool) {
	last := spans[len(spans)-1]
	most := len(s)
	if last.hi >= len(s) {
		most = last.lo
	}
	prev := last.hi
	if last.hi >= len(s) {
		prev = 0
		if len(spans) > 1 {
			prev = spans[len(spans)-2].hi
		}
	}
	least := max(prev, most-4*w) // a cell of w holds no more than that
	lo, hi := least, most        // the answer is in [lo, hi]: hi fits (no tail)
	fits := func(from int) bool {
		next := slices.Clone(spans)
		if last.hi >= len(s) {
			next[len(next)-1].lo = from
		} else {
			next = append(next, span{from, len(s)})
		}
		return common.Width(drawSpans(s, mergeSpans(next), cards.PlainStyles())) <= w
	}
	for lo < hi {
		mid := (lo + hi) / 2
		if fits(mid) {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	for hi < most && !utf8.RuneStart(s[hi]) {
		hi++
	}
	if hi >= most || last.hi < len(s) && hi > last.hi && len(s)-hi < tailLeast {
		return // no sliver of a tail: "…ht…/" reads as nothing (rt41k F3's "…k")
	}
	next := slices.Clone(spans)
	if last.hi >= len(s) {
		next[len(next)-1].lo = hi
	} else {
		next = append(next, span{hi, len(s)})
	}
	try(mergeSpans(next))
}

// mergeSpans joins spans (in order) that touch or overlap.
func mergeSpans(spans []span) []span {
	var merged []span
	for _, sp := range spans {
		if n := len(merged); n > 0 && sp.lo <= merged[n-1].hi {
			merged[n-1].hi = max(merged[n-1].hi, sp.hi)
			continue
		}
		merged = append(merged, sp)
	}
	return merged
}

// drawSpans draws the spans of s (in order), the ellipsis for what lies
// between and after them.
func drawSpans(s string, spans []span, st cards.Styles) string {
	ell := st.Glyphs.Ellipsis
	if ell == "" {
		ell = "…"
	}
	var b strings.Builder
	end := 0
	for _, sp := range mergeSpans(spans) {
		lo, hi := min(sp.lo, len(s)), min(sp.hi, len(s))
		for lo > 0 && lo < len(s) && !utf8.RuneStart(s[lo]) {
			lo--
		}
		for hi < len(s) && !utf8.RuneStart(s[hi]) {
			hi++
		}
		if lo > end {
			b.WriteString(st.Muted.Render(ell))
		}
		lo = max(lo, end)
		if hi > lo {
			part := s[lo:hi]
			b.WriteString(cards.SafeLine(part, len(part)*8+8, st))
			end = hi
		}
	}
	if end < len(s) {
		b.WriteString(st.Muted.Render(ell))
	}
	return b.String()
}

// offScreenCell is the cell of a look-alike no cut tells apart in w
// cells: it says so, then as much of the command's start as fits.
func offScreenCell(s string, w int, st cards.Styles) string {
	lead := st.Ask.Render(differsOffScreen)
	room := w - common.Width(differsOffScreen)
	if room < 4 {
		// a shorter saying, whole: "open to rea…" was cut inside a
		// word (rt41k F2)
		for _, say := range offScreenShort {
			if common.Width(say) <= w {
				return st.Ask.Render(say)
			}
		}
		return cards.SafeLine(differsOffScreen, w, st)
	}
	return lead + cards.SafeLine(s, room, st)
}

// spotsOrOffScreen draws s with spots (spotsCell) in w cells, or says
// that it differs off-screen when they do not fit. Spaces that end s show
// as escapes after the windows, as blanksMiddle shows them: a window at
// them drew them as spaces, and "main   " read as "main".
//
// The deciding word (lead, see spotsCell) shows where the windows leave
// it room.
func spotsOrOffScreen(s string, spots []int, w int, st cards.Styles, lead ...span) string {
	if head, mark := trailingBlanks(s); mark != "" && w >= common.Width(mark)+8 {
		kept := make([]int, 0, len(spots))
		for _, p := range spots {
			kept = append(kept, min(p, len(head)))
		}
		var within []span
		for _, l := range lead {
			if l.hi <= len(head) {
				within = append(within, l)
			}
		}
		if len(within) > 0 {
			if c := spotsCell(head, kept, w-common.Width(mark), st, within...); c != "" {
				return c + st.Escape.Render(mark)
			}
		}
		if c := spotsCell(head, kept, w-common.Width(mark), st); c != "" {
			return c + st.Escape.Render(mark)
		}
	}
	if len(lead) > 0 {
		if c := spotsCell(s, spots, w, st, lead...); c != "" {
			return c
		}
	}
	if c := spotsCell(s, spots, w, st); c != "" {
		return c
	}
	return offScreenCell(s, w, st)
}

// stillAlike groups (by index) the cells that read the same though
// their commands differ, after every other cut was tried: those are
// drawn with spots.
func stillAlike(cmds, cells []string) [][]int {
	by := map[string][]int{}
	var order []string
	for i, c := range cells {
		c = ansi.Strip(c)
		if _, ok := by[c]; !ok {
			order = append(order, c)
		}
		by[c] = append(by[c], i)
	}
	var out [][]int
	for _, c := range order {
		g := by[c]
		for _, i := range g[1:] {
			if cmds[i] != cmds[g[0]] {
				out = append(out, g)
				break
			}
		}
	}
	return out
}

// spreadSpots redraws, with spots, the cells that read the same though
// their commands differ (stillAlike), and those fits says could be taken
// for another command (nil: none asked), and again while any more do:
// each time with the places where any two of all those redrawn so far,
// and the commands they could be taken for, differ, so that a cell
// redrawn for one group cannot come to read as one redrawn for another.
// Cells that agree (nil: none asked) are redrawn too, both: two cut rows
// may each fit only their own command and yet show no place where they
// differ (rt37k MEDIUM-3). redraw draws cell i with spots; it returns the
// indexes redrawn and the spots they were drawn with.
func spreadSpots(cmds, cells []string, fits func(i int, cell string) []string, agree func(i, j int, a, b string) bool, redraw func(i int, spots []int) string) ([]int, []int) {
	in := map[int]bool{}
	var set []int
	var spots []int
	seen := map[string]bool{}
	var others []string
	for range len(cmds) + 1 {
		grew := false
		add := func(i int) {
			if !in[i] {
				in[i], grew = true, true
				set = append(set, i)
			}
		}
		for _, g := range stillAlike(cmds, cells) {
			for _, i := range g {
				add(i)
			}
		}
		for i := range cells {
			if fits == nil {
				break
			}
			for _, c := range fits(i, ansi.Strip(cells[i])) {
				add(i)
				if !seen[c] {
					seen[c], grew = true, true
					others = append(others, c)
				}
			}
		}
		for i := 0; agree != nil && i < len(cells); i++ {
			for j := i + 1; j < len(cells); j++ {
				if (!in[i] || !in[j]) && cmds[i] != cmds[j] && agree(i, j, ansi.Strip(cells[i]), ansi.Strip(cells[j])) {
					add(i)
					add(j)
				}
			}
		}
		if !grew {
			break
		}
		gc := make([]string, 0, len(set)+len(others))
		for _, i := range set {
			gc = append(gc, cmds[i])
		}
		spots = alikeSpots(append(gc, others...))
		for _, i := range set {
			cells[i] = redraw(i, spots)
		}
	}
	return set, spots
}
