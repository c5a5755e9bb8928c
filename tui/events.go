package tui

import (
	"context"
	"time"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/queue"
)

// Everything that happens outside the keyboard reaches the desk as one of
// these messages, through commands that wait for it and are re-armed by
// the root after each message: store changes (queue.Service.WaitChange),
// the clock, and the answers of the queue service.

// StoreChangedMsg tells the desk the store changed (some process
// committed): it reads what changed. Tests and drivers send it after
// changing the store themselves; a running desk learns of changes by
// waiting on the queue service (headMovedMsg).
type StoreChangedMsg struct{}

// headMovedMsg says the audit trail's head moved to seq (some process
// changed the store), or that waiting for it failed.
type headMovedMsg struct {
	seq uint64
	err error
}

// rewatchMsg says it is time to wait for changes again after waiting
// failed.
type rewatchMsg struct{}

// tickMsg is the clock: ages and deadlines move on.
type tickMsg time.Time

// graceEndMsg ends the grace period of the card with the ask ID.
type graceEndMsg struct{ id string }

// tickEvery is how often ages and deadlines are redrawn.
const tickEvery = time.Second

// rewatchAfter is how long the desk waits before waiting for changes
// again, when waiting failed.
const rewatchAfter = time.Second

// waitHead waits until the store's audit head is another than afterSeq,
// while ctx lasts (a nil ctx: nothing waits).
func waitHead(ctx context.Context, svc queue.Watcher, afterSeq uint64) tea.Cmd {
	if ctx == nil {
		return nil
	}
	return func() tea.Msg {
		seq, err := svc.WaitChange(ctx, afterSeq)
		return headMovedMsg{seq: seq, err: err}
	}
}

// rewatch waits a moment before waiting for changes again.
func rewatch() tea.Cmd {
	return tea.Tick(rewatchAfter, func(time.Time) tea.Msg { return rewatchMsg{} })
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
func sweep(svc queue.API) tea.Cmd {
	return func() tea.Msg {
		res, err := svc.Sweep()
		return sweptMsg{res: res, err: err}
	}
}
