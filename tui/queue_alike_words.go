package tui

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// Commands that differ in more than one place (`kubectl --context
// …-cluster-A … payments-api-v1 …` and `…-cluster-B … v1`, `…-A … v2`)
// read the same even when each row keeps the first place where it
// differs from its nearest look-alike: A-v1 and B-v1 both kept "v1"
// (rt14k #2). Look-alikes of the same number of words are drawn with
// every word in which any of them differs (the same words for each, so
// they line up), the command's first word, and as much of the words
// before each differing one (the verb, the object) as fits, the
// ellipsis standing for what is left out. When that does not tell them
// apart in the room there is, the rows fall back to the first place of
// difference (commandAround).

// alikeWordsMax is the most words of a command the word cut reads: a
// longer command keeps the cut at its first difference.
const alikeWordsMax = 256

// wordSpans are the byte ranges of s's words (split at spaces), or false
// past alikeWordsMax words or 4 KiB.
func wordSpans(s string) ([][2]int, bool) {
	if len(s) > 4096 {
		return nil, false
	}
	var out [][2]int
	for i := 0; i < len(s); {
		for i < len(s) && s[i] == ' ' {
			i++
		}
		if i == len(s) {
			break
		}
		j := i
		for j < len(s) && s[j] != ' ' {
			j++
		}
		out = append(out, [2]int{i, j})
		if len(out) > alikeWordsMax {
			return nil, false
		}
		i = j
	}
	return out, len(out) > 0
}

// alikeKeep is, for commands of the same number of words, the words in
// which any two of them differ: pairs of the word's index and the byte in
// it where they start to differ; false when their word counts differ or
// a command is too long to read so.
func alikeKeep(cmds []string) ([]int, bool) {
	spans := make([][][2]int, len(cmds))
	for i, c := range cmds {
		sp, ok := wordSpans(c)
		if !ok || (i > 0 && len(sp) != len(spans[0])) {
			return nil, false
		}
		spans[i] = sp
	}
	var keep []int
	for k := range spans[0] {
		w0 := cmds[0][spans[0][k][0]:spans[0][k][1]]
		pre, differs := len(w0), false
		for i := 1; i < len(cmds); i++ {
			wi := cmds[i][spans[i][k][0]:spans[i][k][1]]
			if wi != w0 {
				differs = true
				pre = min(pre, safetext.CommonPrefix(w0, wi))
			}
		}
		if differs {
			// the word's index, then where in it they start to differ
			keep = append(keep, k, pre)
		}
	}
	return keep, len(keep) > 0
}

// keepKey writes keep as a comparable key ("2,6"), keepOf reads it.
func keepKey(keep []int) string {
	parts := make([]string, len(keep))
	for i, k := range keep {
		parts[i] = strconv.Itoa(k)
	}
	return strings.Join(parts, ",")
}

func keepOf(key string) []int {
	var out []int
	for _, p := range strings.Split(key, ",") {
		if n, err := strconv.Atoi(p); err == nil {
			out = append(out, n)
		}
	}
	return out
}

// wordsCell draws s in w cells showing the words keep (which must show)
// and its first word, then the words before each kept word and after the
// first, nearest first, while they fit; the ellipsis stands for each run
// of words left out. It returns "" when the words keep do not fit in w.
//
// lead is the deciding word (its span, as decidingSpans gives it): it
// is tried before the words near the kept ones, and a cut of the kept
// words leads with it (partsCell): the words where look-alikes differ
// showed, and not what they did (`terraform …et=module.m6…`, no destroy).
func wordsCell(s string, keep []int, w int, st cards.Styles, lead ...span) string {
	spans, ok := wordSpans(s)
	if !ok {
		return ""
	}
	verb := -1
	for _, l := range lead {
		for i, sp := range spans {
			if i > 0 && sp[0] <= l.lo && l.lo < sp[1] {
				verb = i
			}
		}
	}
	ell := st.Glyphs.Ellipsis
	if ell == "" {
		ell = "…"
	}
	shown := make([]bool, len(spans))
	for i := 0; i+1 < len(keep); i += 2 {
		if keep[i] < 0 || keep[i] >= len(spans) {
			return ""
		}
		shown[keep[i]] = true
	}
	plain := cards.PlainStyles()
	plain.Glyphs = st.Glyphs
	// the first word (the program) with them: where the words
	// kept whole leave it no room, the cut of each (partsCell) keeps
	// it; the desk's wider command column read `… prod-eu-west-1-
	// cluster-A … payments-api-v1 …`, no kubectl (TestLookAlikesDifferingTwice)
	first := shown[0]
	shown[0] = true
	if common.Width(joinShown(s, spans, shown, ell, plain)) > w {
		shown[0] = first
		if c := partsCell(s, spans, keep, verb, w, ell, st); c != "" || common.Width(joinShown(s, spans, shown, ell, plain)) > w {
			return c
		}
	}
	try := func(i int) {
		if i < 0 || i >= len(spans) || shown[i] {
			return
		}
		shown[i] = true
		if common.Width(joinShown(s, spans, shown, ell, plain)) > w {
			shown[i] = false
		}
	}
	try(0)
	try(verb)
	for d := 1; d < len(spans); d++ {
		for i := 0; i+1 < len(keep); i += 2 {
			try(keep[i] - d)
		}
		try(d)
	}
	return joinShown(s, spans, shown, ell, st)
}

// joinShown draws the words of s that are shown, as s spaces them, each
// run of words left out standing as the ellipsis; escaped as every line
// of an agent's text is.
func joinShown(s string, spans [][2]int, shown []bool, ell string, st cards.Styles) string {
	var b strings.Builder
	gap := false
	for i := 0; i < len(spans); {
		if !shown[i] {
			gap = true
			i++
			continue
		}
		j := i
		for j+1 < len(spans) && shown[j+1] {
			j++
		}
		if b.Len() > 0 || gap {
			if b.Len() > 0 {
				b.WriteString(st.Text.Render(" "))
			}
			if gap {
				b.WriteString(st.Muted.Render(ell) + st.Text.Render(" "))
			}
		}
		part := s[spans[i][0]:spans[j][1]]
		b.WriteString(cards.SafeLine(part, len(part)*8+8, st))
		gap = false
		i = j + 1
	}
	if gap {
		b.WriteString(st.Text.Render(" ") + st.Muted.Render(ell))
	}
	return b.String()
}

// alikeWordCells draws each command of a group of look-alikes (cells
// that read the same in w cells) with the words where they differ, or
// returns false when that cannot tell every two of them apart in w.
func alikeWordCells(cmds []string, w int) ([]int, bool) {
	keep, ok := alikeKeep(cmds)
	if !ok {
		return nil, false
	}
	plain := cards.PlainStyles()
	seen := map[string]string{}
	for _, c := range cmds {
		cell := wordsCell(c, keep, w, plain)
		if cell == "" {
			return nil, false
		}
		if o, dup := seen[cell]; dup && o != c {
			return nil, false
		}
		seen[cell] = c
	}
	return keep, true
}

// distinctCells draws the commands of asks in ws cells (one width each),
// as queue rows
// draw them: cut in the middle, and those that would read the same though
// their commands differ drawn with the words where they differ (or around
// their first difference); a command whose gravest asking part is not
// its first leads with that part, whole, as its row does (gravestCut,
// rt18k #6). A dialog that lists asks (the bulk confirmation) uses it,
// so that its lines tell them apart as the rows do.
func distinctCells(asks []store.Ask, ws []int, st cards.Styles) []string {
	out := make([]string, len(asks))
	plain := cards.PlainStyles()
	groups := map[string][]int{}
	// lines whose middle cut hides the only escape that tells their
	// command from the one it is made to read as: drawn around it, as
	// their rows are, unless a look-alike's cut redraws them (rt39k
	// MEDIUM-3: "rm -rf /srv/data/cach…v/data/prod-db" hid "# \r")
	hidden := map[int]int{}
	for i := range asks {
		if g := gravestCut(&asks[i], ws[i], st); g != "" {
			out[i] = g
			continue
		}
		// the row's usual cut, the deciding word kept (evidenceCell):
		// the middle cut read «kubectl --context pr…iod=0 --force», no
		// delete (fx46k)
		out[i] = usualCell(&asks[i], ws[i], st)
		if asks[i].Clipped > 0 || plainFits(asks[i].Command, ws[i]) {
			continue
		}
		key := commandCell(&asks[i], ws[i], plain)
		groups[key] = append(groups[key], i)
		if p := hiddenEscape(asks[i].Command, key); p >= 0 {
			hidden[i] = p
		}
	}
	// lines alone of their kind whose cut hides where they differ from
	// others (rt16k #5), drawn with those words as rows are
	var lone []*store.Ask
	var loneCells []string
	var loneWs []int
	var loneAt []int
	for key, g := range groups {
		if len(g) == 1 {
			lone = append(lone, &asks[g[0]])
			loneCells = append(loneCells, key)
			loneWs = append(loneWs, ws[g[0]])
			loneAt = append(loneAt, g[0])
		}
	}
	keep := cutLookAlikes(lone, loneCells, loneWs, nil)
	for j, a := range lone {
		if k, ok := keep[a.ID]; ok {
			if cell := wordsCell(a.Command, keepOf(k), loneWs[j], st, decidingSpans(a)...); cell != "" {
				out[loneAt[j]] = cell
				delete(hidden, loneAt[j])
			}
		}
	}
	for _, g := range groups {
		if len(g) < 2 {
			continue
		}
		cmds := make([]string, len(g))
		w := ws[g[0]]
		for j, i := range g {
			cmds[j] = asks[i].Command
			w = min(w, ws[i])
		}
		if keep, ok := alikeWordCells(cmds, w); ok {
			for _, i := range g {
				out[i] = wordsCell(asks[i].Command, keep, w, st, decidingSpans(&asks[i])...)
				delete(hidden, i)
			}
			continue
		}
		for j, i := range g {
			near := -1
			for k, o := range cmds {
				if k != j && o != cmds[j] {
					near = max(near, safetext.CommonPrefix(cmds[j], o))
				}
			}
			if near >= 0 {
				out[i] = commandAround(&asks[i], w, near, st)
				delete(hidden, i)
			}
		}
	}
	for i, p := range hidden {
		out[i] = commandAround(&asks[i], ws[i], p, st)
	}
	// lines that still read the same, whichever cut made them so: a
	// decoy steers the nearest place away from where the commands that
	// matter differ (rt21k #8)
	all := make([]string, len(asks))
	for i := range asks {
		all[i] = asks[i].Command
	}
	spreadSpots(all, out, nil, nil, func(i int, spots []int) string {
		return spotsOrOffScreen(all[i], spots, ws[i], st, decidingSpans(&asks[i])...)
	})
	return out
}

// partsCell draws s in w cells when even its differing words do not fit:
// its first word, then of each word in keep (index, where it differs)
// as much as its share of the room holds, from a little before where it
// differs; a word that needs less than a fair share is drawn whole and
// leaves the rest to the longer ones (rt16k #5: "beta-27" and a long
// registry URL had equal shares, the row's room half unused). An
// ellipsis glued to a word says the word is cut; one set apart by a
// space stands for whole words left out, so a word drawn whole reads
// as whole. Without the first word when that leaves too little room; ""
// when nothing fits.
//
// verb is the index of the deciding word (-1: none): where it comes
// before the kept words, the first word is drawn with it
// (`terraform destroy …e.m6.aws_subnet…`), and without it only where
// that leaves too little room.
func partsCell(s string, spans [][2]int, keep []int, verb, w int, ell string, st cards.Styles) string {
	n := len(keep) / 2
	if n == 0 {
		return ""
	}
	if verb <= 0 || verb >= keep[0] {
		verb = -1
	}
	plain := cards.PlainStyles()
	plain.Glyphs = st.Glyphs
	words := make([]string, n)
	for i := range words {
		sp := spans[keep[2*i]]
		words[i] = s[sp[0]:sp[1]]
	}
	// lead is the start a cut draws before the kept words: the first
	// word, and the deciding word after it where withVerb
	lead := func(withVerb bool, st cards.Styles) (string, int) {
		out := cards.SafeLine(s[spans[0][0]:spans[0][1]], w, st) + st.Text.Render(" ")
		if !withVerb || verb < 0 {
			return out, 0
		}
		if verb > 1 {
			out += st.Muted.Render(ell) + st.Text.Render(" ")
		}
		return out + cards.SafeLine(s[spans[verb][0]:spans[verb][1]], w, st) + st.Text.Render(" "), verb
	}
	withVerb := verb > 0
	draw := func(first bool, st cards.Styles, shares []int) string {
		var b strings.Builder
		cut := false
		prev := -1
		if first {
			l, p := lead(withVerb, st)
			b.WriteString(l)
			prev = p
		}
		for i := 0; i+1 < len(keep); i += 2 {
			word, share := words[i/2], shares[i/2]
			// the word's end when it holds where it differs and two
			// bytes before it, else a third of the share before that:
			// "…5.aws_subnet.private_a" hid the m of m5, the byte
			// where it differs shown first (TestBusyRowKeepsWhereAsksDiffer)
			pre := min(keep[i+1], len(word))
			from := max(len(word)-share, 0)
			if from > max(pre-2, 0) {
				from = max(pre-share/3, 0)
			}
			for from > 0 && !utf8.RuneStart(word[from]) {
				from--
			}
			part := word[from:]
			switch {
			case from > 0:
				b.WriteString(st.Muted.Render(ell))
			case keep[i] > prev+1:
				b.WriteString(st.Muted.Render(ell) + st.Text.Render(" "))
			}
			prev = keep[i]
			b.WriteString(cards.SafeLine(part, share, st))
			cut = common.Width(cards.SafeLine(part, share+len(part)*8+8, plain)) > share
			if i+2 < len(keep) {
				b.WriteString(st.Text.Render(" "))
			}
		}
		// the words after the last kept: the ellipsis, unless that word
		// was cut and ends in one already ("aws… …" read as a doubled
		// cut, desk9e)
		if last := keep[len(keep)-2]; last < len(spans)-1 && !cut {
			b.WriteString(st.Text.Render(" ") + st.Muted.Render(ell))
		}
		return b.String()
	}
	type try struct{ first, verb bool }
	tries := []try{{true, true}, {true, false}, {false, false}}
	if verb < 0 {
		tries = tries[1:]
	}
	for _, t := range tries {
		first := t.first
		withVerb = t.verb
		// each word's part gets a fair share of the room left, a third
		// of it before where it differs; a word shorter than its share
		// gives the rest to the others
		fixed := n + 1
		if first {
			l, _ := lead(withVerb, plain)
			fixed += common.Width(l)
		}
		for room := w - fixed; room >= 4*n; room-- {
			shares := fairShares(words, room, plain)
			if shares == nil {
				break
			}
			if common.Width(draw(first, plain, shares)) <= w {
				return draw(first, st, shares)
			}
		}
	}
	return ""
}

// fairShares splits room among words: those that need less than an
// equal share get what they need, drawn whole; the others split the rest
// equally. nil when a share would fall under 4 cells.
func fairShares(words []string, room int, plain cards.Styles) []int {
	need := make([]int, len(words))
	for i, wd := range words {
		need[i] = common.Width(cards.SafeLine(wd, len(wd)*8+8, plain))
	}
	shares := make([]int, len(words))
	done := make([]bool, len(words))
	left, open := room, len(words)
	for changed := true; changed && open > 0; {
		changed = false
		eq := left / open
		for i := range words {
			if !done[i] && need[i] <= eq {
				shares[i], done[i] = need[i], true
				left -= need[i]
				open--
				changed = true
			}
		}
	}
	if open > 0 {
		eq := left / open
		if eq < 4 {
			return nil
		}
		for i := range words {
			if !done[i] {
				shares[i] = eq
			}
		}
	}
	return shares
}
