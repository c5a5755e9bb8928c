package broker

import (
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// Rules lists the rules (operators).
func (c *Client) Rules() ([]store.Rule, error) {
	var r []wireRule
	err := c.simple("rules", struct{}{}, &r)
	return rulesFromWire(r), err
}

// Settings reads the settings (operators).
func (c *Client) Settings() (store.Settings, error) {
	var set store.Settings
	err := c.simple("settings", struct{}{}, &set)
	return set, err
}

// Egress reads the egress list (operators).
func (c *Client) Egress() ([]store.EgressHost, error) {
	var hs []store.EgressHost
	err := c.simple("egress", struct{}{}, &hs)
	return hs, err
}

// Proposals lists the proposals that wait (operators).
func (c *Client) Proposals() ([]store.Proposal, error) {
	var ps []store.Proposal
	err := c.simple("proposals", struct{}{}, &ps)
	return ps, err
}

// Sweep marks asks past their deadline or whose waiter is gone (operators).
func (c *Client) Sweep() (queue.SweepResult, error) {
	var r queue.SweepResult
	err := c.simple("sweep", struct{}{}, &r)
	return r, err
}

// AddRule writes a rule (admins).
func (c *Client) AddRule(spec queue.RuleSpec) (*queue.RuleResult, error) {
	var r queue.RuleResult
	if err := c.simple("add_rule", spec, &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// ApproveRule approves a proposed rule (admins; four eyes: not its author).
func (c *Client) ApproveRule(id, approver string) (*queue.RuleResult, error) {
	return c.ApproveRuleListed(id, approver, nil)
}

// ApproveRuleListed approves a proposed rule resolving only the pending
// asks listed (see [queue.Listed]).
func (c *Client) ApproveRuleListed(id, approver string, listed queue.Listed) (*queue.RuleResult, error) {
	var r queue.RuleResult
	if err := c.simple("approve_rule", approveParamsOf(id, approver, listed), &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// CheckApproveRule says what approving a proposed rule would do, writing
// nothing (admins).
func (c *Client) CheckApproveRule(id, approver string) (*queue.RuleResult, error) {
	var r queue.RuleResult
	if err := c.simple("check_approve_rule", idParams{ID: id, By: approver}, &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// RetireRule retires a rule (admins).
func (c *Client) RetireRule(id, by string) error {
	return c.simple("retire_rule", idParams{ID: id, By: by}, nil)
}

// MoveRule moves a rule (admins), and returns the asks the new order
// resolved.
func (c *Client) MoveRule(id string, at store.Place, by string) ([]store.Ask, error) {
	var asks []store.Ask
	err := c.simple("move_rule", moveParams{ID: id, Place: at, By: by}, &asks)
	return asks, err
}

// MoveRuleListed moves a rule resolving only the pending asks listed
// (see [queue.Listed]), while the rules in force are as confirmed (see
// [queue.InForce]).
func (c *Client) MoveRuleListed(id string, at store.Place, by string, listed queue.Listed, confirmed queue.InForce) ([]store.Ask, error) {
	var asks []store.Ask
	err := c.simple("move_rule", moveParams{ID: id, Place: at, By: by, Listed: listed, Bounded: listed != nil,
		InForce: confirmed, Confirmed: confirmed != nil}, &asks)
	return asks, err
}

// CheckMoveRule says which pending asks moving a rule would resolve,
// writing nothing (admins).
func (c *Client) CheckMoveRule(id string, at store.Place, by string) ([]store.Ask, error) {
	var asks []store.Ask
	err := c.simple("move_rule", moveParams{ID: id, Place: at, By: by, Dry: true}, &asks)
	return asks, err
}

// ProposeMoveRule proposes a move, and only proposes it (see
// [queue.Service.ProposeMoveRule]), while the rules in force are as
// confirmed (see [queue.InForce]) (admins).
func (c *Client) ProposeMoveRule(id string, at store.Place, by string, confirmed queue.InForce) ([]store.Ask, error) {
	var asks []store.Ask
	err := c.simple("move_rule", moveParams{ID: id, Place: at, By: by, Propose: true,
		InForce: confirmed, Confirmed: confirmed != nil}, &asks)
	return asks, err
}

// SetSettings changes the settings (admins).
func (c *Client) SetSettings(set store.Settings, by string) ([]store.Ask, error) {
	var asks []store.Ask
	err := c.simple("set_settings", settingsParams{Settings: set, By: by}, &asks)
	return asks, err
}

// AddEgress adds a host to the egress list (admins).
func (c *Client) AddEgress(h store.EgressHost) ([]store.Ask, error) {
	var asks []store.Ask
	err := c.simple("add_egress", h, &asks)
	return asks, err
}

// RemoveEgress removes a host from the egress list (admins).
func (c *Client) RemoveEgress(host, by string) ([]store.Ask, error) {
	var asks []store.Ask
	err := c.simple("remove_egress", idParams{ID: host, By: by}, &asks)
	return asks, err
}

// CheckApproveProposal says what approving a proposal would do, writing
// nothing (admins).
func (c *Client) CheckApproveProposal(id, approver string) (*queue.ProposalResult, error) {
	var r queue.ProposalResult
	if err := c.simple("check_approve_proposal", idParams{ID: id, By: approver}, &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// ApproveProposal approves a proposal (admins; not its author).
func (c *Client) ApproveProposal(id, approver string) (*queue.ProposalResult, error) {
	return c.ApproveProposalListed(id, approver, nil)
}

// ApproveProposalListed approves a proposal resolving only the pending
// asks listed (see [queue.Listed]).
func (c *Client) ApproveProposalListed(id, approver string, listed queue.Listed) (*queue.ProposalResult, error) {
	var r queue.ProposalResult
	if err := c.simple("approve_proposal", approveParamsOf(id, approver, listed), &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// StoreInfo describes the broker's store file (viewers).
func (c *Client) StoreInfo() (queue.StoreInfo, error) {
	var info queue.StoreInfo
	err := c.simple("store_info", struct{}{}, &info)
	return info, err
}

// Compact has the broker compact its store file (admins). The result's
// File is not sent: it is the broker's.
func (c *Client) Compact(by string) (store.CompactResult, error) {
	var r store.CompactResult
	err := c.simple("compact", compactParams{By: by}, &r)
	return r, err
}

// WithdrawProposal withdraws a proposal (admins).
func (c *Client) WithdrawProposal(id, by string) (store.Proposal, error) {
	var p store.Proposal
	err := c.simple("withdraw_proposal", idParams{ID: id, By: by}, &p)
	return p, err
}

// Policy reads the rules and settings in force (operators) and compiles
// them here.
func (c *Client) Policy() (*patterns.Policy, error) {
	var r policyResult
	if err := c.simple("policy", struct{}{}, &r); err != nil {
		return nil, err
	}
	return queue.CompilePolicy(r.Rules, r.Settings)
}

// Context returns the context a recorded command is judged in, as the
// broker judges it: its egress list and the paths it protects (operators).
func (c *Client) Context(rec queue.ContextRecord, agent, node string) (*patterns.Context, error) {
	var ctx patterns.Context
	if err := c.simple("context", contextParams{Record: rec, Agent: agent, Node: node}, &ctx); err != nil {
		return nil, err
	}
	return &ctx, nil
}

// IgnoredRules lists the rules set aside as untrusted (operators).
func (c *Client) IgnoredRules() ([]queue.IgnoredRule, error) {
	var r []queue.IgnoredRule
	err := c.simple("ignored", struct{}{}, &r)
	return r, err
}
