package tui

import (
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/queue"
)

// procRef is what telling whether an ask's harness is gone needs: its
// waiting process as the queue names it (pid, start time, pid
// namespace, node).
type procRef struct {
	id   string
	proc queue.AskerProc
}

// goneMsg carries the asks whose waiting process on this node has
// exited (nobody is left to receive their answer) and those whose
// process is stopped (it receives its answer only once continued).
type goneMsg struct{ gone, stopped map[string]bool }

// checkGone tells, in the background, which asks' waiting processes on
// this node have exited or are stopped, by the queue's rules
// (queue.AskerProc.Status: a pid numbered in another pid namespace than
// ns, or a number taken again by a later process, is not the asker).
func checkGone(refs []procRef, node string, ns uint64) tea.Cmd {
	if len(refs) == 0 {
		return nil
	}
	return func() tea.Msg {
		msg := goneMsg{gone: map[string]bool{}, stopped: map[string]bool{}}
		seen := queue.NewAskerStatuses(node, ns) // each process looked at once
		for _, r := range refs {
			switch seen.Of(r.proc) {
			case queue.AskerGone:
				msg.gone[r.id] = true
			case queue.AskerStopped:
				msg.stopped[r.id] = true
			}
		}
		return msg
	}
}
