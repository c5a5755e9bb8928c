package tui

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
)

// dialog is a window the desk opens over its views: the pattern editor,
// the pager, a confirmation, a reason prompt, the filter line. Dialogs
// stand on a stack ([dialogs]); the top one takes every key first, and
// what it answers (a [reply]) says whether it closes and what the desk
// does next. A dialog never reaches into the model: it draws itself and
// says what it wants.
type dialog interface {
	// update handles a key (or, for the editor, a message of its own).
	update(msg tea.Msg) (reply, tea.Cmd)
	// view draws the dialog w cells wide and at most h lines high; top
	// says it has the keys (one under another is drawn without its
	// cursor). view changes nothing.
	view(w, h int, top bool) []string
	// setSize is the room the dialog will be drawn in, given from Update
	// (the terminal, or the dialogs under it, changed).
	setSize(w, h int)
	// keys are the bindings in force while it is on top, for the footer.
	keys() []key.Binding
	// place says where it is drawn.
	place() place
}

// place is where a dialog is drawn.
type place int

const (
	// placeBody: in place of the view (the editor, the pager).
	placeBody place = iota
	// placeBottom: under the view, above the status line (confirmations
	// and prompts); several stand one above the other.
	placeBottom
	// placeStatus: in place of the status line (the filter).
	placeStatus
)

// reply is a dialog's answer to a message: whether it closes, and what
// the desk does next (one of the actions [Model.act] knows; nil:
// nothing).
type reply struct {
	close bool
	do    any
}

// said is an action: put text on the status line.
type said struct {
	kind statusKind
	text string
}

// open is an action: open d over the dialogs open.
type open struct{ d dialog }

// dialogs is the stack of open dialogs, the top last.
type dialogs struct{ ds []dialog }

// top is the dialog that takes keys, or nil.
func (s *dialogs) top() dialog {
	if len(s.ds) == 0 {
		return nil
	}
	return s.ds[len(s.ds)-1]
}

// push opens d on top.
func (s *dialogs) push(d dialog) { s.ds = append(s.ds, d) }

// holds reports whether d is open, wherever it stands.
func (s *dialogs) holds(d dialog) bool {
	for _, o := range s.ds {
		if o == d {
			return true
		}
	}
	return false
}

// remove closes d wherever it stands.
func (s *dialogs) remove(d dialog) {
	for i := range s.ds {
		if s.ds[i] == d {
			s.ds = append(s.ds[:i:i], s.ds[i+1:]...)
			return
		}
	}
}

// topIn is the highest dialog drawn at p, or nil.
func (s *dialogs) topIn(p place) dialog {
	for i := len(s.ds) - 1; i >= 0; i-- {
		if s.ds[i].place() == p {
			return s.ds[i]
		}
	}
	return nil
}

// in lists the dialogs drawn at p, bottom first.
func (s *dialogs) in(p place) []dialog {
	var out []dialog
	for _, d := range s.ds {
		if d.place() == p {
			out = append(out, d)
		}
	}
	return out
}

// dialogKey gives a key to the top dialog, if one is open, and acts on
// its reply.
func (m *Model) dialogKey(msg tea.KeyPressMsg) (bool, tea.Cmd) {
	d := m.dialogs.top()
	if d == nil {
		return false, nil
	}
	if dt, ok := d.(*detail); ok && m.viewKey(msg) {
		// 1, 2 and 3 switch views from a rule's or an entry's
		// detail as they do from its list: the detail closes (rt37k
		// L6: they were swallowed until esc)
		m.dialogs.remove(dt)
		return false, nil
	}
	r, cmd := d.update(msg)
	if _, deciding := r.do.(decideAct); deciding && m.tooSmall() {
		// decideNow decides nothing in a terminal too small to read the
		// ask: the dialog stays, for enter once the ask can be read
		// (rt48k F-small-dialog: it closed, and the marks' confirmation
		// was to be opened again)
		r.close = false
	}
	if r.close {
		m.dialogs.remove(d)
	}
	return true, tea.Batch(cmd, m.act(r.do))
}

// act does what a dialog (or a view) asked for.
func (m *Model) act(do any) tea.Cmd {
	switch a := do.(type) {
	case nil:
	case said:
		m.setStatus(a.kind, a.text)
	case readWhole:
		m.card.noteReadWhole(a.id)
	case open:
		m.dialogs.push(a.d)
		if dt, ok := a.d.(*detail); ok {
			return dt.load()
		}
	case filtered:
		return m.setFilter(a.of, a.text)
	case decideAct:
		return m.decideNow(a)
	case writeRuleAct:
		return m.confirmedRule()
	case arrivedAct:
		if a.d != nil && m.dialogs.holds(a.d) {
			a.d.joinedNow()
			m.setStatus(statusWarn, a.text)
		}
	case ruleAct:
		return m.changeRule(a.verb, a.id)
	case moveAct:
		return m.moveRule(a)
	case moveCheck:
		return m.checkMove(a)
	case moveHeld:
		return m.holdMove(a)
	case approveCheck:
		return m.checkApprove(a.r)
	case approveHeld:
		return m.holdApprove(a)
	case proposalCheck:
		return m.checkProposal(a.p)
	case proposalHeld:
		return m.holdProposal(a)
	case proposalAct:
		return m.changeProposal(a.verb, a.p)
	case egressAct:
		return m.addEgress(a)
	case discardAct:
		m.dialogs.remove(a.ed)
		m.setStatus(statusInfo, a.said)
	case quitHeldAct:
		return m.quitHeldAnswer(a)
	}
	return nil
}

// viewKey reports whether msg is one of the keys that switch views (1,
// 2, 3; the nodes view's too).
func (m *Model) viewKey(msg tea.KeyPressMsg) bool {
	g := m.c.Keys.Global
	return key.Matches(msg, g.Queue) || key.Matches(msg, g.Rules) || key.Matches(msg, g.Audit) || key.Matches(msg, g.Nodes)
}
