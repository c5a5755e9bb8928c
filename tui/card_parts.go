package tui

import (
	"fmt"
	"strconv"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
)

// askingParts says, at the top of the card, every part that asks or
// refuses when more than one does: a second asking part deep in a long
// command is approved with the rest, so it is named before the command
// is. One such part says nothing here: the verdict names it. The
// deciding part comes first, then the gravest (cards.AskingOrder), and
// the rest are counted here alone, pointing to the parse tree (rt41k F9:
// part 14's `rm -rf ~/projects` was among "20 more").
func askingParts(rep patterns.Report, w int, st cards.Styles) []string {
	idx := cards.AskingOrder(rep)
	if len(idx) < 2 {
		return nil
	}
	asks, refuses := 0, 0
	for _, i := range idx {
		if rep.Parts[i].Outcome == patterns.Refuse {
			refuses++
		} else {
			asks++
		}
	}
	head := fmt.Sprintf("%d parts ask", len(idx))
	switch {
	case asks == 0:
		head = fmt.Sprintf("%d parts refuse", len(idx))
	case refuses > 0:
		head = fmt.Sprintf("%d parts ask or refuse (%d ask, %d refuse)", len(idx), asks, refuses)
	}
	out := []string{st.Ask.Render(head + ":")}
	for _, i := range idx[:min(len(idx), cards.AskingPartsNamed)] {
		p := rep.Parts[i]
		lead := "  part " + strconv.Itoa(i+1) + " "
		rule := p.Rule
		if rule == "" {
			rule = "fallback"
		}
		tail := " (" + rule + ")"
		if i == rep.Part {
			tail = " (" + rule + ", decides)"
		}
		room := max(w-len(lead)-len(tail), 8)
		out = append(out, lead+middleKeepingHost(p.Text, room, st)+st.Muted.Render(tail))
	}
	if n := len(idx) - cards.AskingPartsNamed; n > 0 {
		out = append(out, st.Muted.Render(fmt.Sprintf("  and %d more: see the parse tree", n)))
	}
	return out
}
