package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestRulesFooterOffersApproveOnlyWhenProposed: the rules view's footer
// offers y only while a rule or a proposal waits for approval (rt18k #9g:
// with four eyes off it offered "y approve proposed", and y said there
// was nothing to approve).
func TestRulesFooterOffersApproveOnlyWhenProposed(t *testing.T) {
	d := openDesk(t, 120, 40)
	if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Ask, Pattern: "npm publish **",
		Reason: "publishes are looked at", Author: "admin"}); err != nil {
		t.Fatal(err)
	}
	d.reload()
	d.keys("2")
	d.mustShow("r1")
	d.mustNotShow("approve proposed")
	d.fourEyesOn()
	if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Ask, Pattern: "npm publish --tag *",
		Reason: "tags too", Author: "admin"}); err != nil {
		t.Fatal(err)
	}
	d.reload()
	d.mustShow("r2", "approve proposed")
}
