package tui

import "testing"

// TestViewKeysFromDetail (rt37k L6): 1, 2 and 3 switch views from an
// audit entry's detail, as they do from its list: the detail closes and
// the view asked for shows, not the key swallowed until esc.
func TestViewKeysFromDetail(t *testing.T) {
	for _, tc := range []struct{ key, want string }{
		{key: "1", want: "Queue · 1 waiting"},
		{key: "2", want: "Rules"},
		{key: "3", want: "Audit trail"},
	} {
		t.Run(tc.key, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			d.ask("claude", "", "rm -rf /srv/detail")
			d.reload()
			d.settle()
			d.keys("3", "enter")
			d.mustShow("Audit entry")
			d.keys(tc.key)
			scr := d.mustShow(tc.want)
			if d.m.dialogs.top() != nil {
				t.Fatalf("the detail is still open after %s:\n%s", tc.key, scr)
			}
		})
	}
}
