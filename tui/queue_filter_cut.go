package tui

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/store"
)

// A row that the queue's filter lets through by its command keeps the
// text the filter found in sight: `/est-l` kept one kubectl ask, whose
// row, cut in the middle, read `kubectl…delete deployment …rontend-v2-
// canary-blue`, its context `prod-eu-west-l` nowhere on it (rt48k
// F-row-cuts). The row is drawn around the match instead, with its
// deciding word where that fits (spotsCell).

// filterCut is cell, a's command drawn in w cells, or, when the cut
// hides the text needle (the filter's, lower case) that the command
// holds, a cut that shows it; cell when none does.
func filterCut(a *store.Ask, cell, needle string, w int, st cards.Styles) string {
	if strings.TrimSpace(needle) == "" || a.Clipped > 0 || len(a.Command) > 4096 {
		return cell
	}
	at := indexFold(a.Command, needle)
	if at < 0 || containsFold(ansi.Strip(cell), needle) {
		return cell
	}
	spots := []int{at, at + len(needle) - 1}
	for _, lead := range [][]span{decidingSpans(a), nil} {
		if c := spotsCell(a.Command, spots, w, st, lead...); c != "" && containsFold(ansi.Strip(c), needle) {
			return c
		}
	}
	return cell
}

// indexFold is the byte where s first holds needle (lower case) in any
// ASCII case, or -1.
func indexFold(s, needle string) int {
	for i := 0; i+len(needle) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(needle)], needle) {
			return i
		}
	}
	return -1
}
