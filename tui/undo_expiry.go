package tui

import (
	"fmt"
	"time"

	"ozdesk.dev/ozdesk/queue"
)

// expiryMargin is how long before the first of its asks expires a held
// approval is sent, whatever its undo window and the quit question: the
// tick that sends it comes within tickEvery, and the queue has the rest
// to record it. An operator who approved before the deadline is never
// recorded as nobody deciding (rt16k #3).
const expiryMargin = tickEvery + 500*time.Millisecond

// beforeExpiry gives d its due time (see held.due) and returns its undo
// window, cut to end by then: no window at all for an ask about to
// expire, which is then sent at once, and the status line says so.
func (m *Model) beforeExpiry(d *held, now time.Time, window time.Duration) time.Duration {
	var first time.Time
	firstID := ""
	for _, a := range d.asks {
		if !a.Deadline.IsZero() && (first.IsZero() || a.Deadline.Before(first)) {
			first, firstID = a.Deadline, a.ID
		}
	}
	if first.IsZero() {
		return window
	}
	d.due = first.Add(-expiryMargin)
	if window <= 0 || !now.Add(window).After(d.due) {
		return window
	}
	d.cut = true
	cut := max(d.due.Sub(now), 0)
	if cut == 0 {
		text, cmd := heldParts(d)
		m.setStatusCmd(statusWarn, fmt.Sprintf("%s, sent at once with no undo window: ask %s expires at %s, before a window could end",
			text, queue.ShortID(firstID), clockTime(first, now)), cmd)
	}
	return cut
}
