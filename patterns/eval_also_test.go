package patterns

import (
	"slices"
	"testing"
)

// TestAlsoDefaults (rt29k #24): an operator's ask rule above a default
// decides the part, but the defaults that also match it are carried
// (bounded), with their evidence; the outcome and the deciding rule stay.
func TestAlsoDefaults(t *testing.T) {
	cases := []struct {
		name  string
		rules []*Rule
		cmd   string
		want  Outcome
		rule  string
		also  []string // the part's Also rules, in order
		certs []string // each Also's certainty
	}{
		{name: "a broad ask over a force-push to main",
			rules: []*Rule{rule("r1", Ask, "git push **")},
			cmd:   "git push --force origin main", want: Ask, rule: "r1",
			also: []string{"cmd.force-push"}, certs: []string{"certain"}},
		{name: "an everyday push: no default matches",
			rules: []*Rule{rule("r1", Ask, "git push **")},
			cmd:   "git push origin feature", want: Ask, rule: "r1"},
		{name: "a default decides itself: nothing also",
			rules: nil,
			cmd:   "git push --force origin main", want: Ask, rule: "cmd.force-push"},
		{name: "an operator allow carves out: nothing also",
			rules: []*Rule{rule("r1", Allow, "git push --force origin main")},
			cmd:   "git push --force origin main", want: Allow, rule: "r1"},
		{name: "a broad ask over rm -rf ~",
			rules: []*Rule{rule("r1", Ask, "rm **")},
			cmd:   "rm -rf ~", want: Ask, rule: "r1",
			also: []string{"cmd.delete-home", "cmd.guard-tamper"}, certs: []string{"certain", "certain"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pol, err := NewPolicy(c.rules)
			if err != nil {
				t.Fatal(err)
			}
			v := pol.Explain(c.cmd, testContext(), testNow)
			if v.Outcome != c.want || v.Rule != c.rule {
				t.Fatalf("got %s by %s, want %s by %s", v.Outcome, v.Rule, c.want, c.rule)
			}
			rep := v.Report()
			var got, certs []string
			for _, a := range rep.Parts[0].Also {
				got = append(got, a.Rule)
				if a.Because == nil || a.Reason == "" {
					t.Errorf("also %s without reason or evidence: %+v", a.Rule, a)
					continue
				}
				certs = append(certs, a.Because.Certainty)
			}
			if !slices.Equal(got, c.also) || !slices.Equal(certs, c.certs) {
				t.Errorf("also = %v %v, want %v %v", got, certs, c.also, c.certs)
			}
			if len(rep.Parts[0].Also) > MaxAlso {
				t.Errorf("%d also, more than %d", len(rep.Parts[0].Also), MaxAlso)
			}
		})
	}
}
