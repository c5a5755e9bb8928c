package common

import (
	"time"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
)

// Common is the context the root model builds once and hands to every
// pane and dialog. The root owns it and updates Styles and the size when
// the terminal says so; components read it.
type Common struct {
	// Styles are the desk's styles (see cards.Styles): components name a
	// meaning, never a colour.
	Styles cards.Styles
	// Keys are the key maps of every component, declared once.
	Keys *Keys
	// Width and Height are the terminal's size in cells.
	Width, Height int
	// Service is the queue the desk decides on.
	Service queue.API
	// Operator is who decides at this desk; Node the host it runs on.
	Operator, Node string
	// Now is the clock (time.Now outside tests).
	Now func() time.Time
	// Grace is how long a card that just appeared ignores decision keys.
	Grace time.Duration
	// Undo is how long an approval made at the desk waits before it
	// reaches the queue, while u takes it back (0: none).
	Undo time.Duration
	// Marks are the characters the desk's own lines are drawn with.
	Marks Marks
}
