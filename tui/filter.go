package tui

import (
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/tui/common"
)

// filterLine is the filter, typed on the status line: the list it
// filters (the queue, the rules, the audit trail) filters as it is typed;
// enter keeps the filter, esc clears it.
type filterLine struct {
	c     *common.Common
	of    view
	input textinput.Model
}

// filtered is an action: filter the list of a view by text.
type filtered struct {
	of   view
	text string
}

// filterHints say what each view's filter reads.
var filterHints = map[view]string{
	viewQueue: "agent, command or rule; node:NAME for one node",
	viewRules: "ID, pattern, reason, scope or author",
	viewAudit: "kind, actor, ask, rule or command",
}

// newFilterLine opens the filter of the list of view of, starting from
// value.
func newFilterLine(c *common.Common, of view, value string) *filterLine {
	in := common.NewInput(c.Styles, "/", filterHints[of], 200)
	in.SetValue(value)
	in.CursorEnd()
	in.Focus()
	return &filterLine{c: c, of: of, input: in}
}

func (f *filterLine) place() place { return placeStatus }

// keys are the filter line's; the queue's also says how to name a node.
func (f *filterLine) keys() []key.Binding {
	k := f.c.Keys.Filter
	if f.of == viewQueue {
		return append(k.ShortHelp(), k.Node)
	}
	return k.ShortHelp()
}

func (f *filterLine) setSize(w, _ int) { f.input.SetWidth(max(w-4, 4)) }

func (f *filterLine) view(int, int, bool) []string { return []string{" " + f.input.View()} }

func (f *filterLine) update(msg tea.Msg) (reply, tea.Cmd) {
	k := f.c.Keys.Filter
	if kp, ok := msg.(tea.KeyPressMsg); ok {
		switch {
		case key.Matches(kp, k.Apply):
			return reply{close: true}, nil
		case key.Matches(kp, k.Clear):
			return reply{close: true, do: filtered{f.of, ""}}, nil
		}
	}
	var cmd tea.Cmd
	f.input, cmd = f.input.Update(msg)
	return reply{do: filtered{f.of, f.input.Value()}}, cmd
}

// setFilter filters a view's list; on the queue, an ask the filter
// brings under the cursor gets a grace period.
func (m *Model) setFilter(of view, text string) tea.Cmd {
	switch of {
	case viewRules:
		m.rules.SetFilter(text)
		return nil
	case viewAudit:
		m.audit.SetFilter(text)
		return m.audit.searchOlder(m.c.Service)
	}
	before := m.list.selectedID()
	m.list.SetFilter(text)
	if after := m.list.selectedID(); after != before && after != "" {
		return m.startGrace(after)
	}
	return nil
}
