package tui

import (
	"strconv"
	"strings"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// askIDsCut names asks by ID in at most w cells, for a bulk prompt's
// title: ": asks 3, 4, 7", or the first ones and how many more
// (": asks 3, 4 +18"), or "" where not even one fits.
func askIDsCut(asks []store.Ask, w int) string {
	for n := len(asks); n >= 1; n-- {
		ids := make([]string, n)
		for i := range n {
			ids[i] = queue.ShortID(asks[i].ID)
		}
		s := ": asks " + strings.Join(ids, ", ")
		if n < len(asks) {
			s += " +" + strconv.Itoa(len(asks)-n)
		}
		if len([]rune(s)) <= w {
			return s
		}
	}
	return ""
}
