package tui

import (
	"fmt"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/store"
)

// TestCtrlAMarksNoAskInArrivalHold (rt37k HIGH-1): at 80x24 the queue
// pane shows a few rows of twelve; `rm -rf ~` arrives below the fold.
// ctrl+a, in the same batch as the read that brings it, 20 ms later, or
// seconds later while its row was never drawn, marks the eleven alone
// and names it; scrolled to, it is held for the arrival hold, then
// marked.
func TestCtrlAMarksNoAskInArrivalHold(t *testing.T) {
	for _, tc := range []struct {
		name string
		// before runs between the read that brings the ask and ctrl+a
		// (nil: ctrl+a in the same batch as the read)
		before func(d *testDesk)
		marked bool
		status string
	}{
		{name: "same batch", status: "ask 12 arrived off screen, not marked: read it, then space"},
		{name: "20 ms", before: func(d *testDesk) { d.clock.Add(20 * time.Millisecond) },
			status: "ask 12 arrived off screen, not marked"},
		{name: "3 s, never drawn", before: func(d *testDesk) {
			d.clock.Add(3 * time.Second)
			d.keys("j")
		}, status: "ask 12 arrived off screen, not marked"},
		{name: "drawn 20 ms", before: func(d *testDesk) {
			d.keys("end")
			d.clock.Add(20 * time.Millisecond)
		}, status: "ask 12 just arrived, not marked: read it, then space"},
		{name: "drawn past its hold", before: func(d *testDesk) {
			d.keys("end")
			d.settle()
		}, marked: true, status: "12 asks marked"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			for i := 1; i <= 11; i++ {
				d.ask("builder", "", fmt.Sprintf("rm -rf /srv/cache/tmp%d", i))
			}
			// the eleven wait as the desk starts: none arrives under
			// the operator's eyes
			d.restart()
			d.settle()
			d.keys("j", "k")
			d.settle()
			home := d.ask("builder", "", "rm -rf ~")
			if tc.before == nil {
				d.send(append([]tea.Msg{StoreChangedMsg{}}, keyMsgs("ctrl+a")...)...)
			} else {
				d.reload()
				tc.before(d)
				d.keys("ctrl+a")
			}
			d.mustShow(tc.status)
			if got := d.m.list.marked[home]; got != tc.marked {
				t.Fatalf("ask 12 marked: %v, want %v:\n%s", got, tc.marked, d.screen())
			}
		})
	}
}

// TestBulkConfirmHoldsUnseenMark (rt37k HIGH-1): a marked ask never
// drawn, however its mark came, is listed by the bulk confirmation
// first, as new, and yes leaves it waiting; whatever the decision.
func TestBulkConfirmHoldsUnseenMark(t *testing.T) {
	for _, tc := range []struct {
		name, keys, question, yes string
		state                     string
	}{
		{name: "approve", keys: "a", question: "Approve 8 marked asks once?", yes: "[ Approve 8 ]", state: store.StateApproved},
		{name: "deny", keys: "d", question: "Deny 8 marked asks once?", yes: "[ Deny 8 ]", state: store.StateDenied},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, ids := eightAndHome(t)
			for _, id := range ids {
				d.m.list.marked[id] = true
			}
			d.keys(tc.keys)
			if tc.keys == "d" {
				d.keys("enter")
			}
			scr := d.mustShow(tc.question, "held: ask 9, new, not yet on screen long enough to read", tc.yes)
			if strings.Index(scr, "held: ask 9") > strings.Index(scr, "   ask 1 ") {
				t.Fatalf("the unseen ask is listed below the others:\n%s", scr)
			}
			d.keys("right", "enter")
			d.pastUndo()
			d.reload()
			for i, id := range ids {
				want := tc.state
				if i == 8 {
					want = store.StatePending
				}
				if got := d.askState(id).State; got != want {
					t.Fatalf("ask %d: %s, want %s", i+1, got, want)
				}
			}
		})
	}
}
