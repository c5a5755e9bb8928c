package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestMarksWhileCardsLoad: space j space j space, typed before any card is
// drawn, marks asks 1, 3 and 5: a mark decides nothing, so it waits
// neither for a card to load nor for the grace of the card space moved to
// (rt9c F10). The bulk confirmation then lists the three, and nothing is
// decided before it is chosen.
func TestMarksWhileCardsLoad(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			var ids []string
			for _, c := range []string{"git push --force origin main", "npm publish --tag beta", "cargo publish",
				"helm uninstall api -n prod", "kubectl delete namespace staging", "npm publish --tag next"} {
				ids = append(ids, d.askFixed("claude", "ship", c))
			}
			d.hold = isCardMsg
			d.reload()
			d.settle()
			d.keys("space", "j", "space", "j", "space")
			scr := d.mustShow("3 asks marked", "loading…")
			if strings.Contains(scr, "still loading") || strings.Contains(scr, "look before marking") {
				t.Fatalf("a mark waited:\n%s", scr)
			}
			var marked []string
			for _, l := range strings.Split(scr, "\n") {
				if strings.Contains(l, "● ") && strings.Contains(l, "claude") {
					marked = append(marked, l)
				}
			}
			if len(marked) != 3 || !strings.Contains(marked[0], "origin main") ||
				!strings.Contains(marked[1], "cargo publish") || !strings.Contains(marked[2], "● 5 ") || !strings.Contains(marked[2], "staging") {
				t.Fatalf("marked rows %q, want asks 1, 3 and 5:\n%s", marked, scr)
			}
			d.requireScreen(t)
			d.release()
			d.settle()
			d.keys("a")
			d.mustShow("Approve 3 marked asks once?", "ask 1", "ask 3", "ask 5")
			for _, id := range ids {
				if got := d.askState(id).State; got != store.StatePending {
					t.Fatalf("marking decided ask %s: %s", id, got)
				}
			}
		})
	}
}

// TestMarkWaitsOnAnArrival: an ask the desk puts under the cursor by
// itself (the first to arrive) is not marked by a space pressed as it
// appears: that key was meant for nothing on screen.
func TestMarkWaitsOnAnArrival(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.askFixed("claude", "ship", "git push --force origin main")
	d.reload()
	d.keys("space")
	d.mustShow("ask 1 just arrived: look before marking it")
	if len(d.m.list.marked) != 0 {
		t.Fatalf("a space on an arrival marked it: %v", d.m.list.marked)
	}
	d.settle()
	d.keys("space")
	d.mustShow("1 ask marked")
}
