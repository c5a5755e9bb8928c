package editor

import (
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/tui/common"
)

// alikeLine says, under the scope that names "this agent", that the
// agent's name reads as another's (Input.AgentLooksLike), with the
// queue's look-alike mark (≈, ~ in ASCII): the rule would be written for
// the look-alike, not for the agent it mimics (fx46k).
func (m *Model) alikeLine(w int) string {
	st := m.c.Styles
	mark := "≈"
	if st.Glyphs.Ellipsis == cards.ASCIIGlyphs().Ellipsis {
		mark = "~"
	}
	lead := strings.Repeat(" ", 10) + mark + " looks like "
	tail := ": check who asks"
	room := max(w-common.Width(lead)-common.Width(tail), 12)
	return st.Ask.Render(lead) + cards.SafeQuoted(m.in.AgentLooksLike, room, st) + st.Ask.Render(tail)
}
