package tui

import (
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// TestNavigationAfterHoldGoesThrough: once the hold that held a decision
// key is over, plain navigation typed right after it (j/k, the arrows,
// /, ?, esc) moves and looks as ever; a key that decides or marks typed
// as soon stays dropped with the note, and decides nothing (issue 9:
// every key within 400 ms of the hold's end was dropped, navigation
// too).
func TestNavigationAfterHoldGoesThrough(t *testing.T) {
	cases := []struct {
		name string
		keys []string
		// moved: the selection moved from the second row; view: the
		// view after the keys (viewHelp for ?); filter: the filter line
		// is open
		moved  bool
		view   view
		filter bool
		// dropped: the note says keys were dropped
		dropped bool
	}{
		{name: "k moves", keys: []string{"k"}, moved: true},
		{name: "up moves", keys: []string{"up"}, moved: true},
		{name: "j then k move", keys: []string{"j", "k"}, moved: false},
		{name: "? opens help", keys: []string{"?"}, view: viewHelp},
		{name: "/ opens the filter", keys: []string{"/"}, filter: true},
		{name: "a dropped", keys: []string{"a"}, dropped: true},
		{name: "space dropped", keys: []string{"space"}, dropped: true},
		{name: "k then a: a dropped", keys: []string{"k", "a"}, moved: true, dropped: true},
		{name: "D dropped", keys: []string{"D"}, dropped: true},
		{name: "enter dropped", keys: []string{"enter"}, dropped: true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d, ids := threeAsks(t, 100, 30)
			d.keys("j", "d") // d on a card that just came under the cursor: held
			if d.m.held.key != "d" {
				t.Fatalf("d was not held (held %+v)", d.m.held)
			}
			sel := d.m.list.sel
			// the hold is over; the keys come within heldGap of it
			d.clock.Add(d.m.held.until.Sub(d.clock.Now()) + 100*time.Millisecond)
			if d.clock.Now().Sub(d.m.held.last) >= heldGap {
				t.Fatalf("the hold lasted %s: keys after it are not within heldGap", d.m.held.until.Sub(d.m.held.last))
			}
			d.keys(tc.keys...)
			if got := d.m.list.sel != sel; got != tc.moved {
				t.Errorf("%q: moved %v, want %v", tc.keys, got, tc.moved)
			}
			if tc.view != 0 && d.m.view != tc.view {
				t.Errorf("%q: view %d, want %d", tc.keys, d.m.view, tc.view)
			}
			if _, open := d.m.dialogs.top().(*filterLine); open != tc.filter {
				t.Errorf("%q: filter line open %v, want %v", tc.keys, open, tc.filter)
			}
			if got := d.m.held.dropped > 0; got != tc.dropped {
				t.Errorf("%q: keys dropped %v (%d), want %v:\n%s", tc.keys, got, d.m.held.dropped, tc.dropped, d.screen())
			}
			if len(d.m.list.marked) != 0 || d.m.holds.count() != 0 || d.m.dialogs.top() != nil && !tc.filter {
				t.Errorf("%q marked, decided or opened something: marks %v, held decisions %d", tc.keys, d.m.list.marked, d.m.holds.count())
			}
			d.pastUndo()
			d.reload()
			for i, id := range ids {
				if got := d.askState(id).State; got != store.StatePending {
					t.Errorf("ask %d: %s after %q, want pending", i+1, got, tc.keys)
				}
			}
		})
	}
}
