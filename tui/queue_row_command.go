package tui

import (
	"unicode/utf8"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// A row's command cell: how a long command is cut (its usual cut, the
// look-alikes' cut, the middle cut) and its trailing blanks shown.

// rowCommandCell is the command's cell of ask a's row in w cells, as
// the look-alike search (findLookAlikes) left it: keep and diffAt (see
// rowLook) redraw a row that would read as another's; else its usual cut
// (usualCell). The search reads the cells it compares from here, so that
// it compares rows as they are drawn: rows led by their gravest part
// read alike while the search compared their middle cuts, which did not
// (rt42k F2: three helm upgrades that differed in the middle drew three
// identical rows).
func rowCommandCell(a *store.Ask, keep string, diffAt, w int, st cards.Styles) string {
	// Spaces that end the command are drawn as escapes after whatever cut
	// the rest gets: the cuts that keep a deciding or differing word
	// dropped them, and "… staging-team-alpha-reviews " read as the row
	// beside it without the space (TestEditorListsShowTrailingSpaces).
	if head, mark := trailingBlanks(a.Command); mark != "" && w >= common.Width(mark)+8 {
		if _, clipped := brokerClipCell(a, 0, st); !clipped {
			trimmed := *a
			trimmed.Command = head
			if diffAt-1 >= len(head) {
				diffAt = 0 // they differ in the blanks the mark shows
			}
			return rowCommandBody(&trimmed, keep, diffAt, w-common.Width(mark), st) + st.Escape.Render(mark)
		}
	}
	return rowCommandBody(a, keep, diffAt, w, st)
}

// rowCommandBody is rowCommandCell for a command whose trailing blanks
// are drawn apart (or that has none).
func rowCommandBody(a *store.Ask, keep string, diffAt, w int, st cards.Styles) string {
	if _, clipped := brokerClipCell(a, 0, st); clipped {
		// head …clipped… tail: the cuts below read the clip's own line
		return commandCell(a, w, st)
	}
	if keep == offScreenKey {
		return offScreenCell(a.Command, w, st)
	}
	if keep == alikeKey {
		return alikeCell(a, w, st)
	}
	if spots, ok := spotsOf(keep); ok {
		return spotsOrOffScreen(a.Command, spots, w, st, decidingSpans(a)...)
	}
	switch {
	case keep != "":
		if c := wordsCell(a.Command, keepOf(keep), w, st, decidingSpans(a)...); c != "" {
			return c
		}
	case diffAt > 0:
		return commandAround(a, w, diffAt-1, st)
	}
	return usualCell(a, w, st)
}

// usualCell is the cut of a row that reads as no other: led by the part
// that asks gravest, which is never cut away (rt18k #6), or cut in the
// middle.
func usualCell(a *store.Ask, w int, st cards.Styles) string {
	if g := gravestCut(a, w, st); g != "" {
		return g
	}
	if c := evidenceCell(a, w, st); c != "" {
		return c
	}
	return commandCell(a, w, st)
}

// alikeCell is the cut findLookAlikes groups rows by: usualCell without
// the deciding word (evidenceCell). Rows that differ where that word's
// cut leaves out read apart only by the cuts the look-alike search
// makes, and where they differ wins over the deciding word: grouped by
// their word cuts, four kubectl asks differing in the cluster and the
// deployment fell into pairs, and the cuts that told the pairs apart
// read «…ter-A» (TestLookAlikesDifferingTwice).
func alikeCell(a *store.Ask, w int, st cards.Styles) string {
	if g := gravestCut(a, w, st); g != "" {
		return g
	}
	return commandCell(a, w, st)
}

// commandCell draws an ask's command in w cells, cut in the middle when
// it is long: its start and its end show, so that asks that differ only
// at the end read differently. A command the queue clipped to its head
// and tail (a.Clipped) is drawn from the two, never across the cut.
func commandCell(a *store.Ask, w int, st cards.Styles) string {
	if c, ok := brokerClipCell(a, w, st); ok {
		return c
	}
	if a.Clipped <= 0 {
		return blanksMiddle(a.Command, w, st)
	}
	// The queue keeps the first three quarters of ChangesCommandBytes and
	// the last quarter, each cut back (by at most three bytes) to a
	// character's start: the head surely ends by len-quarter, the tail
	// surely starts by len-quarter+3.
	n, quarter := len(a.Command), queue.ChangesCommandBytes/4
	return cards.SafeLineEnds(a.Command, max(n-quarter, 0), max(n-quarter+utf8.UTFMax-1, 0), w, st)
}

// blanksMiddle draws cmd in w cells cut in the middle, its trailing
// blanks shown as escapes: "git push origin main " must not read as
// "git push origin main" in the row beside it, nor on the status line
// that names it.
func blanksMiddle(cmd string, w int, st cards.Styles) string {
	if head, mark := trailingBlanks(cmd); mark != "" && w >= common.Width(mark)+8 {
		return middleKeepingHost(head, w-common.Width(mark), st) + st.Escape.Render(mark)
	}
	return middleKeepingHost(cmd, w, st)
}

// middleKeepingHost draws cmd in w cells cut in the middle, or around
// the host of its URL where the middle cut would fall on it (hostCut).
func middleKeepingHost(cmd string, w int, st cards.Styles) string {
	if c := hostCut(cmd, w, st); c != "" {
		return c
	}
	return cards.SafeLineMiddle(cmd, w, st)
}

// blanksExtra is how many more cells cmd's trailing blanks take drawn
// as escapes (blanksMiddle) than as spaces.
func blanksExtra(cmd string) int {
	head, mark := trailingBlanks(cmd)
	if mark == "" {
		return 0
	}
	return common.Width(mark) - (len(cmd) - len(head))
}

// trailingBlanks splits the spaces that end s from the rest, and writes
// them as the escapes that show them (see [common.TrailingBlanks]).
func trailingBlanks(s string) (head, mark string) { return common.TrailingBlanks(s) }
