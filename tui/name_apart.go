package tui

import (
	"slices"
	"strings"
	"unicode/utf8"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/tui/common"
)

// A dialog that names agents (the bulk confirmation) has more room for a
// name than a queue row, and must still tell apart two agents whose long
// names differ only in the middle and hold the same escape: with a row's
// cut, «ops-…-1-z…» and «ops-…-2-z…» read apart but hid the \u202e both
// held (rt43k F1). nameApart cuts a name on purpose: its head, every
// escaped character, the place where it differs from each other name
// shown (spots), and its end stay, and the room left widens each of them.

// nameApart draws s quoted in exactly w cells: whole when it fits, else
// cut around its head, each escaped character, each of spots (bytes
// where it differs from another name) and its end, those grown a
// character at a time while they fit; "" when those alone do not fit.
func nameApart(s string, spots []int, w int, st cards.Styles) string {
	if s == "" || inQuotesWidth(s)+2 <= w {
		return quotedCell(s, w, st)
	}
	q, _ := nameGlyphs(st)
	room := w - common.Width(q[0]) - common.Width(q[1])
	one := func(at int) span {
		_, n := utf8.DecodeRuneInString(s[at:])
		return span{at, at + max(n, 1)}
	}
	_, last := utf8.DecodeLastRuneInString(s)
	spans := []span{one(0), {len(s) - max(last, 1), len(s)}}
	plain := cards.PlainStyles()
	for i, r := range s {
		if r != '\\' && (r < 0x20 || r >= 0x7f) && cards.SafeInQuotes(string(r), 64, plain) != string(r) {
			spans = append(spans, one(i))
		}
	}
	for _, p := range spots {
		if p >= 0 && p < len(s) && utf8.RuneStart(s[p]) {
			spans = append(spans, one(p))
		}
	}
	slices.SortFunc(spans, func(a, b span) int { return a.lo - b.lo })
	spans = mergeSpans(spans)
	out := drawNameSpans(s, spans, st)
	if common.Width(out) > room {
		return ""
	}
	// grow each span a character to each side in turn while it fits
	for grew := true; grew; {
		grew = false
		for k := 0; k < len(spans); k++ {
			for _, right := range []bool{true, false} {
				next := slices.Clone(spans)
				if right {
					if next[k].hi >= len(s) {
						continue
					}
					next[k].hi = one(next[k].hi).hi
				} else {
					if next[k].lo == 0 {
						continue
					}
					_, n := utf8.DecodeLastRuneInString(s[:next[k].lo])
					next[k].lo -= max(n, 1)
				}
				next = mergeSpans(next)
				if c := drawNameSpans(s, next, st); common.Width(c) <= room {
					spans, out, grew = next, c, true
					break
				}
			}
		}
	}
	return pad(st.Muted.Render(q[0])+out+st.Muted.Render(q[1]), w, st)
}

// drawNameSpans draws the spans of s (in order, apart) between quote
// marks' escapes (cards.SafeInQuotes), the ellipsis where they leave a
// gap.
func drawNameSpans(s string, spans []span, st cards.Styles) string {
	_, ell := nameGlyphs(st)
	var b strings.Builder
	end := 0
	for _, sp := range spans {
		if sp.lo > end {
			b.WriteString(st.Muted.Render(ell))
		}
		part := s[sp.lo:sp.hi]
		b.WriteString(cards.SafeInQuotes(part, 8*len(part)+8, st))
		end = sp.hi
	}
	if end < len(s) {
		b.WriteString(st.Muted.Render(ell))
	}
	return b.String()
}

// namesApart draws each name of names in w cells (nameApart) with the
// places where any two of those too long for w first differ; a name
// whose cut does not fit is drawn as a row draws it (nameCell, with p
// from alike).
func namesApart(names []string, w int, alike map[string]int, st cards.Styles) map[string]string {
	var long []string
	for _, n := range names {
		if inQuotesWidth(n)+2 > w && !slices.Contains(long, n) {
			long = append(long, n)
		}
	}
	spots := alikeSpots(long)
	out := make(map[string]string, len(names))
	for _, n := range names {
		c := nameApart(n, spots, w, st)
		if c == "" {
			c = nameCell(n, w, alike[n], st)
		}
		out[n] = c
	}
	return out
}

// apartWidthOf is the fewest cells nameApart needs to draw each of names
// cut around its escapes and the places where they differ, at most most.
func apartWidthOf(names []string, most int) int {
	need := 0
	plain := cards.PlainStyles()
	spots := alikeSpots(names)
	for _, n := range names {
		lo, hi := 4, most
		if nameApart(n, spots, hi, plain) == "" {
			return most
		}
		for lo < hi {
			mid := (lo + hi) / 2
			if nameApart(n, spots, mid, plain) != "" {
				hi = mid
			} else {
				lo = mid + 1
			}
		}
		need = max(need, lo)
	}
	return need
}
