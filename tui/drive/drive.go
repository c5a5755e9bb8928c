// Package drive runs the desk's model without a terminal, for golden
// screens, pictures and benchmarks: messages go to Update, the commands it
// returns run to completion and their messages go back in, and the screen
// is read through a terminal emulator (package vtscreen).
package drive

import (
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/tui"
	"ozdesk.dev/ozdesk/tui/vtscreen"
)

// Desk is a desk model being driven.
type Desk struct {
	// Model is the desk's root model.
	Model *tui.Model
	w, h  int
	// Quit reports that the desk asked to quit.
	Quit bool
}

// New builds the desk for cfg (cfg.Now should be a fixed clock: the desk
// then waits on no timer) and runs its start-up: the first read of the
// store.
func New(cfg tui.Config) (*Desk, error) {
	m, err := tui.NewModel(cfg)
	if err != nil {
		return nil, err
	}
	d := &Desk{Model: m, w: cfg.Width, h: cfg.Height}
	d.run(m.Init())
	return d, nil
}

// Send gives the model messages, running what they start.
func (d *Desk) Send(msgs ...tea.Msg) {
	for _, msg := range msgs {
		if _, ok := msg.(tea.QuitMsg); ok {
			d.Quit = true
			continue
		}
		if ws, ok := msg.(tea.WindowSizeMsg); ok {
			d.w, d.h = ws.Width, ws.Height
		}
		_, cmd := d.Model.Update(msg)
		d.run(cmd)
	}
}

// run runs a command and feeds back what it says; a batch runs each of
// its commands.
func (d *Desk) run(cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	switch msg := cmd().(type) {
	case nil:
	case tea.BatchMsg:
		for _, c := range msg {
			d.run(c)
		}
	default:
		d.Send(msg)
	}
}

// Keys presses keys, each written as tea.KeyPressMsg.String spells it
// ("j", "enter", "shift+tab", "A"); a longer word that names no key is
// typed rune by rune.
func (d *Desk) Keys(keys ...string) {
	for _, k := range keys {
		for _, msg := range KeyMsgs(k) {
			d.Send(msg)
		}
	}
}

// Reload tells the desk the store changed, as its watch would.
func (d *Desk) Reload() { d.Send(tui.StoreChangedMsg{}) }

// Screen renders the desk's frame through a terminal emulator; Close it.
func (d *Desk) Screen() *vtscreen.Screen {
	return vtscreen.Render(d.Model.Screen(), d.w, d.h)
}

// Text is what a terminal shows of the desk now.
func (d *Desk) Text() string {
	s := d.Screen()
	defer s.Close()
	return s.Text()
}
