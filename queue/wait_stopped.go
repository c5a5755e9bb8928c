package queue

import (
	"errors"

	"ozdesk.dev/ozdesk/store"
)

// ErrBrokerStopped, as the cause of a wait's context
// (context.WithCancelCause), ends [Service.Wait] with its ask abandoned
// for the broker's stop, by ozdesk: the asker did not stop waiting, the
// broker it waited through stopped under it (rt18g 5).
var ErrBrokerStopped = errors.New("the broker stopped")

// BrokerStoppedReason is the reason of an ask abandoned because the
// broker it waited through stopped: "abandoned: the broker on node NAME
// stopped", or "abandoned: the broker stopped" for a store without nodes.
func BrokerStoppedReason(node string) string {
	if node == "" {
		return store.StateAbandoned + ": the broker stopped"
	}
	return store.StateAbandoned + ": the broker on node " + node + " stopped"
}

// stopped abandons a's ask for the broker's stop, by compare-and-set, and
// answers refuse; an ask decided meanwhile gives its decision.
func (s *Service) stopped(a *Answer, cause error) (*Answer, error) {
	why := BrokerStoppedReason(s.node)
	cur, err := s.end(a.Ask.ID, store.StateAbandoned, store.KindAbandon,
		store.Decision{By: "ozdesk", Outcome: store.OutcomeRefuse, Reason: why})
	var de *DecidedError
	switch {
	case err == nil:
		return answerOf(a, cur), cause
	case errors.As(err, &de):
		return answerOf(a, endedAs(*a.Ask, de)), nil
	}
	return s.refuseUnavailable(a, why, err), cause
}
