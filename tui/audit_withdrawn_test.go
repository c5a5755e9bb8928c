package tui

import (
	"strings"
	"testing"
)

// TestAuditWithdrawnRow (issue 9 #3): a withdrawn ask's row says
// "withdrawn" and carries no refuse mark (nobody refused it: the asker
// gave up), and an agent's name of at most 10 cells stands whole beside
// commands that want the room, at 80 columns as at 120.
func TestAuditWithdrawnRow(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			id := d.ask("claude-opus", "j1", "git push --force origin main")
			d.ask("agent-name", "j1", "npm publish --tag beta ./packages/ui/components/button")
			d.ask("bot", "j1", "npm publish --tag beta ./packages/ui/components/dialog")
			if err := d.svc.Withdraw(id, "claude-opus"); err != nil {
				t.Fatal(err)
			}
			d.reload()
			d.settle()
			d.keys("3")
			d.settle()
			scr := d.mustShow("«agent-name»", "«bot»")
			var row string
			for _, l := range strings.Split(scr, "\n") {
				if strings.Contains(l, " withdraw ") {
					row = l
				}
			}
			if !strings.Contains(row, "ask 1 withdrawn") || strings.Contains(row, "refuse") || strings.Contains(row, "✗") {
				t.Errorf("the withdraw row %q reads as a refusal, or not as withdrawn:\n%s", row, scr)
			}
		})
	}
}
