package broker

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/policyfile"
	"ozdesk.dev/ozdesk/store"
)

func addRule(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var spec queue.RuleSpec
	if err := decodeParams(raw, &spec); err != nil {
		return nil, err
	}
	by, err := actor(id, spec.Author)
	if err != nil {
		return nil, err
	}
	spec.Author = by
	if err := checkScope(spec.Outcome, spec.Scope.Agent, spec.Scope.Workdir, "the rule"); err != nil {
		return nil, err
	}
	return s.svc.AddRule(spec)
}

// moveParams move a rule, resolving the pending asks listed when
// Bounded (as approveParams), or check the move (Dry: nothing written).
type moveParams struct {
	ID      string      `json:"id"`
	Place   store.Place `json:"place"`
	By      string      `json:"by,omitempty"`
	Listed  []string    `json:"listed,omitempty"`
	Bounded bool        `json:"bounded,omitempty"`
	Dry     bool        `json:"dry,omitempty"`
	// Propose asks for a proposal only (queue.Service.ProposeMoveRule).
	Propose bool `json:"propose,omitempty"`
	// InForce are the rules in force the move was confirmed against,
	// checked when Confirmed (queue.InForce; an empty list is one too).
	InForce   []string `json:"in_force,omitempty"`
	Confirmed bool     `json:"confirmed,omitempty"`
}

func moveRule(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var p moveParams
	if err := decodeParams(raw, &p); err != nil {
		return nil, err
	}
	by, err := actor(id, p.By)
	if err != nil {
		return nil, err
	}
	switch {
	case p.Dry:
		return s.svc.CheckMoveRule(p.ID, p.Place, by)
	case p.Propose:
		var confirmed queue.InForce
		if p.Confirmed {
			confirmed = append(queue.InForce{}, p.InForce...)
		}
		return s.svc.ProposeMoveRule(p.ID, p.Place, by, confirmed)
	case p.Bounded || p.Confirmed:
		var listed queue.Listed
		if p.Bounded {
			listed = append(queue.Listed{}, p.Listed...)
		}
		var confirmed queue.InForce
		if p.Confirmed {
			confirmed = append(queue.InForce{}, p.InForce...)
		}
		return s.svc.MoveRuleListed(p.ID, p.Place, by, listed, confirmed)
	}
	return s.svc.MoveRule(p.ID, p.Place, by)
}

// settingsParams change the settings.
type settingsParams struct {
	Settings store.Settings `json:"settings"`
	By       string         `json:"by,omitempty"`
}

func setSettings(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var p settingsParams
	if err := decodeParams(raw, &p); err != nil {
		return nil, err
	}
	by, err := actor(id, p.By)
	if err != nil {
		return nil, err
	}
	return s.svc.SetSettings(p.Settings, by)
}

func addEgress(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var h store.EgressHost
	if err := decodeParams(raw, &h); err != nil {
		return nil, err
	}
	by, err := actor(id, h.AddedBy)
	if err != nil {
		return nil, err
	}
	h.AddedBy = by
	return s.svc.AddEgress(h)
}

// policyResult is the policy in force as data: the stored rules and the
// settings, which the client compiles.
type policyResult struct {
	Rules    []store.Rule   `json:"rules"`
	Settings store.Settings `json:"settings"`
}

// policyState is the rules that decide (those set aside as untrusted
// left out, as the broker's own evaluations leave them out) and the
// settings.
func policyState(s *Server) (any, error) {
	rules, err := s.svc.Rules()
	if err != nil {
		return nil, err
	}
	ignored, err := s.svc.IgnoredRules()
	if err != nil {
		return nil, err
	}
	rules = slices.DeleteFunc(rules, func(r store.Rule) bool {
		return slices.ContainsFunc(ignored, func(ig queue.IgnoredRule) bool { return ig.Rule.ID == r.ID })
	})
	set, err := s.svc.Settings()
	if err != nil {
		return nil, err
	}
	return policyResult{Rules: rules, Settings: set}, nil
}

// contextParams ask for the context a recorded command is judged in.
type contextParams struct {
	Record queue.ContextRecord `json:"record"`
	Agent  string              `json:"agent,omitempty"`
	Node   string              `json:"node,omitempty"`
}

func contextOf(_ context.Context, s *Server, _ Identity, raw json.RawMessage) (any, error) {
	var p contextParams
	if err := decodeParams(raw, &p); err != nil {
		return nil, err
	}
	return s.svc.Context(p.Record, p.Agent, p.Node)
}

func planPolicy(_ context.Context, s *Server, _ Identity, raw json.RawMessage) (any, error) {
	var f policyfile.File
	if err := decodeParams(raw, &f); err != nil {
		return nil, err
	}
	return s.svc.PlanPolicy(&f)
}

func applyPolicy(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var req queue.PolicyApply
	if err := decodeParams(raw, &req); err != nil {
		return nil, err
	}
	if req.File == nil {
		return nil, fmt.Errorf("%w: apply_policy without a file", ErrProtocol)
	}
	by, err := actor(id, req.By)
	if err != nil {
		return nil, err
	}
	req.By = by
	if err := checkFileScopes(req.File); err != nil {
		return nil, err
	}
	return s.svc.ApplyPolicy(req)
}
