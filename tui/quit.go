package tui

import (
	"errors"
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
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
// their undo window (the last frame is blank, so this is written after
// the desk's screen is gone); "" when there were none. Those the operator
// chose to send at the quit question were applied, or refused, and why;
// those the desk held when it ended without the operator's word (a
// signal, a hangup) were not applied, and their asks still wait.
func (m *Model) quitNotice() string {
	early, dropped := m.holds.closed()
	var b strings.Builder
	var applied, refused []string
	for _, s := range early {
		words := heldWords(s.d, m.c.Marks)
		if why := settledRefusal(s.msg); why != "" {
			refused = append(refused, words+": "+why)
			continue
		}
		applied = append(applied, words)
	}
	if n := len(applied); n > 0 {
		lead := fmt.Sprintf("ozdesk: %d decisions still in their undo window were applied as the desk closed: ", n)
		if n == 1 {
			lead = "ozdesk: 1 decision still in its undo window was applied as the desk closed: "
		}
		b.WriteString(lead + strings.Join(applied, "; ") + "\n")
	}
	if n := len(refused); n > 0 {
		lead := fmt.Sprintf("ozdesk: %d decisions sent from their undo window as the desk closed were refused, nothing changed: ", n)
		if n == 1 {
			lead = "ozdesk: 1 decision sent from its undo window as the desk closed was refused, nothing changed: "
		}
		b.WriteString(lead + strings.Join(refused, "; ") + "\n")
	}
	if n := len(dropped); n > 0 {
		words := make([]string, 0, n)
		for _, d := range dropped {
			words = append(words, heldWords(d, m.c.Marks))
		}
		lead := fmt.Sprintf("ozdesk: the desk ended without your word (a signal or a lost terminal) while %d decisions were in their undo window: none was applied, their asks still wait: ", n)
		if n == 1 {
			lead = "ozdesk: the desk ended without your word (a signal or a lost terminal) while 1 decision was in its undo window: it was not applied, its ask still waits: "
		}
		b.WriteString(lead + strings.Join(words, "; ") + "\n")
	}
	return b.String()
}

// settledRefusal says why the queue refused a decision sent as the desk
// closed (a sentMsg or a ruleWrittenMsg), or "" when it was applied.
func settledRefusal(msg tea.Msg) string {
	var errs []error
	switch msg := msg.(type) {
	case ruleWrittenMsg:
		errs = append(errs, msg.err)
	case approveSentMsg:
		errs = append(errs, msg.err)
	case moveSentMsg:
		errs = append(errs, msg.err)
	case proposalSentMsg:
		errs = append(errs, msg.err)
	case sentMsg:
		for _, s := range msg.sent {
			errs = append(errs, s.err)
		}
	}
	var why []string
	for _, err := range errs {
		var rails *queue.RailsError
		var lost *queue.DecidedError
		switch {
		case err == nil:
		case errors.As(err, &rails):
			var names []string
			for _, r := range rails.Rails {
				names = append(names, string(r.Rail))
			}
			why = append(why, "the guard rails refused the rule ("+strings.Join(names, ", ")+")")
		case errors.As(err, &lost):
			why = append(why, fmt.Sprintf("ask %s was already %s by %s", queue.ShortID(lost.ID), lost.State, cards.Escape(lost.By)))
		default:
			why = append(why, cards.Escape(err.Error()))
		}
	}
	return strings.Join(why, "; ")
}

// refusedErr is why a decision the operator chose to send at the quit
// question was refused by the queue (an ask someone else decided first,
// the guard rails), or nil: the desk ends with it, so that its exit
// status says the last decision did not hold (rt14k #12: it exited 0).
func (m *Model) refusedErr() error {
	early, _ := m.holds.closed()
	var errs []error
	n := 0
	for _, s := range early {
		e := settledErr(s.msg)
		if e != nil {
			n++
			errs = append(errs, e)
		}
	}
	if n == 0 {
		return nil
	}
	return fmt.Errorf("%s sent as the desk closed refused: %w", plural(n, "decision"), errors.Join(errs...))
}

// settledErr is the first error the queue answered a decision sent as the
// desk closed with (a sentMsg or a ruleWrittenMsg), or nil.
func settledErr(msg tea.Msg) error {
	switch msg := msg.(type) {
	case ruleWrittenMsg:
		return msg.err
	case approveSentMsg:
		return msg.err
	case moveSentMsg:
		return msg.err
	case proposalSentMsg:
		return msg.err
	case sentMsg:
		for _, s := range msg.sent {
			if s.err != nil {
				return s.err
			}
		}
	}
	return nil
}
