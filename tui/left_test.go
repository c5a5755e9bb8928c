package tui

import (
	"errors"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestWhyLeft words each way an ask leaves the queue.
func TestWhyLeft(t *testing.T) {
	cases := []struct {
		a    leftAsk
		want string
	}{
		{leftAsk{id: "0000000012", state: store.StateApproved, by: "bob"}, "ask 12 approved by bob"},
		{leftAsk{id: "0000000012", state: store.StateDenied, by: "bob", reason: "not on main"}, "ask 12 denied by bob: «not on main»"},
		{leftAsk{id: "0000000012", state: store.StateApproved, by: "bob", reason: "ok» · ask 13 approved by «alice"}, `ask 12 approved by bob: «ok\u00bb · ask 13 approved by \u00abalice»`},
		{leftAsk{id: "0000000012", state: store.StateApproved, by: "bob", rule: "r4"}, "ask 12 approved by bob with rule r4"},
		{leftAsk{id: "0000000012", state: store.StateApproved, by: "alice"}, "ask 12 approved by you elsewhere (another desk or the command line)"},
		{leftAsk{id: "0000000009", state: store.StateWithdrawn}, "ask 9 withdrawn: its agent stopped waiting"},
		{leftAsk{id: "0000000007", state: store.StateExpired}, "ask 7 expired undecided"},
		{leftAsk{id: "0000000005", state: store.StateResolved, by: "r4"}, "ask 5 resolved by rule r4"},
		{leftAsk{id: "0000000005", state: store.StateResolved, by: "r4", outcome: "refuse", author: "bob"}, "ask 5 refused by rule r4, written by bob"},
		{leftAsk{id: "0000000005", state: store.StateResolved, by: "r4", outcome: "allow", author: "alice"}, "ask 5 allowed by rule r4, written by you"},
		{leftAsk{id: "0000000005", state: store.StateResolved, by: "fallback", outcome: "allow"}, "ask 5 allowed by the fallback: no rule asks about it any more"},
		{leftAsk{id: "0000000007", state: store.StateExpired, by: "ozdesk", reason: "expired: nobody decided within 10m"}, "ask 7 expired: nobody decided within 10m"},
		{leftAsk{id: "0000000003", state: store.StateAbandoned}, "ask 3 abandoned: its harness is gone, nobody waits for the answer"},
		{leftAsk{id: "0000000004", state: store.StateAbandoned, by: "ozdesk", reason: "abandoned: node n1 stopped answering"}, "ask 4 abandoned: node n1 stopped answering"},
		{leftAsk{id: "0000000006", state: store.StateAbandoned, by: "ozdesk", reason: "abandoned: the broker on node n2 stopped"}, "ask 6 abandoned: the broker on node n2 stopped"},
		{leftAsk{id: "0000000002", err: errors.New("store locked")}, "ask 2 left the queue"},
	}
	for _, tc := range cases {
		if got := whyLeft(tc.a, "alice", [2]string{"«", "»"}); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.a, got, tc.want)
		}
	}
}

// TestAsksLeavingSayWhy: an ask that leaves the queue by another hand
// than this desk's says why on the status line, read through the queue.
func TestAsksLeavingSayWhy(t *testing.T) {
	cases := []struct {
		name  string
		leave func(t *testing.T, d *testDesk, id string)
		want  string
	}{
		{"approved by another operator", func(t *testing.T, d *testDesk, id string) {
			must(t, decideElsewhere(d, id, queue.Decision{Outcome: patterns.Allow, By: "bob"}))
		}, "ask 1 approved by bob"},
		{"denied elsewhere with a reason", func(t *testing.T, d *testDesk, id string) {
			must(t, decideElsewhere(d, id, decisionBy("bob")))
		}, "ask 1 denied by bob: «too risky»"},
		{"withdrawn by its agent", func(t *testing.T, d *testDesk, id string) {
			must(t, d.svc.Withdraw(id, "claude"))
		}, "ask 1 withdrawn: its agent stopped waiting"},
		{"expired", func(t *testing.T, d *testDesk, id string) {
			d.clock.Add(6 * time.Minute) // past the first ask's deadline, not the second's
			_, err := d.svc.Sweep()
			must(t, err)
		}, "ask 1 expired: nobody decided within 10m"},
		{"resolved by a rule written elsewhere", func(t *testing.T, d *testDesk, id string) {
			_, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Refuse, Pattern: "git push --force origin main",
				Reason: "never", Author: "bob"})
			must(t, err)
		}, "ask 1 refused by rule r1, written by bob"},
		{"allowed by a rule written elsewhere", func(t *testing.T, d *testDesk, id string) {
			_, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Allow, Pattern: "git push --force origin main",
				Reason: "the release branch is main here", Author: "bob", End: d.clock.Now().Add(time.Hour)})
			must(t, err)
		}, "ask 1 allowed by rule r1, written by bob"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 100, 30)
			id := d.ask("claude", "refactor", "git push --force origin main")
			d.clock.Add(5 * time.Minute)
			d.ask("codex", "release", "npm publish --tag beta")
			d.reload()
			d.settle()
			tc.leave(t, d, id)
			d.reload()
			d.mustShow(tc.want, "Queue · 1 waiting")
		})
	}
}

// TestOwnDecisionIsNotReportedAsLeft: a decision made here says what it
// did, not that the ask left.
func TestOwnDecisionIsNotReportedAsLeft(t *testing.T) {
	d := openDesk(t, 100, 30)
	d.ask("claude", "refactor", "git push --force origin main")
	d.reload()
	d.settle()
	d.keys("a")
	d.pastUndo()
	d.reload()
	scr := d.mustShow("approved ask 1 once")
	if strings.Contains(scr, "elsewhere") {
		t.Fatalf("this desk's own decision reported as made elsewhere:\n%s", scr)
	}
}

// decideElsewhere decides an ask through the queue, as another desk or
// the command line would.
func decideElsewhere(d *testDesk, id string, dec queue.Decision) error {
	_, err := d.svc.Decide(id, dec)
	return err
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
