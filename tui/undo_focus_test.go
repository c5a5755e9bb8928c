package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestUndoTakesBackTheFocusedAsk: with two approvals in their window, u
// on the row of the first (the operator went back to the mistake) takes
// back that one, and the countdown names it while the cursor is there;
// u on a row no decision holds takes back the newest and says so
// (rt14k #3: u undid the newest, and the mistaken approval landed).
func TestUndoTakesBackTheFocusedAsk(t *testing.T) {
	cases := []struct {
		name   string
		back   []string // keys after the two approvals, before u
		undone int      // which ask u takes back
		shows  []string // the screen before u
		says   string   // the status after u
	}{
		{name: "on the first row", back: []string{"g"}, undone: 0,
			shows: []string{"approving ask 1 once (kubectl delete namespace undo-1)"},
			says:  "undone: ask 1 not approved: it still waits"},
		{name: "on a row not held", back: []string{"G"}, undone: 1,
			shows: []string{"approving ask 2 once (kubectl delete namespace undo-2)"},
			says:  "undone the newest: ask 2 not approved"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 120, 40)
			ids := []string{
				d.askFixed("agentU", "undo", "kubectl delete namespace undo-1"),
				d.askFixed("agentU", "undo", "kubectl delete namespace undo-2"),
				d.askFixed("agentU", "undo", "kubectl delete namespace undo-3"),
			}
			d.reload()
			d.settle()
			d.keys("a")
			d.settle()
			d.keys("a")
			d.keys(tc.back...)
			d.mustShow(tc.shows...)
			d.keys("u")
			d.mustShow(tc.says)
			d.pastUndo()
			d.reload()
			for i, id := range ids[:2] {
				want := store.StateApproved
				if i == tc.undone {
					want = store.StatePending
				}
				if got := d.askState(id).State; got != want {
					t.Errorf("ask %d: %s, want %s", i+1, got, want)
				}
			}
		})
	}
}
