package broker

import (
	"context"
	"encoding/json"
	"errors"

	"ozdesk.dev/ozdesk/queue"
)

// method is one call the broker serves: the weakest role that may make
// it, and what it does.
type method struct {
	role Role
	run  func(ctx context.Context, s *Server, id Identity, params json.RawMessage) (any, error)
}

// Methods lists the calls the broker serves, with the weakest role that
// may make each.
func Methods() map[string]Role {
	out := map[string]Role{}
	for name, m := range methods() {
		out[name] = m.role
	}
	return out
}

// methods is the broker's table of calls.
func methods() map[string]method {
	m := map[string]method{
		"whoami":   {RoleAgent, whoami},
		"evaluate": {RoleAgent, evaluate},
		"wait":     {RoleAgent, wait},
		"withdraw": {RoleAgent, withdraw},
		"expire":   {RoleAgent, expire},
		"get":      {RoleAgent, get},
		"pending":  {RoleAgent, pending},
		"asks":     {RoleAgent, asks},

		"rules":      {RoleViewer, noParams(func(s *Server) (any, error) { return rulesToWire(s.svc.Rules()) })},
		"settings":   {RoleViewer, noParams(func(s *Server) (any, error) { return s.svc.Settings() })},
		"egress":     {RoleViewer, noParams(func(s *Server) (any, error) { return s.svc.Egress() })},
		"proposals":  {RoleViewer, noParams(func(s *Server) (any, error) { return s.svc.Proposals() })},
		"sweep":      {RoleViewer, noParams(func(s *Server) (any, error) { return s.svc.Sweep() })},
		"policy":     {RoleViewer, noParams(policyState)},
		"ignored":    {RoleViewer, noParams(func(s *Server) (any, error) { return s.svc.IgnoredRules() })},
		"context":    {RoleViewer, contextOf},
		"store_info": {RoleViewer, noParams(func(s *Server) (any, error) { return s.svc.StoreInfo() })},

		"decide":      {RoleApprover, decide},
		"decide_each": {RoleApprover, decideEach},

		"add_rule":           {RoleAdmin, addRule},
		"approve_rule":       {RoleAdmin, approving(func(s *Server, p approveParams) (any, error) { return s.svc.ApproveRuleListed(p.ID, p.By, p.listed()) })},
		"check_approve_rule": {RoleAdmin, byID(func(s *Server, p idParams) (any, error) { return s.svc.CheckApproveRule(p.ID, p.By) })},
		"retire_rule":        {RoleAdmin, byID(func(s *Server, p idParams) (any, error) { return nil, s.svc.RetireRule(p.ID, p.By) })},
		"approve_proposal": {RoleAdmin, approving(func(s *Server, p approveParams) (any, error) {
			res, err := s.svc.ApproveProposalListed(p.ID, p.By, p.listed())
			if errors.Is(err, queue.ErrProposalForged) {
				s.log.Warn("approval refused: the proposal is not as the audit trail wrote it (proposal.forged)", "by", p.By, "err", err)
			}
			return res, err
		})},
		"check_approve_proposal": {RoleAdmin, byID(func(s *Server, p idParams) (any, error) { return s.svc.CheckApproveProposal(p.ID, p.By) })},
		"withdraw_proposal":      {RoleAdmin, byID(func(s *Server, p idParams) (any, error) { return s.svc.WithdrawProposal(p.ID, p.By) })},
		"move_rule":              {RoleAdmin, moveRule},
		"plan_policy":            {RoleViewer, planPolicy},
		"apply_policy":           {RoleAdmin, applyPolicy},
		"set_settings":           {RoleAdmin, setSettings},
		"add_egress":             {RoleAdmin, addEgress},
		"remove_egress":          {RoleAdmin, byID(func(s *Server, p idParams) (any, error) { return s.svc.RemoveEgress(p.ID, p.By) })},
		"compact":                {RoleAdmin, compact},
		"audit_cut":              {RoleAdmin, auditCut},
	}
	for name, d := range deskMethods() {
		m[name] = d
	}
	return m
}

// whoamiResult says who the broker takes the caller for.
type whoamiResult struct {
	Name string `json:"name"`
	Role string `json:"role"`
	UID  uint32 `json:"uid"`
	Node string `json:"node"`
}

func whoami(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	if err := decodeParams(raw, &struct{}{}); err != nil {
		return nil, err
	}
	return whoamiResult{Name: id.Name, Role: id.Role.String(), UID: id.UID, Node: s.svc.Node()}, nil
}
