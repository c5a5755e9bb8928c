package tui

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// swapDesk is a desk whose selected ask (the first of three lookalikes
// by one agent) is read and then withdrawn by its agent; it returns the
// desk and the three asks' IDs.
func swapDesk(t *testing.T, w, h int, keys ...string) (*testDesk, []string) {
	d := openDesk(t, w, h)
	ids := []string{
		d.ask("helper", "lx", "git push --force origin main"),
		d.ask("helper", "ly", "git push --force origin main && echo ly-2"),
		d.ask("helper", "lz", "git push --force origin main && echo lz-3"),
	}
	d.reload()
	d.settle()
	d.keys("g")
	d.keys(keys...)
	d.mustShow("git push --force origin main")
	must(t, d.svc.Withdraw(ids[0], "helper"))
	d.reload()
	return d, ids
}

// TestSelectedAskLeavingHoldsKeys: when the ask the operator reads leaves
// the queue (an agent chooses when to withdraw its own), the ask that
// takes its place holds the decision keys until the operator moves (or
// a while passes), and the status line says what happened: a key meant
// for the ask that left never decides its neighbour.
func TestSelectedAskLeavingHoldsKeys(t *testing.T) {
	for _, key := range []string{"a", "d", "r", "A", "D", "space"} {
		t.Run(key, func(t *testing.T) {
			d, ids := swapDesk(t, 120, 40)
			d.mustShow("ask 1 withdrawn: its agent stopped waiting; now on ask 2 — look before deciding",
				"took the place of ask 1: keys wait")
			for _, after := range []time.Duration{0, 450 * time.Millisecond, 300 * time.Millisecond, 500 * time.Millisecond} {
				d.clock.Add(after)
				d.keys(key)
				d.mustShow("ask 1 withdrawn: its agent stopped waiting; ask 2 took its place: look before")
				if len(d.m.dialogs.ds) > 0 || len(d.m.list.marked) > 0 {
					t.Fatalf("%s %v after the swap opened a dialog or marked:\n%s", key, after, d.screen())
				}
			}
			d.pastUndo()
			for _, id := range ids[1:] {
				if got := d.askState(id).State; got != store.StatePending {
					t.Fatalf("ask %s is %s after %s on a card that took another's place", id, got, key)
				}
			}
		})
	}
}

// TestSwapHoldEndsWhenOperatorMoves: a navigation key (or the hold's
// end) makes the card under the cursor the operator's choice.
func TestSwapHoldEndsWhenOperatorMoves(t *testing.T) {
	d, ids := swapDesk(t, 120, 40)
	d.keys("j", "k")
	d.clock.Add(moveHold) // past the short hold of the operator's own move
	d.keys("a")
	d.pastUndo()
	if got := d.askState(ids[1]).State; got != store.StateApproved {
		t.Fatalf("a after moving back to ask 2: %s, want approved", got)
	}

	d, ids = swapDesk(t, 120, 40)
	d.clock.Add(swapHold)
	d.keys("a")
	d.pastUndo()
	if got := d.askState(ids[1]).State; got != store.StateApproved {
		t.Fatalf("a once the hold ended: %s, want approved", got)
	}
}

// TestFullCardStaysOnAskThatLeft: the full-screen card (enter) of an ask
// that leaves stays on it, says it is gone, and decides nothing; esc goes
// back to the queue, where the neighbour holds the keys.
func TestFullCardStaysOnAskThatLeft(t *testing.T) {
	d, ids := swapDesk(t, 80, 24, "enter", "j")
	scr := d.mustShow("ask 1 withdrawn: its agent stopped waiting", "gone from the queue: this card decides nothing",
		"git push --force origin main")
	if strings.Contains(scr, "ly-2") {
		t.Fatalf("the full card switched to another ask:\n%s", scr)
	}
	if strings.Contains(scr, "a approve") {
		t.Fatalf("the card of an ask that left offers decision keys:\n%s", scr)
	}
	d.clock.Add(5 * time.Second)
	for _, k := range []string{"a", "d", "A", "D"} {
		d.keys(k)
		d.mustShow("withdrawn: its agent stopped waiting: this card decides nothing")
	}
	d.pastUndo()
	for _, id := range ids[1:] {
		if got := d.askState(id).State; got != store.StatePending {
			t.Fatalf("ask %s is %s after keys on the card of an ask that left", id, got)
		}
	}
	d.keys("esc")
	scr = d.mustShow("ly-2")
	if strings.Contains(scr, "gone from the queue") {
		t.Fatalf("esc kept the banner:\n%s", scr)
	}
}

// TestHoldKeepsWhyLeft (rt35k MEDIUM-4): the selected ask is withdrawn
// and a lands 100 ms later, inside the hold: the status line still says
// why the ask left, with the hold's words after it.
func TestHoldKeepsWhyLeft(t *testing.T) {
	d, _ := swapDesk(t, 80, 24)
	d.clock.Add(100 * time.Millisecond)
	d.keys("a")
	d.mustShow("ask 1 withdrawn: its agent stopped waiting; ask 2 took its place: look before", "deciding (move, or wait a moment)")
}
