package broker

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestAnswerByDeadline: a fleet's evaluation answers by its deadline
// even when the store's call runs past it (rt14f #4: with quorum lost,
// 'ask --wait 2s' was refused after up to 2.04 s, the store asking the
// members' status after its last attempt). Here the call ignores its
// deadline and blocks until released: the answer is a closed refusal
// for the store, given while the call still blocks; a call that ends
// in time gives its own answer.
func TestAnswerByDeadline(t *testing.T) {
	t.Parallel()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	release := make(chan struct{})
	defer close(release)
	stuck := func(context.Context) (*queue.Answer, error) {
		<-release // past any deadline, as a store stuck on a probe
		return &queue.Answer{Outcome: patterns.Allow}, nil
	}
	quick := func(context.Context) (*queue.Answer, error) {
		return &queue.Answer{Outcome: patterns.Allow, Reason: "no rule matches"}, nil
	}
	cases := []struct {
		name   string
		eval   func(context.Context) (*queue.Answer, error)
		closed bool
	}{
		{"a store call past its deadline", stuck, true},
		{"a store call in time", quick, false},
	}
	for _, tc := range cases {
		ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
		ans, err := answerBy(ctx, log, 100*time.Millisecond, tc.eval)
		cancel()
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if tc.closed {
			if ans.Outcome == patterns.Allow || !errors.Is(ans.Unavailable, store.ErrUnavailable) || ans.Ask != nil {
				t.Errorf("%s: %s, unavailable %v, ask %v; want it failed closed for the store", tc.name, ans.Outcome, ans.Unavailable, ans.Ask)
			}
			continue
		}
		if ans.Outcome != patterns.Allow || ans.Unavailable != nil {
			t.Errorf("%s: %s (%v), want its own answer", tc.name, ans.Outcome, ans.Unavailable)
		}
	}
}
