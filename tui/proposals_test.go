package tui

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// fourEyesOn turns four eyes on (one operator may: it tightens).
func (d *testDesk) fourEyesOn() {
	d.t.Helper()
	set := store.DefaultSettings()
	set.FourEyes = true
	if _, err := d.svc.SetSettings(set, "admin"); err != nil {
		d.t.Fatal(err)
	}
}

// proposals reads the proposals that wait, from the store.
func (d *testDesk) proposals() []store.Proposal {
	d.t.Helper()
	ps, err := d.svc.Proposals()
	if err != nil {
		d.t.Fatal(err)
	}
	return ps
}

// mustNotShow fails if the screen holds any of the texts.
func (d *testDesk) mustNotShow(texts ...string) {
	d.t.Helper()
	scr := d.screen()
	for _, s := range texts {
		if strings.Contains(scr, s) {
			d.t.Fatalf("screen shows %q:\n%s", s, scr)
		}
	}
}

// TestRetireProposedAtDesk: under four eyes, x on an ask rule in force
// proposes its retirement (the rule stays in force, the status line says
// so); the proposal is listed below the rules; its author cannot approve
// it; a second operator's y lists the ask its approval releases, and past
// the focused Cancel and the undo window (u takes it back) retires the
// rule and resolves the ask it held. The listing and the window failed
// before (rt17k #4).
func TestRetireProposedAtDesk(t *testing.T) {
	d := openDesk(t, 100, 30)
	if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Ask, Pattern: "make docs",
		Reason: "docs builds are looked at", Author: "admin"}); err != nil {
		t.Fatal(err)
	}
	d.fourEyesOn()
	held := d.ask("claude", "release", "make docs")
	d.reload()
	d.keys("2")
	d.mustShow("? ask make docs", "four eyes on")
	d.mustNotShow("Proposed")
	d.keys("x")
	d.mustShow("Propose retiring rule r1?", "stays in force until another operator approves", "▸[ Cancel ]")
	d.keys("right", "enter")
	d.reload()
	d.mustShow("proposed p1: retire rule r1", "it waits for another operator (y on it in the rules view)",
		"Proposed · 1, each waits for a second operator · y approves, x withdraws",
		"p1  retire rule r1 ? ask make docs", "proposed by you, for another operator")
	if rs := d.rules(); rs[0].Status != store.StatusActive {
		t.Fatalf("proposing retired the rule: %s", rs[0].Status)
	}
	d.keys("j", "y")
	d.mustShow("you proposed p1: another operator must approve it (four eyes)")

	bob := d.asOperator("bob")
	bob.keys("2", "j")
	bob.mustShow("▸ p1", "proposed by alice")
	bob.keys("y")
	bob.mustShow("Approve proposal p1?", "p1 retire rule r1 (? ask make docs)", "proposed by alice; approved, the change is made now", "▸[ Cancel ]")
	bob.keys("enter") // Cancel
	if ps := d.proposals(); len(ps) != 1 {
		t.Fatalf("Cancel approved: %+v", ps)
	}
	// The confirmation lists the ask the approval releases, and the
	// approval waits out the undo window: u takes it back (rt17k #4).
	bob.keys("y")
	bob.mustShow("it resolves 1 pending ask (after a 2s undo window):", "resolves ask 1")
	bob.keys("right", "enter")
	bob.mustShow("approving p1: resolving 1 ask", "u undoes")
	if rs := d.rules(); rs[0].Status != store.StatusActive || d.askState(held).State != store.StatePending {
		t.Fatalf("inside the undo window the approval reached the store: rule %s, ask %s", rs[0].Status, d.askState(held).State)
	}
	bob.keys("u")
	bob.mustShow("undone: p1 not approved, it still waits; ask 1 still waits")
	bob.pastUndo()
	if ps := d.proposals(); len(ps) != 1 || d.askState(held).State != store.StatePending {
		t.Fatalf("undone, the proposal was approved: %+v", ps)
	}
	bob.keys("y", "right", "enter")
	bob.pastUndo()
	bob.reload()
	if rs := d.rules(); rs[0].Status != store.StatusRetired {
		t.Fatalf("approved, the rule is %s", rs[0].Status)
	}
	if a := d.askState(held); a.State != store.StateResolved {
		t.Fatalf("the ask the rule held: %s", a.State)
	}
	bob.mustShow("proposal p1 approved: retire rule r1 · resolved 1 pending ask", "retired")
	bob.mustNotShow("Proposed ·")
}

// TestProposalsAt80x24: proposals of settings and hosts, made at the
// command line, are listed readably at 80x24 under the rules, one
// selection running through both; x withdraws one (anyone may); y on a
// stale one is refused and says how to clear it.
func TestProposalsAt80x24(t *testing.T) {
	d := openDesk(t, 80, 24)
	for i := range 10 {
		if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Refuse, Pattern: fmt.Sprintf("make wipe-%d", i),
			Reason: "no wiping", Author: "admin"}); err != nil {
			t.Fatal(err)
		}
	}
	d.fourEyesOn()
	set, _ := d.svc.Settings()
	set.FourEyes = false
	if _, err := d.svc.SetSettings(set, "carol"); !errors.Is(err, queue.ErrProposed) {
		t.Fatal(err)
	}
	for _, h := range []string{"get.k3s.io", "dl.example.com"} {
		if _, err := d.svc.AddEgress(store.EgressHost{Host: h, AddedBy: "carol", Reason: "installers"}); !errors.Is(err, queue.ErrProposed) {
			t.Fatal(err)
		}
	}
	d.reload()
	d.keys("2")
	d.mustShow("▸ r1   ✗ refuse make wipe-0")
	d.mustNotShow("Proposed") // below the fold: 10 rules fill the view
	d.keys("G")
	scr := d.mustShow("Proposed · 3", "p1  four-eyes on → off", "p2  add get.k3s.io to the egress list",
		"▸ p3  add dl.example.com to the egress list", "proposed by carol", "installers")
	// enter on a proposal says what it is and which keys act on it.
	d.keys("enter")
	d.mustShow("p3, proposed by carol: y approves it, x withdraws it")
	for i, line := range strings.Split(scr, "\n") {
		if w := len([]rune(line)); w > 80 {
			t.Errorf("line %d is %d cells wide: %q", i+1, w, line)
		}
	}

	// dl.example.com gets on the list another way meanwhile: p3 is stale.
	err := d.st.Update(func(tx *store.Tx) error {
		return tx.AddEgress(store.EgressHost{Host: "dl.example.com", AddedBy: "dave"})
	})
	if err != nil {
		t.Fatal(err)
	}
	d.keys("y") // the approval's dry run finds it stale before any confirmation
	d.mustShow("p3 is stale (x withdraws it): dl.example.com is on the egress list")
	d.keys("x")
	d.mustShow("Withdraw proposal p3?", "withdrawn, nothing changes")
	d.keys("right", "enter")
	d.reload()
	d.mustShow("proposal p3 withdrawn", "Proposed · 2")
	if ps := d.proposals(); len(ps) != 2 {
		t.Fatalf("waiting: %+v", ps)
	}

	// alice approves carol's proposal to turn four eyes off.
	d.keys("g", "G")
	d.mustShow("▸ p2")
	d.keys("k")
	d.mustShow("▸ p1")
	d.keys("y")
	d.mustShow("Approve proposal p1?", "p1 four-eyes on → off", "proposed by carol")
	d.keys("right", "enter")
	d.pastUndo() // the approval waits out its undo window
	d.reload()
	d.mustShow("proposal p1 approved: four-eyes on → off")
	d.mustNotShow("four eyes on")
	if s, _ := d.svc.Settings(); s.FourEyes {
		t.Fatal("approved, four eyes is still on")
	}
	// Without four eyes, x retires at once.
	d.keys("g", "x")
	d.mustShow("Retire rule r1?")
}

// TestProposalHostileText: a proposal's words (a host, a reason, an
// author) are drawn escaped, in the list, the confirmation and the status
// line: they never drive the terminal.
func TestProposalHostileText(t *testing.T) {
	d := openDesk(t, 100, 30)
	d.fourEyesOn()
	// The queue refuses such a host; the desk must still draw safely
	// whatever the store holds (written by another build, or by hand).
	err := d.st.Update(func(tx *store.Tx) error {
		id, err := tx.NextProposalID()
		if err != nil {
			return err
		}
		return tx.PutProposal(store.Proposal{ID: id, Kind: store.KindEgressAdd, By: "mal\x1b[2Jlory",
			Created: d.clock.Now(), Status: store.StatusProposed,
			Egress: &store.EgressHost{Host: "evil\x1b]0;pwned\a.example", AddedBy: "mal\x1b[2Jlory", Reason: "trust me\x1b[31m"}})
	})
	if err != nil {
		t.Fatal(err)
	}
	d.reload()
	d.keys("2")
	d.mustShow(`add evil\e]0;pwned\a.example to the egress list`, `proposed by mal\e[2Jlory`, `trust me\e[31m`)
	d.keys("x")
	d.mustShow(`p1 add evil\e]0;pwned\a.example to the egress list`)
	if strings.Contains(d.m.Screen(), "\x07") || strings.Contains(d.m.Screen(), "\x1b]0") || strings.Contains(d.m.Screen(), "\x1b[2J") {
		t.Fatal("the screen carries the proposal's raw escapes")
	}
}
