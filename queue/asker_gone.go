package queue

import (
	"fmt"
	"strings"

	"ozdesk.dev/ozdesk/store"
)

// agentGonePrefix begins the reason of an ask withdrawn because its
// asker, a process on this node, was gone when an operator decided it:
// "withdrawn: its agent is gone (process 812 ended before the decision)".
const agentGonePrefix = store.StateWithdrawn + ": its agent is gone"

// AgentGoneWhy returns why an ask was withdrawn for its gone asker
// ("its agent is gone (process 812 ended before the decision)") when
// reason is such a withdrawal's, else false.
func AgentGoneWhy(reason string) (string, bool) {
	if !strings.HasPrefix(reason, agentGonePrefix) {
		return "", false
	}
	return strings.TrimPrefix(reason, store.StateWithdrawn+": "), true
}

// ProcessGone reports whether process pid, started at start (0 when not
// known), no longer runs on this node: it exited, is a zombie, or its
// number names a later process. The desk's check of the askers it lists
// is this one ([processGone]).
func ProcessGone(pid int, start uint64) bool { return processGone(pid, start) }

// askerGone reports whether pending ask a's waiting process, on this
// node, is gone: it exited, is a zombie, or its number now names a
// process started at another time than the one recorded with the ask
// (see [processGone]). An ask of another node, or without a process, is
// never taken for gone here; nor one whose pid was numbered in another
// pid namespace than this process's (rt47k #1, #2: an asker started
// under `unshare -p -f` recorded pid 1, so a live one was abandoned
// within seconds by a sweep on the host, and a killed one approved).
func (s *Service) askerGone(a store.Ask) bool {
	return s.askerStatus(a) == AskerGone
}

// dropForGoneTx is what an operator's decision on pending ask a does
// when its asker is gone (M1, rt46k: in direct mode an approval given a
// moment after the asker was killed was recorded "approved", though
// nothing received it): the ask is recorded withdrawn, "its agent is
// gone", inside tx, and the decision is answered with the
// [*DecidedError] of that withdrawal. ok is false, and nothing written,
// while the asker runs. The transaction is to be committed: the error
// is the answer, not a failure.
func (s *Service) dropForGoneTx(tx *store.Tx, a store.Ask) (ended store.Ask, answer error, ok bool, err error) {
	if !a.Pending() || !s.askerGone(a) {
		return store.Ask{}, nil, false, nil
	}
	d := store.Decision{By: a.Agent, Outcome: store.OutcomeRefuse,
		Reason: fmt.Sprintf("%s (process %d ended before the decision)", agentGonePrefix, a.Pid)}
	ended, err = s.endTx(tx, a, store.StateWithdrawn, store.KindWithdraw, d)
	if err != nil {
		return store.Ask{}, nil, false, err
	}
	return ended, decidedError(ended), true, nil
}

// dropForGone records pending ask id withdrawn for its gone asker (see
// [Service.dropForGoneTx]) in a write transaction of its own, and
// returns the [*DecidedError] a decision on it is answered with (or the
// ask's own, when it left meanwhile).
func (s *Service) dropForGone(id string) error {
	var answer error
	err := s.st.Update(func(tx *store.Tx) error {
		answer = nil
		a, err := tx.GetAsk(id)
		if err != nil {
			return err
		}
		if !a.Pending() {
			answer = decidedError(a)
			return nil
		}
		_, answer, _, err = s.dropForGoneTx(tx, a)
		return err
	})
	if err != nil {
		return fmt.Errorf("withdraw ask %s, whose agent is gone: %w", ShortID(id), err)
	}
	if answer == nil {
		// it came back (a pid taken again since): nothing decided
		return fmt.Errorf("write rule: ask %s changed while it was read: try again", ShortID(id))
	}
	return answer
}
