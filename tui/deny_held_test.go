package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestDenyOverHeldApproval: d on a row whose approval waits out its undo
// window takes that approval back and denies at once; space there takes
// it back and marks the ask, so a bulk deny reaches it (rt14k #5: both
// said "already approving…" and the approval landed). esc at the deny's
// reason leaves the ask waiting, approved by nobody.
func TestDenyOverHeldApproval(t *testing.T) {
	cases := []struct {
		name  string
		keys  []string // on the approving row
		shows string
		state string // of the first ask, past the window
	}{
		{name: "d", keys: []string{"d", "enter"}, shows: "denied ask 1 once", state: store.StateDenied},
		{name: "d esc", keys: []string{"d", "esc"}, shows: "not denied; ask 1 still waits", state: store.StatePending},
		{name: "space d", keys: []string{"space", "d", "enter", "right", "enter"}, shows: "denied ask 1 once", state: store.StateDenied},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 120, 40)
			first := d.askFixed("agentA", "ad", "kubectl delete namespace ad-1")
			d.askFixed("agentA", "ad", "kubectl delete namespace ad-2")
			d.reload()
			d.settle()
			d.keys("a", "g")
			d.settle()
			d.mustShow("approving ask 1 once")
			d.keys(tc.keys...)
			d.mustShow(tc.shows)
			d.pastUndo()
			d.reload()
			if got := d.askState(first).State; got != tc.state {
				t.Fatalf("ask 1: %s, want %s", got, tc.state)
			}
		})
	}
	t.Run("one of a bulk approval", func(t *testing.T) {
		d, ids := threeAsks(t, 120, 40)
		d.keys("space")
		d.settle()
		d.keys("space", "a", "right", "enter", "g")
		d.settle()
		d.keys("d", "enter")
		d.mustShow("denied ask 1 once")
		d.pastUndo()
		d.reload()
		for i, want := range []string{store.StateDenied, store.StateApproved, store.StatePending} {
			if got := d.askState(ids[i]).State; got != want {
				t.Errorf("ask %d: %s, want %s", i+1, got, want)
			}
		}
	})
}
