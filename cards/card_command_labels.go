package cards

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
	"ozdesk.dev/ozdesk/patterns"
)

// The labels after a part's carets, and where they go: what the marked
// words did ("refused by r2", "asked by cmd.force-push"), in plain words
// for a part that could not be read (see card_command.go).

// unreadableFor is, in plain words (unreadableSaid), the first thing
// part i (or, for -1, the command as a whole) could not be read for,
// else the first thing at all, or "".
func (d *drawing) unreadableFor(i int) string {
	for _, u := range d.rep.Unreadable {
		if u.Part == i {
			return unreadableSaid(u.Code, u.Detail)
		}
	}
	if len(d.rep.Unreadable) > 0 {
		u := d.rep.Unreadable[0]
		return unreadableSaid(u.Code, u.Detail)
	}
	return ""
}

// unreadableSaidFor says, in plain words, the thing of the given code
// part i could not be read for: told apart by its detail when the part
// has one of that code (unreadableSaid), else by the code alone.
func (d *drawing) unreadableSaidFor(i int, code patterns.UnreadableCode) string {
	for _, u := range d.rep.Unreadable {
		if u.Part == i && u.Code == code {
			return unreadableSaid(u.Code, u.Detail)
		}
	}
	return UnreadableWords(code)
}

// decidedLabel says what the deciding words did: "refused by r2",
// "asked by cmd.force-push", "asked: no rule matches it", "cannot be
// read: eval runs text that is only built when it runs" (said: what
// cannot be read, in plain words, or "").
func decidedLabel(k kind, rule string, said string) string {
	switch {
	case k == kindUnreadable && said != "":
		return "cannot be read: " + said
	case k == kindUnreadable:
		return "cannot be read"
	case rule == "":
		return "asked: no rule matches it"
	case k == kindRefuse:
		return "refused by " + rule
	}
	return "asked by " + rule
}

// labelOrder is the groups that have carets on screen, from the one whose
// last carets stand lowest up.
func labelOrder(last []int) []int {
	var order []int
	for g, l := range last {
		if l >= 0 {
			order = append(order, g)
		}
	}
	for j := 1; j < len(order); j++ {
		for k := j; k > 0 && last[order[k]] > last[order[k-1]]; k-- {
			order[k], order[k-1] = order[k-1], order[k]
		}
	}
	return order
}

// placeLabel writes the label after the carets on line i when it fits,
// or else on a line of its own right under them, whole when the card is
// wide enough for it: "^ refused by r2" under the first caret, or, when
// that runs past the card's edge, "refused by r2 ^" ending under the
// last caret, so that the rule's name is never wrapped away from the
// "^ asked by" that names it (fx65c). A label wider than that is
// wrapped at words under the first caret; when the first caret stands
// too near the card's right edge to hold it, the label's lines are
// right-aligned to the edge, on the carets' side, never dropped to the
// left margin under a "^" that points at nothing there (fx28k #4).
func (v *commandView) placeLabel(lines []string, i int, g caretGroup) []string {
	gw := ansi.StringWidth(v.gutter)
	total := gw + v.width
	role := g.kind.role()
	if ansi.StringWidth(lines[i])+1+ansi.StringWidth(g.label) <= total {
		lines[i] += " " + v.d.in.draw(role, g.label)
		return lines
	}
	plain := strings.TrimRight(ansi.Strip(lines[i]), " ")
	col := len(plain) - len(strings.TrimLeft(plain, " "))
	end := ansi.StringWidth(plain) - 1 // the last caret's column
	whole := v.d.in.prose(g.label, max(1, total-gw), proseLines, role)
	ww := ansi.StringWidth(whole[0])
	var own []string
	switch {
	case len(whole) == 1 && col+2+ww <= total:
		own = []string{strings.Repeat(" ", col) + v.d.in.draw(role, "^ ") + whole[0]}
	case len(whole) == 1 && end-1-ww >= gw:
		own = []string{strings.Repeat(" ", end-1-ww) + whole[0] + v.d.in.draw(role, " ^")}
	case total-col < 24:
		own = v.d.in.prose(g.label, max(1, total-gw-2), proseLines, role)
		for j := range own {
			own[j] = strings.Repeat(" ", max(total-ansi.StringWidth(own[j]), 0)) + own[j]
		}
	default:
		own = v.d.in.prose(g.label, max(1, total-col-2), proseLines, role)
		for j := range own {
			lead := "  "
			if j == 0 {
				lead = v.d.in.draw(role, "^ ")
			}
			own[j] = strings.Repeat(" ", col) + lead + own[j]
		}
	}
	out := append(lines[:i+1:i+1], own...)
	return append(out, lines[i+1:]...)
}
