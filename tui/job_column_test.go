package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/queue"
)

// quotedCells are the quoted fields of a row («agent», «job»), in order.
func quotedCells(row string) []string {
	var out []string
	for {
		i := strings.Index(row, "«")
		if i < 0 {
			return out
		}
		j := strings.Index(row[i:], "»")
		if j < 0 {
			return out
		}
		out = append(out, row[i:i+j+len("»")])
		row = row[i+j+len("»"):]
	}
}

// TestJobColumnShowsWhenJobsDiffer (rt42k F8): the job column went from
// every row exactly when two asks carried different jobs, the one time
// it tells them apart (the fitting dropped it first, beside an agent
// name of 32 characters at 120 columns). While jobs differ every row
// shows its job, narrowed if need be, and the two rows' jobs read
// differently; but where the row is short (a 30-character agent at 80
// columns) the job goes before the rule is cut much: the rule says why
// an ask waits, and the card names the job whole.
func TestJobColumnShowsWhenJobsDiffer(t *testing.T) {
	for _, tc := range []struct {
		w, h  int
		agent string
		job   bool // the rows show their jobs
	}{
		{80, 24, "claude-api", true},
		{120, 40, "claude-code-frontend-worker-1234", true},
		{120, 30, "claude-code-frontend-worker-1234", true},
		{80, 24, "claude-code-frontend-worker-1", false},
	} {
		t.Run(sizeName(tc.w, tc.h)+"/"+tc.agent, func(t *testing.T) {
			d := openDesk(t, tc.w, tc.h)
			d.askFixed(tc.agent, "J", "rm -rf ~/q")
			a := d.askFixed("j", "build-42", "rm -rf ~/j1")
			b := d.askFixed("j", "deploy-7", "rm -rf ~/j2")
			d.reload()
			d.settle()
			scr := d.screen()
			rowA, rowB := rowOf(t, scr, queue.ShortID(a)), rowOf(t, scr, queue.ShortID(b))
			if !strings.HasSuffix(strings.TrimSpace(rowA), "cmd.delete-outside") {
				t.Fatalf("the rule is cut: %q\n%s", rowA, scr)
			}
			ra, rb := quotedCells(rowA), quotedCells(rowB)
			if !tc.job {
				if len(ra) != 1 || len(rb) != 1 {
					t.Fatalf("a job stays where the rule needs the room: %q, %q\n%s", ra, rb, scr)
				}
				return
			}
			if len(ra) != 2 || len(rb) != 2 {
				t.Fatalf("a row lacks its job: %q, %q\n%s", ra, rb, scr)
			}
			if ra[1] == rb[1] || !strings.HasPrefix(ra[1], "«b") || !strings.HasPrefix(rb[1], "«d") {
				t.Fatalf("the jobs read %s and %s:\n%s", ra[1], rb[1], scr)
			}
		})
	}
}
