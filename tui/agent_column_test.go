package tui

import (
	"strings"
	"testing"
)

// TestAgentColumnWholeAndSteady (rt37k L3): a 28-character agent is
// shown whole beside a short command (it was cut to
// «claude-code-b…worker-7» beside 40 empty cells at 120x40, and to
// «claude-…er-7» at 80x24, rt42k F4), and the agent's column keeps its
// width as asks with long commands come and go (it jumped between 14
// and 24 cells at 80): the commands start in the same cell before,
// while and after a long command waits. The rule that gives both: the
// agent's column is as wide as the longest pending name, capped at two
// fifths of the row (32 cells at 80: a 30-character name whole), and
// narrows only to keep the command a quarter of the row; the commands
// never size it.
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
			// the command whole before the name (rt43k F5)
			d.mustShow("git push --force origin main ", "«claude-code-")
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

// TestAgentColumnHoldsThirtyAt80 (rt42k F4): at 80x24 two agents whose
// 29-character names differ near their end read whole, where they read
// «claude-c…er-1» and «claude-c…er-7» beside 24 blank cells of the
// command's column; a long command that comes does not narrow them.
func TestAgentColumnHoldsThirtyAt80(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			for _, n := range []string{"7", "1"} {
				d.askFixed("claude-code-frontend-worker-"+n, "J", "rm -rf ~/q")
			}
			d.askFixed("codex-backend", "J", "rm -rf ~/r")
			d.reload()
			d.settle()
			d.mustShow("«claude-code-frontend-worker-7» ", "«claude-code-frontend-worker-1» ", "«codex-backend» ")
			d.askFixed("ci", "J", "terraform destroy -auto-approve -target=module.very_long_module_name_for_testing.m4 -lock-timeout=300s")
			d.reload()
			d.settle()
			d.mustShow("«claude-code-frontend-worker-7» ", "«claude-code-frontend-worker-1» ")
		})
	}
}
