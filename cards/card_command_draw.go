package cards

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// One laid-out line of the command drawn: its text in the styles of its
// parts, the line of part numbers under it, and a part's carets (see
// card_command.go).

// drawText draws a line's units, each in the style of its kind, the
// words the parts' rules matched and the deciding words underlined.
func (v *commandView) drawText(ln cmdLine, at func(int) (kind, wordMark)) string {
	if ln.cut != "" {
		return ln.cut
	}
	var b strings.Builder
	var esc []byte
	cells := 0
	c := 0 // the first deciding word that may hold a unit
	// look is how unit u is drawn: its kind, and whether it is underlined
	// (a word its part's rule matched, or a deciding word).
	look := func(u safeUnit) (kind, int) {
		k, m := at(u.Start)
		for c < len(v.carets) && v.carets[c].End <= u.Start {
			c++
		}
		if m == matchedWord || (c < len(v.carets) && u.Start >= v.carets[c].Start && !isSpace(v.src, u)) {
			return k, 1
		}
		return k, 0
	}
	for j := 0; j < len(ln.units); {
		u := ln.units[j]
		k, mi := look(u)
		// Gather the units of the same look.
		e := j + 1
		for e < len(ln.units) {
			k2, m2 := look(ln.units[e])
			if k2 != k || m2 != mi || (ln.units[e].Kind == unitEscape) != (u.Kind == unitEscape) {
				break
			}
			e++
		}
		for _, w := range ln.units[j:e] {
			cells += w.Width
		}
		if u.Kind == unitEscape {
			esc = esc[:0]
			for _, w := range ln.units[j:e] {
				esc, _ = appendEscape(esc, v.src[w.Start:])
			}
			v.styles.escape[mi].write(&b, string(esc))
		} else {
			v.styles.text[k][mi].write(&b, v.src[u.Start:ln.units[e-1].End])
		}
		j = e
	}
	if ln.wrapped {
		if mark := v.d.st.Glyphs.Wrap; cells+ansi.StringWidth(mark) <= v.width {
			v.d.in.ink[roleMuted].write(&b, mark)
		}
	}
	return b.String()
}

// drawParts draws the line of part numbers under a line: under each run
// of a part's units (the innermost part, where parts nest), the part's
// number, then a rule to the run's end, in the style of its outcome; ""
// when the line holds no part. A number longer than its run is cut to the
// run, so the line never runs past the text. A line wholly of part
// carry, which goes on from the wrapped line above where it is numbered
// already, gets no line of numbers: a long part is numbered once, not
// under every line it wraps onto (rt35k L13); a line where another part
// starts numbers both.
func (v *commandView) drawParts(ln cmdLine, partAt func(int) (int, kind), carry int) string {
	rule := v.d.st.Glyphs.Frame.Top
	if ansi.StringWidth(rule) != 1 {
		rule = "-"
	}
	var b strings.Builder
	pending, any := 0, false
	for j := 0; j < len(ln.units); {
		pi, k := partAt(ln.units[j].Start)
		e, cells := j+1, ln.units[j].Width
		for e < len(ln.units) {
			if pe, _ := partAt(ln.units[e].Start); pe != pi {
				break
			}
			cells += ln.units[e].Width
			e++
		}
		if pi < 0 {
			pending += cells
			j = e
			continue
		}
		if j == 0 && e == len(ln.units) && pi == carry {
			return "" // the line goes on with one part, numbered above
		}
		// A run ends in blanks that lead to what no part holds: leave
		// them blank, so that two parts side by side read as two.
		trail := 0
		for t := e - 1; t > j && isSpace(v.src, ln.units[t]); t-- {
			trail += ln.units[t].Width
		}
		cells -= trail
		num := strconv.Itoa(pi + 1)
		if len(num) > cells {
			num = num[:cells]
		}
		b.WriteString(strings.Repeat(" ", pending))
		pending, any = trail, true
		v.styles.text[k][0].write(&b, num+strings.Repeat(rule, cells-len(num)))
		j = e
	}
	if !any {
		return ""
	}
	return b.String()
}

// drawCarets draws the carets under a line's words of group g, or ""
// when it holds none.
func (v *commandView) drawCarets(ln cmdLine, g caretGroup) string {
	carets := g.spans
	if len(carets) == 0 || ln.cut != "" {
		return ""
	}
	var b strings.Builder
	pending, any := 0, false // blanks not yet written: trailing ones never are
	c := 0                   // the first deciding word that may hold a unit
	for _, u := range ln.units {
		for c < len(carets) && carets[c].End <= u.Start {
			c++
		}
		if c == len(carets) || u.Start < carets[c].Start || isSpace(v.src, u) {
			pending += u.Width
			continue
		}
		b.WriteString(strings.Repeat(" ", pending))
		pending, any = 0, true
		b.WriteString(strings.Repeat("^", u.Width))
	}
	if !any {
		return ""
	}
	return v.d.in.draw(g.kind.role(), b.String())
}
