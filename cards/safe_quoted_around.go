package cards

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// SafeQuotedAround draws untrusted s between quote marks in at most
// width cells as [SafeQuoted] does, but where SafeQuoted's middle cut
// would drop a character the safe display escapes (a bidi control, an
// invisible space), it cuts around the escapes instead: the name's
// head, each escape (an ellipsis between escapes the text parts), and
// its tail, «release-bot--…\u202e…--trusted». A name whose
// \u202e the plain cut dropped read as an ordinary long name (rt42k
// F3). With count, where the escapes themselves leave too little room,
// it says how many the cut hides between the two ends: «ci…10 hidden
// characters…x» (or «ci…10 hidden…x»). ok is false where the plain cut
// hides no escape (draw SafeQuoted's), or where the width holds neither
// form.
func SafeQuotedAround(s string, width int, st Styles, count bool) (string, bool) {
	q := st.Glyphs.Quote
	if q[0] == "" || q[1] == "" {
		q = UnicodeGlyphs().Quote
	}
	room := width - ansi.StringWidth(q[0]) - ansi.StringWidth(q[1])
	quotes := quoteMarks(st)
	if room < 1 || s == "" || !plainCutHides(s, room, st, quotes) {
		return "", false
	}
	body, ok := aroundEscapes(s, room, st, quotes, count)
	if !ok {
		return "", false
	}
	return st.Muted.Render(q[0]) + body + st.Muted.Render(q[1]), true
}

// plainCutHides reports whether the middle cut of s to room cells (as
// SafeQuoted draws it) shows fewer escapes than s holds: each escape
// starts with a backslash, and a backslash of s is drawn as two.
func plainCutHides(s string, room int, st Styles, quotes string) bool {
	n, slashes, _ := escapeCount(s, quotes)
	want := n + slashes
	if want == 0 {
		return false
	}
	body := safeLineMiddle(s, len(s), 0, false, room, st, quotes)
	return strings.Count(ansi.Strip(body), `\`) < want
}

// aroundEscapes draws s in room cells cut around its escapes (see
// SafeQuotedAround), without the quote marks.
func aroundEscapes(s string, room int, st Styles, quotes string, count bool) (string, bool) {
	ell := st.Glyphs.Ellipsis
	if ell == "" {
		ell = "…"
	}
	ew := ansi.StringWidth(ell)
	p := newPainter(st)
	// the escapes, drawn while they fit: past room they cannot all show
	esc := escapeUnits(s, quotes, room)
	first, last := esc[0].Start, esc[len(esc)-1].End
	var mid strings.Builder
	cells := 0
	for k, u := range esc {
		if k > 0 && esc[k-1].End != u.Start {
			p.muted.write(&mid, ell)
			cells += ew
		}
		p.units(&mid, s, esc[k:k+1])
		cells += u.Width
	}
	rest := room - cells - 2*ew
	if len(esc) > room || rest < 2 {
		if !count {
			return "", false
		}
		n, _, end := escapeCount(s, quotes)
		last = end
		mid.Reset()
		for _, words := range []string{" hidden characters", " hidden"} {
			words = strconv.Itoa(n) + words
			cells = ansi.StringWidth(words) + 2*ew
			if rest = room - cells; rest >= 2 {
				p.muted.write(&mid, ell+words+ell)
				break
			}
		}
		if rest < 2 {
			return "", false
		}
		// the words stand between the two ends, always marked off
		head, hc := scanHead(nil, s, first, rest/2, quotes)
		tail := scanTail(nil, s, last, rest-hc, quotes)
		var b strings.Builder
		p.units(&b, s, head)
		b.WriteString(mid.String())
		p.units(&b, s, tail)
		return b.String(), true
	}
	head, hc := scanHead(nil, s, first, rest/2, quotes)
	tail := scanTail(nil, s, last, rest-hc, quotes)
	var b strings.Builder
	p.units(&b, s, head)
	if first > 0 && (len(head) == 0 || head[len(head)-1].End < first) {
		p.muted.write(&b, ell)
	}
	b.WriteString(mid.String())
	if last < len(s) && (len(tail) == 0 || tail[0].Start > last) {
		p.muted.write(&b, ell)
	}
	p.units(&b, s, tail)
	return b.String(), true
}

// escapeCount counts the escapes of s (the characters of quotes too),
// the backslashes among them (each drawn as two), and gives where the
// last one ends.
func escapeCount(s, quotes string) (n, slashes, end int) {
	sc := newSafeScanner(s, false)
	sc.Quotes = quotes
	for i := 0; i < len(s); {
		u := sc.Next(i)
		if u.Kind == unitEscape {
			n, end = n+1, u.End
			if s[u.Start] == '\\' {
				slashes++
			}
		}
		i = u.End
	}
	return n, slashes, end
}

// escapeUnits is the units of s the safe display draws as escapes (the
// characters of quotes too), no more than most+1 of them.
func escapeUnits(s, quotes string, most int) []safeUnit {
	sc := newSafeScanner(s, false)
	sc.Quotes = quotes
	var esc []safeUnit
	for i := 0; i < len(s); {
		u := sc.Next(i)
		if u.Kind == unitEscape {
			esc = append(esc, u)
			if len(esc) > most {
				break
			}
		}
		i = u.End
	}
	return esc
}
