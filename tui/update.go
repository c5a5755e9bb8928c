package tui

import (
	"fmt"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/tui/editor"
)

// Update routes a message: the terminal's size and colours, keys, and the
// events of the outside world.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.c.Width, m.c.Height = msg.Width, msg.Height
		m.resize()
		return m, nil
	case tea.ColorProfileMsg:
		m.setColours(m.dark(), msg.Profile)
		return m, nil
	case tea.BackgroundColorMsg:
		m.setColours(msg.IsDark(), m.profile())
		return m, nil
	case tea.KeyPressMsg:
		cmd := m.key(msg)
		return m, tea.Batch(cmd, m.syncCard())
	case tea.MouseMsg:
		cmd := m.mouse(msg)
		return m, tea.Batch(cmd, m.syncCard())
	}
	cmd := m.event(msg)
	return m, tea.Batch(cmd, m.syncCard())
}

// key routes a key: to the open dialog, else the global keys, else the
// view on screen.
func (m *Model) key(msg tea.KeyPressMsg) tea.Cmd {
	if msg.String() == "ctrl+c" {
		return m.quit()
	}
	if open, cmd := m.dialogKey(msg); open {
		return cmd
	}
	if m.helpFindKey(msg) {
		return nil
	}
	g := m.c.Keys.Global
	switch {
	case key.Matches(msg, g.Quit):
		return m.quit()
	case key.Matches(msg, g.Help):
		if m.view == viewHelp {
			m.view = m.back
		} else {
			m.back, m.view = m.view, viewHelp
		}
		return nil
	case key.Matches(msg, g.Queue):
		m.view = viewQueue
		return nil
	case key.Matches(msg, g.Rules):
		m.view = viewRules
		return nil
	case key.Matches(msg, g.Audit):
		m.view = viewAudit
		return nil
	}
	switch m.view {
	case viewRules:
		return m.rulesKey(msg)
	case viewAudit:
		m.audit.Update(msg)
	case viewHelp:
		m.helpKey(msg)
	default:
		return m.queueKey(msg)
	}
	return nil
}

// dialogKey gives a key to the open dialog, if one is open.
func (m *Model) dialogKey(msg tea.KeyPressMsg) (bool, tea.Cmd) {
	switch {
	case m.confirm != nil:
		switch m.confirm.Update(msg) {
		case dialogDone:
			act := m.onYes
			m.confirm, m.onYes = nil, nil
			return true, act()
		case dialogCancelled:
			m.confirm, m.onYes = nil, nil
			m.setStatus(statusInfo, "cancelled; nothing changed")
		}
		return true, nil
	case m.editor != nil && m.writing:
		m.setStatus(statusInfo, "writing the rule"+m.c.Marks.More+" keys wait for the queue's answer")
		return true, nil
	case m.editor != nil:
		return true, m.editorMsg(msg)
	case m.pager != nil:
		if m.pager.Update(msg) {
			m.pager = nil
		}
		return true, nil
	case m.deny != nil:
		return true, m.denyKey(msg)
	case m.filter != nil:
		return true, m.filterKey(msg)
	}
	return false, nil
}

// queueKey handles a key on the queue view: the focused pane's keys, then
// the decision keys.
func (m *Model) queueKey(msg tea.KeyPressMsg) tea.Cmd {
	if cmd, ok := m.decideKey(msg); ok {
		return cmd
	}
	if a := m.list.Selected(); a != nil && key.Matches(msg, m.c.Keys.Card.Whole) {
		// The queue lists a long command by its head and tail: the whole
		// text comes with the card.
		whole := *a
		if d := m.card.data; d != nil && d.id == a.ID {
			whole = d.ask
		} else if a.Clipped > 0 {
			m.setStatus(statusWarn, fmt.Sprintf("ask %s is still loading: its whole command comes with its card", queue.ShortID(a.ID)))
			return nil
		}
		m.pager = newPager(m.c, whole)
		return nil
	}
	if m.focusCard {
		if m.card.Update(msg) == cardBack {
			m.focusCard = false
			m.resize()
		}
		return nil
	}
	switch m.list.Update(msg) {
	case listOpenCard:
		m.focusCard = true
		m.resize()
	case listStartFilter:
		in := newFilterInput(m.c.Styles, m.list.filter)
		m.filter = &in
	case listClearFilter:
		m.list.SetFilter("")
		m.setStatus(statusInfo, "filter cleared")
	case listSort:
		m.sorted()
	}
	return nil
}

// editorMsg passes a message to the open editor and acts on what it says.
func (m *Model) editorMsg(msg tea.Msg) tea.Cmd {
	act, cmd := m.editor.Update(msg)
	switch act.Kind {
	case editor.ActCancel:
		m.editor = nil
		m.setStatus(statusInfo, "no rule written; the ask still waits")
	case editor.ActWrite:
		// The editor stays open, its draft kept, until the queue answers.
		m.writing = true
		return tea.Batch(cmd, m.writeRule(act))
	}
	return cmd
}

// setColours rebuilds the styles for the terminal's background and
// colour profile, keeping the glyph set.
func (m *Model) setColours(dark bool, p colorprofile.Profile) {
	g := m.c.Styles.Glyphs
	m.c.Styles = cards.NewStyles(dark, p)
	m.c.Styles.Glyphs = g
	m.colours = colours{dark: dark, profile: p, known: true}
	m.restyle()
}
