package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestConfirmButtonsDoNotWrap: in a confirmation, ← and h go to Cancel
// and stay there, → and l to the action and stay there; only tab
// cycles. A ← pressed to be sure of Cancel never lands on the action.
func TestConfirmButtonsDoNotWrap(t *testing.T) {
	cases := []struct {
		keys    []string
		decides bool
	}{
		{[]string{"left"}, false},
		{[]string{"h"}, false},
		{[]string{"left", "left"}, false},
		{[]string{"right", "left"}, false},
		{[]string{"right", "h", "h"}, false},
		{[]string{"right"}, true},
		{[]string{"right", "right"}, true},
		{[]string{"l", "l"}, true},
		{[]string{"tab"}, true},
		{[]string{"tab", "tab"}, false},
	}
	for _, tc := range cases {
		t.Run(joinKeys(tc.keys), func(t *testing.T) {
			d, ids := threeAsks(t, 80, 24)
			d.keys("space")
			d.settle()
			d.keys("space")
			d.settle()
			d.keys("a")
			d.keys(tc.keys...)
			if tc.decides {
				d.mustShow("▸[ Approve 2 ]")
			} else {
				d.mustShow("▸[ Cancel ]")
			}
			d.keys("enter")
			d.pastUndo()
			want := store.StatePending
			if tc.decides {
				want = store.StateApproved
			}
			if got := d.askState(ids[0]).State; got != want {
				t.Fatalf("after %v then enter: ask 1 %s, want %s", tc.keys, got, want)
			}
		})
	}
}

func joinKeys(ks []string) string {
	s := ""
	for i, k := range ks {
		if i > 0 {
			s += "+"
		}
		s += k
	}
	return s
}
