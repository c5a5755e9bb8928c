package tui

import (
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// TestHoldStartsOnScreen: an ask that arrives while its card is off
// screen (the rules, the audit trail, help, the whole command, a
// terminal too small) is held from the moment its card is drawn in the
// queue view: `1` then `a` 50 ms later decides nothing, and a pause
// longer than the hold then lets `a` approve it (rt18k #10).
func TestHoldStartsOnScreen(t *testing.T) {
	cases := []struct {
		name       string
		away, back func(d *testDesk)
	}{
		{"rules", func(d *testDesk) { d.keys("2") }, func(d *testDesk) { d.keys("1") }},
		{"audit", func(d *testDesk) { d.keys("3") }, func(d *testDesk) { d.keys("1") }},
		{"help", func(d *testDesk) { d.keys("?") }, func(d *testDesk) { d.keys("esc") }},
		{"whole command", func(d *testDesk) { d.keys("v") }, func(d *testDesk) { d.keys("esc") }},
		{"too small", func(d *testDesk) { d.resize(25, 5) }, func(d *testDesk) { d.resize(80, 24) }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			seen := d.ask("claude", "build", "rm -rf /srv/view/seen")
			d.reload()
			d.settle()
			tc.away(d)
			// the read ask leaves; one never seen takes its place
			if err := d.svc.Withdraw(seen, "claude"); err != nil {
				t.Fatal(err)
			}
			unseen := d.ask("claude", "build", "rm -rf /srv/view/two-NEVER-SEEN")
			d.reload()
			d.clock.Add(4 * time.Second)
			d.send(tickMsg(d.clock.Now()))
			tc.back(d)
			d.clock.Add(50 * time.Millisecond)
			d.keys("a")
			// the words may wrap: they say why ask 1 left first
			d.mustShow("look before", "deciding")
			d.pastUndo()
			if a := d.askState(unseen); a.State != store.StatePending {
				t.Fatalf("ask %s never drawn is %s after 1, 50 ms, a", unseen, a.State)
			}
			d.clock.Add(3 * time.Second)
			d.send(tickMsg(d.clock.Now()))
			d.keys("a")
			d.pastUndo()
			if a := d.askState(unseen); a.State != store.StateApproved {
				t.Fatalf("ask %s, drawn and read, is %s after a", unseen, a.State)
			}
		})
	}
}
