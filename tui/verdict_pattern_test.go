package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestCardShowsDecidingPatternWhole (rt13k): the pattern of the rule that
// decided is what decides, so the card shows it whole at 80 columns too,
// wrapped under "ask by r1:" where it does not fit beside it, never cut.
func TestCardShowsDecidingPatternWhole(t *testing.T) {
	const pat = "terraform apply -target=module.production-database-cluster.* -var-file=envs/production/terraform.tfvars **"
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Ask, Pattern: pat, Reason: "production applies", Author: "alice"}); err != nil {
				t.Fatal(err)
			}
			d.askFixed("claude", "infra", "terraform apply -target=module.production-database-cluster.primary -var-file=envs/production/terraform.tfvars -auto-approve")
			d.reload()
			d.settle()
			d.keys("enter")
			// every word of the pattern, whole, on the lines it wraps on
			scr := d.mustShow("ask by r1:", "-target=module.production-database-cluster.*",
				"-var-file=envs/production/terraform.tfvars **")
			if strings.Contains(scr, "ask by r1: terraform apply -target=module.production-data…") {
				t.Fatalf("the card cuts r1's pattern:\n%s", scr)
			}
		})
	}
}
