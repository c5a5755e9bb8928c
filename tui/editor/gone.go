package editor

import (
	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/tui/common"
)

// AskID is the ID of the ask the editor was opened from.
func (m *Model) AskID() string { return m.in.Ask.ID }

// SetGone says the ask the editor was opened from has left the queue, and
// why (untrusted: drawn through the safe display). The draft stays: the
// rule can still be written, and then decides no ask of its own (it is
// written without one, see Spec).
func (m *Model) SetGone(why string) {
	m.gone = why
	m.check()
}

// Gone reports why the editor's ask left the queue, or "" while it waits.
func (m *Model) Gone() string { return m.gone }

// goneBanner draws the banner of an editor whose ask has left the queue.
func (m *Model) goneBanner(w int) []string {
	if m.gone == "" {
		return nil
	}
	st := m.c.Styles
	lead := " " + st.Ask.Render(st.Glyphs.Unreadable+" ")
	return []string{
		lead + cards.WordsLine(m.gone, max(w-4, 1), st),
		"   " + st.Muted.Render(common.Fit("draft kept: the rule can still be written; it resolves nothing of this ask", max(w-3, 1))),
	}
}
