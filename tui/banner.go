package tui

import (
	"maps"
	"slices"
	"strconv"
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/tui/common"
)

// unbelieved is what the change feed says is not in effect: why the
// stored settings are not believed (the policy then goes by the strictest:
// four eyes on, fallback ask), and each egress host not in effect, with
// why.
type unbelieved struct {
	settings string
	egress   map[string]string
}

// banner is the line under the header that says the store holds
// settings or egress hosts the audit trail does not prove, and what the
// desk goes by instead; none when all is believed. Host names are the
// store's (untrusted): escaped, and cut with the line.
func (m *Model) banner() []string {
	u := m.unbelieved
	if u.settings == "" && len(u.egress) == 0 {
		return nil
	}
	st := m.c.Styles
	room := max(m.c.Width-3, 1)
	var parts []string
	if u.settings != "" {
		parts = append(parts, "settings not proven by the audit trail: strict settings in effect (four eyes on)")
	}
	if n := len(u.egress); n > 0 {
		hosts := slices.Sorted(maps.Keys(u.egress))
		part := "egress host " + hosts[0]
		if n > 1 {
			part = "egress hosts " + hosts[0] + " +" + strconv.Itoa(n-1)
		}
		parts = append(parts, part+" not in effect")
	}
	text := "run `ozdesk audit verify`: " + strings.Join(parts, "; ")
	// at most two lines, the advice first: what is cut is the end
	lines := cards.SafeProse(text, room, 2, st)
	mark := st.Refuse.Render(st.Glyphs.Refuse + " ")
	for i := range lines {
		lines[i] = " " + mark + lines[i]
		mark = strings.Repeat(" ", common.Width(st.Glyphs.Refuse+" "))
	}
	return lines
}
