package tui

import "ozdesk.dev/ozdesk/tui/editor"

// scene is what is in front of the operator: the view and the dialog on
// top. A status line speaks of the scene it was put in.
type scene struct {
	view view
	top  dialog
}

// sceneNow is the scene on screen.
func (m *Model) sceneNow() scene { return scene{view: m.view, top: m.dialogs.top()} }

// placeStatus ties a new status to the scene it was put in, once the
// message that put it is handled (a key that sets a status and opens a
// dialog speaks of that dialog), and takes off the line a status whose
// scene changed since, or whose wait is over: an operator reads the
// status line as being about what is in front of them (rt20k #6: a note
// about r2 stood under r3's confirmation, "filter cleared" under the
// editor, and "wait: loading the preview" after it was drawn).
func (m *Model) placeStatus() {
	s := &m.status
	if s.text == "" {
		return
	}
	now := m.sceneNow()
	switch {
	case !s.placed:
		s.scene, s.placed = now, true
	case s.scene != now:
		*s = status{}
		return
	}
	if sel := m.list.Selected(); s.ask != "" && (sel == nil || sel.ID != s.ask) {
		// a "keys wait" about another ask than the one under the
		// cursor (rt22k #3)
		*s = status{}
		return
	}
	if e := m.editor(); s.text == editor.PreviewLoading && (e == nil || e.ed.PreviewDrawn()) {
		*s = status{}
	}
}
