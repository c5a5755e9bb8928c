package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestRetireLongRuleActsOnTheOneRead: a rule written from an ask whose
// window has ended cannot be undone with u, which sends the operator to
// 2:rules; there, of two rules that differ only past the row's end, x on
// the one read retires it, and its confirmation shows its whole pattern.
// Failed before: the confirmation cut the pattern (and escaped it twice).
func TestRetireLongRuleActsOnTheOneRead(t *testing.T) {
	for _, size := range goldenSizes {
		t.Run(sizeName(size.w, size.h), func(t *testing.T) {
			d := openDesk(t, size.w, size.h)
			base := "rm -rf /srv/data/customers/archive-2026-q4-customer-facing-billing-migration/snapshot-"
			if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Refuse, Pattern: base + "5",
				Reason: "first", Author: "admin"}); err != nil {
				t.Fatal(err)
			}
			d.ask("claude", "infra", base+"6")
			d.reload()
			d.settle()
			d.keys("A", "tab", "module six", "enter", "right", "enter")
			d.pastUndo()
			d.reload()
			d.keys("u")
			d.mustShow("nothing to undo: rule r2 was written when its undo window ended")
			d.keys("2", "j")
			heading, got, _ := paneText(d.screen())
			rules := d.rules()
			if !strings.Contains(heading, "rule r2 whole") || got != shown(t, rules[1].Pattern) {
				t.Fatalf("the pane shows %q: %q", heading, got)
			}
			d.keys("x")
			scr := d.mustShow("Retire rule r2?")
			scr = scr[strings.Index(scr, "Retire rule r2?"):] // the confirmation, not the pane
			if !strings.Contains(unwrap(scr), shown(t, rules[1].Pattern)) {
				t.Fatalf("the confirmation lacks r2's whole pattern:\n%s", scr)
			}
			d.keys("right", "enter")
			d.reload()
			got2 := map[string]string{}
			for _, r := range d.rules() {
				got2[r.ID] = r.Status
			}
			if got2["r1"] != store.StatusActive || got2["r2"] != store.StatusRetired {
				t.Fatalf("after retiring r2: %v", got2)
			}
			d.mustShow("rule r2 retired")
		})
	}
}
