package tui

import (
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// dialogResult is what a key on a dialog did.
type dialogResult int

const (
	dialogOpen      dialogResult = iota // still open
	dialogCancelled                     // closed, nothing to do
	dialogDone                          // closed, act on it
)

// denyPrompt asks for the optional reason of a denial.
type denyPrompt struct {
	c     *common.Common
	ask   store.Ask
	input textinput.Model
}

func newDenyPrompt(c *common.Common, a store.Ask) *denyPrompt {
	in := common.NewInput(c.Styles, "reason: ", "optional, enter to deny", 500)
	in.Focus()
	return &denyPrompt{c: c, ask: a, input: in}
}

// Update types into the reason, or closes the prompt.
func (p *denyPrompt) Update(msg tea.Msg) (dialogResult, tea.Cmd) {
	if k, ok := msg.(tea.KeyPressMsg); ok {
		switch {
		case key.Matches(k, p.c.Keys.Prompt.Submit):
			return dialogDone, nil
		case key.Matches(k, p.c.Keys.Prompt.Cancel):
			return dialogCancelled, nil
		}
	}
	var cmd tea.Cmd
	p.input, cmd = p.input.Update(msg)
	return dialogOpen, cmd
}

// Reason is the reason typed.
func (p *denyPrompt) Reason() string { return p.input.Value() }

// View draws the prompt: what is denied, and the reason field.
func (p *denyPrompt) View(w int) []string {
	st := p.c.Styles
	p.input.SetWidth(max(w-12, 4))
	head := st.Refuse.Render("Deny ask "+queue.ShortID(p.ask.ID)) + st.Muted.Render(" once: ") +
		cards.SafeLine(p.ask.Command, max(w-24, 4), st)
	return []string{head, p.input.View()}
}

// confirm asks before an action that writes something standing; the focus
// starts on the safe choice, Cancel, so enter alone changes nothing.
type confirm struct {
	c     *common.Common
	title string
	body  []string
	yes   string
	// onYes is the focused choice: false is Cancel.
	onYes bool
}

func newConfirm(c *common.Common, title string, body []string, yes string) *confirm {
	return &confirm{c: c, title: title, body: body, yes: yes}
}

// Update moves between the choices or closes the dialog.
func (d *confirm) Update(msg tea.KeyPressMsg) dialogResult {
	k := d.c.Keys.Confirm
	switch {
	case key.Matches(msg, k.Switch):
		d.onYes = !d.onYes
	case key.Matches(msg, k.Cancel):
		return dialogCancelled
	case key.Matches(msg, k.Choose):
		if d.onYes {
			return dialogDone
		}
		return dialogCancelled
	}
	return dialogOpen
}

// View draws the dialog: title, body, and the two choices.
func (d *confirm) View(w int) []string {
	st := d.c.Styles
	out := []string{st.Title.Render(d.title)}
	out = append(out, d.body...)
	cancel, yes := "[ Cancel ]", "[ "+d.yes+" ]"
	if d.onYes {
		yes = st.Selection.Render(d.c.Marks.Select + yes)
		cancel = " " + cancel
	} else {
		cancel = st.Selection.Render(d.c.Marks.Select + cancel)
		yes = " " + yes
	}
	out = append(out, "", cancel+"   "+yes)
	return out
}
