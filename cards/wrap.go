package cards

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/internal/safetext"
)

// SafeBlock draws untrusted text as at most maxLines lines of at most width
// cells each, and returns how many bytes of s are left after the last line
// shown, so the caller can say so (see [FormatBytes]) and offer the rest
// (see [SafeBlockFrom] and [LineIndex]).
//
// Text is sanitized as by [SanitizeLines]: a newline breaks the line, every
// other control and invisible character is an escape in [Styles.Escape].
// A line longer than width is wrapped at the cell, not at a word (a command
// has no words to spare), and ends in the wrap mark ([Glyphs.Wrap], in
// [Styles.Muted]), so a wrapped line never reads as a line of its own. A
// wrap never falls inside an escape or a character. A newline at the very
// end of s ends the last line rather than starting an empty one. Only at a
// width below 11 cells, too narrow for the longest escape and the wrap
// mark, is an escape wider than the line shown cut short.
//
// Like [SafeLine], SafeBlock reads only what it shows.
func SafeBlock(s string, width, maxLines int, st Styles) (lines []string, hidden int) {
	lines, next := SafeBlockFrom(s, 0, width, maxLines, st)
	return lines, len(s) - next
}

// SafeBlockLine is [SafeBlock] for untrusted text that is one line to
// its reader (a field of a detail, a reason): a newline is the escape \n,
// as [SafeLine] shows it, and never starts a line of its own, which could
// draw what looks like the desk's own words.
func SafeBlockLine(s string, width, maxLines int, st Styles) (lines []string, hidden int) {
	if width < 1 || maxLines < 1 {
		return nil, len(s)
	}
	lay := newBlockLayout(s, width, st)
	lay.sc = newSafeScanner(s, false)
	next := 0
	for len(lines) < maxLines && next < len(s) {
		var ln string
		ln, next = lay.line(next, true)
		lines = append(lines, ln)
	}
	return lines, len(s) - next
}

// SafeBlockFrom is [SafeBlock] for a window that starts at byte offset from
// of s: 0, or the next offset a previous call returned, or a line start from
// a [LineIndex]. It returns the lines and the offset where the line after
// them begins (len(s) when s is shown to its end). An offset inside a UTF-8
// encoded character is moved back to the character's start; any other
// offset starts a line there, and the rest of a grapheme cluster cut there
// is judged on its own (a combining mark with nothing before it is shown as
// an escape).
func SafeBlockFrom(s string, from, width, maxLines int, st Styles) (lines []string, next int) {
	next = safetext.RuneStart(s, from)
	if width < 1 || maxLines < 1 {
		return nil, next
	}
	lay := newBlockLayout(s, width, st)
	for len(lines) < maxLines && next < len(s) {
		var ln string
		ln, next = lay.line(next, true)
		lines = append(lines, ln)
	}
	return lines, next
}

// blockLayout lays untrusted text out in wrapped lines of one width.
type blockLayout struct {
	s      string
	width  int
	markW  int // cells the wrap mark takes; 0 when the width has no room for it
	st     Styles
	paint  *painter
	sc     *safeScanner
	units  []safeUnit
	escBuf []byte
}

func newBlockLayout(s string, width int, st Styles) *blockLayout {
	return newBlockLayoutWith(s, width, st, newPainter(st))
}

// newBlockLayoutWith is newBlockLayout drawing with p, a painter of st made
// once for many layouts.
func newBlockLayoutWith(s string, width int, st Styles, p *painter) *blockLayout {
	markW := ansi.StringWidth(st.Glyphs.Wrap)
	if markW >= width {
		markW = 0
	}
	return &blockLayout{
		s: s, width: width, markW: markW, st: st,
		paint: p,
		sc:    newSafeScanner(s, true),
		units: make([]safeUnit, 0, min(width+1, 256)),
	}
}

// line lays out the line that begins at byte from (< len(s)) and returns
// it, drawn if draw is set, with the offset where the next line begins.
//
// Each line is scanned afresh from its start, as if the text began there,
// so that a line looks the same whether it is reached from the top
// ([SafeBlock]) or directly ([SafeBlockFrom], [LineIndex]). Where a wrap
// falls inside a grapheme cluster, the rest of the cluster is judged on its
// own at the start of the next line.
func (l *blockLayout) line(from int, draw bool) (string, int) {
	l.sc.Restart()
	units := l.units[:0]
	cells := 0
	for i := from; i < len(l.s); {
		u := l.sc.Next(i)
		if u.Kind == unitBreak {
			l.units = units
			return l.draw(draw, units, false), u.End
		}
		if cells+u.Width <= l.width {
			units = append(units, u)
			cells += u.Width
			i = u.End
			continue
		}
		// u does not fit: the line wraps, before u or earlier, so that the
		// wrap mark fits too.
		l.units = units
		room := l.width - l.markW
		k := len(units)
		for k > 0 && cells > room {
			k--
			cells -= units[k].Width
		}
		switch {
		case k > 0:
			return l.draw(draw, units[:k], true), units[k-1].End
		case len(units) > 0:
			// Only at a width of a few cells: the first unit fills the line
			// and leaves no room for the mark.
			return l.draw(draw, units[:1], false), units[0].End
		}
		// Only at a width below the longest escape (10 cells): u alone is
		// wider than the line, and is shown cut, as an escape.
		return l.drawCut(draw, u), u.End
	}
	l.units = units
	return l.draw(draw, units, false), len(l.s)
}

func (l *blockLayout) draw(draw bool, units []safeUnit, wrapped bool) string {
	if !draw {
		return ""
	}
	var b strings.Builder
	l.paint.units(&b, l.s, units)
	if wrapped && l.markW > 0 {
		l.paint.muted.write(&b, l.st.Glyphs.Wrap)
	}
	return b.String()
}

// drawCut draws a unit wider than the whole line: the escapes of its bytes,
// cut to fit, then the wrap mark if there is room.
func (l *blockLayout) drawCut(draw bool, u safeUnit) string {
	if !draw {
		return ""
	}
	esc := l.escBuf[:0]
	for j := u.Start; j < u.End; {
		var n int
		esc, n = appendEscape(esc, l.s[j:u.End])
		j += n
	}
	l.escBuf = esc
	var b strings.Builder
	l.paint.escape.write(&b, ansi.Truncate(string(esc), l.width-l.markW, ""))
	if l.markW > 0 {
		l.paint.muted.write(&b, l.st.Glyphs.Wrap)
	}
	return b.String()
}
