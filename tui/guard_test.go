package tui

import (
	"context"
	"runtime/debug"
	"sync/atomic"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/policyfile"
	"ozdesk.dev/ozdesk/store"
)

// testStorePath is the store every test desk says it watches: the real
// store lives in a temporary directory, whose name would change the
// screens from run to run.
const testStorePath = "/home/op/.local/state/ozdesk/desk.db"

// guardAPI is the real queue service with a tripwire: a call made while
// the desk's Update or View runs (onLoop reports it) fails the test, for
// the event loop must never wait on the store (or, in protected mode, on
// the broker's socket). Every call goes on to the real service: the desk
// sees real answers, not a mock's.
type guardAPI struct {
	real   queue.API
	t      testing.TB
	onLoop *atomic.Bool
	path   string
	// beforeMove, when set, runs as MoveRuleListed is called, before the
	// real service moves: another process's commit in the gap between
	// the desk's last read and its move.
	beforeMove func()
	// previews counts the calls to PreviewRule (atomically: a plain
	// int64, as tests copy the guard).
	previews int64
}

func (g *guardAPI) check(name string) {
	if g.onLoop.Load() {
		g.t.Errorf("queue.API.%s was called on the event loop (inside Update or View):\n%s", name, debug.Stack())
	}
}

func (g *guardAPI) Evaluate(req queue.Request) (*queue.Answer, error) {
	g.check("Evaluate")
	return g.real.Evaluate(req)
}

func (g *guardAPI) Wait(ctx context.Context, a *queue.Answer) (*queue.Answer, error) {
	g.check("Wait")
	return g.real.Wait(ctx, a)
}

func (g *guardAPI) Withdraw(id, by string) error {
	g.check("Withdraw")
	return g.real.Withdraw(id, by)
}

func (g *guardAPI) Get(id string) (store.Ask, error) {
	g.check("Get")
	return g.real.Get(id)
}

func (g *guardAPI) Pending() ([]store.Ask, error) {
	g.check("Pending")
	return g.real.Pending()
}

func (g *guardAPI) Asks(f store.AskFilter) ([]store.Ask, error) {
	g.check("Asks")
	return g.real.Asks(f)
}

func (g *guardAPI) Decide(id string, d queue.Decision) (store.Ask, error) {
	g.check("Decide")
	return g.real.Decide(id, d)
}

func (g *guardAPI) DecideEach(ds []queue.AskDecision) ([]queue.Decided, error) {
	g.check("DecideEach")
	return g.real.DecideEach(ds)
}

func (g *guardAPI) Sweep() (queue.SweepResult, error) {
	g.check("Sweep")
	return g.real.Sweep()
}

func (g *guardAPI) SweepChanges(afterSeq uint64, full bool) (queue.SweptChanges, error) {
	g.check("SweepChanges")
	return g.real.SweepChanges(afterSeq, full)
}

func (g *guardAPI) Rules() ([]store.Rule, error) {
	g.check("Rules")
	return g.real.Rules()
}

func (g *guardAPI) IgnoredRules() ([]queue.IgnoredRule, error) {
	g.check("IgnoredRules")
	return g.real.IgnoredRules()
}

func (g *guardAPI) AddRule(spec queue.RuleSpec) (*queue.RuleResult, error) {
	g.check("AddRule")
	return g.real.AddRule(spec)
}

func (g *guardAPI) ApproveRule(id, approver string) (*queue.RuleResult, error) {
	g.check("ApproveRule")
	return g.real.ApproveRule(id, approver)
}

func (g *guardAPI) ApproveRuleListed(id, approver string, listed queue.Listed) (*queue.RuleResult, error) {
	g.check("ApproveRuleListed")
	return g.real.ApproveRuleListed(id, approver, listed)
}

func (g *guardAPI) CheckApproveRule(id, approver string) (*queue.RuleResult, error) {
	g.check("CheckApproveRule")
	return g.real.CheckApproveRule(id, approver)
}

func (g *guardAPI) CheckApproveProposal(id, approver string) (*queue.ProposalResult, error) {
	g.check("CheckApproveProposal")
	return g.real.CheckApproveProposal(id, approver)
}

func (g *guardAPI) RetireRule(id, by string) error {
	g.check("RetireRule")
	return g.real.RetireRule(id, by)
}

func (g *guardAPI) MoveRule(id string, at store.Place, by string) ([]store.Ask, error) {
	g.check("MoveRule")
	return g.real.MoveRule(id, at, by)
}

func (g *guardAPI) MoveRuleListed(id string, at store.Place, by string, listed queue.Listed, confirmed queue.InForce) ([]store.Ask, error) {
	g.check("MoveRuleListed")
	if g.beforeMove != nil {
		g.beforeMove()
	}
	return g.real.MoveRuleListed(id, at, by, listed, confirmed)
}

func (g *guardAPI) ProposeMoveRule(id string, at store.Place, by string, confirmed queue.InForce) ([]store.Ask, error) {
	g.check("ProposeMoveRule")
	return g.real.ProposeMoveRule(id, at, by, confirmed)
}

func (g *guardAPI) CheckMoveRule(id string, at store.Place, by string) ([]store.Ask, error) {
	g.check("CheckMoveRule")
	return g.real.CheckMoveRule(id, at, by)
}

func (g *guardAPI) Settings() (store.Settings, error) {
	g.check("Settings")
	return g.real.Settings()
}

func (g *guardAPI) SetSettings(set store.Settings, by string) ([]store.Ask, error) {
	g.check("SetSettings")
	return g.real.SetSettings(set, by)
}

func (g *guardAPI) Egress() ([]store.EgressHost, error) {
	g.check("Egress")
	return g.real.Egress()
}

func (g *guardAPI) AddEgress(h store.EgressHost) ([]store.Ask, error) {
	g.check("AddEgress")
	return g.real.AddEgress(h)
}

func (g *guardAPI) RemoveEgress(host, by string) ([]store.Ask, error) {
	g.check("RemoveEgress")
	return g.real.RemoveEgress(host, by)
}

func (g *guardAPI) Policy() (*patterns.Policy, error) {
	g.check("Policy")
	return g.real.Policy()
}

func (g *guardAPI) Context(rec queue.ContextRecord, agent, node string) (*patterns.Context, error) {
	g.check("Context")
	return g.real.Context(rec, agent, node)
}

func (g *guardAPI) Proposals() ([]store.Proposal, error) {
	g.check("Proposals")
	return g.real.Proposals()
}

func (g *guardAPI) ApproveProposal(id, approver string) (*queue.ProposalResult, error) {
	g.check("ApproveProposal")
	return g.real.ApproveProposal(id, approver)
}

func (g *guardAPI) ApproveProposalListed(id, approver string, listed queue.Listed) (*queue.ProposalResult, error) {
	g.check("ApproveProposalListed")
	return g.real.ApproveProposalListed(id, approver, listed)
}

func (g *guardAPI) WithdrawProposal(id, by string) (store.Proposal, error) {
	g.check("WithdrawProposal")
	return g.real.WithdrawProposal(id, by)
}

func (g *guardAPI) Changes(afterSeq uint64, full bool) (*queue.Changes, error) {
	g.check("Changes")
	return g.real.Changes(afterSeq, full)
}

func (g *guardAPI) Head() (uint64, error) {
	g.check("Head")
	return g.real.Head()
}

func (g *guardAPI) WaitChange(ctx context.Context, afterSeq uint64) (uint64, error) {
	g.check("WaitChange")
	return g.real.WaitChange(ctx, afterSeq)
}

func (g *guardAPI) Audit(afterSeq uint64, limit int) ([]store.AuditEntry, error) {
	g.check("Audit")
	return g.real.Audit(afterSeq, limit)
}

func (g *guardAPI) AuditRange(from, to time.Time, kinds ...string) ([]store.AuditEntry, error) {
	g.check("AuditRange")
	return g.real.AuditRange(from, to, kinds...)
}

func (g *guardAPI) VerifyAudit(anchors ...store.AuditHead) (*queue.Verification, error) {
	g.check("VerifyAudit")
	return g.real.VerifyAudit(anchors...)
}

func (g *guardAPI) LoadCorpus(since time.Time, limit int) (*queue.Corpus, error) {
	g.check("LoadCorpus")
	return g.real.LoadCorpus(since, limit)
}

func (g *guardAPI) PreviewRule(spec queue.RuleSpec, from *store.Ask, c *queue.Corpus, pending []store.Ask) *queue.Preview {
	g.check("PreviewRule")
	atomic.AddInt64(&g.previews, 1)
	return g.real.PreviewRule(spec, from, c, pending)
}

func (g *guardAPI) PlanPolicy(f *policyfile.File) (*queue.PolicyPlan, error) {
	g.check("PlanPolicy")
	return g.real.PlanPolicy(f)
}

func (g *guardAPI) ApplyPolicy(req queue.PolicyApply) (*queue.PolicyApplied, error) {
	g.check("ApplyPolicy")
	return g.real.ApplyPolicy(req)
}

func (g *guardAPI) Init() (bool, error) {
	g.check("Init")
	return g.real.Init()
}

// StorePath names the store; the desk reads it once, when it is built.
func (g *guardAPI) StoreInfo() (queue.StoreInfo, error) {
	g.check("StoreInfo")
	return g.real.StoreInfo()
}

func (g *guardAPI) Compact(by string) (store.CompactResult, error) {
	g.check("Compact")
	return g.real.Compact(by)
}

func (g *guardAPI) CutAudit(req queue.AuditCutRequest) (*queue.AuditCutResult, error) {
	g.check("CutAudit")
	return g.real.CutAudit(req)
}

func (g *guardAPI) StorePath() string {
	g.check("StorePath")
	return g.path
}

var _ queue.API = (*guardAPI)(nil)

// LockWaiting reads a counter of the real service, no store I/O: it may
// be called on the event loop.
func (g *guardAPI) LockWaiting() bool { return lockWaiting(g.real) }
