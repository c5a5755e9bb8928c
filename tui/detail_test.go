package tui

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// sixPublishes queues six npm publishes, and writes from the first the
// rule that allows them all (r1, resolving the five others), and a
// refuse (r2), as alice at the desk's clock.
func sixPublishes(t *testing.T, w, h int, env ...string) *testDesk {
	t.Helper()
	d := openDeskEnv(t, w, h, env...)
	var ids []string
	for i := range 6 {
		ids = append(ids, d.askFixed("codex", "release", fmt.Sprintf("npm publish --tag beta-%d", i)))
	}
	d.writeRules(ids[0])
	return d
}

// writeRules writes r1, an allow of npm publishes to beta tags (from
// ask from, if given), and r2, a refuse of unpublishing by codex agents.
func (d *testDesk) writeRules(from string) {
	d.t.Helper()
	end := d.clock.Now().Add(30*24*time.Hour + time.Hour)
	if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Allow, Pattern: "npm publish --tag beta-*",
		Reason: "beta tags go to the beta channel, which nobody installs by default", End: end,
		Author: "alice", FromAsk: from}); err != nil {
		d.t.Fatal(err)
	}
	if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Refuse, Pattern: "npm unpublish **",
		Reason: "a published version stays published", Author: "bob", Scope: patterns.Scope{Agent: "codex*"}}); err != nil {
		d.t.Fatal(err)
	}
	d.reload()
	d.settle()
}

// TestRuleDetail: enter on a rule shows it whole (pattern, reason, scope,
// end, hits, who wrote it) and its history from the audit trail; a rule
// that decided six asks shows 6 hits; esc closes it; y and x act from it.
func TestRuleDetail(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := sixPublishes(t, sz.w, sz.h)
			d.keys("2")
			d.mustShow("r1", "6 hits", "r2")
			d.keys("enter")
			d.mustShow("Rule r1 · position 1 of 2", "npm publish --tag=beta-*", "beta tags go to the beta channel",
				"for agents every agent", "on nodes   every node", "under      every workdir", "2026-12-29 15:00:00 (in 30d)", "6 hits: the asks and commands it decided",
				"written    14:00:00 by alice", "Hits · 6 in the audit trail", "ask 2 resolved by r1",
				"esc close", "x retire")
			d.requireScreen(t)
			d.keys("esc")
			d.mustShow("Rules · 2, in order")
			d.keys("j", "enter")
			d.mustShow("Rule r2", "npm unpublish **", "for agents «codex*»", "ends       never", "by bob")
			d.keys("x")
			d.mustShow("Retire rule r2?")
		})
	}
}

// TestRulesFilter: / filters the rules as it is typed, enter keeps the
// filter, esc clears it.
func TestRulesFilter(t *testing.T) {
	d := sixPublishes(t, 80, 24)
	d.keys("2", "/", "unpub")
	scr := d.mustShow("1 match /unpub", "npm unpublish **")
	if contains(scr, "beta-*") {
		t.Fatalf("the filter kept r1:\n%s", scr)
	}
	d.keys("enter", "enter")
	d.mustShow("Rule r2")
	d.keys("esc", "esc")
	d.mustShow("filter cleared", "npm publish --tag=beta-*", "npm unpublish **")
	d.keys("/", "nothing like it", "enter")
	d.mustShow("No rule or proposal matches the filter; esc clears it.")
}

// TestAuditDetail: enter on an audit entry shows every field, its payload
// and its link in the hash chain; / filters the trail. (The golden
// screens are of a trail without asks: an ask's entry records the pid of
// the process that asked, which changes every entry's hash after it.)
func TestAuditDetail(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.writeRules("")
			d.keys("3", "enter")
			d.mustShow("Audit entry 2", "rule.add", "bob", "Payload", "Hash chain",
				"entry 1 has this hash: the chain holds here", "esc close")
			d.requireScreen(t)
		})
	}
}

// TestAuditFilter: / filters the trail as it is typed; enter on an entry
// found opens it; esc closes it, and esc again clears the filter.
func TestAuditFilter(t *testing.T) {
	d := sixPublishes(t, 120, 40)
	d.keys("3", "/", "rule.add", "enter")
	d.mustShow("2 of 20 entries match /rule.add")
	d.keys("k", "enter")
	d.mustShow("Audit entry 13", "rule.add", "alice", "has this hash: the chain holds here")
	d.keys("esc", "esc")
	d.mustShow("filter cleared", "20 entries shown")
}

// TestAuditDetailFirstEntry: the first entry has nothing before it.
func TestAuditDetailFirstEntry(t *testing.T) {
	d := sixPublishes(t, 120, 40)
	d.keys("3", "g", "enter")
	d.mustShow("Audit entry 1", "the first entry: nothing before it")
}

// TestCardNamesRulePatterns: a card's "ask by r3" and a shadow rule's
// "refuse by r1" say what the rules match.
func TestCardNamesRulePatterns(t *testing.T) {
	d := openDesk(t, 120, 40)
	for _, spec := range []queue.RuleSpec{
		{Outcome: patterns.Refuse, Pattern: "terraform destroy **", Reason: "trying it out", Shadow: true, Author: "alice"},
		{Outcome: patterns.Ask, Pattern: "terraform apply -target=*", Reason: "targeted applies", Author: "alice"},
	} {
		if _, err := d.svc.AddRule(spec); err != nil {
			t.Fatal(err)
		}
	}
	d.askFixed("claude", "infra", "terraform apply -target=module.db && terraform destroy -auto-approve")
	d.reload()
	d.settle()
	d.keys("enter")
	d.mustShow("ask by r2: terraform apply -target=*")
	// the Verdict names part 2's rule too (rt22k #10): the shadow
	// section is a few lines down the card
	for i := 0; i < 12 && !strings.Contains(d.screen(), "refuse by r1: terraform destroy **"); i++ {
		d.keys("j")
	}
	d.mustShow("refuse by r1: terraform destroy **")
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}
