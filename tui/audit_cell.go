package tui

import (
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/store"
)

// auditCell draws an audit entry's summary in exactly w cells as the
// queue's rows draw a command (rt18k #9e): cut in the middle, trailing
// blanks shown as `\x20`, and, where the cut would hide its only escaped
// character (a `\r`, a bidi override), drawn around it.
func auditCell(text string, w int, st cards.Styles) string {
	a := store.Ask{Command: text}
	cell := commandCell(&a, w, st)
	if p, esc := firstEscape(text); p >= 0 && !strings.Contains(commandCell(&a, w, cards.PlainStyles()), esc) {
		cell = commandAround(&a, w, p, st)
	}
	return pad(cell, w, st)
}
