package queue

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"ozdesk.dev/ozdesk/store"
)

// SweepResult counts what a sweep changed.
type SweepResult struct {
	// Expired and Abandoned count the asks marked so.
	Expired, Abandoned int
	// Rules counts the rules marked expired (past their end), and
	// Resolved the pending asks the policy decided once they were gone.
	Rules, Resolved int
	// Chunks counts the directories of chunks that no key referred to
	// which the fleet's sweep deleted ([store.Store.SweepChunks]), and
	// Markers the commit markers of brokers gone for long
	// ([store.Store.SweepMarkers]).
	Chunks, Markers int
	// Proposals counts the four-eyes cut proposals withdrawn as stale
	// (the trail moved past them).
	Proposals int
}

// Sweep marks pending asks past their deadline expired, those whose
// waiting process on this node is gone abandoned, and active rules past
// their end expired, each with its audit entry. A rule's expiry changes
// the policy as every other change does: the pending asks it then decides
// are resolved.
//
// A waiting process is gone when kill(pid, 0) finds no such process, or
// when the process with that number started at another time than the one
// recorded with the ask (/proc/PID/stat field 22, on Linux): pids are
// reused. In a fleet (an etcd
// store) the sweep of the whole store (other nodes' asks expiring, rules
// ending) is done by the one broker that leads it (store.Store.Leads);
// every broker still expires and abandons its own node's asks, so a node
// whose leader died goes on. The leader also abandons the pending asks of
// every node whose lease lapsed ([store.Store.KeepNode]): a node that
// died or lost the cluster leaves no ask waiting for its deadline. The store is read first
// and written only when something is to change, so a desk sweeping every
// few seconds does not wake every watcher.
func (s *Service) Sweep() (SweepResult, error) {
	res, _, err := s.sweepThenRead(nil)
	return res, err
}

// sweepThenRead is [Service.Sweep]; read, when not nil, runs in the read
// transaction that finds nothing to sweep (read reports that it ran),
// given the pending asks the sweep read when it read them all (nil
// else), so
// that a listing sweeps and reads in one transaction unless a sweep has
// something to write. read's error is returned as it is; a store not
// made yet is [store.ErrNoStore] when read is not nil.
func (s *Service) sweepThenRead(readTx func(tx *store.Tx, pending []store.Ask) error) (_ SweepResult, read bool, _ error) {
	if b := s.budgetFor(); b != nil {
		// the counts of the write budget's refusals in minutes over
		s.flushBudget(context.Background(), b, s.now())
	}
	// The commands refused while the store could not be reached, now
	// that it may be written again (kept for the next sweep if not).
	if _, err := s.flushOutage(context.Background()); err != nil {
		return SweepResult{}, false, wrapSweep(err)
	}
	var todo bool
	leads := s.st.Leads("sweep")
	var live map[string]bool
	if leads {
		// A node the cluster cannot tell about is taken for alive:
		// only a lease seen to be gone abandons a node's asks.
		if nodes, fleet, err := s.st.LiveNodes(); err == nil && fleet {
			live = nodes
		}
	}
	// The leader also deletes the chunks a broker that died mid-write
	// left behind, and the commit markers of brokers killed long ago.
	var chunks, markers int
	var chunkErr error
	if leads {
		var markerErr error
		chunks, chunkErr = s.st.SweepChunks()
		markers, markerErr = s.st.SweepMarkers()
		chunkErr = errors.Join(chunkErr, markerErr)
	}
	var readErr error
	err := s.st.View(func(tx *store.Tx) error {
		var err error
		var pending []store.Ask
		todo, pending, err = s.sweepTxRead(tx, nil, leads, live)
		if err != nil || todo || readTx == nil {
			return err
		}
		read, readErr = true, readTx(tx, pending)
		return nil
	})
	switch {
	case errors.Is(err, store.ErrNoStore) && readTx != nil:
		return SweepResult{}, false, err
	case errors.Is(err, store.ErrNoStore):
		return SweepResult{}, false, nil
	case readErr != nil:
		return SweepResult{Chunks: chunks, Markers: markers}, read, readErr
	case err != nil || !todo:
		return SweepResult{Chunks: chunks, Markers: markers}, read, wrapSweep(errors.Join(err, chunkErr))
	}
	var res SweepResult
	err = s.st.Update(func(tx *store.Tx) error {
		res = SweepResult{}
		_, err := s.sweepTx(tx, &res, leads, live)
		return err
	})
	if err != nil {
		return SweepResult{Chunks: chunks, Markers: markers}, false, wrapSweep(err)
	}
	res.Chunks, res.Markers = chunks, markers
	return res, false, wrapSweep(chunkErr)
}

func wrapSweep(err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("sweep: %w", err)
}

// sweepTx finds what a sweep changes; with res (in a write transaction)
// it changes it and counts. It reports whether anything is to change.
// live, when not nil, holds the nodes whose lease is held (in a fleet,
// read by the leader).
func (s *Service) sweepTx(tx *store.Tx, res *SweepResult, leads bool, live map[string]bool) (bool, error) {
	todo, _, err := s.sweepTxRead(tx, res, leads, live)
	return todo, err
}

// sweepTxRead is sweepTx, and the pending asks it read when they are all
// of them (leads), nil else: what a listing or the desk's changes read
// next in the same transaction, decoded once (fx65c).
func (s *Service) sweepTxRead(tx *store.Tx, res *SweepResult, leads bool, live map[string]bool) (bool, []store.Ask, error) {
	now := s.now()
	// A broker not leading the sweep ends only its own node's asks: it
	// reads them alone, from the node index, however many the fleet has.
	var asks []store.Ask
	var err error
	if leads {
		asks, err = tx.PendingAsks()
	} else {
		asks, err = tx.NodePendingAsks(s.node)
	}
	if err != nil {
		return false, nil, err
	}
	todo := false
	seen := NewAskerStatuses(s.node, s.pidNS) // each asker looked at once
	for _, a := range asks {
		state, kind, d := s.sweepAsk(a, leads, live, seen)
		if state == "" {
			continue
		}
		todo = true
		if res == nil {
			continue
		}
		if _, err := s.endTx(tx, a, state, kind, d); err != nil {
			return false, nil, err
		}
		if state == store.StateExpired {
			res.Expired++
		} else {
			res.Abandoned++
		}
	}
	rules, err := tx.Rules()
	if err != nil {
		return false, nil, err
	}
	// Rules edited around ozdesk are not expired: the store would refuse
	// the entry that vouches for them (store.ErrRulesUnvouched), failing
	// every sweep, and 'policy list' with it; evaluations fail closed on
	// them meanwhile, and a rule past its end decides nothing anyway.
	unvouched, err := rulesVouched(tx, rules)
	if err != nil {
		return false, nil, err
	}
	for _, r := range rules {
		if unvouched != "" || !leads || r.Status != store.StatusActive || r.End.IsZero() || now.Before(r.End) {
			continue
		}
		todo = true
		if res == nil {
			continue
		}
		r.Status = store.StatusExpired
		if err := tx.PutRule(r); err != nil {
			return false, nil, err
		}
		if err := s.audit(tx, store.KindRuleExpire, "ozdesk", ruleEvent{Rule: r}); err != nil {
			return false, nil, err
		}
		res.Rules++
	}
	if leads {
		stale, err := s.withdrawStaleCutsTx(tx, res)
		if err != nil {
			return false, nil, err
		}
		todo = todo || stale
	}
	if res != nil && res.Rules > 0 {
		resolved, err := s.resolveTx(tx, "")
		if err != nil {
			return false, nil, err
		}
		res.Resolved = len(resolved)
	}
	if !leads {
		asks = nil
	}
	return todo, asks, nil
}

// sweepAsk says how a sweep ends pending ask a: the state, audit kind and
// decision, or "" to leave it. An ask of another node whose lease is not
// in live (a node that died or lost the cluster) is abandoned. seen
// holds the askers this sweep looked at already.
func (s *Service) sweepAsk(a store.Ask, leads bool, live map[string]bool, seen *AskerStatuses) (string, string, store.Decision) {
	now := s.now()
	if !a.Deadline.IsZero() && !now.Before(a.Deadline) && (leads || a.Node == s.node) {
		return store.StateExpired, store.KindExpire, expiryDecision(a)
	}
	// A node without a lease is taken for dead only once its ask is
	// older than a lease lives: a broker just started may queue asks
	// before it has taken its lease (it takes it in its sweep loop).
	if live != nil && a.Node != "" && a.Node != s.node && !live[a.Node] && now.Sub(a.Created) >= s.st.NodeTTL() {
		why := nodeStoppedPrefix + a.Node + nodeStoppedSuffix
		return store.StateAbandoned, store.KindAbandon, store.Decision{By: "ozdesk", Outcome: store.OutcomeRefuse, Reason: why}
	}
	if s.askerStatusIn(seen, a) != AskerGone {
		return "", "", store.Decision{}
	}
	why := fmt.Sprintf("abandoned: the waiting process %d is gone", a.Pid)
	return store.StateAbandoned, store.KindAbandon, store.Decision{By: "ozdesk", Outcome: store.OutcomeRefuse, Reason: why}
}

// KeepNode keeps this node's lease in a fleet, saying the node is alive
// (see [store.Store.KeepNode]); the broker calls it as it starts and at
// every sweep. On a file store it does nothing.
func (s *Service) KeepNode() error {
	if err := s.st.KeepNode(s.node); err != nil {
		return fmt.Errorf("keep node %s alive: %w", s.node, err)
	}
	return nil
}

// LeaveNode gives up this node's lease in a fleet (see
// [store.Store.LeaveNode]): the node is shown gone, and its pending asks
// are abandoned by the fleet's sweep. On a file store it does nothing.
func (s *Service) LeaveNode() { s.st.LeaveNode() }

// The reason of an ask abandoned because its node's lease lapsed:
// "abandoned: node NAME stopped answering".
const (
	nodeStoppedPrefix = "abandoned: node "
	nodeStoppedSuffix = " stopped answering"
)

// AbandonedNode returns the node whose lease lapsed when e is the audit
// entry of an ask abandoned for it (see [Service.Sweep]), else "".
func AbandonedNode(e store.AuditEntry) string {
	if e.Kind != store.KindAbandon {
		return ""
	}
	var ev askEvent
	if json.Unmarshal(e.Data, &ev) != nil {
		return ""
	}
	rest, ok := strings.CutPrefix(ev.Reason, nodeStoppedPrefix)
	if !ok {
		return ""
	}
	node, ok := strings.CutSuffix(rest, nodeStoppedSuffix)
	if !ok {
		return ""
	}
	return node
}
