package queue

import (
	"slices"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// TestPreviewAllowRepeatedFlag: the pattern editor's preview counts, as
// the policy decides, only the commands whose every occurrence of a named
// flag has a value the allow gives it (rt35k CRITICAL-1: the preview said
// "matches: 1 recorded command" for a rule that then allowed
// `-target=aws_rds_cluster.prod -target=module.m5`).
func TestPreviewAllowRepeatedFlag(t *testing.T) {
	clock := newTestClock()
	s := newService(t, WithClock(clock.Now))
	for _, c := range []string{
		"terraform destroy -target=module.test.a",
		"terraform destroy -target=module.test.a -target=module.prod",
		"terraform destroy -target=module.prod -target module.test.b",
		"kubectl delete deployment web -n staging -n prod",
		"kubectl delete deployment web -n=staging",
	} {
		mustEvaluate(t, s, Request{Command: c, Cwd: "/work/a", Agent: "ci-1"})
		clock.Add(time.Second)
	}
	c, err := s.LoadCorpus(time.Time{}, 0)
	if err != nil {
		t.Fatal(err)
	}
	end := clock.Now().Add(time.Hour)
	for _, tc := range []struct {
		pattern  string
		examples []string
	}{
		{"terraform destroy -target=module.test.*", []string{"terraform destroy -target=module.test.a"}},
		{"kubectl delete deployment web -n staging", []string{"kubectl delete deployment web -n=staging"}},
	} {
		spec := RuleSpec{Outcome: patterns.Allow, Pattern: tc.pattern, Reason: "r", End: end}
		pv := s.PreviewRule(spec, nil, c, nil)
		if pv.Err != nil {
			t.Fatal(pv.Err)
		}
		if pv.Recorded != 1 || pv.Commands != 1 || !slices.Equal(pv.Examples, tc.examples) {
			t.Errorf("%s: recorded %d commands %d examples %q, want 1 1 %q", tc.pattern, pv.Recorded, pv.Commands, pv.Examples, tc.examples)
		}
		checkAgainstEveryEntry(t, s, spec, c, pv)
	}
}
