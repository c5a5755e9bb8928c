//go:build !ozdesk_adapters

package queue

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// fourEyesOn turns four eyes on (and the fallback to fallback), which one
// operator may do alone: it tightens.
func fourEyesOn(t testing.TB, s *Service, fallback string) {
	t.Helper()
	set := store.DefaultSettings()
	set.FourEyes, set.Fallback = true, fallback
	if _, err := s.SetSettings(set, "admin"); err != nil {
		t.Fatal(err)
	}
}

// mustPropose expects err to be a proposal of kind, and returns it.
func mustPropose(t testing.TB, err error, kind string) store.Proposal {
	t.Helper()
	var pe *ProposedError
	if !errors.As(err, &pe) || !errors.Is(err, ErrProposed) {
		t.Fatalf("want a proposal, got %v", err)
	}
	if pe.Proposal.Kind != kind || !pe.Proposal.Pending() || pe.Proposal.ID == "" {
		t.Fatalf("proposal %+v, want a pending %s", pe.Proposal, kind)
	}
	return pe.Proposal
}

// proposalIDs lists the IDs of the proposals that wait.
func proposalIDs(t testing.TB, s *Service) []string {
	t.Helper()
	ps, err := s.Proposals()
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, p := range ps {
		ids = append(ids, p.ID)
	}
	return ids
}

// kinds lists the kinds of the audit entries after seq after.
func kinds(t testing.TB, s *Service, after int) []string {
	t.Helper()
	var out []string
	for _, e := range auditOf(t, s)[after:] {
		out = append(out, e.Kind)
	}
	return out
}

// TestProposeRetire: under four eyes, retiring an ask rule in force is a
// proposal that changes nothing; its author cannot approve it; another
// operator's approval retires the rule, audited as one change, and
// resolves the ask the rule held.
func TestProposeRetire(t *testing.T) {
	s := newService(t)
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Ask, Pattern: "make deploy"})
	fourEyesOn(t, s, store.OutcomeAllow)
	ask := mustEvaluate(t, s, Request{Command: "make deploy"}).Ask.ID
	before := len(auditOf(t, s))

	p := mustPropose(t, s.RetireRule("r1", "alice"), store.KindRuleRetire)
	if p.ID != "p1" || p.Rule != "r1" || p.By != "alice" {
		t.Fatalf("proposal %+v", p)
	}
	if rs, _ := s.Rules(); rs[0].Status != store.StatusActive {
		t.Fatalf("a proposal retired the rule: %s", rs[0].Status)
	}
	if a, _ := s.Get(ask); !a.Pending() {
		t.Fatalf("a proposal resolved the ask: %s", a.State)
	}
	if got := kinds(t, s, before); !slices.Equal(got, []string{store.KindProposalAdd}) {
		t.Fatalf("audit after proposing: %v", got)
	}
	if err := s.RetireRule("r1", "carol"); !errors.Is(err, store.ErrExists) || !strings.Contains(err.Error(), "as p1 by alice") {
		t.Fatalf("the same retirement proposed twice: %v", err)
	}
	if _, err := s.ApproveProposal("p1", "alice"); !errors.Is(err, ErrSameOperator) {
		t.Fatalf("the author approved: %v", err)
	}
	if _, err := s.ApproveProposal("p1", " "); !errors.Is(err, ErrNoAuthor) {
		t.Fatalf("nobody approved: %v", err)
	}
	before = len(auditOf(t, s))
	res, err := s.ApproveProposal("p1", "bob")
	if err != nil {
		t.Fatal(err)
	}
	if res.Proposal.Status != store.ProposalApproved || res.Proposal.DecidedBy != "bob" {
		t.Fatalf("approved %+v", res.Proposal)
	}
	if rs, _ := s.Rules(); rs[0].Status != store.StatusRetired {
		t.Fatalf("approved, the rule is %s", rs[0].Status)
	}
	if len(res.Resolved) != 1 || res.Resolved[0].ID != ask || res.Resolved[0].Decision.Outcome != store.OutcomeAllow {
		t.Fatalf("resolved %+v", res.Resolved)
	}
	want := []string{store.KindProposalApprove, store.KindRuleRetire, store.KindResolve}
	if got := kinds(t, s, before); !slices.Equal(got, want) {
		t.Fatalf("audit after approving: %v, want %v", got, want)
	}
	retire := auditOf(t, s, store.KindRuleRetire)[0]
	if sum := Summarize(retire).Text; retire.Actor != "bob" || !strings.Contains(sum, "(p1, proposed by alice)") {
		t.Errorf("the retirement's entry: %s by %s", sum, retire.Actor)
	}
	if _, err := s.ApproveProposal("p1", "carol"); !errors.Is(err, ErrNotProposed) || !strings.Contains(err.Error(), "approved by bob") {
		t.Errorf("approved twice: %v", err)
	}
	if ids := proposalIDs(t, s); len(ids) != 0 {
		t.Errorf("still waiting: %v", ids)
	}
}

// TestFourEyesLetsThrough: under four eyes, what tightens or does not
// touch what decides is done at once, by one operator.
func TestFourEyesLetsThrough(t *testing.T) {
	clock := newTestClock()
	s := newService(t, WithClock(clock.Now))
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "make test"})                                 // r1
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "make a", Shadow: true})                     // r2
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "make b", End: clock.Now().Add(time.Hour)})  // r3
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Ask, Pattern: "make c", End: clock.Now().Add(2 * time.Hour)}) // r4
	if _, err := s.AddEgress(store.EgressHost{Host: "dl.example.com", AddedBy: "alice"}); err != nil {
		t.Fatal(err)
	}
	fourEyesOn(t, s, store.OutcomeAsk)
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "make d"}) // r5, proposed
	clock.Add(90 * time.Minute)                                              // r3 has ended
	for _, id := range []string{"r1", "r2", "r3", "r5"} {
		if err := s.RetireRule(id, "alice"); err != nil {
			t.Errorf("retire %s: %v", id, err)
		}
	}
	mustPropose(t, s.RetireRule("r4", "alice"), store.KindRuleRetire) // still in force
	set, _ := s.Settings()
	set.AskWait = time.Hour
	if _, err := s.SetSettings(set, "alice"); err != nil {
		t.Errorf("a longer wait: %v", err)
	}
	if _, err := s.RemoveEgress("dl.example.com", "alice"); err != nil {
		t.Errorf("remove an egress host: %v", err)
	}
	if ids := proposalIDs(t, s); !slices.Equal(ids, []string{"p1"}) {
		t.Errorf("proposals %v, want only r4's retirement", ids)
	}
}

// TestProposeSettings: turning four eyes off and a fallback of allow wait
// for a second operator; approving one changes only the settings it
// proposed, and a proposal whose setting changed meanwhile is stale.
func TestProposeSettings(t *testing.T) {
	s := newService(t)
	fourEyesOn(t, s, store.OutcomeAsk)
	ask := mustEvaluate(t, s, Request{Command: "some-tool --flag"}).Ask.ID
	set, _ := s.Settings()
	set.FourEyes = false
	_, err := s.SetSettings(set, "alice")
	off := mustPropose(t, err, store.KindSetting)
	if ProposalText(off) != "four-eyes on → off" {
		t.Errorf("words: %q", ProposalText(off))
	}
	if _, err := s.SetSettings(set, "carol"); !errors.Is(err, store.ErrExists) {
		t.Fatalf("four eyes off proposed twice: %v", err)
	}
	set, _ = s.Settings()
	set.Fallback = store.OutcomeAllow
	_, err = s.SetSettings(set, "alice")
	allow := mustPropose(t, err, store.KindSetting)
	set.Fallback, set.FourEyes = store.OutcomeAllow, false
	_, err = s.SetSettings(set, "dave") // both at once: another change
	both := mustPropose(t, err, store.KindSetting)
	if got, _ := s.Settings(); !got.FourEyes || got.Fallback != store.OutcomeAsk {
		t.Fatalf("proposals changed the settings: %+v", got)
	}

	// bob approves the fallback: four eyes stays on, the ask is resolved.
	res, err := s.ApproveProposal(allow.ID, "bob")
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Settings(); !got.FourEyes || got.Fallback != store.OutcomeAllow {
		t.Fatalf("after approving %s: %+v", allow.ID, got)
	}
	if len(res.Resolved) != 1 || res.Resolved[0].ID != ask {
		t.Fatalf("resolved %v", askIDs(res.Resolved))
	}
	// The proposal of both is stale now: its fallback is allow already.
	_, err = s.ApproveProposal(both.ID, "bob")
	var stale *StaleError
	if !errors.As(err, &stale) || !errors.Is(err, ErrStale) || !strings.Contains(err.Error(), "fallback is allow already") {
		t.Fatalf("a stale proposal: %v", err)
	}
	if got, _ := s.Settings(); !got.FourEyes {
		t.Fatal("a stale proposal turned four eyes off")
	}
	if _, err := s.WithdrawProposal(both.ID, "bob"); err != nil { // anyone may
		t.Fatal(err)
	}
	// carol approves turning four eyes off.
	if _, err := s.ApproveProposal(off.ID, "carol"); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Settings(); got.FourEyes || got.Fallback != store.OutcomeAllow {
		t.Fatalf("after approving %s: %+v", off.ID, got)
	}
	if ids := proposalIDs(t, s); len(ids) != 0 {
		t.Errorf("still waiting: %v", ids)
	}
	var texts []string
	for _, e := range auditOf(t, s, store.KindSetting) {
		texts = append(texts, Summarize(e).Text)
	}
	want := []string{"four-eyes off → on, fallback allow → ask", "fallback ask → allow (p2, proposed by alice)",
		"four-eyes on → off (p1, proposed by alice)"}
	if !slices.Equal(texts, want) {
		t.Errorf("setting entries:\n%q\nwant\n%q", texts, want)
	}
}

// TestProposeEgress: under four eyes a host joins the egress list when a
// second operator approves; a host that got there meanwhile makes the
// proposal stale.
func TestProposeEgress(t *testing.T) {
	s := newService(t)
	fourEyesOn(t, s, store.OutcomeAllow)
	_, err := s.AddEgress(store.EgressHost{Host: " Get.K3s.io ", AddedBy: "alice", Reason: "k3s installer"})
	p := mustPropose(t, err, store.KindEgressAdd)
	if p.Egress.Host != "get.k3s.io" || p.Egress.Reason != "k3s installer" {
		t.Fatalf("proposal %+v", p.Egress)
	}
	if hosts, _ := s.Egress(); len(hosts) != 0 {
		t.Fatalf("a proposal added %v", hosts)
	}
	for _, bad := range []struct{ host, want string }{{"get.k3s.io", "proposed already"}, {"a b", "host names cannot have"}} {
		if _, err := s.AddEgress(store.EgressHost{Host: bad.host, AddedBy: "bob"}); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("add %q: %v, want %q", bad.host, err, bad.want)
		}
	}
	if _, err := s.ApproveProposal(p.ID, "bob"); err != nil {
		t.Fatal(err)
	}
	hosts, _ := s.Egress()
	if len(hosts) != 1 || hosts[0].Host != "get.k3s.io" || hosts[0].AddedBy != "alice" || hosts[0].Reason != "k3s installer" {
		t.Fatalf("egress list %+v", hosts)
	}
	if _, err := s.AddEgress(store.EgressHost{Host: "get.k3s.io", AddedBy: "bob"}); !errors.Is(err, store.ErrExists) {
		t.Errorf("proposing a host on the list: %v", err)
	}

	_, err = s.AddEgress(store.EgressHost{Host: "dl.example.com", AddedBy: "alice"})
	p = mustPropose(t, err, store.KindEgressAdd)
	// Meanwhile the host is put on the list another way (a policy file
	// applied before four eyes, say), with its entry: a host put there
	// around ozdesk would be taken off by the approval instead.
	err = s.st.Update(func(tx *store.Tx) error {
		if err := tx.AddEgress(store.EgressHost{Host: "dl.example.com", AddedBy: "carol"}); err != nil {
			return err
		}
		return s.egressEntry(tx, store.KindEgressAdd, "carol", egressEvent{Host: "dl.example.com"})
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.ApproveProposal(p.ID, "bob"); !errors.Is(err, ErrStale) || !strings.Contains(err.Error(), "on the egress list already") {
		t.Errorf("a stale host: %v", err)
	}
}

// TestWithdrawProposal: a withdrawn proposal changes nothing, waits no
// more, and cannot be approved or withdrawn again.
func TestWithdrawProposal(t *testing.T) {
	s := newService(t)
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "rm -rf /"})
	fourEyesOn(t, s, store.OutcomeAllow)
	p := mustPropose(t, s.RetireRule("r1", "alice"), store.KindRuleRetire)
	if _, err := s.WithdrawProposal(p.ID, ""); !errors.Is(err, ErrNoAuthor) {
		t.Fatalf("withdrawn by nobody: %v", err)
	}
	w, err := s.WithdrawProposal(p.ID, "alice")
	if err != nil || w.Status != store.ProposalWithdrawn || w.DecidedBy != "alice" {
		t.Fatalf("withdrawn: %+v, %v", w, err)
	}
	if _, err := s.ApproveProposal(p.ID, "bob"); !errors.Is(err, ErrNotProposed) || !strings.Contains(err.Error(), "withdrawn by alice") {
		t.Errorf("approving a withdrawn one: %v", err)
	}
	if _, err := s.WithdrawProposal(p.ID, "bob"); !errors.Is(err, ErrNotProposed) {
		t.Errorf("withdrawn twice: %v", err)
	}
	if _, err := s.ApproveProposal("p9", "bob"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("approving one that never was: %v", err)
	}
	if rs, _ := s.Rules(); rs[0].Status != store.StatusActive {
		t.Errorf("the rule is %s", rs[0].Status)
	}
	// Withdrawn, the same change can be proposed again.
	mustPropose(t, s.RetireRule("r1", "alice"), store.KindRuleRetire)
	if ids := proposalIDs(t, s); !slices.Equal(ids, []string{"p2"}) {
		t.Errorf("waiting: %v", ids)
	}
}

// TestProposalStaleRetire: two operators turn four eyes off together; the
// rule a proposal would retire is retired meanwhile; approving it then is
// refused, and changes nothing.
func TestProposalStaleRetire(t *testing.T) {
	s := newService(t)
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "rm -rf /"})
	fourEyesOn(t, s, store.OutcomeAllow)
	retire := mustPropose(t, s.RetireRule("r1", "alice"), store.KindRuleRetire)
	set, _ := s.Settings()
	set.FourEyes = false
	_, err := s.SetSettings(set, "alice")
	off := mustPropose(t, err, store.KindSetting)
	if _, err := s.ApproveProposal(off.ID, "bob"); err != nil {
		t.Fatal(err)
	}
	if err := s.RetireRule("r1", "alice"); err != nil {
		t.Fatalf("without four eyes one operator retires: %v", err)
	}
	n := len(auditOf(t, s))
	if _, err := s.ApproveProposal(retire.ID, "bob"); !errors.Is(err, ErrStale) || !strings.Contains(err.Error(), "rule r1 is retired already") {
		t.Fatalf("a stale retirement: %v", err)
	}
	if len(auditOf(t, s)) != n {
		t.Error("a refused approval wrote to the audit trail")
	}
	if ids := proposalIDs(t, s); !slices.Equal(ids, []string{retire.ID}) {
		t.Errorf("waiting: %v (a stale proposal waits until withdrawn)", ids)
	}
}

// TestApproveProposalRace: two processes approve the same proposal, over
// many rounds; exactly one makes the change, and the other is told who
// did.
func TestApproveProposalRace(t *testing.T) {
	const rounds = 30
	s := newService(t)
	fourEyesOn(t, s, store.OutcomeAllow)
	names := []string{"bob", "carol"}
	children := []*child{
		startChild(t, "approve", s.st.Path(), names[0], rounds),
		startChild(t, "approve", s.st.Path(), names[1], rounds),
	}
	for round := range rounds {
		host := fmt.Sprintf("h%d.example.com", round)
		_, err := s.AddEgress(store.EgressHost{Host: host, AddedBy: "alice"})
		p := mustPropose(t, err, store.KindEgressAdd)
		for _, c := range children {
			c.Send(t, "go "+p.ID)
		}
		lines := []string{children[0].Line(t), children[1].Line(t)}
		var winner string
		err = s.st.View(func(tx *store.Tx) error {
			q, err := tx.GetProposal(p.ID)
			winner = q.DecidedBy
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range lines {
			want := "lost " + winner
			if names[i] == winner {
				want = "won"
			}
			if line != want {
				t.Fatalf("round %d: %s said %q, want %q", round, names[i], line, want)
			}
		}
	}
	for _, c := range children {
		c.Wait(t)
	}
	if n, hosts := len(auditOf(t, s, store.KindEgressAdd)), len(mustEgress(t, s)); n != rounds || hosts != rounds {
		t.Errorf("%d egress.add entries, %d hosts, over %d rounds", n, hosts, rounds)
	}
}

func mustEgress(t testing.TB, s *Service) []store.EgressHost {
	t.Helper()
	hosts, err := s.Egress()
	if err != nil {
		t.Fatal(err)
	}
	return hosts
}

// childApprove approves the proposals it is told to, and says whether it
// made the change or who did first.
func childApprove(env childEnv) error {
	s := childService(env)
	for range env.n {
		if !env.in.Scan() {
			return fmt.Errorf("stdin closed")
		}
		id := strings.TrimPrefix(env.in.Text(), "go ")
		_, err := s.ApproveProposal(id, env.name)
		switch {
		case err == nil:
			fmt.Println("won")
		case errors.Is(err, ErrNotProposed):
			var by string
			_ = s.st.View(func(tx *store.Tx) error {
				p, err := tx.GetProposal(id)
				by = p.DecidedBy
				return err
			})
			fmt.Println("lost", by)
		default:
			return err
		}
	}
	return nil
}
