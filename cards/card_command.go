package cards

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/x/ansi"
	"ozdesk.dev/ozdesk/patterns"
)

// The command is drawn line by line behind a gutter ([Glyphs.Frame]'s left
// side and a space), each part in the style of its outcome, the words its
// deciding rule matched underlined. Under each line that holds anything
// to mark, a line of marks says the same without colour: under each word a
// rule matched, the mark of the outcome it decided ([Glyphs.Mark]); under
// the other words of a part that was not allowed, markRest; under a part
// not allowed whose rule matched no word (what cannot be read, a fallback
// ask), its outcome's mark throughout. Parts allowed with no word matched
// (the fallback) are not marked. Mark lines have no gutter, so no line of
// the command can pass for one.
const markRest = "-"

// cmdLine is one laid-out line of the command.
type cmdLine struct {
	from, next int
	units      []safeUnit
	wrapped    bool
	cut        string // a line of one escape wider than the line, drawn
}

// commandView draws windows of a command's source with its highlight.
type commandView struct {
	d      *drawing
	hl     *highlight
	src    string
	width  int // cells for the text, after the gutter
	gutter string
	styles hlStyles
	used   [kindCount + 1]bool // marks drawn so far, for the legend; [kindCount] is markRest
}

// hlStyles are the inline styles a highlighted line is drawn with: text by
// kind, text and escapes by whether the unit is in a matched word.
type hlStyles struct {
	text   [kindCount][2]inlineStyle
	escape [2]inlineStyle
}

func (d *drawing) newCommandView() *commandView {
	left := d.st.Glyphs.Frame.Left
	if left == "" {
		left = "|"
	}
	v := &commandView{d: d, hl: d.newHighlight(), src: d.cmd.Source,
		gutter: d.in.draw(roleBorder, left) + " ", width: max(1, d.width-ansi.StringWidth(left)-1)}
	// Matched words are underlined, unless the styles draw no attributes
	// at all (the zero Styles): then the output is plain text.
	styled := d.st.Escape.Render("x") != "x"
	v.styles.escape = [2]inlineStyle{d.in.pens[roleText].escape, newInlineStyle(d.st.Escape.Underline(styled))}
	for k := range kindCount {
		v.styles.text[k] = [2]inlineStyle{d.in.ink[k.role()], newInlineStyle(k.style(d.st).Underline(styled))}
	}
	return v
}

// window draws at most maxLines lines of the command from byte from, each
// followed by its line of marks when it has any, and returns where the
// line after them begins.
func (v *commandView) window(from, maxLines int) (lines []string, next int) {
	if v.d.width < 3 {
		return nil, from
	}
	lay := newBlockLayoutWith(v.src, v.width, v.d.st, &v.d.in.pens[roleText])
	var laid []cmdLine
	next = runeStart(v.src, from)
	for len(laid) < maxLines && next < len(v.src) {
		ln := cmdLine{from: next}
		_, ln.next = lay.line(next, false)
		for _, u := range lay.units {
			if u.end > ln.next {
				break
			}
			ln.units = append(ln.units, u)
		}
		if len(ln.units) == 0 && ln.next > next && v.src[ln.next-1] != '\n' {
			ln.cut, _ = lay.line(next, true)
		}
		ln.wrapped = ln.next < len(v.src) && v.src[ln.next-1] != '\n'
		laid = append(laid, ln)
		next = ln.next
	}
	if len(laid) == 0 {
		return nil, next
	}
	lo, hi := laid[0].from, laid[len(laid)-1].next
	kinds, marks := v.hl.paint(lo, hi)
	at := func(i int) (kind, wordMark) { return kinds[i-lo], marks[i-lo] }
	for _, ln := range laid {
		lines = append(lines, v.gutter+v.drawText(ln, at))
		if m := v.drawMarks(ln, at); m != "" {
			lines = append(lines, strings.Repeat(" ", ansi.StringWidth(v.gutter))+m)
		}
	}
	return lines, next
}

// drawText draws a line's units, each in the style of its kind.
func (v *commandView) drawText(ln cmdLine, at func(int) (kind, wordMark)) string {
	if ln.cut != "" {
		return ln.cut
	}
	var b strings.Builder
	var esc []byte
	cells := 0
	for j := 0; j < len(ln.units); {
		u := ln.units[j]
		k, m := at(u.start)
		mi := 0
		if m == matchedWord {
			mi = 1
		}
		// Gather the units of the same look.
		e := j + 1
		for e < len(ln.units) {
			k2, m2 := at(ln.units[e].start)
			if k2 != k || m2 != m || (ln.units[e].kind == unitEscape) != (u.kind == unitEscape) {
				break
			}
			e++
		}
		for _, w := range ln.units[j:e] {
			cells += w.width
		}
		if u.kind == unitEscape {
			esc = esc[:0]
			for _, w := range ln.units[j:e] {
				esc, _ = appendEscape(esc, v.src[w.start:])
			}
			v.styles.escape[mi].write(&b, string(esc))
		} else {
			v.styles.text[k][mi].write(&b, v.src[u.start:ln.units[e-1].end])
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

// drawMarks draws the line of marks under a line, or "" when it has none.
func (v *commandView) drawMarks(ln cmdLine, at func(int) (kind, wordMark)) string {
	var b strings.Builder
	pending := 0 // blanks not yet written: trailing ones never are
	for _, u := range ln.units {
		k, m := at(u.start)
		var mark string
		switch {
		case k == kindNone || isSpace(v.src, u) || (k == kindAllow && m != matchedWord):
			pending += u.width
			continue
		case m == restOfPart:
			mark = markRest
			v.used[kindCount] = true
		default:
			mark = v.d.st.Glyphs.Mark(k.name())
			v.used[k] = true
		}
		b.WriteString(strings.Repeat(" ", pending))
		pending = 0
		v.styles.text[k][0].write(&b, strings.Repeat(mark, u.width))
	}
	return b.String()
}

// legend says what the marks drawn so far mean, or nothing when none were:
// each mark in its style, its meaning muted. Items are never broken across
// lines.
func (v *commandView) legend() []string {
	st := v.d.st
	type item struct {
		mark, word string
		role       role
	}
	var items []item
	for _, k := range []kind{kindAllow, kindAsk, kindRefuse, kindUnreadable} {
		if v.used[k] {
			items = append(items, item{st.Glyphs.Mark(k.name()), k.name(), k.role()})
		}
	}
	if v.used[kindCount] {
		items = append(items, item{markRest, "rest of that part", roleText})
	}
	var lines []string
	var line strings.Builder
	cells := 0
	for _, it := range items {
		w := ansi.StringWidth(it.mark) + 1 + ansi.StringWidth(it.word)
		drawn := v.d.in.draw(it.role, it.mark) + v.d.in.draw(roleMuted, " "+it.word)
		switch {
		case cells == 0:
		case cells+3+w <= v.d.width:
			line.WriteString("   ")
			cells += 3
		default:
			lines = append(lines, line.String())
			line.Reset()
			cells = 0
		}
		if w > v.d.width {
			drawn, w = ansi.Truncate(drawn, v.d.width, ""), v.d.width
		}
		line.WriteString(drawn)
		cells += w
	}
	if cells > 0 {
		lines = append(lines, line.String())
	}
	return lines
}

// commandSection draws the command: its first maxLines lines with their
// marks, a note of what is not shown, the deciding part when it starts
// past them, and the legend of the marks.
func (d *drawing) commandSection(maxLines int, hint string) []string {
	src := d.cmd.Source
	if src == "" {
		return []string{d.in.draw(roleMuted, ansi.Truncate("(empty)", d.width, ""))}
	}
	v := d.newCommandView()
	lines, next := v.window(0, maxLines)
	if hidden := len(src) - next; hidden > 0 {
		note := FormatBytes(hidden) + " more not shown"
		if hint != "" {
			note += "; " + hint
		}
		lines = append(lines, d.in.prose(note, d.width, 2, roleMuted)...)
		if p, ok := d.decidingSpan(); ok && p.Start >= next {
			lines = append(lines, d.in.prose("the deciding part, at byte "+commaInt(p.Start)+":", d.width, 2, roleMuted)...)
			more, _ := v.window(p.Start, 3)
			lines = append(lines, more...)
		}
	}
	return append(lines, v.legend()...)
}

// commaInt writes n with its thousands separated by commas.
func commaInt(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// decidingSpan is where the deciding part stands in the source.
func (d *drawing) decidingSpan() (patterns.Span, bool) {
	i := d.rep.Part
	if !d.aligned || i < 0 || i >= len(d.cmd.Parts) {
		return patterns.Span{}, false
	}
	return d.cmd.Parts[i].Span, true
}
