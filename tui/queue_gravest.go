package tui

import (
	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// gravestCut draws an ask's command in w cells led by the part that asks
// gravest (a.Asking[0]: cmd.delete-home before cmd.delete-outside), whole,
// then what follows it, cut in the middle; what stands before it shows as
// an ellipsis (or, for the last part, cut in the middle before it): the
// cut [cards.AskingCut] makes for `ozdesk queue ls` too. A look-alike with
// `rm -rf ~/` spliced into its middle must not read like its siblings
// (rt18k #6). It returns "" where the row's usual cut serves: the command
// fits, its first part asks gravest (the middle cut shows its start), the
// queue clipped the command, or the ask predates parts' places.
func gravestCut(a *store.Ask, w int, st cards.Styles) string {
	s := a.Command
	if a.Clipped > 0 || len(a.Asking) == 0 || w < 12 {
		return ""
	}
	g := a.Asking[0]
	if g.Start <= 0 || g.End <= g.Start || g.End > len(s) {
		return "" // the first part asks gravest: the middle cut shows its start
	}
	if common.Width(cards.SafeLine(s, 1<<20, st)) <= w {
		return ""
	}
	// trailing blanks still show as escapes, at the end
	tail := ""
	if head, mark := trailingBlanks(s); mark != "" && w >= common.Width(mark)+20 {
		s, tail, w = head, st.Escape.Render(mark), w-common.Width(mark)
		if g.End > len(s) {
			g.End = len(s)
		}
	}
	ell := st.Glyphs.Ellipsis
	if ell == "" {
		ell = "…"
	}
	return cards.AskingCut(s, g.Start, g.End, w, cards.AskingDraw{
		Lead:   st.Muted.Render(ell),
		Part:   func(s string, w int) string { return cards.SafeLine(s, w, st) },
		Middle: func(s string, w int) string { return middleKeepingHost(s, w, st) },
		Width:  common.Width,
	}, otherSpans(a.Asking[1:])...) + tail
}

// otherSpans are where the first part of each rule in rs stands: the
// asking parts a row's window shows besides the gravest, where they fit.
func otherSpans(rs []store.AskingRule) []cards.PartSpan {
	out := make([]cards.PartSpan, 0, len(rs))
	for _, r := range rs {
		out = append(out, cards.PartSpan{Start: r.Start, End: r.End})
	}
	return out
}
