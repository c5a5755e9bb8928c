package tui

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/tui/common"
)

// discardDraft asks, over a pattern editor with a draft, before esc
// throws the draft away, as lazygit asks: y or enter discards it, n or
// esc goes back to it (rt37k L5: esc discarded a typed reason at once).
type discardDraft struct {
	c *common.Common
	// ed is the editor the draft is in; said what closing it says.
	ed   *editorDialog
	said string
	yes  key.Binding
	no   key.Binding
}

// discardAct is an action: close the editor ed, its draft discarded,
// saying said.
type discardAct struct {
	ed   *editorDialog
	said string
}

func newDiscardDraft(c *common.Common, ed *editorDialog, said string) *discardDraft {
	return &discardDraft{c: c, ed: ed, said: said,
		yes: key.NewBinding(key.WithKeys("y", "enter"), key.WithHelp("y/enter", "discard")),
		no:  key.NewBinding(key.WithKeys("n", "esc"), key.WithHelp("n/esc", "back to the draft"))}
}

func (d *discardDraft) place() place { return placeBottom }

func (d *discardDraft) keys() []key.Binding { return []key.Binding{d.yes, d.no} }

func (d *discardDraft) setSize(int, int) {}

// update discards the draft on y or enter, goes back to it on n or esc,
// and takes no other key.
func (d *discardDraft) update(msg tea.Msg) (reply, tea.Cmd) {
	kp, ok := msg.(tea.KeyPressMsg)
	switch {
	case !ok:
	case key.Matches(kp, d.yes):
		return reply{close: true, do: discardAct{ed: d.ed, said: d.said}}, nil
	case key.Matches(kp, d.no):
		return reply{close: true, do: said{statusInfo, "the draft is still open"}}, nil
	}
	return reply{}, nil
}

// view asks the question.
func (d *discardDraft) view(w, _ int, _ bool) []string {
	st := d.c.Styles
	return []string{st.Title.Render(common.Fit("Discard draft?", w)),
		" " + common.Fit("y or enter discards it (no rule written), n or esc goes back to it", max(w-1, 1))}
}
