package cards

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// proseLines is how many lines a reason, a detail or a hint may take on a
// card before the rest is counted as hidden.
const proseLines = 4

// SafeProse draws text (untrusted, or the desk's own words holding
// untrusted ones) word-wrapped in lines of at most width cells, at most
// maxLines of them (0 for no cap): lines break at spaces; a word longer
// than the line breaks at the cell, ending in the wrap mark; when more
// lines are needed than maxLines, the last is cut as [SafeLine] cuts it,
// ending in the ellipsis. Text is sanitized as by [Sanitize], except that
// a backslash stays one backslash: prose is the desk's words, which hold
// untrusted text already escaped by [Escape] (its backslashes doubled).
func SafeProse(s string, width, maxLines int, st Styles) []string {
	return prose(s, width, maxLines, st, newPainter(st))
}

// prose draws text (untrusted, or the desk's own words) word-wrapped in
// lines of at most width cells, at most maxLines of them (0 for no cap).
// Text is sanitized as by [SafeProse] and drawn with p (p.text for text,
// p.escape for escapes). Lines break at spaces (the space at a break is not
// drawn); a word longer than the line breaks at the cell and ends in the
// wrap mark. When the text needs more lines than maxLines, the last line is
// cut as [SafeLine] cuts it, ending in the ellipsis.
//
// Like SafeLine, prose reads only what it shows.
func prose(s string, width, maxLines int, st Styles, p *painter) []string {
	if width < 1 || s == "" {
		return nil
	}
	sc := scanAs{words: true}.scanner(s)
	markW := ansi.StringWidth(st.Glyphs.Wrap)
	if markW >= width {
		markW = 0
	}
	var (
		lines []string
		units = make([]safeUnit, 0, min(width+1, 256))
	)
	for i := 0; i < len(s); {
		if maxLines > 0 && len(lines) == maxLines-1 {
			return append(lines, safeLineIn(s[i:], 0, width, st, p, scanAs{words: true}))
		}
		sc.Restart()
		units = units[:0]
		cells, lastSpace := 0, -1
		j := i
		var over *safeUnit // the first unit that does not fit
		for j < len(s) {
			u := sc.Next(j)
			if cells+u.Width > width {
				over = &u
				break
			}
			if isSpace(s, u) {
				lastSpace = len(units)
			}
			units = append(units, u)
			cells += u.Width
			j = u.End
		}
		var b strings.Builder
		switch {
		case over == nil: // the rest fits
			p.units(&b, s, units)
			i = len(s)
		case isSpace(s, *over): // break at the space that does not fit
			p.units(&b, s, units)
			i = over.End
		case lastSpace > 0: // break at the last space on the line
			p.units(&b, s, units[:lastSpace])
			i = units[lastSpace].End
		default: // a word longer than the line
			k := len(units)
			for k > 1 && cells+markW > width {
				k--
				cells -= units[k].Width
			}
			switch {
			case k == 0:
				// Only below 11 cells: one escape wider than the line.
				esc, _ := appendEscape(nil, s[over.Start:])
				p.escape.write(&b, ansi.Truncate(string(esc), width, ""))
				i = over.End
			default:
				p.units(&b, s, units[:k])
				if cells+markW <= width && markW > 0 {
					p.muted.write(&b, st.Glyphs.Wrap)
				}
				i = units[k-1].End
			}
		}
		lines = append(lines, b.String())
	}
	return lines
}

// isSpace reports whether u is a plain space, where prose may break.
func isSpace(s string, u safeUnit) bool {
	return u.Kind == unitText && u.End == u.Start+1 && s[u.Start] == ' '
}

// cellWrap draws untrusted text that is one line to the shell (a path, a
// pattern) over at most maxLines lines (at least 1) of width cells: as
// [SafeBlock] wraps, but with a newline shown as the escape \n, and with
// the last line cut as [SafeLine] cuts it, ending in the ellipsis. It
// draws with p.
func cellWrap(s string, width, maxLines int, st Styles, p *painter) []string {
	if width < 1 || s == "" {
		return nil
	}
	lay := newBlockLayoutWith(s, width, st, p)
	lay.sc = newSafeScanner(s, false)
	var lines []string
	for next := 0; next < len(s); {
		var ln string
		from := next
		ln, next = lay.line(from, true)
		if len(lines) == max(maxLines, 1)-1 && next < len(s) {
			return append(lines, safeLine(s[from:], width, st, p))
		}
		lines = append(lines, ln)
	}
	return lines
}
