//go:build !ozdesk_adapters

package broker

import (
	"context"
	"encoding/json"
	"fmt"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/policyfile"
)

// The policy file's calls, client and server side. The adapter-only build
// (cmd/ozdesk/tree_adapters.go) has none of them (policyfile_none.go), so
// that no hook process links the policy file's YAML library.

// PlanPolicy says what applying a policy file would change (operators).
func (c *Client) PlanPolicy(f *policyfile.File) (*queue.PolicyPlan, error) {
	var p queue.PolicyPlan
	if err := c.simple("plan_policy", f, &p); err != nil {
		return nil, err
	}
	return &p, nil
}

// ApplyPolicy applies a policy file while it still makes the plan shown
// (admins).
func (c *Client) ApplyPolicy(req queue.PolicyApply) (*queue.PolicyApplied, error) {
	var r queue.PolicyApplied
	if err := c.simple("apply_policy", req, &r); err != nil {
		return nil, err
	}
	return &r, nil
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

// checkFileScopes checks every allow of a policy file.
func checkFileScopes(f *policyfile.File) error {
	for i, r := range f.Rules {
		if err := checkScope(r.Outcome, r.Scope.Agent, r.Scope.Workdir, fmt.Sprintf("rule %d of the file", i+1)); err != nil {
			return err
		}
	}
	return nil
}
