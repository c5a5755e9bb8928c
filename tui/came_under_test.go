package tui

import (
	"testing"
	"time"
)

// TestCameUnderCursorWords: an ask that waited and came under the cursor
// because an approval moved it on is not said to have "just arrived"
// when a key presses on it during its grace (rt14k #11: said of an ask
// 17s old); one that did arrive a moment ago still is.
func TestCameUnderCursorWords(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.ask("claude", "infra", "rm -rf /srv/data1")
	d.ask("claude", "infra", "rm -rf /srv/data2")
	d.reload()
	d.clock.Add(17 * time.Second)
	d.keys("a", "a") // the second a lands on ask 2 in its grace
	d.mustShow("ask 2 just came under the cursor: look before deciding")
	d.mustNotShow("ask 2 just arrived")
}
