package tui

import (
	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/tui/common"
)

// A command as a status line names it.

// statusCommand is a command for a status line, as the queue row draws
// it: escaped (a newline reads \n), and cut in the middle when long, so
// that its end (where a command that starts harmless may turn) shows.
func statusCommand(s string, mk common.Marks) string {
	const n = 64
	r := []rune(cards.Escape(s))
	if len(r) <= n {
		return string(r)
	}
	return string(r[:n/2]) + mk.More + string(r[len(r)-n/2:])
}

// shortCommand is the start of a command for a status line.
func shortCommand(s string, mk common.Marks) string {
	const n = 40
	i := 0
	for k := range s {
		if i == n {
			return s[:k] + mk.More
		}
		i++
	}
	return s
}
