package tui

import (
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/store"
)

// auditCell draws an audit entry's summary in exactly w cells as the
// queue's rows draw a command (rt18k #9e): see keptCell.
func auditCell(text string, w int, st cards.Styles) string { return keptCell(text, w, st) }

// keptCell draws untrusted text (an entry's summary, a rule's pattern) in
// exactly w cells as the queue's rows draw a command: cut in the middle,
// trailing blanks shown as `\x20`, and, where the cut would hide its
// first escaped character (a look-alike letter, a `\r`, a bidi
// override), drawn around it, so that the escape shows whatever the
// width (issue 9).
func keptCell(text string, w int, st cards.Styles) string {
	a := store.Ask{Command: text}
	cell := commandCell(&a, w, st)
	if p, esc := firstEscape(text); p >= 0 && !strings.Contains(commandCell(&a, w, cards.PlainStyles()), esc) {
		cell = commandAround(&a, w, p, st)
	}
	return pad(cell, w, st)
}

// actorCell draws who wrote an audit entry (an agent's name, untrusted)
// in exactly w cells: as shortCell does, unless that cut would hide its
// first escaped character; then around it, quoted (nameCell).
func actorCell(who string, w int, st cards.Styles) string {
	if p := firstEscaped(who); p >= 0 && w >= 8 && safeWidth(who) > w {
		short := ansi.Strip(shortCell(who, w, cards.PlainStyles()))
		_, n := utf8.DecodeRuneInString(who[p:])
		if !strings.Contains(short, ansi.Strip(cards.SafeLine(who[p:p+n], 20, cards.PlainStyles()))) {
			return nameCell(who, w, p+1, st)
		}
	}
	return shortCell(who, w, st)
}
