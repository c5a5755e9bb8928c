package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestBulkDenySaysNoUndo: a bulk deny goes to the queue at once, so its
// confirmation must not promise that u takes it back (rt14k #7); the
// bulk approval's confirmation still names the window.
func TestBulkDenySaysNoUndo(t *testing.T) {
	cases := []struct {
		name       string
		keys       []string
		want, lack string
	}{
		{name: "deny", keys: []string{"d", "enter"}, want: "denied at once: no undo", lack: "takes them back"},
		{name: "approve", keys: []string{"a"}, want: "u takes them back for 2s", lack: "no undo"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d, ids := threeAsks(t, 80, 24)
			d.keys("space")
			d.settle()
			d.keys("space")
			d.settle()
			d.keys(tc.keys...)
			d.mustShow(tc.want)
			d.mustNotShow(tc.lack)
			if tc.name != "deny" {
				return
			}
			d.keys("right", "enter")
			d.keys("u")
			d.mustShow("nothing to undo")
			for _, id := range ids[:2] {
				if got := d.askState(id).State; got != store.StateDenied {
					t.Errorf("ask %s: %s, want denied", id, got)
				}
			}
		})
	}
}
