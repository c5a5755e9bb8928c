package tui

import (
	tea "charm.land/bubbletea/v2"
)

// EnvMouse set to 0, off, no or false leaves the mouse to the terminal
// (to select text without holding shift); the keyboard does everything
// the mouse does.
const EnvMouse = "OZDESK_MOUSE"

// wheelLines is how far a turn of the wheel scrolls a card or the queue.
const wheelLines = 3

// mouseMode is what the desk asks of the terminal's mouse: clicks,
// releases and the wheel (cell motion, no hover: little traffic over
// SSH), unless the operator switched it off.
func (m *Model) mouseMode() tea.MouseMode {
	if m.noMouse {
		return tea.MouseModeNone
	}
	return tea.MouseModeCellMotion
}

// mouse handles a click or the wheel: on the queue a click selects the
// ask drawn on that row in the frame last drawn (a group's header, its
// first ask; see clickRow) and focuses the queue, a click on
// the card beside it focuses the card, and the wheel scrolls the list or
// the card under the pointer (the list's selection stays while its row is
// on screen: queueList.wheel). Elsewhere the wheel moves as j and k do.
// An open dialog or editor takes no mouse.
func (m *Model) mouse(msg tea.MouseMsg) tea.Cmd {
	if m.noMouse || m.dialogOpen() {
		return nil
	}
	ev := msg.Mouse()
	var step int
	switch ev.Button {
	case tea.MouseWheelDown:
		step = 1
	case tea.MouseWheelUp:
		step = -1
	}
	_, click := msg.(tea.MouseClickMsg)
	_, wheel := msg.(tea.MouseWheelMsg)
	if !click && !wheel || click && ev.Button != tea.MouseLeft {
		return nil
	}
	if m.view != viewQueue || len(m.list.all) == 0 {
		if wheel {
			k := keyMsgFor(step)
			return m.key(k)
		}
		return nil
	}
	onList, line := m.listAt(ev.X, ev.Y)
	switch {
	case onList && click:
		m.looked()
		cmd := m.clickRow(ev.Y, line)
		m.list.scroll()
		if m.focusCard {
			m.focusCard = false
			m.resize()
		}
		return cmd
	case onList && wheel:
		m.looked()
		m.list.wheel(step * wheelLines)
	case click && m.wide():
		m.focusCard = true
	case wheel:
		m.card.off = max(m.card.off+step*wheelLines, 0)
	}
	return nil
}

// listAt reports whether the screen cell (x, y) lies on the queue pane's
// lines, and which line of the list it is (-1 on its title).
func (m *Model) listAt(x, y int) (bool, int) {
	l := m.list
	const top = 1 // the header line
	if l.h == 0 || y < top || y >= top+l.h || x >= l.w {
		return false, -1
	}
	if y == top {
		return true, -1
	}
	return true, l.top + y - top - 1
}

// dialogOpen reports whether a dialog (the editor, the pager, a prompt)
// or the help's filter line holds the keys.
func (m *Model) dialogOpen() bool {
	return m.dialogs.top() != nil || m.helpFind.typing != nil
}

// keyMsgFor is the key the wheel stands for elsewhere: down or up.
func keyMsgFor(step int) tea.KeyPressMsg {
	if step > 0 {
		return tea.KeyPressMsg(tea.Key{Code: tea.KeyDown})
	}
	return tea.KeyPressMsg(tea.Key{Code: tea.KeyUp})
}

// mouseWords say, for the help, what the mouse does at the desk and how
// to leave it to the terminal, or that it is left there.
func (m *Model) mouseWords() string {
	if m.noMouse {
		return "The mouse is left to the terminal (--no-mouse or " + EnvMouse + "=off): the keys do everything."
	}
	return "Mouse: click selects, the wheel scrolls the pane under it; --no-mouse (or " + EnvMouse + "=off) leaves it to the terminal."
}
