package main

import (
	"strings"
	"testing"
	"time"
)

// TestProtectedClippedNotApproved: a command over the reader's limit,
// which the broker keeps as its head and tail, is never approved: the
// desk's card says it was clipped, with its true size, and `a` after `v`
// paged through it approves nothing; `queue approve` refuses it (exit
// 6); `d` denies it (rt20k #4: the desk counted the clipped copy's 4 KB
// and approved 100 KB the operator never saw).
func TestProtectedClippedNotApproved(t *testing.T) {
	d := newProtectedDesk(t, "ozcp", "carol", "admin", 120, 40)
	n, carol, agent, waitFor, keys := d.n, d.op, d.agent, d.waitFor, d.keys

	command := "echo start " + strings.Repeat("a", 50000) + " ; rm -rf ~ ; " + strings.Repeat("b", 50000) + " done"
	w := n.spawnAsk(t, agent, "--", command)

	scr := waitFor("clipped by the broker: 100,030 bytes, only head", "can be denied, not approved")
	// the row: the head, the clip in words, the command's true end; never
	// the clip's own line (rt21k #1)
	row := ""
	for _, l := range strings.Split(scr, "\n") {
		if strings.Contains(l, "▸ 1 ") {
			row, _, _ = strings.Cut(l, "│")
		}
	}
	// (at 120x40 the queue is stacked above the card and full width since
	// fx23k1, so how much of the head and end shows depends on the width)
	head, end, ok := strings.Cut(row, "…clipped…")
	if !ok || !strings.Contains(head, "echo") || !strings.Contains(end, "one ") || strings.Contains(row, `\x00`) {
		t.Errorf("the clipped ask's row is not its head, the clip and its end (…one):\n%s", scr)
	}
	time.Sleep(time.Second) // the card that just appeared ignores keys a moment
	// read all the desk holds of it, page by page, then approve
	keys("v")
	waitFor("Command of ask 1")
	for range 8 {
		keys("NPage")
	}
	keys("Escape")
	time.Sleep(time.Second)
	keys("a")
	scr = waitFor("too large to show whole")
	time.Sleep(3 * time.Second) // past any undo window
	if w.ended() {
		t.Fatalf("the clipped ask ended after a: it was approved\n%s\n%s", w.out, scr)
	}

	r := n.ozdesk(carol, "", "queue", "approve", "1")
	if r.code != exitConflict || !strings.Contains(r.stderr, "clipped by the broker: 100,030 bytes") {
		t.Errorf("queue approve 1: exit %d, want %d saying it was clipped\n%s%s", r.code, exitConflict, r.stdout, r.stderr)
	}
	if w.ended() {
		t.Fatalf("the clipped ask ended after queue approve\n%s", w.out)
	}

	keys("d")
	waitFor("Deny ask 1")
	keys("Enter")
	if code := w.wait(t); code != exitRefused {
		t.Fatalf("the ask ended %d after d, want %d\n%s", code, exitRefused, w.out)
	}
}
