package tui

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// eightAndHome queues eight look-alike deletions from one agent, waiting
// as the desk starts (none arrives under the operator's eyes), lets the
// operator look, then times `rm -rf ~` in after them (rt35k HIGH-2); it
// returns the IDs, the dangerous one last.
func eightAndHome(t *testing.T) (*testDesk, []string) {
	d := openDesk(t, 80, 24)
	var ids []string
	for i := 1; i <= 8; i++ {
		ids = append(ids, d.ask("builder", "", fmt.Sprintf("rm -rf /srv/cache/tmp%d", i)))
	}
	d.restart()
	d.clock.Add(3 * time.Second)
	d.keys("j", "k")
	d.settle()
	ids = append(ids, d.ask("builder", "", "rm -rf ~"))
	d.reload()
	return d, ids
}

// TestBulkMarkSkipsUnseenArrival (rt35k HIGH-2): an ask that arrived
// 200 ms before ctrl+a, its row never drawn (the queue pane shows three
// rows at 80x24), is not marked, and the status line says so; a then
// approves the eight alone, and the ninth still waits.
func TestBulkMarkSkipsUnseenArrival(t *testing.T) {
	d, ids := eightAndHome(t)
	d.clock.Add(200 * time.Millisecond)
	d.keys("ctrl+a")
	d.mustShow("ask 9 arrived off screen, not marked: read it, then space", "8 asks marked")
	d.keys("a")
	scr := d.mustShow("Approve 8 marked asks once?", "[ Approve 8 ]")
	if strings.Contains(scr, "rm -rf ~") || strings.Contains(scr, "cmd.delete-home") {
		t.Fatalf("the confirmation lists the ask that just arrived:\n%s", scr)
	}
	d.keys("right", "enter")
	d.pastUndo()
	d.reload()
	for i, id := range ids {
		want := store.StateApproved
		if i == 8 {
			want = store.StatePending
		}
		if got := d.askState(id).State; got != want {
			t.Fatalf("ask %d: %s, want %s", i+1, got, want)
		}
	}
}

// TestBulkConfirmOddOneFirst: marked once its row has been on screen for
// its hold, the ask a different rule asked about heads the
// confirmation's list, under a count by rule, on screen at 80x24
// without scrolling.
func TestBulkConfirmOddOneFirst(t *testing.T) {
	d, _ := eightAndHome(t)
	d.keys("end")
	d.settle()
	d.keys("ctrl+a")
	d.mustShow("9 asks marked")
	d.keys("a")
	scr := d.mustShow("Approve 9 marked asks once?", "rarest first: 1 cmd.delete-home · 8 cmd.delete-outside",
		"asks 1–4 of 9", "[ Approve 9 ]")
	lines := strings.Split(scr, "\n")
	first := -1
	for i, l := range lines {
		if strings.Contains(l, "   ask ") {
			first = i
			break
		}
	}
	if first < 0 || !strings.Contains(lines[first], "ask 9") || !strings.Contains(lines[first], "rm -rf ~") {
		t.Fatalf("the odd one out does not head the list:\n%s", scr)
	}
}

// TestRangeMarkSkipsArrivalInside (rt35k L17): sorted by agent, an ask
// that arrives lands inside the range V is about to mark; V passes over
// it, as ctrl+a does, and says so.
func TestRangeMarkSkipsArrivalInside(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.ask("alpha", "", "rm -rf /srv/a1")
	d.ask("zulu", "", "rm -rf /srv/z1")
	d.reload()
	d.settle()
	d.keys("s")
	d.mustShow("by agent")
	d.settle()
	d.keys("space")
	d.settle()
	mid := d.ask("mike", "", "rm -rf /srv/m1")
	d.reload()
	d.clock.Add(200 * time.Millisecond)
	d.keys("V")
	d.mustShow("ask 3 just arrived, not marked: read it, then space", "2 marked")
	if d.m.list.marked[mid] {
		t.Fatalf("V marked ask 3, which had just arrived")
	}
}

// TestBulkConfirmKeepsQuestion (rt35k L10): marked asks that leave while
// the confirmation is open leave its question in place, counted anew,
// with the note of those that left under it.
func TestBulkConfirmKeepsQuestion(t *testing.T) {
	d, ids := eightAndHome(t)
	d.keys("end")
	d.settle()
	d.keys("ctrl+a", "a")
	d.mustShow("Approve 9 marked asks once?")
	must(t, d.svc.Withdraw(ids[0], "builder"))
	must(t, d.svc.Withdraw(ids[1], "builder"))
	d.reload()
	scr := d.mustShow("Approve 7 marked asks once?", "2 marked asks left the queue since: ask 1, ask 2", "[ Approve 7 ]")
	q, note := strings.Index(scr, "Approve 7 marked asks once?"), strings.Index(scr, "2 marked asks left")
	if note < q {
		t.Fatalf("the note of the asks that left stands above the question:\n%s", scr)
	}
}
