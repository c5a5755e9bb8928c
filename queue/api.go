package queue

// This file is the queue's contract: the types and methods the command line
// and the desk use. Bodies that say "not written yet" are being written.

import (
	"context"
	"errors"
	"fmt"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

var errNotYet = errors.New("queue: not written yet")

// Service is the life of asks over one store. It holds no open file: every
// call opens, runs one transaction and closes (see package store).
type Service struct {
	st   *store.Store
	node string
	now  func() time.Time
}

// Option configures [New].
type Option func(*Service)

// WithNode names the node (host) the service runs on; the default is the
// host name.
func WithNode(name string) Option { return func(s *Service) { s.node = name } }

// WithClock sets the clock (for tests of ends and deadlines).
func WithClock(now func() time.Time) Option { return func(s *Service) { s.now = now } }

// New returns a service over st.
func New(st *store.Store, opts ...Option) *Service {
	s := &Service{st: st, now: time.Now}
	for _, o := range opts {
		o(s)
	}
	return s
}

// Store returns the store the service works on.
func (s *Service) Store() *store.Store { return s.st }

// Request is a harness's question: may this command run?
type Request struct {
	Command string
	// Agent, Job and Session say who asks; Harness through what
	// ("cli", "claude-code").
	Agent, Job, Session, Harness string
	// Cwd is the command's working directory (absolute); Home the home
	// directory of the user it runs as ("" for this process's).
	Cwd, Home string
	// Pid is the process that waits for the answer (0 for this one).
	Pid int
	// Wait is how long an ask may wait (0 for the settings' default; capped
	// by the settings' maximum).
	Wait time.Duration
}

// Answer is the policy's answer to a request, and, once waited for, the
// decision on its ask.
type Answer struct {
	// Outcome is what the harness should do: allow, ask (still pending,
	// or the store could not be read) or refuse.
	Outcome patterns.Outcome
	// Rule and Reason say who decided and why (for a decided ask: the
	// operator or rule, and the decision's reason).
	Rule, Reason string
	// Report explains the policy's verdict.
	Report patterns.Report
	// Ask is the queued ask, when the policy asked; after Wait, as decided.
	Ask *store.Ask
	// Unavailable is set when the store could not be read: the answer
	// failed closed, and this says why.
	Unavailable error
}

// Decision is an operator's decision on one ask.
type Decision struct {
	// Outcome is Allow (approve) or Refuse (deny).
	Outcome patterns.Outcome
	// By is the operator; Reason optional words.
	By, Reason string
	// Rule is the ID of a rule written from this decision, if any.
	Rule string
}

// DecidedError is what a decision on an ask that is no longer pending gets:
// who decided it, how and when.
type DecidedError struct {
	ID, State, By string
	At            time.Time
}

// Error says the ask was decided already, by whom and when.
func (e *DecidedError) Error() string {
	return fmt.Sprintf("ask %s was already %s by %s at %s", e.ID, e.State, e.By, e.At.Format(time.RFC3339))
}

// RuleSpec is a rule to write.
type RuleSpec struct {
	Outcome patterns.Outcome
	// Pattern is the pattern's text; or Over names the default rule the
	// rule is written over (a carve-out, or a refuse over cmd.unreadable).
	Pattern, Over string
	Reason        string
	Scope         patterns.Scope
	// End is when the rule stops deciding; zero for never (refuse and ask
	// only).
	End    time.Time
	Shadow bool
	Place  store.Place
	Author string
	// FromAsk is the ask the rule is written from, which it decides too.
	FromAsk string
}

// RuleResult is what writing or approving a rule did.
type RuleResult struct {
	Rule store.Rule
	// Proposed is set when four eyes holds the rule for a second operator.
	Proposed bool
	// Resolved are the pending asks the new policy decided.
	Resolved []store.Ask
}

// RailsError is an allow refused by the guard rails: every rail it breaks.
type RailsError struct {
	Rails []*patterns.RailError
}

// Error lists the rails.
func (e *RailsError) Error() string {
	msg := "refused by the guard rails"
	for _, r := range e.Rails {
		msg += "\n  " + r.Error()
	}
	return msg
}

// Evaluate decides req's command, records the evaluation in the audit trail
// and, when the answer is ask, queues a pending ask, in one transaction.
func (s *Service) Evaluate(req Request) (*Answer, error) { return nil, errNotYet }

// Wait blocks until a's ask is decided, withdrawn, abandoned or past its
// deadline (then it is marked expired and refused), or ctx is done (then
// it is withdrawn).
func (s *Service) Wait(ctx context.Context, a *Answer) (*Answer, error) { return nil, errNotYet }

// Pending returns the pending asks, oldest first.
func (s *Service) Pending() ([]store.Ask, error) { return nil, errNotYet }

// Decide approves or denies a pending ask; a decided one gives a
// [*DecidedError].
func (s *Service) Decide(id string, d Decision) (store.Ask, error) { return store.Ask{}, errNotYet }

// AddRule checks and writes a rule (a [*RailsError] for an allow the guard
// rails refuse), and resolves the pending asks the new policy decides.
func (s *Service) AddRule(spec RuleSpec) (*RuleResult, error) { return nil, errNotYet }

// ApproveRule activates a proposed rule; the approver must not be its author.
func (s *Service) ApproveRule(id, approver string) (*RuleResult, error) { return nil, errNotYet }

// RetireRule takes a rule out of the policy.
func (s *Service) RetireRule(id, by string) error { return errNotYet }

// Get returns one ask.
func (s *Service) Get(id string) (store.Ask, error) { return store.Ask{}, errNotYet }

// Withdraw marks a pending ask withdrawn (the asker gave up).
func (s *Service) Withdraw(id, by string) error { return errNotYet }

// SweepResult counts what a sweep changed.
type SweepResult struct{ Expired, Abandoned int }

// Sweep marks pending asks past their deadline expired, and those whose
// waiting process on this node is gone abandoned.
func (s *Service) Sweep() (SweepResult, error) { return SweepResult{}, errNotYet }

// Rules returns the operators' rules in order.
func (s *Service) Rules() ([]store.Rule, error) { return nil, errNotYet }

// Policy compiles the store's rules and settings into a policy.
func (s *Service) Policy() (*patterns.Policy, error) { return nil, errNotYet }

// Context returns the context an ask's command is judged in: its cwd, its
// home, the repository's default branch, the egress list, the paths ozdesk
// protects (its store's directory), the agent and the node.
func (s *Service) Context(rec ContextRecord, agent, node string) (*patterns.Context, error) {
	return nil, errNotYet
}

// EvaluationOf decodes the evaluation recorded with an ask.
func EvaluationOf(a store.Ask) (*Evaluation, error) { return nil, errNotYet }

// Corpus holds recorded commands, read once, for counting what a pattern
// would match while an operator edits it.
type Corpus struct{}

// LoadCorpus reads the evaluations recorded since the given time (at most
// limit of the newest).
func (s *Service) LoadCorpus(since time.Time, limit int) (*Corpus, error) { return nil, errNotYet }

// Preview is what a rule being edited would do, computed from data already
// loaded so it can run on every keystroke.
type Preview struct {
	// Pattern is the pattern's canonical text; Err a pattern error.
	Pattern string
	Err     error
	// Rails are the guard rails an allow breaks.
	Rails []*patterns.RailError
	// Recorded counts the recorded commands it would match; Examples
	// shows a few.
	Recorded int
	Examples []string
	// Resolves lists the pending asks it would decide.
	Resolves []string
}

// PreviewRule computes what spec would do, against a corpus and the pending
// asks; from is the ask it is written from, if any.
func (s *Service) PreviewRule(spec RuleSpec, from *store.Ask, c *Corpus, pending []store.Ask) *Preview {
	return &Preview{Err: errNotYet}
}
