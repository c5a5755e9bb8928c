package tui

import (
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// auditCell draws an audit entry's summary in exactly w cells as the
// queue's rows draw a command (rt18k #9e): see keptCell. The first head
// bytes (the ask's and the rule's IDs) are drawn whole, and the command
// after them cut, where that leaves the command room (auditCommandMin)
// (rt29k #8: "ask 27" read "ask 2…").
func auditCell(text string, head, w int, st cards.Styles) string {
	if head <= 0 || head >= len(text) {
		return keptCell(text, w, st)
	}
	if c := reasonCell(text, head, w, st); c != "" {
		return c
	}
	lead := cards.SafeLine(text[:head], 1<<10, st)
	least := auditCommandMin
	if p, _ := firstEscape(text[head:]); p >= 0 || hasTrailingBlanks(text) {
		least = auditEscapeMin // room to draw the cut around the escape
	}
	if _, mark := trailingBlanks(text); mark != "" {
		least = max(least, common.Width(mark)+8) // blanksMiddle's room to show them
	}
	if lw := common.Width(lead); lw+least <= w {
		return lead + keptCell(text[head:], w-lw, st)
	}
	return keptCell(text, w, st) // an escape shown outranks the IDs
}

// auditCommandMin is the fewest cells an audit entry's command keeps
// beside IDs drawn whole; auditEscapeMin the fewest when it holds an
// escape, which commandAround needs room to show.
const (
	auditCommandMin = 8
	auditEscapeMin  = 16
)

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
// first escaped character; then around it, quoted (nameCell). p, when
// above 0, is one more than the byte where it differs from a look-alike
// actor shown (alikeActors): drawn around it, as the queue's rows draw
// look-alike agents (rt37k MEDIUM-2: three long names read
// "claude-co…" alike).
//
// Spaces at its ends show as \x20, as 'ozdesk audit' and the queue's
// group headers show them (blanksLine), so that "claude " does not read
// as "claude" (rt35k MEDIUM-3).
func actorCell(who string, w, p int, st cards.Styles) string {
	if p > 0 {
		return pad(nameCell(who, w, p, st), w, st)
	}
	if lead, _, trail := blankEnds(who); lead+trail != "" && w > common.Width(lead+trail)+2 {
		return pad(blanksLine(who, w, st), w, st)
	}
	if p := firstEscaped(who); p >= 0 && w >= 8 && safeWidth(who) > w {
		short := ansi.Strip(shortCell(who, w, cards.PlainStyles()))
		_, n := utf8.DecodeRuneInString(who[p:])
		if !strings.Contains(short, ansi.Strip(cards.SafeLine(who[p:p+n], 20, cards.PlainStyles()))) {
			return nameCell(who, w, p+1, st)
		}
	}
	return shortCell(who, w, st)
}

// alikeActors is alikeAgents for the actors of audit lines: those whose
// cells of w would read the same though they differ, with where each
// differs.
func alikeActors(lines []auditLine, w int) map[string]int {
	asks := make([]store.Ask, len(lines))
	for i, l := range lines {
		asks[i].Agent = l.who
	}
	return alikeAgents(asks, w)
}

// hasTrailingBlanks reports whether text ends in blanks, which a cell
// shows as escapes.
func hasTrailingBlanks(text string) bool {
	_, mark := trailingBlanks(text)
	return mark != ""
}
