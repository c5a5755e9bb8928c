package queue

import (
	"context"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue/policyfile"

	"ozdesk.dev/ozdesk/store"
)

// Asker is what a harness adapter needs of the queue: evaluate a command,
// wait for its ask, withdraw it. [*Service] is one in direct mode; the
// broker's client (package queue/broker) is one in protected mode.
type Asker interface {
	Evaluate(req Request) (*Answer, error)
	Wait(ctx context.Context, a *Answer) (*Answer, error)
	Withdraw(id, by string) error
}

// Expirer is an [Asker] told that its asker's wait for an ask ended
// undecided (its deadline came; not a signal, not its harness): the ask
// is recorded expired, not withdrawn. [*Service] believes its asker
// whatever the clocks say (direct mode: the asker writes the store
// itself); the broker only from a moment before the ask's deadline on
// (an agent may withdraw its own ask, not blame its end on the desk
// early: before that the ask is withdrawn).
type Expirer interface {
	Expire(id, by string) error
}

// API is the queue as every client uses it: the desk, the command line
// and the harness adapters. [*Service] implements it over a store file
// (direct mode), and the broker's client over the broker's socket
// (protected mode), with the same meanings and errors, so a client cannot
// tell the two apart; in protected mode who acts is the authenticated
// account, whatever name a call carries.
type API interface {
	Asker
	Get(id string) (store.Ask, error)
	Pending() ([]store.Ask, error)
	Asks(f store.AskFilter) ([]store.Ask, error)
	Decide(id string, d Decision) (store.Ask, error)
	// DecideEach decides many asks at once (a bulk decision), in one
	// write where the store allows it.
	DecideEach(ds []AskDecision) ([]Decided, error)
	Sweep() (SweepResult, error)
	// SweepChanges is Sweep and then Changes, the desk's load, with one
	// read of the pending asks serving both where the store is read in
	// process ([Service.SweepChanges]).
	SweepChanges(afterSeq uint64, full bool) (SweptChanges, error)

	Rules() ([]store.Rule, error)
	IgnoredRules() ([]IgnoredRule, error)
	AddRule(spec RuleSpec) (*RuleResult, error)
	ApproveRule(id, approver string) (*RuleResult, error)
	ApproveRuleListed(id, approver string, listed Listed) (*RuleResult, error)
	CheckApproveRule(id, approver string) (*RuleResult, error)
	RetireRule(id, by string) error
	MoveRule(id string, at store.Place, by string) ([]store.Ask, error)
	MoveRuleListed(id string, at store.Place, by string, listed Listed, confirmed InForce) ([]store.Ask, error)
	CheckMoveRule(id string, at store.Place, by string) ([]store.Ask, error)
	ProposeMoveRule(id string, at store.Place, by string, confirmed InForce) ([]store.Ask, error)

	Settings() (store.Settings, error)
	SetSettings(set store.Settings, by string) ([]store.Ask, error)
	Egress() ([]store.EgressHost, error)
	AddEgress(h store.EgressHost) ([]store.Ask, error)
	RemoveEgress(host, by string) ([]store.Ask, error)

	// Policy is the policy in force, compiled; Context the context a
	// recorded command is judged in (for explaining a command as the
	// broker would judge it).
	Policy() (*patterns.Policy, error)
	Context(rec ContextRecord, agent, node string) (*patterns.Context, error)

	Proposals() ([]store.Proposal, error)
	ApproveProposal(id, approver string) (*ProposalResult, error)
	ApproveProposalListed(id, approver string, listed Listed) (*ProposalResult, error)
	CheckApproveProposal(id, approver string) (*ProposalResult, error)
	WithdrawProposal(id, by string) (store.Proposal, error)

	// The desk's change feed, the audit trail, and the pattern editor's
	// recorded commands and previews.
	Changes(afterSeq uint64, full bool) (*Changes, error)
	Head() (uint64, error)
	WaitChange(ctx context.Context, afterSeq uint64) (uint64, error)
	Audit(afterSeq uint64, limit int) ([]store.AuditEntry, error)
	AuditRange(from, to time.Time, kinds ...string) ([]store.AuditEntry, error)
	VerifyAudit(anchors ...store.AuditHead) (*Verification, error)
	// CutAudit cuts the trail's oldest entries once exported (admins).
	CutAudit(req AuditCutRequest) (*AuditCutResult, error)
	LoadCorpus(since time.Time, limit int) (*Corpus, error)
	PreviewRule(spec RuleSpec, from *store.Ask, c *Corpus, pending []store.Ask) *Preview

	// PlanPolicy says what applying a policy file would change;
	// ApplyPolicy applies it while it still makes the plan shown.
	PlanPolicy(f *policyfile.File) (*PolicyPlan, error)
	ApplyPolicy(req PolicyApply) (*PolicyApplied, error)

	// Init makes the store if it is not made yet (in protected mode the
	// broker owns it: nothing is made); StorePath names where the queue
	// is, for messages.
	Init() (bool, error)
	StorePath() string

	// StoreInfo describes the store's file (its size, for a warning);
	// Compact rewrites it without its free pages.
	StoreInfo() (StoreInfo, error)
	Compact(by string) (store.CompactResult, error)
}

// The service is the API in direct mode.
var _ API = (*Service)(nil)
