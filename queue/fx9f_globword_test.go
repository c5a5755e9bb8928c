package queue

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// TestAllowGlobWordStaysInItsDirectory reproduces rt18k #2 through the
// queue: an operator widens `rm -r -f /srv/p1/item2` to `/srv/p1/*` on the
// desk; the preview counts, and the rule then allows, the entries of
// /srv/p1 only — never /srv/p1/ itself (however many slashes), what lies
// deeper, or a way out through "..". A pattern with ** reaches deeper,
// still not through "..". The preview and the policy are the same
// matcher, so the count the desk shows is what the rule does.
func TestAllowGlobWordStaysInItsDirectory(t *testing.T) {
	clock := newTestClock()
	s := newService(t, WithClock(clock.Now))
	// Each round asks as an agent of its own: an agent's pending asks are
	// capped (store.Settings.MaxPendingPerAgent).
	const cwd = "/tmp/rt18k/w"
	commands := []string{
		"rm -rf /srv/p1/item2", "rm -rf /srv/p1/", "rm -rf /srv/p1//", "rm -rf /srv/p1///",
		"rm -rf /srv/p1/x/y", "rm -rf /srv/p1/./", "rm -rf /srv/p1/..", "rm -rf /srv/p1/../../etc",
		"rm -rf /srv/p1/x/../../../etc",
	}
	for _, c := range commands {
		if a := mustEvaluate(t, s, Request{Command: c, Cwd: cwd, Agent: "x0"}); a.Outcome != patterns.Ask {
			t.Fatalf("%q with no rule: %v by %s, want ask", c, a.Outcome, a.Rule)
		}
		clock.Add(time.Second)
	}
	corpus, err := s.LoadCorpus(time.Time{}, 0)
	if err != nil {
		t.Fatal(err)
	}
	end := clock.Now().Add(time.Hour)
	for i, tc := range []struct {
		pattern string
		allowed []string
	}{
		{"rm -r -f /srv/p1/*", []string{"rm -rf /srv/p1/item2"}},
		{"rm -r -f /srv/p1/**", []string{"rm -rf /srv/p1/item2", "rm -rf /srv/p1/x/y"}},
	} {
		spec := RuleSpec{Outcome: patterns.Allow, Pattern: tc.pattern, Reason: "cleanup", End: end,
			Scope: patterns.Scope{Agent: "x*"}}
		pv := s.PreviewRule(spec, nil, corpus, nil)
		if pv.Err != nil {
			t.Fatalf("%s: preview: %v", tc.pattern, pv.Err)
		}
		examples := slices.Clone(pv.Examples)
		slices.Sort(examples)
		if pv.Recorded != len(tc.allowed) || !slices.Equal(examples, tc.allowed) {
			t.Errorf("%s: preview counts %d %q, want %q", tc.pattern, pv.Recorded, examples, tc.allowed)
		}
		res := mustAddRule(t, s, spec)
		for _, c := range commands {
			a := mustEvaluate(t, s, Request{Command: c, Cwd: cwd, Agent: fmt.Sprintf("x%d", i+1)})
			want := patterns.Ask
			if slices.Contains(tc.allowed, c) {
				want = patterns.Allow
			}
			if a.Outcome != want {
				t.Errorf("%s: %q is %v by %s, want %v", tc.pattern, c, a.Outcome, a.Rule, want)
			}
		}
		if err := s.RetireRule(res.Rule.ID, "alice"); err != nil {
			t.Fatal(err)
		}
	}
}
