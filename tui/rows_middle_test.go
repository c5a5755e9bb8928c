package tui

import (
	"strings"
	"testing"
)

// TestRowsDifferInTheMiddle: asks whose commands differ only in the
// middle (where the row's cut falls) read differently on screen, at 80x24
// and at 120x40: each row names its ask's ID, and a row that would read
// as another's keeps the part where they differ (rt13k #1: a a u
// approved the production delete the operator took for the staging one).
// A command alone of its kind keeps its deciding word (rt43k F5), and commands
// alike to the byte are told apart by their IDs alone.
func TestRowsDifferInTheMiddle(t *testing.T) {
	const (
		staging = "terraform -chdir=infrastructure/environments/aws/eu-west-1/staging/services/payments destroy -auto-approve -target=module.api"
		prod    = "terraform -chdir=infrastructure/environments/aws/eu-west-1/production/services/payments destroy -auto-approve -target=module.api"
		alone   = "kubectl --context prod-eu-west-1 --namespace payments delete deployment api-gateway --grace-period=0 --force"
	)
	for _, sz := range cutSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			ids := []string{d.askFixed("codex", "infra", staging), d.askFixed("codex", "infra", prod),
				d.askFixed("codex", "infra", alone), d.askFixed("codex", "infra", prod)}
			d.reload()
			d.settle()
			scr := d.screen()
			rows := queueRows(scr, sz.w)
			if len(rows) != len(ids) {
				t.Fatalf("%d rows, want %d:\n%s", len(rows), len(ids), scr)
			}
			// at least five bytes from where the commands differ
			for i, want := range []string{"/stagi", "/produ", "", "/produ"} {
				r := rows[i]
				if f := strings.Fields(strings.TrimPrefix(r, "▸")); len(f) == 0 || f[0] != itoa(i+1) {
					t.Errorf("row %d does not start with its ask's ID %d: %q", i, i+1, r)
				}
				if !strings.Contains(r, "terraform") && want != "" {
					t.Errorf("row %d lacks the command's start: %q", i, r)
				}
				if !strings.Contains(r, want) {
					t.Errorf("row %d lacks where its command differs (%q): %q", i, want, r)
				}
			}
			// a command with no look-alike keeps the word its rule
			// matched and what it acts on, and its end (rt43k F5: the
			// middle cut read `kubectl --context prod-…eriod=0 --force`,
			// no delete)
			if !strings.Contains(rows[2], "kubectl") || !strings.Contains(rows[2], "delete deployment api-gateway") || !strings.Contains(rows[2], "--force") {
				t.Errorf("a command with no look-alike lost its deciding word or its end: %q", rows[2])
			}
			// the rows read differently, but for the IDs of the two
			// commands alike to the byte
			cells := map[string]int{}
			for i, r := range rows {
				f := strings.Fields(strings.TrimPrefix(r, "▸"))
				cells[strings.Join(f[1:], " ")] = i
			}
			if len(cells) != 3 {
				t.Errorf("rows without their IDs: %d different, want 3:\n%s", len(cells), strings.Join(rows, "\n"))
			}
			d.requireScreen(t)
		})
	}
}
