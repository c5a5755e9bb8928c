package tui

import (
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// pagerHeadMost is how many lines of the pager the agent's words above
// the command take at most: the rest of a path that long says so.
const pagerHeadMost = 12

// pagerHead draws, above the whole command, who asked and where, each
// whole and wrapped like the command, one field a line: the card cuts a
// long working directory in the middle, where an agent can put any
// component, and v is where it is read whole (rt20k #2). Each value is
// quoted, with its newlines and quote marks escaped, so that it reads as
// the card draws it and never as the desk's own lines (rt40k HIGH-1: an
// agent's "\n── Command ──\n" drew a fake command block above the real one).
func pagerHead(a store.Ask, w, most int, st cards.Styles) []string {
	const labelW = 7
	var out []string
	field := func(name, value string, lines int) {
		if value == "" || len(out) >= most {
			return
		}
		lines = min(lines, most-len(out))
		body, hidden := cards.SafeBlockQuoted(value, max(w-labelW-1, 8), lines, st)
		for i, l := range body {
			lead := st.Muted.Render(common.Fit(name, labelW))
			if i > 0 {
				lead = strings.Repeat(" ", labelW)
			}
			out = append(out, " "+lead+l)
		}
		if hidden > 0 && len(out) > 0 {
			out[len(out)-1] += st.Muted.Render(" " + cards.FormatBytes(hidden) + " more: ozdesk queue show")
		}
	}
	field("agent", a.Agent, 3)
	field("says", a.AgentSays, 2)
	field("job", a.Job, 2)
	field("node", a.Node, 2)
	field("cwd", a.Cwd, most)
	return out
}
