package tui

import (
	"fmt"
	"time"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/tui/common"
)

// prompt asks for one line of text, a reason: enter answers (then says
// what the desk does with the text), esc closes it, changing nothing.
type prompt struct {
	c *common.Common
	// title draws the first line for a width.
	title func(w int) string
	input textinput.Model
	// submit is the enter key, its help naming what enter does.
	submit key.Binding
	// then answers enter: whether the prompt closes, and what the desk
	// does with the text; cancelled is what the status line says on esc.
	then      func(text string) reply
	cancelled string
	// gone, when set, says the prompt's ask left the queue: enter then
	// only closes it, and its help says so (rt17k 8).
	gone func() bool
}

// newPrompt opens a prompt under title, whose enter does what verb says.
func newPrompt(c *common.Common, title func(int) string, placeholder, verb string, then func(string) reply, cancelled string) *prompt {
	in := common.NewInput(c.Styles, "reason: ", placeholder, 500)
	in.Focus()
	submit := c.Keys.Prompt.Submit
	submit.SetHelp(submit.Help().Key, verb)
	return &prompt{c: c, title: title, input: in, submit: submit, then: then, cancelled: cancelled}
}

func (p *prompt) place() place { return placeBottom }

func (p *prompt) keys() []key.Binding {
	submit := p.submit
	if p.gone != nil && p.gone() {
		submit.SetHelp(submit.Help().Key, "close, nothing decided")
	}
	return []key.Binding{submit, p.c.Keys.Prompt.Cancel}
}

func (p *prompt) setSize(w, _ int) { p.input.SetWidth(max(w-12, 4)) }

// update types into the reason, or closes the prompt.
func (p *prompt) update(msg tea.Msg) (reply, tea.Cmd) {
	if k, ok := msg.(tea.KeyPressMsg); ok {
		switch {
		case key.Matches(k, p.submit):
			return p.then(p.input.Value()), nil
		case key.Matches(k, p.c.Keys.Prompt.Cancel):
			return reply{close: true, do: said{statusInfo, p.cancelled}}, nil
		}
	}
	var cmd tea.Cmd
	p.input, cmd = p.input.Update(msg)
	return reply{}, cmd
}

// view draws the title and the reason field.
// The title is cut with … where the line ends; the field of a prompt
// whose ask left offers no decision (rt28k #12a: "asked by c", and "enter
// to approve" under "nothing is decided").
func (p *prompt) view(w, _ int, _ bool) []string {
	in := p.input
	if p.gone != nil && p.gone() {
		in.Placeholder = "nothing to decide: enter or esc closes"
	}
	return []string{common.Cut(p.title(w), w, p.c.Marks.More), in.View()}
}

// confirm asks before an action that writes something standing; the focus
// starts on the safe choice, Cancel, so enter alone changes nothing. The
// pattern editor's "Write this rule?" is one too, opened over the editor.
type confirm struct {
	c *common.Common
	// lines draws the title and the body for a width.
	lines func(w int) []string
	yes   string
	// then is what the desk does on yes; cancelled what the status line
	// says on Cancel.
	then      any
	cancelled string
	// onYes is the focused choice: false is Cancel.
	onYes bool
	// list, when set, is a list in the body that holds more than it
	// shows: Scroll moves it.
	list *scrollList
	// now, when set, says what yes is and does at this moment, in place
	// of yes and then: the bulk confirmation counts its asks live, as
	// they leave the queue under it.
	now func() (yes string, then any)
	// joined, when set, is when asks last joined the list under the
	// confirmation: yes waits the desk's grace from then, as a decision
	// key waits on a card that just came under the cursor, so that an
	// enter typed before they were drawn decides none of them (rt41k F1:
	// right enter sent as an ask arrived wrote it, under four eyes too).
	joined time.Time
}

// joinedNow marks the asks that joined the confirmation's list: the
// focus goes back to Cancel, and yes waits the grace (see joined).
func (d *confirm) joinedNow() {
	d.onYes = false
	d.joined = d.c.Now()
}

// waiting says yes still waits after asks joined the list, and for how
// long yet.
func (d *confirm) waiting() (time.Duration, bool) {
	if d.joined.IsZero() {
		return 0, false
	}
	left := d.joined.Add(d.c.Grace).Sub(d.c.Now())
	return left, left > 0
}

// scrollList is the window a confirmation shows on a list of n lines, at
// most shown at a time, from off. count, when set, is n now (the list
// shrinks as asks leave under it).
type scrollList struct {
	n, shown, off int
	count         func() int
}

// size is how many lines the list holds.
func (l *scrollList) size() int {
	if l.count != nil {
		return l.count()
	}
	return l.n
}

// scrolls says the list holds more than it shows.
func (l *scrollList) scrolls() bool { return l != nil && l.size() > l.shown }

// move scrolls by a line (j, k, ↑, ↓) or a page (pgup, pgdown), within
// the list's ends.
func (l *scrollList) move(k string) {
	step := 1
	if k == "pgup" || k == "pgdown" {
		step = max(l.shown, 1)
	}
	if k == "up" || k == "k" || k == "pgup" {
		step = -step
	}
	l.off = max(min(l.off+step, l.size()-l.shown), 0)
}

// window is the lines on screen, [from, to): from off, or fewer lines
// back when the list shrank under it.
func (l *scrollList) window() (from, to int) {
	n := l.size()
	from = max(min(l.off, n-l.shown), 0)
	return from, min(from+l.shown, n)
}

// newConfirm asks title (trusted text), explained by body (lines drawn
// already), with a yes button that does then.
func newConfirm(c *common.Common, title string, body []string, yes string, then any) *confirm {
	lines := func(int) []string { return append([]string{c.Styles.Title.Render(title)}, body...) }
	return &confirm{c: c, lines: lines, yes: yes, then: then, cancelled: "cancelled; nothing changed"}
}

func (d *confirm) place() place { return placeBottom }

func (d *confirm) keys() []key.Binding {
	if d.list.scrolls() {
		return append(d.c.Keys.Confirm.ShortHelp(), d.c.Keys.Confirm.Scroll)
	}
	return d.c.Keys.Confirm.ShortHelp()
}

func (d *confirm) setSize(int, int) {}

// update moves between the choices or closes the dialog.
func (d *confirm) update(msg tea.Msg) (reply, tea.Cmd) {
	k := d.c.Keys.Confirm
	kp, ok := msg.(tea.KeyPressMsg)
	switch {
	case !ok:
	case d.list.scrolls() && key.Matches(kp, k.Scroll):
		d.list.move(kp.String())
	case key.Matches(kp, k.Switch):
		// ← and → go to a side and stop there: a ← pressed to be sure of
		// Cancel never wraps round to the action. Only tab cycles.
		switch kp.String() {
		case "left", "h":
			d.onYes = false
		case "right", "l":
			d.onYes = true
		default:
			d.onYes = !d.onYes
		}
	case key.Matches(kp, k.Cancel), key.Matches(kp, k.Choose) && !d.onYes:
		return reply{close: true, do: said{statusInfo, d.cancelled}}, nil
	case key.Matches(kp, k.Choose):
		if _, wait := d.waiting(); wait {
			return reply{do: said{statusWarn, fmt.Sprintf("asks just joined this list: look before choosing %s (keys wait %s after they are drawn)",
				d.yes, d.c.Grace)}}, nil
		}
		if d.now != nil {
			_, then := d.now()
			return reply{close: true, do: then}, nil
		}
		return reply{close: true, do: d.then}, nil
	}
	return reply{}, nil
}

// view draws the dialog: title, body, and the two choices.
func (d *confirm) view(w, _ int, _ bool) []string {
	st := d.c.Styles
	out := d.lines(w)
	label := d.yes
	if d.now != nil {
		label, _ = d.now()
	}
	cancel, yes := "[ Cancel ]", "[ "+label+" ]"
	if d.onYes {
		yes = st.Selection.Render(d.c.Marks.Select + yes)
		cancel = " " + cancel
	} else {
		cancel = st.Selection.Render(d.c.Marks.Select + cancel)
		yes = " " + yes
	}
	return append(out, "", cancel+"   "+yes)
}
