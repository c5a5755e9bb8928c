package tui

import (
	"fmt"
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/tui/common"
)

// clientLines are the banner's lines for the clients on the desk's tmux
// session (or of a session that holds its window): while more than one
// shares it, each by tty and size, and how a decision is made meanwhile
// (the card's code); while tmux may change a key before the desk reads
// it, why; a client smaller than the
// least the desk decides in is named too (it sees the desk cut, or makes
// it small for everyone). None when one client of fit size is there. The
// ttys are tmux's words, not the desk's: shown safe.
func (m *Model) clientLines() []string {
	s := m.pane.last
	if s == nil {
		return nil
	}
	names := make([]string, 0, len(s.clients))
	small := false
	for _, c := range s.clients {
		n := fmt.Sprintf("%s %dx%d", safeWord(c.tty), c.w, c.h)
		if c.w < decideLeastWidth || c.h < decideLeastHeight {
			n += fmt.Sprintf(" (below the desk's least %dx%d)", decideLeastWidth, decideLeastHeight)
			small = true
		}
		names = append(names, n)
	}
	shared := m.pane.shared()
	if !shared && !small {
		return nil
	}
	text := "a client smaller than the desk is attached: " + strings.Join(names, ", ")
	switch {
	case len(s.rebound) > 0:
		// rt56b B17: d may reach the desk as a
		text = "tmux may change a key before the desk reads it: " + strings.Join(s.rebound, "; ") +
			". A key decides only with the card's code typed after it"
		if s.viewers() > 1 {
			text = fmt.Sprintf("%d clients see the desk (%s); %s", s.viewers(), strings.Join(names, ", "), text)
		}
	case shared:
		text = fmt.Sprintf("%d clients on the desk's session: %s. A key decides only with the card's code typed after it (or detach the others)",
			s.viewers(), strings.Join(names, ", "))
	}
	st := m.c.Styles
	lines := cards.SafeProse(text, max(m.c.Width-3, 1), 2, st)
	mark := st.Refuse.Render(st.Glyphs.Refuse + " ")
	for i := range lines {
		lines[i] = " " + mark + lines[i]
		mark = strings.Repeat(" ", common.Width(st.Glyphs.Refuse+" "))
	}
	return lines
}
