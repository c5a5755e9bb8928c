package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestAlwaysAllowShadowedWarns: "always allow" (A) from an ask an earlier
// ask rule asked about would be written after that rule, which keeps
// deciding the command: the confirmation says so, naming the rule and
// what it does, and the rule can still be written past the focused
// Cancel (rt17k #5: it was written without a word, and the next identical
// command asked again). An allow nothing shadows says nothing of it.
// Failed before: no warning.
func TestAlwaysAllowShadowedWarns(t *testing.T) {
	for _, shadowed := range []bool{true, false} {
		name := "shadowed"
		if !shadowed {
			name = "not shadowed"
		}
		t.Run(name, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			if shadowed {
				if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Ask, Pattern: "npm publish **",
					Reason: "publishes are looked at", Author: "admin"}); err != nil {
					t.Fatal(err)
				}
			}
			id := d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
			d.reload()
			d.settle()
			d.keys("A", "tab", "beta releases", "enter")
			d.mustShow("Write this rule?")
			if !shadowed {
				d.mustNotShow("shadowed: rule")
				return
			}
			d.mustShow("shadowed: rule r1 comes first and asks about this command, so this rule would",
				"never decide it")
			d.keys("right", "enter") // written all the same, on the operator's word
			d.pastUndo()
			d.reload()
			rs := d.rules()
			if len(rs) != 2 || rs[1].Outcome != "allow" {
				t.Fatalf("rules after writing past the warning: %+v", rs)
			}
			// r1 still asks about the command: the rule written after it
			// releases nothing, and the ask keeps waiting (rt18k #7)
			if a := d.askState(id); a.State != store.StatePending {
				t.Fatalf("ask %s: %s, want pending", id, a.State)
			}
			d.mustShow("ask 1 keeps waiting: r1 still asks about its command")
		})
	}
}
