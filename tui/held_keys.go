package tui

import (
	"fmt"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
)

// heldGap is how soon after a decision key the desk held (its card's
// grace), and after that hold's end, the next key must come to be
// dropped once the hold is over, and after it each next one: keys typed that close together are what
// the operator meant for the prompt the held key did not open (a
// reason), never commands (rt20k #7: "changed mind" typed after a held
// d moved, marked and denied the top ask). The held key pressed again
// once the hold is over is not dropped: it decides, as after any hold.
const heldGap = 400 * time.Millisecond

// heldKeys is a decision key the desk held and the keys dropped after
// it.
type heldKeys struct {
	// key is the held key ("" none), last when it or the last key
	// dropped after it came, until when the hold that held it lasts.
	key         string
	last, until time.Time
	// dropped counts the keys dropped after it.
	dropped int
}

// hold notes that key was held at now, by a hold that lasts until.
func (h *heldKeys) hold(key string, now, until time.Time) {
	*h = heldKeys{key: key, last: now, until: until}
}

// drop reports whether key, pressed at now, follows a held key closely
// enough to be dropped, and counts it if so. Once the hold is over, plain
// navigation (nav: moving, the filter, help, esc) goes through even
// within heldGap, and keeps the keys after it dropped as it would: only
// a key that could decide or mark is dropped then (issue 9).
func (h *heldKeys) drop(key string, nav bool, now time.Time) bool {
	switch {
	case h.key == "", key == h.key && h.dropped == 0:
		// none held, or the held key again before anything else: it
		// decides, or is held again, as after any hold
		return false
	case now.Before(h.until):
	case now.Sub(h.last) >= heldGap && now.Sub(h.until) >= heldGap:
		// a pause after the hold ended too: words that began
		// during the hold, or as it ended, are still one burst
		// (rt45k #4: r held 0.3 s before its hold ended, then "ok
		// for test" 0.4 s after the r: space marked an ask, the r
		// of "for" opened its approval)
		h.key = ""
		return false
	case nav:
		h.last = now
		return false
	}
	h.last = now
	h.dropped++
	return true
}

// words says what was dropped, and how to go on.
func (h heldKeys) words() string {
	keys := "key"
	if h.dropped > 1 {
		keys = "keys"
	}
	return fmt.Sprintf("%d %s typed right after the held %s dropped, none read as a command: press %s again once the card is read (a reason goes in the prompt it opens)",
		h.dropped, keys, h.key, h.key)
}

// navKey reports whether msg only moves or looks (j/k and the arrows,
// the filter, help, esc): such a key decides and marks nothing, so it
// goes through once a hold is over (see heldKeys.drop).
func (m *Model) navKey(msg tea.KeyPressMsg) bool {
	k := m.c.Keys
	switch msg.String() {
	case "left", "right":
		return true
	}
	return key.Matches(msg, k.List.Up, k.List.Down, k.List.Filter, k.Global.Help, k.List.Back)
}
