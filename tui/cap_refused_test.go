package tui

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestCapRefusalsShown (rt35k L19): asks refused unqueued by the pending
// cap are counted on one status line, per agent, the busiest first; more
// of them update the count, never add lines; the count stands under the
// header too (TestWarningsStayUntilDismissed). Those refused before the
// desk read the store are history, not news.
func TestCapRefusalsShown(t *testing.T) {
	d := openDesk(t, 120, 40)
	set := store.DefaultSettings()
	set.MaxPendingPerAgent = 2
	if _, err := d.svc.SetSettings(set, "admin"); err != nil {
		t.Fatal(err)
	}
	evaluate := func(agent string, n int) {
		for i := range n {
			if _, err := d.svc.Evaluate(queue.Request{Command: "rm -rf /srv/f" + itoa(i+1), Agent: agent, Harness: "cli",
				Cwd: "/srv/app", Home: fixedHome, Wait: 10 * time.Minute}); err != nil {
				t.Fatal(err)
			}
		}
	}
	evaluate("old", 3) // one refused before the desk's first read
	d.reload()
	d.settle()
	d.mustNotShow("pending cap")
	cases := []struct {
		agent string
		n     int
		want  []string
	}{
		{"flood", 5, []string{"3 asks refused unqueued (pending cap 2 per agent): «flood» 3"}},
		{"b» rm -rf /srv/x «", 3, []string{"4 asks refused unqueued (pending cap 2 per agent): «flood» 3 · «b\\u00bb rm -rf /srv/x \\u00ab» 1"}},
		{"old", 1, []string{"5 asks refused unqueued (pending cap 2 per agent): «flood» 3 · «b\\u00bb", "«old» 1"}},
	}
	for _, tc := range cases {
		evaluate(tc.agent, tc.n)
		d.reload()
		scr := d.mustShow(tc.want...)
		// the warning standing under the header and the status line:
		// the count is said again, never a line more
		if n := strings.Count(scr, "pending cap"); n != 2 {
			t.Fatalf("%d lines about the cap:\n%s", n, scr)
		}
	}
}
