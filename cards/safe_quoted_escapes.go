package cards

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// aroundEscapes draws s, too wide for width cells, cut so that every
// character the safe display escapes still shows, with both ends of s:
// its head, each escape (… between escapes the text parts), and its
// tail, «release-bot--…\u202e…--trusted». Where the escapes themselves
// leave too little room, it says how many there are, plainly: «ci…10
// hidden characters…x», or «ci…10 hidden…x» where that is too long. ok is false for a text without escapes (the
// usual middle cut hides nothing), or a width too small for either.
// A long name cut by a plain … dropped the \u202e that reverses it
// (rt42k F3).
func aroundEscapes(s string, width int, st Styles, quotes string) (string, bool) {
	esc := escapeUnits(s, quotes)
	if len(esc) == 0 {
		return "", false
	}
	ell := st.Glyphs.Ellipsis
	if ell == "" {
		ell = "…"
	}
	ew := ansi.StringWidth(ell)
	p := newPainter(st)
	first, last := esc[0].Start, esc[len(esc)-1].End
	var mid strings.Builder
	midCells := 0
	for k, u := range esc {
		if k > 0 && esc[k-1].End != u.Start {
			p.muted.write(&mid, ell)
			midCells += ew
		}
		p.units(&mid, s, esc[k:k+1])
		midCells += u.Width
	}
	room := width - midCells - 2*ew
	for _, form := range []string{"%d hidden characters", "%d hidden"} {
		if room >= 4 {
			break
		}
		words := fmt.Sprintf(form, len(esc))
		mid.Reset()
		p.muted.write(&mid, words)
		midCells = ansi.StringWidth(words)
		room = width - midCells - 2*ew
	}
	if room < 2 {
		return "", false
	}
	head, hc := scanHead(nil, s, first, room/2, quotes)
	tail := scanTail(nil, s, last, room-hc, quotes)
	var b strings.Builder
	p.units(&b, s, head)
	if hc > 0 || first > 0 {
		if len(head) == 0 || head[len(head)-1].End < first {
			p.muted.write(&b, ell)
		}
	}
	b.WriteString(mid.String())
	if len(tail) == 0 && last < len(s) || len(tail) > 0 && tail[0].Start > last {
		p.muted.write(&b, ell)
	}
	p.units(&b, s, tail)
	return b.String(), true
}

// hidesEscape reports whether body, s as drawn, shows fewer escapes than
// s holds: a cut dropped one.
func hidesEscape(s, body string, quotes string) bool {
	plain := true
	for i := 0; i < len(s) && plain; i++ {
		plain = s[i] >= 0x20 && s[i] < 0x7f && s[i] != '\\'
	}
	if plain && !strings.ContainsAny(s, quotes) {
		return false
	}
	return len(escapeUnits(s, quotes)) > strings.Count(ansi.Strip(body), `\`)
}

// escapeUnits is the units of s the safe display draws as escapes.
func escapeUnits(s, quotes string) []safeUnit {
	sc := newSafeScanner(s, false)
	sc.Quotes = quotes
	var esc []safeUnit
	for i := 0; i < len(s); {
		u := sc.Next(i)
		if u.Kind == unitEscape {
			esc = append(esc, u)
		}
		i = u.End
	}
	return esc
}
