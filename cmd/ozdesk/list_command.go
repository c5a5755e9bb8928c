//go:build !ozdesk_adapters

package main

import (
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// listCommand escapes an ask's command for a line of the CLI (queue ls,
// the line approve and deny print) in about room cells, cut as the
// desk's row cuts it: a command longer than room keeps the part that asks
// gravest (k.Asking[0]) whole, with what follows it cut in the middle
// ([cards.AskingCut]). So
//
//	git status; echo step; … rm -rf ~ ; echo step; … echo done
//
// lists as "…rm -rf ~ ; echo step; ech…p; echo done", never as
// "git status; echo step; e…o step; echo done" (rt35k MEDIUM-2). A
// command clipped by the broker or the queue, or whose first part asks
// gravest, is cut in the middle ([safetext.Listed]).
func listCommand(k store.Ask, room int) string {
	s := k.Command
	whole := safetext.Listed(s, 1<<20)
	if k.Clipped > 0 || len(k.Asking) == 0 || room < 12 || safetext.Width(whole) <= room {
		return safetext.Listed(s, room)
	}
	if _, _, ok := patterns.ClipEnds(s); ok {
		return safetext.Listed(s, room)
	}
	// the spaces that end it still show as escapes, at the end (as the
	// desk's row shows them)
	g, tail := k.Asking[0], ""
	if head := strings.TrimRight(s, " "); head != s && head != "" {
		tail = safetext.MarkTrailing(s)[len(safetext.Escape(head)):]
		s, room = head, room-safetext.Width(tail)
		g.End = min(g.End, len(s))
	}
	c := cards.AskingCut(s, g.Start, g.End, room, cards.AskingDraw{
		Lead:   "…",
		Part:   safetext.ListedPiece,
		Middle: safetext.ListedPiece,
		Width:  safetext.Width,
	}, askingSpans(k.Asking[1:], len(s))...)
	if c == "" {
		return safetext.Listed(k.Command, room+safetext.Width(tail))
	}
	return c + tail
}

// askingSpans are where the first part of each rule in rs stands, within
// the first n bytes of the command: the asking parts its line shows
// besides the gravest, where they fit.
func askingSpans(rs []store.AskingRule, n int) []cards.PartSpan {
	out := make([]cards.PartSpan, 0, len(rs))
	for _, r := range rs {
		out = append(out, cards.PartSpan{Start: r.Start, End: min(r.End, n)})
	}
	return out
}
