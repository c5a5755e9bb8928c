package tui

import (
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/tui/common"
)

// filterLine is the filter, typed on the status line: the queue filters
// as it is typed; enter keeps the filter, esc clears it.
type filterLine struct {
	c     *common.Common
	input textinput.Model
}

// filtered is an action: filter the queue by text.
type filtered struct{ text string }

func newFilterLine(c *common.Common, value string) *filterLine {
	in := common.NewInput(c.Styles, "/", "agent, command or rule", 200)
	in.SetValue(value)
	in.CursorEnd()
	in.Focus()
	return &filterLine{c: c, input: in}
}

func (f *filterLine) place() place { return placeStatus }

func (f *filterLine) keys() []key.Binding { return f.c.Keys.Filter.ShortHelp() }

func (f *filterLine) setSize(w, _ int) { f.input.SetWidth(max(w-4, 4)) }

func (f *filterLine) view(int, int, bool) []string { return []string{" " + f.input.View()} }

func (f *filterLine) update(msg tea.Msg) (reply, tea.Cmd) {
	k := f.c.Keys.Filter
	if kp, ok := msg.(tea.KeyPressMsg); ok {
		switch {
		case key.Matches(kp, k.Apply):
			return reply{close: true}, nil
		case key.Matches(kp, k.Clear):
			return reply{close: true, do: filtered{""}}, nil
		}
	}
	var cmd tea.Cmd
	f.input, cmd = f.input.Update(msg)
	return reply{do: filtered{f.input.Value()}}, cmd
}

// setFilter filters the queue; an ask the filter brings under the cursor
// gets a grace period.
func (m *Model) setFilter(text string) tea.Cmd {
	before := m.list.selectedID()
	m.list.SetFilter(text)
	if after := m.list.selectedID(); after != before && after != "" {
		return m.startGrace(after)
	}
	return nil
}
