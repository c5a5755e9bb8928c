package tui

import (
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestApproveDialogFollowsQueue: under four eyes the second operator's
// `y` confirmation of a proposed rule lists the asks it releases, and
// follows the queue while open (fx9e, rt18k #1): an ask that another
// process adds, which the rule would also resolve, joins the list marked
// new and the count follows; an ask that leaves the queue leaves the
// list; yes releases exactly the asks shown then (queue.Listed).
// Failed before: the dialog kept "resolves 1 pending ask" and released
// only the ask it first read.
func TestApproveDialogFollowsQueue(t *testing.T) {
	const cmd = "npm publish --tag beta ./packages/ui"
	d := openDesk(t, 100, 30)
	d.fourEyesOn()
	res, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Allow, Pattern: cmd, Reason: "beta releases", Author: "alice",
		End: d.clock.Now().Add(24 * time.Hour)})
	if err != nil || !res.Proposed {
		t.Fatalf("the rule under four eyes: %+v, %v; want it proposed", res, err)
	}
	first := d.ask("claude", "release", cmd)
	leaving := d.ask("claude", "release", cmd)
	d.reload()

	bob := d.asOperator("bob")
	bob.keys("2", "y")
	bob.mustShow("Approve rule r1?", "and resolves 2 pending asks (after a 2s undo window):",
		"resolves ask "+queue.ShortID(first), "resolves ask "+queue.ShortID(leaving))
	bob.keys("right") // on Approve

	// another process (a harness) asks while the dialog is open
	child := exec.Command(os.Args[0])
	child.Env = append(os.Environ(), "OZDESK_TUI_TEST_RUN=ask", "OZDESK_DB="+d.st.Path(), "OZDESK_TUI_TEST_COMMAND="+cmd)
	var out strings.Builder
	child.Stdout, child.Stderr = &out, &out
	if err := child.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- child.Wait() }()
	t.Cleanup(func() {
		_ = child.Process.Kill()
		<-done
	})
	var late string
	for end := time.Now().Add(30 * time.Second); late == "" && time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		pending, err := d.svc.Pending()
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range pending {
			if a.Agent == "e2e-agent" {
				late = a.ID
			}
		}
	}
	if late == "" {
		t.Fatalf("the other process's ask never reached the store:\n%s", out.String())
	}
	bob.reload()
	// what yes does changed: the focus is back on Cancel
	scr := bob.mustShow("Approve rule r1?", "and resolves 3 pending asks, 1 new since this opened", "▸[ Cancel ]")
	if l := lineWith(scr, "resolves ask "+queue.ShortID(late)+" "); !strings.Contains(l, "new") {
		t.Fatalf("the new ask is not listed as new: %q\n%s", l, scr)
	}

	// one listed ask leaves the queue: it leaves the list
	if err := d.svc.Withdraw(leaving, "claude"); err != nil {
		t.Fatal(err)
	}
	bob.reload()
	scr = bob.mustShow("and resolves 2 pending asks, 1 new since this opened")
	if strings.Contains(scr, "resolves ask "+queue.ShortID(leaving)+" ") {
		t.Fatalf("ask %s left the queue and is still listed:\n%s", leaving, scr)
	}

	bob.clock.Add(DefaultGrace) // bob reads the list (keys wait the grace after an arrival)
	bob.keys("right", "enter")
	bob.pastUndo()
	bob.reload()
	for _, id := range []string{first, late} {
		if a := d.askState(id); a.State != store.StateResolved {
			t.Errorf("the listed ask %s is %s, want resolved", id, a.State)
		}
	}
	select {
	case err := <-done:
		done <- err
		if err != nil || !strings.Contains(out.String(), "allow") {
			t.Errorf("the other process's answer: %v\n%s", err, out.String())
		}
	case <-time.After(30 * time.Second):
		t.Errorf("the other process was not released:\n%s", out.String())
	}
}
