package harness

import (
	"context"
	"time"
)

// answerByKey is the context key of the time by which a hook must have
// its answer.
type answerByKey struct{}

// WithAnswerBy returns ctx carrying the time by which the hook must have
// its answer, measured by the caller from the hook's own start: the
// ask's deadline (and its expiry at the desk) is then no later than t,
// whatever --wait measured from the moment the ask is queued would give.
// It does not end ctx: the caller answers a refusal itself at its hard
// deadline, and ctx still means "stopped" (a signal).
func WithAnswerBy(ctx context.Context, t time.Time) context.Context {
	return context.WithValue(ctx, answerByKey{}, t)
}

// answerBy is the earlier of deadline and the time ctx carries (see
// [WithAnswerBy]).
func answerBy(ctx context.Context, deadline time.Time) time.Time {
	if t, ok := ctx.Value(answerByKey{}).(time.Time); ok && t.Before(deadline) {
		return t
	}
	return deadline
}

// AnswerBy is the earlier of deadline and the time ctx carries (see
// [WithAnswerBy]), for an adapter outside this package that judges more
// than one text within one deadline.
func AnswerBy(ctx context.Context, deadline time.Time) time.Time { return answerBy(ctx, deadline) }
