package tui

import (
	"encoding/json"
	"errors"
	"fmt"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/store"
)

// auditKeep is how many audit entries the desk holds for the audit view:
// the newest, read incrementally.
const auditKeep = 2000

// fullAfter is how many audit entries since the last read make a full
// read of the pending asks cheaper than following the entries.
const fullAfter = 5000

// snapshot is what one read of the store gives the desk, read in one
// transaction so it is consistent. The first read, and any read that
// cannot follow the audit trail, is full: every pending ask. Later reads
// follow the audit trail from the last entry seen: the asks that became
// pending, and the IDs of those that left; so a store change costs the
// desk what changed, not the length of the queue.
type snapshot struct {
	full bool
	// asks are every pending ask (full), or the asks that became pending,
	// oldest first; their recorded evaluations are not kept (a card reads
	// its ask again).
	asks []store.Ask
	// left are the asks no longer pending (not full).
	left  []string
	rules []store.Rule
	// proposals are the changes four eyes holds that wait, oldest first.
	proposals []store.Proposal
	settings  store.Settings
	egress    []string
	// audit are the entries after the seq the read started from (at most
	// the newest auditKeep); head is the last entry's seq.
	audit []store.AuditEntry
	head  uint64
	// fresh reports that the store does not exist yet.
	fresh bool
}

// snapshotMsg carries a snapshot, or the error that kept it from loading.
type snapshotMsg struct {
	snap *snapshot
	err  error
}

// loadSnapshot reads the store in the background: everything (full, or
// afterSeq 0), or what the audit trail says changed after afterSeq.
func loadSnapshot(st *store.Store, afterSeq uint64, full bool) tea.Cmd {
	return func() tea.Msg {
		snap, err := readSnapshot(st, afterSeq, full)
		return snapshotMsg{snap: snap, err: err}
	}
}

func readSnapshot(st *store.Store, afterSeq uint64, full bool) (*snapshot, error) {
	snap := &snapshot{settings: store.DefaultSettings(), full: full || afterSeq == 0}
	err := st.View(func(tx *store.Tx) error {
		if err := readPolicy(tx, snap); err != nil {
			return err
		}
		info, err := tx.Info()
		if err != nil {
			return fmt.Errorf("read store info: %w", err)
		}
		snap.head = info.Audit.Seq
		if snap.head < afterSeq || snap.head-afterSeq > fullAfter {
			snap.full = true
		}
		from := afterSeq
		if snap.full && snap.head > auditKeep && from < snap.head-auditKeep {
			from = snap.head - auditKeep
		}
		if snap.audit, err = tx.AuditSince(from, 0); err != nil {
			return fmt.Errorf("read audit trail: %w", err)
		}
		if !snap.full && !followed(snap.audit, afterSeq, snap.head) {
			snap.full = true
		}
		if snap.full {
			snap.asks, err = tx.PendingAsks()
			if err != nil {
				return fmt.Errorf("read pending asks: %w", err)
			}
		} else if err := readChanges(tx, snap); err != nil {
			return err
		}
		if len(snap.audit) > auditKeep {
			snap.audit = snap.audit[len(snap.audit)-auditKeep:]
		}
		return nil
	})
	if errors.Is(err, store.ErrNoStore) {
		return &snapshot{settings: store.DefaultSettings(), full: true, fresh: true}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read store %s: %w", st.Path(), err)
	}
	for i := range snap.asks {
		snap.asks[i].Verdict = nil
	}
	return snap, nil
}

// readPolicy reads the rules, the proposals that wait, the settings and
// the egress list.
func readPolicy(tx *store.Tx, snap *snapshot) error {
	var err error
	if snap.rules, err = tx.Rules(); err != nil {
		return fmt.Errorf("read rules: %w", err)
	}
	props, err := tx.Proposals()
	if err != nil {
		return fmt.Errorf("read proposals: %w", err)
	}
	for _, p := range props {
		if p.Pending() {
			snap.proposals = append(snap.proposals, p)
		}
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
	return nil
}

// followed reports whether entries are exactly those after afterSeq up to
// head, with no gap: then they tell every change.
func followed(entries []store.AuditEntry, afterSeq, head uint64) bool {
	want := afterSeq + 1
	for _, e := range entries {
		if e.Seq != want {
			return false
		}
		want++
	}
	return want == head+1
}

// readChanges reads, from the audit entries, which asks became pending and
// which left the queue.
func readChanges(tx *store.Tx, snap *snapshot) error {
	added := map[string]bool{}
	for _, e := range snap.audit {
		var p struct {
			Ask string `json:"ask"`
		}
		switch e.Kind {
		case store.KindAsk, store.KindDecide, store.KindResolve, store.KindExpire, store.KindWithdraw, store.KindAbandon:
		default:
			continue
		}
		if json.Unmarshal(e.Data, &p) != nil || p.Ask == "" {
			continue
		}
		if e.Kind == store.KindAsk {
			added[p.Ask] = true
		} else {
			delete(added, p.Ask)
			snap.left = append(snap.left, p.Ask)
		}
	}
	for _, e := range snap.audit {
		var p struct {
			Ask string `json:"ask"`
		}
		if e.Kind != store.KindAsk || json.Unmarshal(e.Data, &p) != nil || !added[p.Ask] {
			continue
		}
		a, err := tx.GetAsk(p.Ask)
		if err != nil {
			return fmt.Errorf("read ask %s: %w", p.Ask, err)
		}
		if a.Pending() {
			snap.asks = append(snap.asks, a)
		}
	}
	return nil
}

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
			if r.pid > 0 && r.node == node && !processAlive(r.pid) {
				gone[r.id] = true
			}
		}
		return goneMsg{gone: gone}
	}
}
