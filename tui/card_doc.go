package tui

import (
	"ozdesk.dev/ozdesk/cards"
)

// cardDoc is a card laid out for one width: its head, the command's
// wrapped lines (paged through a cards.LineIndex, so a megabyte command
// costs only the lines on screen plus one count), and its tail. It is a
// virtual list of lines: nothing is drawn until asked for.
type cardDoc struct {
	head, tail []string
	// cmd indexes the command's wrapped lines; cmdN is how many there are.
	cmd    *cards.LineIndex
	cmdN   int
	indent string
}

func newCardDoc(head []string, command string, tail []string, w int, st cards.Styles) *cardDoc {
	const indent = "  "
	d := &cardDoc{head: head, tail: tail, indent: indent}
	if cw := w - len(indent); cw > 0 && command != "" {
		d.cmd = cards.NewLineIndex(command, cw, st)
		d.cmdN, _ = d.cmd.Count(true)
	}
	return d
}

// Len is the number of lines of the card.
func (d *cardDoc) Len() int { return len(d.head) + d.cmdN + len(d.tail) }

// Lines returns lines first to first+n-1 (fewer at the end).
func (d *cardDoc) Lines(first, n int) []string {
	out := make([]string, 0, n)
	for i := first; i < first+n && i < d.Len(); {
		switch {
		case i < len(d.head):
			out = append(out, d.head[i])
			i++
		case i < len(d.head)+d.cmdN:
			k := i - len(d.head)
			m := min(first+n-i, d.cmdN-k)
			for _, l := range d.cmd.Lines(k, m) {
				out = append(out, d.indent+l)
			}
			i += m
		default:
			out = append(out, d.tail[i-len(d.head)-d.cmdN])
			i++
		}
	}
	return out
}
