package cards

import (
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// SafeLineMiddle draws untrusted text on one line of at most width cells,
// as [SafeLine] does, but cuts a long text in the middle: its start and
// its end stay, with the ellipsis between them (no byte count). Two
// commands that differ only at the end (`terraform apply
// -target=module.m5` and `…m6`) read differently. The end gets about two
// fifths of the line; the start what the end leaves.
//
// It reads only as much of s as it shows (plus at most a few dozen bytes
// at each end), so a megabyte costs what a short line does. It returns ""
// when width < 1.
func SafeLineMiddle(s string, width int, st Styles) string {
	return safeLineMiddle(s, len(s), 0, false, width, st, "")
}

// SafeLineEnds is [SafeLineMiddle] for a text of which only the start and
// the end were read: the bytes of s before headEnd are its start, those
// from tailStart on its end, and what lay between them (and any bytes of
// s between headEnd and tailStart) is never shown. The ellipsis always
// stands between the two, however wide the line.
func SafeLineEnds(s string, headEnd, tailStart, width int, st Styles) string {
	headEnd = min(max(headEnd, 0), len(s))
	tailStart = min(max(tailStart, headEnd), len(s))
	return safeLineMiddle(s, headEnd, tailStart, true, width, st, "")
}

// safeLineMiddle draws s[:headEnd] and s[tailStart:] (s whole, when !gap)
// with the ellipsis between them when they do not fit, or always (gap);
// the characters of quotes are escaped too.
func safeLineMiddle(s string, headEnd, tailStart int, gap bool, width int, st Styles, quotes string) string {
	if width < 1 || s == "" {
		return ""
	}
	p := newPainter(st)
	var b strings.Builder
	var stack [2][96]safeUnit
	if !gap {
		units, cells := scanHead(stack[0][:0], s, len(s), width+1, quotes)
		if cells <= width && len(units) > 0 && units[len(units)-1].End == len(s) {
			p.units(&b, s, units)
			return b.String()
		}
		tailStart = 0
	}
	ell := st.Glyphs.Ellipsis
	if ell == "" {
		ell = "…"
	}
	room := width - ansi.StringWidth(ell)
	if room < 2 && quotes != "" {
		return st.Muted.Render(ansi.Truncate(ell, width, ""))
	}
	if room < 2 {
		// No room for both ends: the start, cut as SafeLine cuts.
		out := safeLine(s, width, st, p)
		if gap {
			out = safeLineOf(s[:headEnd], len(s)-headEnd, width, st, p)
		}
		if out == "" {
			out = st.Muted.Render(ansi.Truncate(ell, width, ""))
		}
		return out
	}
	tailRoom := max(room*2/5, 1)
	// the end is read for the whole line when the cut may move
	// (escapesKept), and its last half taken for the cut as made
	tailWidth := room / 2
	if !gap {
		tailWidth = room
	}
	tails := scanTail(stack[1][:0], s, tailStart, tailWidth, quotes)
	tail := wordTail(s, lastWithin(tails, room/2), tailRoom)
	from := len(s)
	tailCells := unitCells(tail)
	if len(tail) > 0 {
		from = tail[0].Start
	}
	var head []safeUnit
	if gap {
		head, _ = scanHead(stack[0][:0], s, headEnd, room-tailCells, quotes)
	} else {
		heads, _ := scanHead(stack[0][:0], s, len(s), room, quotes)
		k, cells := 0, 0
		for k < len(heads) && heads[k].End <= from && cells+heads[k].Width <= room-tailCells {
			cells += heads[k].Width
			k++
		}
		head = heads[:k]
		head, tail = escapesKept(s, head, tail, heads, tails, room)
	}
	p.units(&b, s, head)
	p.muted.write(&b, ell)
	p.units(&b, s, tail)
	return b.String()
}

// lastWithin is the last of units that take at most width cells.
func lastWithin(units []safeUnit, width int) []safeUnit {
	cells, k := 0, len(units)
	for k > 0 && cells+units[k-1].Width <= width {
		k--
		cells += units[k].Width
	}
	return units[k:]
}

// wordTail cuts units (the end of s, up to half the line) to the end
// that shows: from the start of a word when one starts within it, so the
// last arguments read whole, as long as the end keeps at least room
// cells; else the last room cells.
func wordTail(s string, units []safeUnit, room int) []safeUnit {
	cells := 0
	for _, u := range units {
		cells += u.Width
	}
	for k, u := range units {
		if cells <= room {
			break
		}
		if k > 0 && units[k-1].Kind == unitText && s[units[k-1].Start:units[k-1].End] == " " && u.Kind == unitText {
			return units[k:]
		}
		cells -= u.Width
	}
	cells = 0
	k := len(units)
	for k > 0 && cells+units[k-1].Width <= room {
		k--
		cells += units[k].Width
	}
	return units[k:]
}

// scanHead appends to units those from the start of s that end by limit
// and take at most width cells in all, and returns them and the cells they
// take.
func scanHead(units []safeUnit, s string, limit, width int, quotes string) ([]safeUnit, int) {
	sc := newSafeScanner(s, false)
	sc.Quotes = quotes
	cells := 0
	for i := 0; i < limit; {
		u := sc.Next(i)
		if u.End > limit || cells+u.Width > width {
			break
		}
		units = append(units, u)
		cells += u.Width
		i = u.End
	}
	return units, cells
}

// scanTail appends to units the last units of s, starting at or after
// from, that take at most width cells, and returns those. It reads from a
// point far enough back for width cells (no unit is wider in bytes than
// maxClusterBytes, nor narrower than a cell), on a character's start.
func scanTail(units []safeUnit, s string, from, width int, quotes string) []safeUnit {
	start := max(from, len(s)-(width+1)*maxClusterBytes)
	for start < len(s) && !utf8.RuneStart(s[start]) {
		start++
	}
	sc := newSafeScanner(s, false)
	sc.Quotes = quotes
	base := len(units)
	for i := start; i < len(s); {
		u := sc.Next(i)
		units = append(units, u)
		i = u.End
		// only the last units that take width cells are kept: drop the
		// older ones as they pile up, so that the slice stays a few
		// lines long however far back the scan began
		if n := len(units) - base; n > 4*(width+1) {
			keep := units[len(units)-(width+1):]
			if unitCells(keep) >= width {
				units = append(units[:base], keep...)
			}
		}
	}
	cells := 0
	k := len(units)
	for k > 0 && cells+units[k-1].Width <= width {
		k--
		cells += units[k].Width
	}
	return units[k:]
}
