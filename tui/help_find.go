package tui

import (
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/tui/common"
)

// helpFind is the help view's filter: typing, the line being typed (it
// filters as it is typed); else text, the filter kept.
type helpFind struct {
	typing *textinput.Model
	text   string
}

// value is the filter in force.
func (f *helpFind) value() string {
	if f.typing != nil {
		return f.typing.Value()
	}
	return f.text
}

// helpKey handles a key on the help view: / filters the keys, esc clears
// the filter or leaves, the motion keys scroll.
func (m *Model) helpKey(msg tea.KeyPressMsg) {
	k := m.c.Keys
	switch {
	case key.Matches(msg, k.List.Filter):
		in := common.NewInput(m.c.Styles, "/", "a key or what it does", 40)
		in.SetValue(m.helpFind.text)
		in.SetWidth(max(m.c.Width-12, 4))
		in.CursorEnd()
		in.Focus()
		m.helpFind.typing = &in
		return
	case key.Matches(msg, k.Card.Back):
		if m.helpFind.text != "" {
			m.helpFind.text, m.helpOff = "", 0
			return
		}
		m.view = m.back
		return
	}
	// The end is found when the help is drawn.
	m.helpOff, _ = k.Card.Move(msg, m.helpOff, m.bodyHeight()-2, 1<<20)
}

// helpFindKey types into the help's filter line: enter keeps the filter,
// esc drops it. It reports false when the line is not open.
func (m *Model) helpFindKey(msg tea.KeyPressMsg) bool {
	f := &m.helpFind
	if m.view != viewHelp || f.typing == nil {
		return false
	}
	k := m.c.Keys.Filter
	switch {
	case key.Matches(msg, k.Apply):
		f.text, f.typing = f.typing.Value(), nil
	case key.Matches(msg, k.Clear):
		f.text, f.typing = "", nil
	default:
		in, _ := f.typing.Update(msg)
		f.typing = &in
	}
	m.helpOff = 0
	return true
}

// helpFooter is the help view's footer.
func (m *Model) helpFooter() []key.Binding {
	k := m.c.Keys
	if m.helpFind.typing != nil {
		return k.Filter.ShortHelp()
	}
	back := k.Card.Back
	if m.helpFind.text != "" {
		back = k.List.Back // esc clears the filter first
	}
	return []key.Binding{back, k.List.Filter, k.Card.Down, k.Card.Up, k.Global.Quit}
}
