package tui

import (
	"errors"
	"fmt"
	"time"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/store"
)

// auditKeep is how many audit entries the desk holds for the audit view:
// the newest, read incrementally.
const auditKeep = 2000

// snapshot is what one read of the store gives the desk: everything the
// panes show, read in one transaction so it is consistent.
type snapshot struct {
	// asks are the pending asks, oldest first.
	asks     []store.Ask
	rules    []store.Rule
	settings store.Settings
	egress   []string
	// audit are the audit entries after the seq the load was asked for.
	audit []store.AuditEntry
	// gone marks the pending asks whose waiting process on this node has
	// exited.
	gone map[string]bool
	// fresh reports that the store does not exist yet.
	fresh bool
	at    time.Time
}

// snapshotMsg carries a snapshot, or the error that kept it from loading.
type snapshotMsg struct {
	snap *snapshot
	err  error
}

// loadSnapshot reads the store once: pending asks, rules, settings,
// egress list, and the audit entries after afterSeq (at most the newest
// auditKeep). A store not made yet is an empty desk, not an error.
func loadSnapshot(st *store.Store, node string, afterSeq uint64, now func() time.Time) tea.Cmd {
	return func() tea.Msg {
		snap, err := readSnapshot(st, node, afterSeq)
		if snap != nil {
			snap.at = now()
		}
		return snapshotMsg{snap: snap, err: err}
	}
}

func readSnapshot(st *store.Store, node string, afterSeq uint64) (*snapshot, error) {
	snap := &snapshot{settings: store.DefaultSettings()}
	err := st.View(func(tx *store.Tx) error {
		var err error
		if snap.asks, err = tx.PendingAsks(); err != nil {
			return fmt.Errorf("read pending asks: %w", err)
		}
		if snap.rules, err = tx.Rules(); err != nil {
			return fmt.Errorf("read rules: %w", err)
		}
		if snap.settings, err = tx.Settings(); err != nil {
			return fmt.Errorf("read settings: %w", err)
		}
		hosts, err := tx.Egress()
		if err != nil {
			return fmt.Errorf("read egress list: %w", err)
		}
		for _, h := range hosts {
			snap.egress = append(snap.egress, h.Host)
		}
		info, err := tx.Info()
		if err != nil {
			return fmt.Errorf("read store info: %w", err)
		}
		if head := info.Audit.Seq; head > afterSeq+auditKeep {
			afterSeq = head - auditKeep
		}
		if snap.audit, err = tx.AuditSince(afterSeq, auditKeep); err != nil {
			return fmt.Errorf("read audit trail: %w", err)
		}
		return nil
	})
	if errors.Is(err, store.ErrNoStore) {
		snap.fresh = true
		return snap, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read store %s: %w", st.Path(), err)
	}
	snap.gone = goneAsks(snap.asks, node)
	return snap, nil
}

// goneAsks finds the pending asks on this node whose waiting process has
// exited: nobody is left to receive their answer.
func goneAsks(asks []store.Ask, node string) map[string]bool {
	var gone map[string]bool
	for _, a := range asks {
		if a.Pid <= 0 || a.Node != node || processAlive(a.Pid) {
			continue
		}
		if gone == nil {
			gone = map[string]bool{}
		}
		gone[a.ID] = true
	}
	return gone
}
