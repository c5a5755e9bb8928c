package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestTypedAfterHeldKeyDecidesNothing: a reason typed right after a
// decision key the desk held is not read as keys (rt20k #7: "changed
// mind" after a held d moved to the top ask, marked and denied it); a
// marked ask's deny opens its confirmation on Cancel, as its approval
// does, so `g space x d` then enter denies nothing.
func TestTypedAfterHeldKeyDecidesNothing(t *testing.T) {
	typed := strings.Split("changed mind", "")
	for i, k := range typed {
		if k == " " {
			typed[i] = "space"
		}
	}
	cases := []struct {
		name  string
		keys  []string
		shows string
	}{
		{"reason after a held d", append(append([]string{"j", "d"}, typed...), "enter"), "dropped, none read as a command"},
		{"g space x d, then a reason", append(append([]string{"g", "space", "x", "d"}, typed...), "enter"), "Deny 1 marked ask once?"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d, ids := threeAsks(t, 100, 30)
			d.keys(tc.keys...)
			d.mustShow(tc.shows)
			if n := d.m.holds.count(); n != 0 {
				t.Errorf("%d asks decided by %q", n, tc.keys)
			}
			d.pastUndo()
			d.reload()
			for i, id := range ids {
				if got := d.askState(id).State; got != store.StatePending {
					t.Errorf("ask %d: %s after %q, want pending:\n%s", i+1, got, tc.keys, d.screen())
				}
			}
		})
	}
}
