package queue

import (
	"testing"

	"ozdesk.dev/ozdesk/patterns"
)

// TestAskNamesAlsoDefault (rt29k #24): a broad operator ask decides a
// force-push to main, and the ask still records the default that also
// matches, right after the rule that asks, so the row's label reads
// "r1, also cmd.force-push"; cut narrow, it counts what it leaves out.
// An everyday push records r1 alone.
func TestAskNamesAlsoDefault(t *testing.T) {
	s := newService(t)
	res, err := s.AddRule(RuleSpec{Outcome: patterns.Ask, Pattern: "git push **", Reason: "ask pushes", Author: "alice"})
	if err != nil {
		t.Fatal(err)
	}
	r1 := res.Rule.ID
	cases := []struct {
		command string
		want    []string
		labels  map[int]string
	}{
		{"git push --force origin main", []string{r1, "cmd.force-push"},
			map[int]string{60: r1 + ", also cmd.force-push", 12: r1 + " +1 more"}},
		{"git push origin feature", []string{r1}, map[int]string{60: r1}},
	}
	for _, c := range cases {
		ans, err := s.Evaluate(Request{Command: c.command, Agent: "claude", Cwd: "/home/op/src"})
		if err != nil || ans.Ask == nil {
			t.Fatalf("%q: %v %+v", c.command, err, ans)
		}
		if ans.Rule != r1 {
			t.Errorf("%q decided by %q, want %q: the outcome's rule must stay", c.command, ans.Rule, r1)
		}
		got, err := s.Get(ans.Ask.ID)
		if err != nil {
			t.Fatal(err)
		}
		var rules []string
		for _, r := range got.Asking {
			rules = append(rules, r.Rule)
		}
		if len(rules) != len(c.want) || got.AskingParts != 1 {
			t.Fatalf("%q: asking %+v (%d parts), want %v (1)", c.command, got.Asking, got.AskingParts, c.want)
		}
		for i := range rules {
			if rules[i] != c.want[i] {
				t.Fatalf("%q: asking %v, want %v", c.command, rules, c.want)
			}
		}
		for w, want := range c.labels {
			if l := AskingLabel(got, w); l != want {
				t.Errorf("%q: AskingLabel(%d) = %q, want %q", c.command, w, l, want)
			}
		}
	}
}
