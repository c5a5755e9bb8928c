//go:build !ozdesk_adapters

package sshdesk_test

import (
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/broker"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/sshdesk"
)

func TestViewerSeesButCannotDecide(t *testing.T) {
	dave := newOperator(t, "dave", "viewer")
	n := startNode(t, sshdesk.Config{}, dave)
	id := n.ask("claude", risky)

	term := n.openDesk(dave, 120, 32)
	term.waitFor(risky)
	term.waitFor("you are a viewer here")
	if screen := term.text(); strings.Contains(screen, "a approve") || strings.Contains(screen, "deny") {
		t.Errorf("a viewer's desk offers a decision:\n%s", screen)
	}
	term.press("ad")
	time.Sleep(300 * time.Millisecond)
	if state, _ := n.state(id); state != store.StatePending {
		t.Fatalf("a viewer's keys left the ask %s", state)
	}
	term.press("q")
	_ = term.wait()

	// The service refuses it anyway: the viewer's queue is the broker's,
	// with the broker's role checks.
	api := n.broker.LocalClient(broker.Identity{Name: "dave", Role: broker.RoleViewer, Key: "SHA256:x"})
	_, err := api.Decide(id, queue.Decision{Outcome: patterns.Allow})
	if !errors.Is(err, broker.ErrDenied) {
		t.Fatalf("a viewer's decision: %v, want it denied", err)
	}
	if _, err := api.Pending(); err != nil {
		t.Fatalf("a viewer cannot list the queue: %v", err)
	}
}

func TestTwoDesksOneWins(t *testing.T) {
	carol := newOperator(t, "carol", "approver")
	erin := newOperator(t, "erin", "approver")
	n := startNode(t, sshdesk.Config{}, carol, erin)
	id := n.ask("claude", risky)

	desks := []*terminal{n.openDesk(carol, 120, 32), n.openDesk(erin, 120, 32)}
	for _, d := range desks {
		d.waitFor(risky)
		d.waitFor("approve")
		d.waitCardDrawn()
	}
	time.Sleep(50 * time.Millisecond)
	var wg sync.WaitGroup
	for _, d := range desks {
		wg.Go(func() { d.press("a") })
	}
	wg.Wait()
	deadline := time.Now().Add(10 * time.Second)
	var by string
	for {
		var state string
		if state, by = n.state(id); state == store.StateApproved {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the ask is %s", state)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if by != "carol" && by != "erin" {
		t.Fatalf("approved by %q", by)
	}
	decides, err := n.svc.AuditRange(time.Time{}, time.Now().Add(time.Hour), store.KindDecide)
	if err != nil {
		t.Fatal(err)
	}
	if len(decides) != 1 {
		t.Fatalf("%d decisions recorded, want exactly one", len(decides))
	}
	// The loser is told who won, when its key reached the queue after the
	// winner's; else the ask had left its queue before its key.
	loser := desks[1]
	if by == "erin" {
		loser = desks[0]
	}
	time.Sleep(200 * time.Millisecond)
	if screen := loser.text(); strings.Contains(screen, "already") && !strings.Contains(screen, "by "+by) {
		t.Errorf("the loser is not told who won:\n%s", screen)
	}
}

func TestNewAsksReachEveryDesk(t *testing.T) {
	carol := newOperator(t, "carol", "approver")
	dave := newOperator(t, "dave", "viewer")
	n := startNode(t, sshdesk.Config{}, carol, dave)
	desks := []*terminal{n.openDesk(carol, 120, 32), n.openDesk(dave, 120, 32)}
	for _, d := range desks {
		d.waitFor("Nothing waits")
	}
	n.ask("claude", risky)
	for _, d := range desks {
		d.waitFor(risky)
	}
}
