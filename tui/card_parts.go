package tui

import (
	"fmt"
	"strconv"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
)

// askingPartsShown is how many asking or refusing parts the card's top
// names; it counts the rest.
const askingPartsShown = 5

// askingParts says, at the top of the card, every part that asks or
// refuses when more than one does: a second asking part deep in a long
// command is approved with the rest, so it is named before the command
// is. One such part says nothing here: the verdict names it.
func askingParts(rep patterns.Report, w int, st cards.Styles) []string {
	var idx []int
	asks, refuses := 0, 0
	for i, p := range rep.Parts {
		switch p.Outcome {
		case patterns.Ask:
			asks++
		case patterns.Refuse:
			refuses++
		default:
			continue
		}
		idx = append(idx, i)
	}
	if len(idx) < 2 {
		return nil
	}
	head := fmt.Sprintf("%d parts ask", len(idx))
	switch {
	case asks == 0:
		head = fmt.Sprintf("%d parts refuse", len(idx))
	case refuses > 0:
		head = fmt.Sprintf("%d parts ask or refuse (%d ask, %d refuse)", len(idx), asks, refuses)
	}
	out := []string{st.Ask.Render(head + ":")}
	for _, i := range idx[:min(len(idx), askingPartsShown)] {
		p := rep.Parts[i]
		lead := "  part " + strconv.Itoa(i+1) + " "
		rule := p.Rule
		if rule == "" {
			rule = "fallback"
		}
		tail := " (" + rule + ")"
		room := max(w-len(lead)-len(tail), 8)
		out = append(out, lead+middleKeepingHost(p.Text, room, st)+st.Muted.Render(tail))
	}
	if n := len(idx) - askingPartsShown; n > 0 {
		out = append(out, st.Muted.Render(fmt.Sprintf("  and %d more: see the parse tree", n)))
	}
	return out
}
