package queue

import (
	"errors"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue/policyfile"
)

// ApplyPolicy applies the plan the operator saw, or nothing: a store that
// changed since makes it stale. Applied, it resolves the pending asks the
// file's policy decides.
func TestApplyPolicy(t *testing.T) {
	s := newService(t)
	ask := mustEvaluate(t, s, Request{Command: "npm publish", Agent: "claude", Wait: time.Hour})
	if ask.Ask == nil {
		t.Fatal("npm publish was not asked")
	}
	ends := time.Now().AddDate(0, 0, 30).Format(time.DateOnly)
	f, err := policyfile.Parse([]byte("version: 1\nrules:\n  - outcome: allow\n    pattern: npm publish\n    reason: the release job publishes\n    ends: " + ends + "\n"))
	if err != nil {
		t.Fatal(err)
	}
	plan, err := s.PlanPolicy(f)
	if err != nil || len(plan.Changes) != 1 || plan.Digest == "" {
		t.Fatalf("plan: %+v, %v", plan, err)
	}
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "rm -rf /", Reason: "never", Author: "bob"})
	before := len(auditOf(t, s))
	if _, err := s.ApplyPolicy(PolicyApply{File: f, Digest: plan.Digest, By: "alice"}); !errors.Is(err, policyfile.ErrStale) {
		t.Fatalf("a plan made before another change: %v", err)
	}
	if after := len(auditOf(t, s)); after != before {
		t.Errorf("a stale apply wrote %d entries", after-before)
	}
	if plan, err = s.PlanPolicy(f); err != nil {
		t.Fatal(err)
	}
	res, err := s.ApplyPolicy(PolicyApply{File: f, Digest: plan.Digest, By: "alice"})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Applied) != len(plan.Changes) || len(res.Resolved) != 1 || res.Resolved[0].ID != ask.Ask.ID {
		t.Errorf("applied %d of %d changes, resolved %v", len(res.Applied), len(plan.Changes), askIDs(res.Resolved))
	}
}
