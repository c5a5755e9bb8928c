package tui

import (
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/queue"
)

// procRef is what telling whether an ask's harness is gone needs.
type procRef struct {
	id   string
	pid  int
	node string
}

// goneMsg carries the asks whose waiting process on this node has exited.
type goneMsg struct{ gone map[string]bool }

// checkGone tells, in the background, which asks' waiting processes on
// this node have exited: nobody is left to receive their answer.
func checkGone(refs []procRef, node string) tea.Cmd {
	if len(refs) == 0 {
		return nil
	}
	return func() tea.Msg {
		gone := map[string]bool{}
		for _, r := range refs {
			if r.pid > 0 && r.node == node && queue.ProcessGone(r.pid, 0) {
				gone[r.id] = true
			}
		}
		return goneMsg{gone: gone}
	}
}
