package queue

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestMustAsk: a request its asker says must at least ask is asked about
// when the policy allows it (by MustAskRule, the asker's words on the
// ask), and stays what the policy says when it asks or refuses: the field
// can only make an answer stricter.
func TestMustAsk(t *testing.T) {
	cases := []struct {
		name, command, mustAsk string
		want                   patterns.Outcome
		wantRule               string // "" for any rule but MustAskRule
	}{
		{"allowed, not told", "ls -la", "", patterns.Allow, ""},
		{"allowed, told", "ls -la", "zsh may read it otherwise", patterns.Ask, MustAskRule},
		{"allowed, told in blanks only", "ls -la", " \t\n", patterns.Allow, ""},
		{"asked, told", "make build", "dash may read it otherwise", patterns.Ask, ""},
		{"refused, told", "git push --force", "dash may read it otherwise", patterns.Refuse, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t, WithClock(newTestClock().Now))
			setPolicy(t, s, []RuleSpec{{Outcome: patterns.Allow, Pattern: "ls -la"}, {Outcome: patterns.Refuse, Pattern: "git push --force", Reason: "no"}}, store.OutcomeAsk)
			ans := mustEvaluate(t, s, Request{Command: tc.command, Agent: "bot", MustAsk: tc.mustAsk})
			if ans.Outcome != tc.want {
				t.Fatalf("outcome %s (%s: %s), want %s", ans.Outcome, ans.Rule, ans.Reason, tc.want)
			}
			if (ans.Rule == MustAskRule) != (tc.wantRule == MustAskRule) {
				t.Errorf("rule %q, want MustAskRule %v", ans.Rule, tc.wantRule == MustAskRule)
			}
			if ans.Report.Outcome != ans.Outcome || ans.Report.Rule != ans.Rule {
				t.Errorf("report says %s by %q, the answer %s by %q", ans.Report.Outcome, ans.Report.Rule, ans.Outcome, ans.Rule)
			}
			if tc.wantRule != MustAskRule {
				return
			}
			if ans.Ask == nil || !ans.Ask.Pending() || ans.Ask.MustAsk != tc.mustAsk {
				t.Fatalf("ask %+v, want a pending ask that keeps %q", ans.Ask, tc.mustAsk)
			}
			if !strings.Contains(ans.Reason, tc.mustAsk) || len(ans.Ask.Asking) == 0 || ans.Ask.Asking[0].Rule != MustAskRule {
				t.Errorf("reason %q, asking %+v: want the asker's words and %s first", ans.Reason, ans.Ask.Asking, MustAskRule)
			}
			evals := auditOf(t, s, store.KindEvaluate)
			if last := string(evals[len(evals)-1].Data); !strings.Contains(last, `"must_ask":`) {
				t.Errorf("the evaluation's record does not keep why it must ask: %s", last)
			}
		})
	}
}

// TestMustAskNotResolvedByRule: an allow rule written after an ask its
// asker made ask does not resolve it (nor does the preview count it as
// resolved); the same ask made by the policy alone is resolved; a refuse
// rule still resolves it, refused; the desk approves it.
func TestMustAskNotResolvedByRule(t *testing.T) {
	s := newService(t, WithClock(newTestClock().Now))
	setPolicy(t, s, nil, store.OutcomeAsk)
	forced := mustEvaluate(t, s, Request{Command: "make build", Agent: "bot", MustAsk: "zsh may read it otherwise"}).Ask
	plain := mustEvaluate(t, s, Request{Command: "make build", Agent: "bot"}).Ask
	refused := mustEvaluate(t, s, Request{Command: "make clean", Agent: "bot", MustAsk: "zsh may read it otherwise"}).Ask
	approved := mustEvaluate(t, s, Request{Command: "make test", Agent: "bot", MustAsk: "zsh may read it otherwise"}).Ask
	if forced == nil || plain == nil || refused == nil || approved == nil {
		t.Fatal("an ask was not queued")
	}
	spec := RuleSpec{Outcome: patterns.Allow, Pattern: "make build", Reason: "test", End: s.now().Add(time.Hour), Author: "alice", DryRun: true}
	c, err := s.LoadCorpus(time.Time{}, 100)
	if err != nil {
		t.Fatal(err)
	}
	pending, err := s.Pending()
	if err != nil {
		t.Fatal(err)
	}
	if got := s.PreviewRule(spec, nil, c, pending).Resolves; len(got) != 1 || got[0] != plain.ID {
		t.Errorf("the preview resolves %v, want only %s", got, plain.ID)
	}
	pv, err := s.AddRule(spec)
	if err != nil {
		t.Fatal(err)
	}
	if got := pv.Resolved; len(got) != 1 || got[0].ID != plain.ID {
		t.Errorf("the dry run resolves %v, want only %s", askIDs(got), plain.ID)
	}
	spec.DryRun = false
	res := mustAddRule(t, s, spec)
	if got := res.Resolved; len(got) != 1 || got[0].ID != plain.ID {
		t.Errorf("the rule resolved %v, want only %s", askIDs(got), plain.ID)
	}
	if a, err := s.Get(forced.ID); err != nil || !a.Pending() {
		t.Errorf("the ask its asker made ask is %s (%v), want pending", a.State, err)
	}
	res = mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "make clean", Reason: "no"})
	if got := res.Resolved; len(got) != 1 || got[0].ID != refused.ID || got[0].Decision.Outcome != store.OutcomeRefuse {
		t.Errorf("the refuse rule resolved %v, want %s refused", askIDs(res.Resolved), refused.ID)
	}
	if a, err := s.Decide(approved.ID, Decision{Outcome: patterns.Allow, By: "alice"}); err != nil || a.State != store.StateApproved {
		t.Errorf("the desk's approval: %v, %s", err, a.State)
	}
}
