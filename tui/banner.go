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

// banner is the lines under the header: what the store holds that the
// audit trail does not prove (settings or egress hosts), and what the
// desk goes by instead, after the other tmux clients on the desk's
// session (clientLines); then the warnings that stand until dismissed
// (warnLines). None when all is believed and nothing warns. Host names
// are the store's (untrusted): escaped, and cut with the line.
func (m *Model) banner() []string {
	return append(append(m.clientLines(), m.unbelievedLines()...), m.warnLines()...)
}

// unbelievedLines are the banner's lines for what the store holds that
// the audit trail does not prove (see banner).
func (m *Model) unbelievedLines() []string {
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
