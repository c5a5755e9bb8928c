package tui

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
)

// askIn submits command from cwd as agent, for a test whose asks differ
// in where they run, and returns its ask's ID.
func (d *testDesk) askIn(agent, cwd, command string) string {
	d.t.Helper()
	ans, err := d.svc.Evaluate(queue.Request{Command: command, Agent: agent, Job: "job", Harness: "cli",
		Cwd: cwd, Home: fixedHome, Wait: 10 * time.Minute})
	if err != nil {
		d.t.Fatalf("evaluate %q: %v", command, err)
	}
	if ans.Ask == nil {
		d.t.Fatalf("%q was answered %s by %s, not asked", command, ans.Outcome, ans.Rule)
	}
	return ans.Ask.ID
}

// TestSameCommandOtherCwd (rt21k #7): the same relative delete asked
// from two directories reads apart in the rows and in the bulk
// confirmation, each showing where it runs: they read the same, and
// the delete of a database's data rode along in a batch read as the
// benign one.
func TestSameCommandOtherCwd(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askIn("cw", "/srv/app/x", "rm -rf ../data")
			d.askIn("cw", "/var/lib/postgresql/16/main/x", "rm -rf ../data")
			d.reload()
			d.settle()
			rows := rowsOf(d.screen(), "s «cw» ")
			if len(rows) != 2 {
				t.Fatalf("%d rows of the command:\n%s", len(rows), d.screen())
			}
			// each row says where it runs, as much as tells them apart
			for i, want := range []string{"in «/sr", "in «/va"} {
				if !strings.Contains(rows[i], want) {
					t.Errorf("row %d does not show %s:\n%s", i+1, want, strings.Join(rows, "\n"))
				}
			}
			d.keys("ctrl+a", "a")
			d.mustShow("Approve 2 marked asks once?")
			both := rowsOf(d.screen(), "«cw»      ")
			if len(both) != 2 || !strings.Contains(both[0], "/srv/app") || !strings.Contains(both[1], "/var/lib") {
				t.Errorf("the confirmation's lines do not say where each runs:\n%s", strings.Join(both, "\n"))
			}
		})
	}
}

// rowsOf are the lines of screen that hold text.
func rowsOf(screen, text string) []string {
	var out []string
	for _, l := range strings.Split(screen, "\n") {
		if strings.Contains(l, text) {
			out = append(out, l)
		}
	}
	return out
}
