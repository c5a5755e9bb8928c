package tui

import (
	"strings"
	"unicode/utf8"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/tui/common"
)

// A window at a place where look-alikes differ ran spotBefore bytes
// back and spotAfter on, across the ends of its word: four kubectl asks
// differing in the context (`prod-eu-west-1`, `-l`) and the deployment
// (`…canary-blue`, `-bIue`) read `kubectl…est-1 --namespace payments
// delete…ry-blue` at 80 columns, the words where they differ cut to
// their last bytes while the words they share showed whole (rt48k
// F-row-cuts). A window now ends with the word it falls in, and the
// room there is goes first to the words where the rows differ, on to
// their ends and back toward their starts, a byte to each in turn
// (toWordStarts), before the words they share: a word is cut at its
// start, never over where the rows differ.

// spotSpan is the window around p, a place where look-alikes differ:
// spotBefore bytes back (they pin where it is: "-a /srv/r" is not
// "-a --delete /srv/r") and spotAfter on, but not past the blank that
// ends the word p falls in (none of the next word: "est-1 --na"); as
// ever at a blank or the end.
func spotSpan(s string, p int) span {
	lo, hi := max(p-spotBefore, 0), p+spotAfter
	if p >= len(s) || s[p] == ' ' {
		return span{lo, hi}
	}
	if j := strings.IndexByte(s[p:], ' '); j >= 0 {
		hi = min(hi, p+j+1)
	}
	return span{lo, hi}
}

// toWordStarts runs the windows of spans but the first (the command's
// start) on to the ends of their words (toWordEnds), then back toward
// their starts while they fit in w cells, a byte (a character) to each
// window in turn, so that the room is shared among the words where the
// rows differ. A window more than spanWordMax bytes from its word's
// start stays: a path shows no more of a whole word for it, and the
// room was the command's end. Where a window then
// ends one blank before the next begins, the blank shows (it stood as
// the ellipsis: "payments…delete" read as a word left out).
func toWordStarts(s string, spans []span, w int, st cards.Styles) []span {
	spans = append([]span(nil), toWordEnds(s, spans, w, st)...)
	done := make([]bool, len(spans))
	done[0] = true
	for grew := true; grew; {
		grew = false
		for k := range spans {
			lo := min(spans[k].lo, len(s))
			if start := strings.LastIndexByte(s[:lo], ' ') + 1; done[k] || lo == start || spans[k].lo-start > spanWordMax {
				// at its word's start, or in a word too long to
				// show whole: its room is the command's end
				// (TestRowsUseTheirRoom's destination host)
				done[k] = true
				continue
			}
			to := lo - 1
			for to > 0 && !utf8.RuneStart(s[to]) {
				to--
			}
			next := append([]span(nil), spans...)
			next[k].lo = to
			if common.Width(drawSpans(s, next, st)) > w {
				done[k] = true
				continue
			}
			spans, grew = next, true
		}
	}
	for k := 0; k+1 < len(spans); k++ {
		if hi := spans[k].hi; hi < len(s) && hi+1 == spans[k+1].lo && s[hi] == ' ' {
			spans[k].hi = hi + 1
		}
	}
	return spans
}
