package queue

import (
	"errors"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// TestNamespacePinClusterKinds: on a real store, the operator's allow
// `kubectl delete * -n staging **` (rt53 N13's r1) no longer decides a
// delete of a cluster-scoped kind, which kubectl does not scope by -n:
// the prod namespace, every node, a persistent volume or a CRD asks
// cmd.cloud-delete, while staging's pods and deployments stay allowed by
// the rule. Writing `kubectl delete ns -n staging **` is refused by the
// cluster-wide guard rail, and the narrowest form the card suggests
// passes.
func TestNamespacePinClusterKinds(t *testing.T) {
	s := newService(t)
	end := time.Now().Add(24 * time.Hour)
	res, err := s.AddRule(RuleSpec{Outcome: patterns.Allow, Pattern: "kubectl delete * -n staging **", Reason: "staging cleanup",
		End: end, Author: "alice"})
	if err != nil {
		t.Fatal(err)
	}
	r1 := res.Rule.ID
	for _, tt := range []struct{ cmd, rule string }{
		{"kubectl delete ns -n staging prod", "cmd.cloud-delete"},
		{"kubectl delete namespaces/prod -n staging", "cmd.cloud-delete"},
		{"kubectl delete ns,pods -n staging prod", "cmd.cloud-delete"},
		{"kubectl delete nodes -n staging --all", "cmd.cloud-delete"},
		{"kubectl delete pv -n staging data", "cmd.cloud-delete"},
		{"kubectl delete crd -n staging foos.example.com", "cmd.cloud-delete"},
		{"kubectl delete pods -n staging web-1", r1},
		{"kubectl delete deployment -n staging web", r1},
		{"kubectl delete pod/web-1 -n staging", r1},
	} {
		ans, err := s.Evaluate(Request{Command: tt.cmd, Agent: "claude", Cwd: "/home/op/src"})
		if err != nil {
			t.Fatalf("%s: %v", tt.cmd, err)
		}
		want := patterns.Ask
		if tt.rule == r1 {
			want = patterns.Allow
		}
		if ans.Outcome != want || ans.Rule != tt.rule {
			t.Errorf("%s: %s by %s, want %s by %s", tt.cmd, ans.Outcome, ans.Rule, want, tt.rule)
		}
	}
	_, err = s.AddRule(RuleSpec{Outcome: patterns.Allow, Pattern: "kubectl delete ns -n staging **", Reason: "staging",
		End: end, Author: "alice"})
	var rails *RailsError
	if !errors.As(err, &rails) || !strings.Contains(err.Error(), "guard rail cluster-wide") {
		t.Fatalf("AddRule of a pinned namespace delete with **: %v", err)
	}
	if _, err := s.AddRule(RuleSpec{Outcome: patterns.Allow, Pattern: "kubectl delete ns -n staging prod", Reason: "staging",
		End: end, Author: "alice"}); err != nil {
		t.Fatalf("AddRule word for word: %v", err)
	}
}
