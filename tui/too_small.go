package tui

import "fmt"

// The least terminal in which decision keys act: the row under the
// cursor (its ID and the head of its command) or its card can be read
// there. Below it the desk decides nothing (rt17k 3: at 12x3 a approved
// an ask whose row was not on screen).
const (
	decideLeastWidth  = 30
	decideLeastHeight = chrome + 3
)

// tooSmall reports whether the terminal is too small to read the ask
// under the cursor.
func (m *Model) tooSmall() bool {
	return m.c.Width < decideLeastWidth || m.c.Height < decideLeastHeight
}

// tooSmallWords is what a decision key says in a terminal too small.
func tooSmallWords() string {
	return fmt.Sprintf("too small to read the ask: a, d, A and D decide nothing below %dx%d", decideLeastWidth, decideLeastHeight)
}
