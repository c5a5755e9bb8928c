package tui

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/tui/common"
)

// quitHeld is the question q (or ctrl+c) asks while decisions wait out
// their undo window (rt9c F8): quitting used to send them at once, so an
// a then q lost the window the operator was promised. s sends them and
// quits, u takes them back and quits (their asks still wait), esc stays
// (the window runs on from where it stood); ctrl+c again sends and quits,
// so two ctrl+c always leave. While it is open the undo window stands
// still (rt11 #1): the question is answered, never overtaken.
type quitHeld struct {
	c *common.Common
	// words says what is held, count how many decisions: read when drawn,
	// since the window runs on under the question.
	words func() string
	count func() int
	k     common.QuitHeldKeys
	// empty says nothing is held any more (decided elsewhere, or sent
	// before its ask expired): the question then offers to send nothing,
	// and the keys that would have answered it quit (rt22k #9: it closed
	// by itself, and the s or u meant for it reached the queue).
	empty bool
	// why says what became of the decisions held, once the status line
	// said it: the question names it itself, since the status line
	// clears while it stays open (rt28k #1: "said below", with nothing
	// below).
	why string
}

// quitHeldAct is what the quit question answers: send (true) or take
// back (false) what is held, then quit.
type quitHeldAct struct{ send bool }

func newQuitHeld(c *common.Common, count func() int, words func() string) *quitHeld {
	return &quitHeld{c: c, count: count, words: words, k: c.Keys.QuitHeld}
}

func (q *quitHeld) place() place { return placeBottom }

func (q *quitHeld) keys() []key.Binding {
	if q.empty {
		return []key.Binding{q.k.Quit, q.k.Stay}
	}
	return []key.Binding{q.k.Send, q.k.Back, q.k.Stay}
}

func (q *quitHeld) setSize(int, int) {}

func (q *quitHeld) update(msg tea.Msg) (reply, tea.Cmd) {
	kp, ok := msg.(tea.KeyPressMsg)
	switch {
	case !ok:
	case q.empty && key.Matches(kp, q.k.Quit):
		return reply{close: true, do: quitHeldAct{}}, nil
	case q.empty && key.Matches(kp, q.k.Stay):
		return reply{close: true, do: said{statusInfo, "stayed"}}, nil
	case q.empty:
	case key.Matches(kp, q.k.Send):
		return reply{close: true, do: quitHeldAct{send: true}}, nil
	case key.Matches(kp, q.k.Back):
		return reply{close: true, do: quitHeldAct{}}, nil
	case key.Matches(kp, q.k.Stay):
		return reply{close: true, do: said{statusInfo, "stayed: the undo window runs on"}}, nil
	}
	return reply{}, nil
}

// view asks, and names the newest decision held; the footer shows the
// keys that answer.
func (q *quitHeld) view(w, _ int, _ bool) []string {
	st := q.c.Styles
	if q.empty {
		title := st.Title.Render(common.Fit("Quit? nothing is held any more: nothing to send or take back", w))
		if q.why != "" {
			return []string{title, " " + cards.WordsLine(q.why, max(w-1, 1), st),
				" " + common.Fit("enter, s or u quits, esc stays", max(w-1, 1))}
		}
		return []string{title, " " + common.Fit("what became of it is said below; enter, s or u quits, esc stays", max(w-1, 1))}
	}
	title := "Quit? 1 decision is still in its undo window, paused while you answer:"
	if n := q.count(); n > 1 {
		title = "Quit? " + plural(n, "decision") + " are still in their undo window, paused; the newest:"
	}
	// the held words quote an agent's command: drawn safe
	return []string{st.Title.Render(common.Fit(title, w)), " " + cards.WordsLine(q.words(), max(w-1, 1), st)}
}

// quitKey is q or ctrl+c outside a dialog: quit, or, while decisions wait
// out their undo window, ask first.
func (m *Model) quitKey() tea.Cmd {
	if m.holds.count() == 0 {
		return m.quit()
	}
	hs, mk := &m.holds, m.c.Marks
	m.dialogs.push(newQuitHeld(m.c, hs.count, func() string {
		if d := hs.last(); d != nil {
			return heldWords(d, mk)
		}
		return ""
	}))
	return nil
}

// quitHeldSays gives an open quit question what became of a decision it
// held (the words the status line says of it).
func (m *Model) quitHeldSays(text string) {
	for _, d := range m.dialogs.ds {
		if q, ok := d.(*quitHeld); ok {
			q.why = text
		}
	}
}

// quitHeldAnswer sends what is held and quits, or takes it all back and
// quits.
func (m *Model) quitHeldAnswer(a quitHeldAct) tea.Cmd {
	if !a.send {
		for m.holds.undo() != nil {
		}
	}
	return m.quit()
}

// pauseForQuit stands the undo windows still while the quit question is
// open, and runs them on from where they stood once it closes, however it
// closes. A question left with nothing to ask about (its decisions were
// sent before their asks expired, or dropped as their asks left) offers
// to send nothing (rt16k #6) and stays open, saying so: the operator asked
// to quit, and the s or u about to be pressed quits, instead of landing on
// the queue under a question that closed by itself (rt22k #9). The status
// line says what became of the decisions.
func (m *Model) pauseForQuit() {
	for _, d := range m.dialogs.ds {
		if q, ok := d.(*quitHeld); ok {
			if m.holds.count() == 0 && m.holds.inFlight() == 0 {
				q.empty = true
				m.holds.resume(m.c.Now())
				return
			}
			m.holds.pause(m.c.Now())
			return
		}
	}
	m.holds.resume(m.c.Now())
}
