package tui

import (
	"fmt"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// A group's header line: its key, cut apart from look-alike keys, and
// its count.

// groupCountMax is the count a group header leaves room for when the
// headers' keys are compared (alikeGroups): the widest that fits the
// screen.
const groupCountMax = 99999

// groupRoom is the cells a group header of n asks leaves its key.
func (q *queueList) groupRoom(n int) int {
	st := q.c.Styles
	lead := st.Glyphs.Frame.Top + st.Glyphs.Frame.Top + " "
	return max(q.w-common.Width(lead)-common.Width(fmt.Sprintf("%s%d", q.c.Marks.Dot, n))-2, 1)
}

// groupLine is a group's header: its key and how many asks it holds. A
// key too long for it is cut as the rows' names are (nameCell): quoted,
// its end kept, around where it differs from another header's that
// reads alike, and keeping its first escape (rt21k #9: two headers read
// the same, cut at the end).
func (q *queueList) groupLine(g *group) string {
	st := q.c.Styles
	n := fmt.Sprintf("%s%d", q.c.Marks.Dot, g.n)
	lead := st.Border.Render(st.Glyphs.Frame.Top+st.Glyphs.Frame.Top) + " "
	room := q.groupRoom(g.n)
	name := st.Muted.Render(q.sortBy.noKey())
	switch p := q.alikeGroup[g.key]; {
	case g.key == "":
	case p > 0 || safeWidth(g.key) > room:
		name = nameCell(g.key, room, p, st)
	case q.sortBy == byRule:
		name = cards.SafeLine(g.key, room, st)
	default:
		// an agent's or node's name is quoted and escaped as the
		// rows' names are: it cannot read as a command or fake a
		// count (rt35k MEDIUM-5), its blank ends escaped: "claude "
		// does not read as "claude" (rt35k MEDIUM-3)
		name = blanksQuoted(g.key, room, st)
	}
	return " " + lead + name + st.Muted.Render(n)
}

// alikeGroups is alikeAgents for the groups' keys, cut to w cells.
func alikeGroups(gs []group, w int) map[string]int {
	if len(gs) < 2 {
		return nil
	}
	keys := make([]store.Ask, 0, len(gs))
	for _, g := range gs {
		keys = append(keys, store.Ask{Agent: g.key})
	}
	return alikeAgents(keys, w+quoteCells)
}
