package tui

import (
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/queue"
)

// auditKeep is how many audit entries the desk holds for the audit view:
// the newest, read incrementally.
const auditKeep = queue.ChangesAuditKeep

// changesMsg carries what changed in the store (queue.Changes), or the
// error that kept it from loading.
type changesMsg struct {
	ch  *queue.Changes
	err error
}

// loadChanges reads, in the background, what changed in the store after
// the audit entry afterSeq (everything when full or afterSeq is 0): the
// queue service works it out, the desk shows it.
func loadChanges(svc queue.API, afterSeq uint64, full bool) tea.Cmd {
	return func() tea.Msg {
		ch, err := svc.Changes(afterSeq, full)
		return changesMsg{ch: ch, err: err}
	}
}

// sweepLoad sweeps the queue and reads what changed after the audit
// entry afterSeq, in the background, as the desk does when it starts:
// one read of the pending asks serves both (queue.Service.SweepChanges),
// whose messages are those of loadChanges and sweep.
func sweepLoad(svc queue.API, afterSeq uint64, full bool) tea.Cmd {
	return func() tea.Msg {
		sc, err := svc.SweepChanges(afterSeq, full)
		return tea.BatchMsg{
			func() tea.Msg { return changesMsg{ch: sc.Changes, err: err} },
			func() tea.Msg { return sweptMsg{res: sc.Swept, err: sc.SweepErr} },
		}
	}
}
