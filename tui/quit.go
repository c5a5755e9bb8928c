package tui

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"
)

// quit ends the desk. Its last frame is blank: bubbletea moves the
// cursor to the bottom row before it leaves the alternate screen, and
// tmux (3.3), when the window grew meanwhile, copies the alternate
// screen's lower rows into the shell's screen as it restores it. A blank
// last frame leaves nothing to copy (TestTmuxQuitAfterResize). Every
// decision still held in its undo window is sent first: the quit
// question (quitHeld) chose to send them, or took them back already.
func (m *Model) quit() tea.Cmd {
	m.quitting = true
	if m.holds.last() == nil {
		return tea.Quit
	}
	svc, by, hs := m.c.Service, m.c.Operator, &m.holds
	return func() tea.Msg {
		hs.settle(svc, by)
		return tea.QuitMsg{}
	}
}

// quitView is the last frame: blank, still on the alternate screen.
func quitView() tea.View {
	v := tea.NewView("")
	v.AltScreen = true
	return v
}

// quitNotice says what closing the desk did with the decisions still in
// their undo window: they were applied, as the operator made them (the
// last frame is blank, so this is written after the desk's screen is
// gone); "" when there were none.
func (m *Model) quitNotice() string {
	early := m.holds.sentEarly()
	if len(early) == 0 {
		return ""
	}
	words := make([]string, 0, len(early))
	for _, d := range early {
		words = append(words, heldWords(d, m.c.Marks))
	}
	lead := fmt.Sprintf("ozdesk: %d decisions still in their undo window were applied as the desk closed: ", len(early))
	if len(early) == 1 {
		lead = "ozdesk: 1 decision still in its undo window was applied as the desk closed: "
	}
	return lead + strings.Join(words, "; ") + "\n"
}
