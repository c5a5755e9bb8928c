package harness

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestAsk drives the one ask flow on a real store: each way an ask can
// end, and what is left in the queue after it.
func TestAsk(t *testing.T) {
	tests := []struct {
		name     string
		command  string
		wait     time.Duration                    // the deadline, from now (0: none)
		desk     func(*testing.T, *queue.Service) // decides at the desk meanwhile
		ctx      func() (context.Context, func()) // the caller's context
		local    bool                             // the pending callback declines to wait
		want     End
		stopped  bool
		late     bool
		sayHas   string
		askState string // the ask's state after the flow ("" for no ask)
	}{
		{name: "allowed", command: "ls", want: Allowed, sayHas: "allow"},
		{name: "refused", command: "rm -rf /", want: Refused, sayHas: "never the root"},
		{name: "approved", command: "npm publish", wait: 10 * time.Second, want: Allowed, sayHas: "approved by alice", askState: store.StateApproved,
			desk: func(t *testing.T, svc *queue.Service) { decide(t, svc, "approve") }},
		{name: "denied", command: "npm publish", wait: 10 * time.Second, want: Refused, sayHas: "denied by alice", askState: store.StateDenied,
			desk: func(t *testing.T, svc *queue.Service) { decide(t, svc, "deny") }},
		// The ask expires a moment before the deadline, so it ends
		// expired, in time, rather than cut off.
		{name: "expired", command: "npm publish", wait: time.Second, want: Undecided, sayHas: "nobody decided", askState: store.StateExpired},
		// A signal that came before the ask was queued (the handler is in
		// place first) withdraws it as soon as it is queued.
		{name: "stopped before queued", command: "npm publish", wait: 10 * time.Second, want: Undecided, stopped: true, sayHas: "withdrawn", askState: store.StateWithdrawn,
			ctx: func() (context.Context, func()) {
				ctx, cancel := context.WithCancel(context.Background())
				cancel()
				return ctx, cancel
			}},
		{name: "stopped while waiting", command: "npm publish", want: Undecided, stopped: true, sayHas: "withdrawn", askState: store.StateWithdrawn,
			ctx: func() (context.Context, func()) {
				ctx, cancel := context.WithCancel(context.Background())
				time.AfterFunc(200*time.Millisecond, cancel)
				return ctx, cancel
			}},
		{name: "local", command: "npm publish", local: true, want: Undecided, askState: store.StateWithdrawn},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			svc := newService(t)
			ctx, cancel := context.Background(), func() {}
			if tt.ctx != nil {
				ctx, cancel = tt.ctx()
			}
			defer cancel()
			if tt.desk != nil {
				go tt.desk(t, svc)
			}
			var deadline time.Time
			if tt.wait > 0 {
				deadline = time.Now().Add(tt.wait)
			}
			req := queue.Request{Command: tt.command, Agent: "bot", Cwd: "/tmp", Harness: "test"}
			r := Ask(ctx, svc, req, deadline, func(Result) bool { return !tt.local })
			if r.End != tt.want || r.Stopped != tt.stopped || r.Late != tt.late {
				t.Errorf("end %v stopped %v late %v (err %v); want %v, %v, %v", r.End, r.Stopped, r.Late, r.Err, tt.want, tt.stopped, tt.late)
			}
			if !strings.Contains(r.Say(), tt.sayHas) {
				t.Errorf("Say() = %q; want it to hold %q", r.Say(), tt.sayHas)
			}
			if tt.askState != "" {
				a, err := svc.Get(r.Answer.Ask.ID)
				if err != nil || a.State != tt.askState {
					t.Errorf("the ask is %q (%v); want %q", a.State, err, tt.askState)
				}
			}
			if p, err := svc.Pending(); err != nil || len(p) != 0 {
				t.Errorf("asks left pending: %v, %v", p, err)
			}
		})
	}
}

// TestAskFailures: a queue that fails answers Unavailable, and a deadline
// already past evaluates nothing.
func TestAskFailures(t *testing.T) {
	tests := []struct {
		name     string
		svc      queue.Asker
		deadline time.Time
		want     End
		sayHas   string
	}{
		{name: "no queue", want: Unavailable, sayHas: "no queue"},
		{name: "evaluate fails", svc: failingAsker{}, want: Unavailable, sayHas: "could not evaluate the command: disk on fire"},
		{name: "deadline past", svc: failingAsker{}, deadline: time.Now().Add(-time.Second), want: Undecided, sayHas: "before the deadline passed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Ask(context.Background(), tt.svc, queue.Request{Command: "ls", Agent: "bot"}, tt.deadline, nil)
			if r.End != tt.want || !strings.Contains(r.Say(), tt.sayHas) || !strings.HasPrefix(r.Say(), "refuse: ") {
				t.Errorf("end %v, Say() %q; want %v and a refusal holding %q", r.End, r.Say(), tt.want, tt.sayHas)
			}
		})
	}
}

// decide decides the first pending ask as alice.
func decide(t *testing.T, svc *queue.Service, how string) {
	a := waitPending(t, svc)
	outcome := patterns.Allow
	if how == "deny" {
		outcome = patterns.Refuse
	}
	if _, err := svc.Decide(a.ID, queue.Decision{By: "alice", Outcome: outcome}); err != nil {
		t.Error(err)
	}
}

// failingAsker is a queue whose every call fails.
type failingAsker struct{}

func (failingAsker) Evaluate(queue.Request) (*queue.Answer, error) {
	return nil, errors.New("disk on fire")
}

func (failingAsker) Wait(context.Context, *queue.Answer) (*queue.Answer, error) {
	return nil, errors.New("disk on fire")
}

func (failingAsker) Withdraw(string, string) error { return errors.New("disk on fire") }
