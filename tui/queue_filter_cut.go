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
		if c := spotsCell(a.Command, spots, w, st, lead...); c != "" && containsFold(ansi.Strip(c), needle) && keepsEscapes(cell, c) {
			return c
		}
	}
	return cell
}

// keepsEscapes reports whether the cut c shows every escape the row's
// own cut shows: a filter's match never pushes an escape off the row
// (the demo's hostile ask, filtered by /tests passed, read `echo …all
// tests passed …exe.stset`, its \u202e and its rm gone from the row).
func keepsEscapes(cell, c string) bool {
	had, has := ansi.Strip(cell), ansi.Strip(c)
	for _, e := range shownEscapes(had) {
		if !strings.Contains(has, e) {
			return false
		}
	}
	return true
}

// shownEscapes are the visible escapes in s as rows draw them: \u202e,
// \U0001f600, \x1b, \e, \a and the other one-letter ones.
func shownEscapes(s string) []string {
	var out []string
	for i := 0; i+1 < len(s); i++ {
		if s[i] != '\\' {
			continue
		}
		n := 0
		switch c := s[i+1]; {
		case c == 'u':
			n = 4
		case c == 'U':
			n = 8
		case c == 'x':
			n = 2
		case strings.IndexByte("abefnrtv", c) >= 0:
			out = append(out, s[i:i+2])
			i++
			continue
		default:
			continue
		}
		end := i + 2 + n
		if end <= len(s) && isHex(s[i+2:end]) {
			out = append(out, s[i:end])
			i = end - 1
		}
	}
	return out
}

// isHex reports whether s is lower-case hex digits only.
func isHex(s string) bool {
	for i := 0; i < len(s); i++ {
		if !strings.ContainsRune("0123456789abcdef", rune(s[i])) {
			return false
		}
	}
	return s != ""
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
