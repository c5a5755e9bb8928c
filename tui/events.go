package tui

import (
	"time"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/queue"
)

// Everything that happens outside the keyboard reaches the desk as one of
// these messages, through commands that wait for it and are re-armed by
// the root after each message: store changes (store.Watch), the clock,
// and the answers of the queue service.

// StoreChangedMsg tells the desk the store changed (some process
// committed): it reads the store again. The store watch sends it; tests
// and drivers send it after changing the store themselves.
type StoreChangedMsg struct{}

// watchClosedMsg says the watch ended (its context is done).
type watchClosedMsg struct{}

// tickMsg is the clock: ages and deadlines move on.
type tickMsg time.Time

// graceEndMsg ends the grace period of the card with the ask ID.
type graceEndMsg struct{ id string }

// tickEvery is how often ages and deadlines are redrawn.
const tickEvery = time.Second

// waitChange waits for the next signal of a store watch.
func waitChange(ch <-chan struct{}) tea.Cmd {
	if ch == nil {
		return nil
	}
	return func() tea.Msg {
		if _, ok := <-ch; !ok {
			return watchClosedMsg{}
		}
		return StoreChangedMsg{}
	}
}

// tick waits for the next redraw of ages, when the desk runs on a real
// clock.
func tick(on bool) tea.Cmd {
	if !on {
		return nil
	}
	return tea.Tick(tickEvery, func(t time.Time) tea.Msg { return tickMsg(t) })
}

// graceEnd redraws the card when its grace period is over.
func graceEnd(id string, d time.Duration, on bool) tea.Cmd {
	if !on || d <= 0 {
		return nil
	}
	return tea.Tick(d, func(time.Time) tea.Msg { return graceEndMsg{id: id} })
}

// sweepEvery is how often the desk asks the queue to expire asks past
// their deadline and abandon those whose harness is gone.
const sweepEvery = 15 * time.Second

// sweepDueMsg says it is time to sweep; sweptMsg says what the sweep did.
type sweepDueMsg struct{}

type sweptMsg struct {
	res queue.SweepResult
	err error
}

// sweepLater waits for the next sweep, when the desk runs on a real clock.
func sweepLater(on bool) tea.Cmd {
	if !on {
		return nil
	}
	return tea.Tick(sweepEvery, func(time.Time) tea.Msg { return sweepDueMsg{} })
}

// sweep runs the queue's sweep in the background.
func sweep(svc *queue.Service) tea.Cmd {
	return func() tea.Msg {
		res, err := svc.Sweep()
		return sweptMsg{res: res, err: err}
	}
}
