package tui

import (
	"strings"
	"testing"
)

// TestAgentColumnWholeAndSteady (rt37k L3): at 120x40 a 28-character
// agent is shown whole beside a short command (it was cut to
// «claude-code-b…worker-7» beside 40 empty cells), and at 80x24 the
// agent's column keeps its width as asks with long commands come and go
// (it jumped between 14 and 24 cells): the commands start in the same
// cell before, while and after a long command waits.
func TestAgentColumnWholeAndSteady(t *testing.T) {
	const agent = "claude-code-bbbbbbb-worker-7"
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed(agent, "", "git push --force origin main")
			d.askFixed("codex", "", "git push -f origin main")
			d.reload()
			d.settle()
			at := func() int {
				for l := range strings.SplitSeq(d.screen(), "\n") {
					if i := strings.Index(l, "git push -f origin main"); i >= 0 {
						return i
					}
				}
				t.Fatalf("no row for ask 2:\n%s", d.screen())
				return 0
			}
			before := at()
			if sz.w >= 120 {
				d.mustShow("«" + agent + "» git push --force origin main")
			}
			d.requireScreen(t)
			long := d.askFixed("ci", "", "git push --force --push-option=ci.skip-"+strings.Repeat("a", 40)+" origin main")
			d.reload()
			d.settle()
			if got := at(); got != before {
				t.Fatalf("ask 2's command moved from cell %d to %d as a long command came:\n%s", before, got, d.screen())
			}
			must(t, d.svc.Withdraw(long, "ci"))
			d.reload()
			d.settle()
			if got := at(); got != before {
				t.Fatalf("ask 2's command moved from cell %d to %d as the long command left:\n%s", before, got, d.screen())
			}
		})
	}
}
