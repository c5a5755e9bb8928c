package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestUndoTakesBackTheWholeBatch (rt21k #12): after a bulk approval the
// footer says "u undo 3 asks", and u takes back all three, whichever of
// the batch's rows the cursor is on: it took back the selected ask alone,
// the footer went on to "u undo 2 asks", and the other two ran. The
// store and its audit trail hold no approval of any of them.
func TestUndoTakesBackTheWholeBatch(t *testing.T) {
	for _, move := range [][]string{nil, {"g"}, {"G"}, {"j"}} {
		name := "as left"
		if len(move) > 0 {
			name = move[0]
		}
		t.Run(name, func(t *testing.T) {
			d, ids := threeAsks(t, 120, 40)
			d.keys("ctrl+a", "a")
			d.mustShow("Approve 3 marked asks once?")
			d.keys("right", "enter")
			d.mustShow("approving 3 asks once", "u undo 3 asks")
			d.keys(move...)
			d.mustShow("u undo 3 asks")
			d.keys("u")
			d.mustShow("undone: 3 asks not approved")
			d.mustNotShow("u undo 2 asks", "approving 2 asks")
			d.pastUndo()
			d.reload()
			d.mustShow("Queue · 3 waiting")
			for i, id := range ids {
				if got := d.askState(id).State; got != store.StatePending {
					t.Errorf("ask %d: %s after u, want pending", i+1, got)
				}
			}
			entries, err := d.svc.Audit(0, 0)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range entries {
				if e.Kind == store.KindDecide {
					t.Errorf("the trail holds a decision after u: %+v", e)
				}
			}
		})
	}
}
