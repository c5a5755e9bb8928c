//go:build !ozdesk_adapters

package store

import (
	"context"
	"fmt"
)

// etcdCall sends one request of the fleet's own (the live nodes, the
// sweep's lead, the sweep of markers and chunks) as a transaction's read
// is sent: each attempt within its part of the budget
// (etcdAttemptContext), and again on an error of etcd's that passes,
// after the members are checked (etcdRetry), so that a member that hangs
// is left out rather than failing one request in three. The budget is
// ctx's deadline, or the store's timeout (etcdBudget). op must be safe
// to send again: a read, or a compare-and-set that fails once it took
// effect. what says what the request was for; a failure wraps
// [ErrUnavailable], saying why as the members answered.
func (s *Store) etcdCall(ctx context.Context, what string, op func(context.Context) error) error {
	ctx, cancel, budget := s.etcdBudget(ctx)
	defer cancel()
	for attempt := 0; ; attempt++ {
		actx, acancel := etcdAttemptContext(ctx)
		err := op(actx)
		acancel()
		if err == nil {
			return nil
		}
		if !s.etcdRetry(ctx, err, attempt) {
			return s.etcdUnavailableWithin(budget, fmt.Errorf("%s: %w", what, err))
		}
	}
}
