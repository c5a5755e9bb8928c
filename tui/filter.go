package tui

import (
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/tui/common"
)

func newFilterInput(st cards.Styles, value string) textinput.Model {
	in := common.NewInput(st, "/", "agent, command or rule", 200)
	in.SetValue(value)
	in.CursorEnd()
	in.Focus()
	return in
}

// filterKey types into the filter line; the queue filters as it is typed.
// enter keeps the filter, esc clears it.
func (m *Model) filterKey(msg tea.KeyPressMsg) tea.Cmd {
	k := m.c.Keys.Filter
	switch {
	case key.Matches(msg, k.Apply):
		m.filter = nil
		return nil
	case key.Matches(msg, k.Clear):
		m.filter = nil
		before := m.list.selectedID()
		m.list.SetFilter("")
		if after := m.list.selectedID(); after != before && after != "" {
			return m.startGrace(after)
		}
		return nil
	}
	in, cmd := m.filter.Update(msg)
	m.filter = &in
	before := m.list.selectedID()
	m.list.SetFilter(in.Value())
	if after := m.list.selectedID(); after != before && after != "" {
		return tea.Batch(cmd, m.startGrace(after))
	}
	return cmd
}
