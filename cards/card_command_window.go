package cards

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
	"ozdesk.dev/ozdesk/internal/safetext"
)

// A window of the command: its lines laid out from a line on, each with
// its part numbers and caret lines under it (see card_command.go).

// window draws at most maxLines lines of the command from byte from, each
// followed by its lines of marks, and returns where the line after them
// begins.
func (v *commandView) window(from, maxLines int) (lines []string, next int) {
	if v.d.width < 3 {
		return nil, from
	}
	lay := newBlockLayoutWith(v.src, v.width, v.d.st, &v.d.in.pens[roleText])
	lay.sc.MarkTrailingBlanks() // as the queue's rows show them
	var laid []cmdLine
	next = safetext.RuneStart(v.src, from)
	for len(laid) < maxLines && next < len(v.src) {
		ln := cmdLine{from: next}
		_, ln.next = lay.line(next, false)
		for _, u := range lay.units {
			if u.End > ln.next {
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
	kinds, marks, parts := v.hl.paint(lo, hi)
	at := func(i int) (kind, wordMark) { return kinds[i-lo], marks[i-lo] }
	partAt := func(i int) (int, kind) { return int(parts[i-lo]), kinds[i-lo] }
	pad := strings.Repeat(" ", ansi.StringWidth(v.gutter))
	last := make([]int, len(v.groups)) // the line of each group's last carets
	for g := range last {
		last[g] = -1
	}
	carry := -1 // the part a wrapped line above runs on into this one
	for _, ln := range laid {
		lines = append(lines, v.gutter+v.drawText(ln, at))
		if v.numbered {
			if m := v.drawParts(ln, partAt, carry); m != "" {
				lines = append(lines, pad+m)
			}
			carry = -1
			if n := len(ln.units); ln.wrapped && n > 0 {
				carry, _ = partAt(ln.units[n-1].Start)
			}
		}
		for g := range v.groups {
			if c := v.drawCarets(ln, v.groups[g]); c != "" {
				lines = append(lines, pad+c)
				last[g] = len(lines) - 1
			}
		}
	}
	// From the last line up, so that the lines a label adds move no line
	// a label is still to follow.
	for _, g := range labelOrder(last) {
		sp := v.groups[g].spans
		if v.groups[g].label != "" && sp[len(sp)-1].End <= next {
			lines = v.placeLabel(lines, last[g], v.groups[g])
		}
	}
	return lines, next
}
