package tui

import (
	"fmt"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/tui/common"
)

// Update routes a message: the terminal's size and colours, keys, and the
// events of the outside world.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.c.Width, m.c.Height = msg.Width, msg.Height
		if !m.tooSmall() && m.status.text == tooSmallWords() {
			// the terminal grew: the warning no longer holds (rt48k
			// F-small-dialog: it stood at 80x24)
			m.status = status{}
		}
		m.prepareFrame(false)
		return m, m.cameOnScreen()
	case tea.ColorProfileMsg:
		m.setColours(m.dark(), msg.Profile)
		m.prepare()
		return m, nil
	case tea.BackgroundColorMsg:
		m.setColours(msg.IsDark(), m.profile())
		m.prepare()
		return m, nil
	case tea.KeyPressMsg:
		m.keyRun.press(m.c.Now())
		// as the screen the key was pressed at showed the status
		m.statusTwoDrawn = len(m.statusTwo()) == 2
		m.keyN++
		m.idle = nil // the operator is back: an idle close waits no more
		if m.decisionKey(msg) {
			// the undo window that follows shows the desk's own rows,
			// whatever another process wrote over them
			m.paint.again()
		}
		was, before := m.list.selectedID(), m.grace
		cmd := m.key(msg)
		cmd = tea.Batch(cmd, m.underCursor(was, before), m.syncCard())
		m.prepareFrame(true)
		return m, tea.Batch(cmd, m.cameOnScreen(), m.fadeLater())
	case tea.MouseMsg:
		was, before := m.list.selectedID(), m.grace
		cmd := m.mouse(msg)
		cmd = tea.Batch(cmd, m.underCursor(was, before), m.syncCard())
		m.prepareFrame(true)
		return m, tea.Batch(cmd, m.cameOnScreen(), m.fadeLater())
	}
	was, before := m.list.selectedID(), m.grace
	cmd := m.event(msg)
	cmd = tea.Batch(cmd, m.underCursor(was, before), m.syncCard(), m.idleDone())
	m.prepareFrame(false)
	return m, tea.Batch(cmd, m.cameOnScreen(), m.fadeLater())
}

// prepare readies everything View draws, after each message: the panes'
// and dialogs' sizes, the editor's focus, the rows and the card drawn,
// scrolls within their ends. View only reads.
func (m *Model) prepare() {
	m.pauseForQuit()
	m.placeStatus()
	m.resize()
	m.readyHeader()
	for _, d := range m.dialogs.ds {
		if e, ok := d.(*editorDialog); ok {
			e.ed.SetFocused(d == m.dialogs.top())
		}
	}
	now := m.c.Now()
	m.list.prepare(now)
	m.freshSeen(now)
	m.card.code = m.pane.cardCode(m.list.selectedID())
	m.card.prepare(now)
	if m.cardOnScreen() {
		m.card.markSeen()
	}
	m.unseenSeen()
	if m.fleet {
		m.nodes.prepare(m.list.all)
	}
	if m.view == viewHelp {
		m.helpOff = common.Clamp(m.helpOff, 0, max(len(m.helpLines())-max(m.bodyHeight()-1, 0), 0))
	}
}

// key routes a key: to the open dialog, else the global keys, else the
// view on screen.
func (m *Model) key(msg tea.KeyPressMsg) tea.Cmd {
	if _, asking := m.dialogs.top().(*quitHeld); msg.String() == "ctrl+c" && !asking {
		// ctrl+c leaves from anywhere, a dialog open or not; while
		// decisions wait out their undo window it asks first, and a
		// second ctrl+c sends them and leaves
		return m.quitKey()
	}
	if key.Matches(msg, m.c.Keys.Global.Redraw) {
		// from anywhere, a dialog or a text field open or not: what
		// another process wrote onto the terminal goes (rt48k F-tty-paint)
		return tea.ClearScreen
	}
	if open, cmd := m.dialogKey(msg); open {
		return cmd
	}
	if m.held.drop(msg.String(), m.navKey(msg), m.c.Now()) {
		// typed after a held decision key: meant for the prompt it did
		// not open, never a command (rt20k #7)
		m.setStatus(statusWarn, m.held.words())
		return nil
	}
	if cmd, ok := m.codeKey(msg); ok {
		// the digits of a card's code, after a decision key on a
		// desk that more than one tmux client shares
		return cmd
	}
	if m.helpFindKey(msg) {
		return nil
	}
	g := m.c.Keys.Global
	switch {
	case key.Matches(msg, g.Quit):
		return m.quitKey()
	case key.Matches(msg, m.c.Keys.Decide.Undo):
		return m.undoKey()
	case key.Matches(msg, g.Help):
		if m.view == viewHelp {
			m.view = m.back
		} else {
			m.back, m.view = m.view, viewHelp
		}
		return nil
	case key.Matches(msg, g.Messages):
		m.dialogs.push(newMessageLog(m.c, m.said, m.statusMark))
		return nil
	case key.Matches(msg, g.Dismiss):
		m.dismissWarns()
		return nil
	case key.Matches(msg, g.Queue):
		m.switchView(viewQueue)
		return nil
	case key.Matches(msg, g.Rules):
		m.switchView(viewRules)
		return nil
	case key.Matches(msg, g.Audit):
		m.switchView(viewAudit)
		return nil
	case key.Matches(msg, g.Nodes):
		m.switchView(viewNodes)
		return nil
	}
	if !m.read && m.view != viewHelp {
		// before the first read a key has nothing to act on; it is
		// dropped, not kept for the asks the read brings (rt42k F6)
		m.setStatus(statusInfo, readingKeyWords)
		return nil
	}
	switch m.view {
	case viewRules:
		return m.act(m.rules.Update(msg))
	case viewAudit:
		switch m.audit.Update(msg) {
		case auditOpen:
			return m.act(open{newAuditDetail(m.c, *m.audit.Selected())})
		case auditStartFilter:
			m.dialogs.push(newFilterLine(m.c, viewAudit, m.audit.filter))
		case auditClearFilter:
			m.audit.SetFilter("")
			_ = m.audit.searchOlder(m.c.Service) // drops the older finds
			m.setStatus(statusInfo, "filter cleared")
		}
	case viewNodes:
		if m.nodes.Update(msg) == nodesShowAsks {
			name := m.nodes.Selected().name
			m.list.SetFilter("node:" + name)
			m.view = viewQueue
			m.setStatus(statusInfo, "the asks of node "+name+" (esc shows every node's)")
		}
	case viewHelp:
		m.helpKey(msg)
	default:
		return m.queueKey(msg)
	}
	return nil
}

// queueKey handles a key on the queue view: the focused pane's keys, then
// the decision keys.
func (m *Model) queueKey(msg tea.KeyPressMsg) tea.Cmd {
	if key.Matches(msg, m.c.Keys.List.Filter) || msg.String() == "alt+"+m.c.Keys.List.Filter.Help().Key {
		// / opens the queue's filter wherever the queue view has the
		// keys (the card focused or full, or an Esc the terminal merged
		// into alt+/): the word typed next goes to the filter, never
		// to the decision keys (rt9c F2).
		if m.focusCard {
			m.focusCard = false
			m.resize()
		}
		m.dialogs.push(newFilterLine(m.c, viewQueue, m.list.filter))
		return nil
	}
	if cmd, ok := m.paneKey(msg); ok {
		return cmd
	}
	if cmd, ok := m.decideKey(msg); ok {
		return cmd
	}
	if key.Matches(msg, m.c.Keys.Decide.Mark) {
		return m.markKey()
	}
	if key.Matches(msg, m.c.Keys.Decide.MarkAll) {
		m.markAllKey()
		return nil
	}
	if key.Matches(msg, m.c.Keys.Decide.MarkRange) {
		m.markRangeKey()
		return nil
	}
	if p := m.pinned; p != nil && p.data != nil && key.Matches(msg, m.c.Keys.Card.Whole) {
		// the full-screen card of an ask that left reads its own command
		m.dialogs.push(newPager(m.c, p.data.ask))
		return nil
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
		m.dialogs.push(newPager(m.c, whole))
		return nil
	}
	if m.focusCard {
		if m.card.Update(msg) == cardBack {
			m.focusCard = false
			m.resize()
		}
		return nil
	}
	if _, moved := m.c.Keys.List.Move(msg, m.list.sel, 1, max(m.list.Len()-1, 0)); moved {
		m.looked()
	}
	switch m.list.Update(msg) {
	case listOpenCard:
		m.focusCard = true
		m.resize()
	case listStartFilter:
		m.dialogs.push(newFilterLine(m.c, viewQueue, m.list.filter))
	case listClearFilter:
		m.list.SetFilter("")
		m.setStatus(statusInfo, "filter cleared")
	case listSort:
		m.sorted()
	case listClearMarks:
		m.list.marked = map[string]bool{}
		m.setStatus(statusInfo, "marks cleared")
	}
	return nil
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
