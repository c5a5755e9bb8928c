package tui

import (
	"fmt"
	"strconv"
	"strings"

	"ozdesk.dev/ozdesk/queue"
)

// rangeListMax is how many asks a range mark's message names one by
// one when their numbers do not run in a row.
const rangeListMax = 6

// rangeWords names the asks a range mark took in, in the order shown
// (ids): "asks 2 to 6" only when their numbers run in a row, as a sort
// by age shows them; else each ("asks 2, 3, 9, 10, 11, 6"), or, for
// many, "7 asks from ask 2 to ask 6 in this order" (rt39k LOW-2: after a
// sort by agent, "asks 2 to 6 marked" named asks 4 and 5, left
// unmarked, and not asks 9 to 11, marked).
func rangeWords(ids []string) string {
	short := make([]string, len(ids))
	for i, id := range ids {
		short[i] = queue.ShortID(id)
	}
	switch {
	case len(short) == 1:
		return "ask " + short[0]
	case inARow(short):
		return "asks " + short[0] + " to " + short[len(short)-1]
	case len(short) <= rangeListMax:
		return "asks " + strings.Join(short, ", ")
	}
	return fmt.Sprintf("%d asks from ask %s to ask %s in this order", len(short), short[0], short[len(short)-1])
}

// inARow reports whether the asks' numbers (short IDs) go up by one
// each.
func inARow(short []string) bool {
	prev := -1
	for i, s := range short {
		n, err := strconv.Atoi(s)
		if err != nil || (i > 0 && n != prev+1) {
			return false
		}
		prev = n
	}
	return true
}
