package queue

import (
	"errors"

	"ozdesk.dev/ozdesk/store"
)

// ErrParentGone, as the cause of a wait's context
// (context.WithCancelCause), ends [Service.Wait] with its ask withdrawn
// because the process that started the asker ended (rt47k M1 variant:
// the harness was killed, its `ozdesk ask` child, reparented, lived on
// and received an approval nothing would act on, recorded "approved").
// The asker's exit status is read by its parent alone: with the parent
// gone, nothing will run the command whatever is decided.
var ErrParentGone = errors.New("its agent is gone: the process that started it ended")

// ParentGoneReason is the reason of an ask withdrawn for [ErrParentGone]:
// one of an agent gone, as [AgentGoneWhy] reads it.
const ParentGoneReason = agentGonePrefix + ": the process that started it ended"

// parentGone withdraws a's ask for its asker's parent's end, by
// compare-and-set, and answers refuse; an ask decided meanwhile gives
// its decision.
func (s *Service) parentGone(a *Answer, cause error) (*Answer, error) {
	return s.endWait(a, cause, ParentGoneReason, func() (store.Ask, error) {
		return s.end(a.Ask.ID, store.StateWithdrawn, store.KindWithdraw,
			store.Decision{By: a.Ask.Agent, Outcome: store.OutcomeRefuse, Reason: ParentGoneReason})
	})
}
