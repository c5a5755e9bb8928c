package queue

import (
	"context"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// budgetEvent is the payload of a [store.KindBudget] entry: whose
// commands the write budget refuses, and why (the refusal's words).
type budgetEvent struct {
	Account string `json:"account"`
	Agent   string `json:"agent"`
	Reason  string `json:"reason"`
}

// noteOverBudgetWithin bounds the write of a budget entry: the refusal
// is answered after it, written or not.
const noteOverBudgetWithin = 2 * time.Second

// noteOverBudget records, once per account per budget minute (the
// caller's first refusal), that the write budget refuses account's
// commands, so that operators see a throttled (or flooding) agent in
// the audit trail and the desk's audit view. The entry is not charged
// to the account, and a store that cannot be written loses it: the
// refusal stands either way.
func (s *Service) noteOverBudget(ctx context.Context, account, agent, why string) {
	ctx, cancel := context.WithTimeout(ctx, noteOverBudgetWithin)
	defer cancel()
	_ = s.st.UpdateContext(ctx, func(tx *store.Tx) error {
		return s.audit(tx, store.KindBudget, agent, budgetEvent{Account: account, Agent: agent, Reason: why})
	})
}
