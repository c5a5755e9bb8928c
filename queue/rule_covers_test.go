package queue

import (
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestAllowFromAskCoversEveryPart: an allow written from an ask approves
// that ask only when, with the rule in force, the policy would allow
// every part of its command; a rule for one part of `rm -rf /srv/x; rm
// -rf ~/` is written, the ask stays pending and the result names the part
// that still asks (rt18k #7). Dry run, written and proposed alike.
func TestAllowFromAskCoversEveryPart(t *testing.T) {
	for _, tc := range []struct {
		name, command, pattern string
		fourEyes, dry          bool
		stillPart              int // -1: the ask is approved
		stillText, stillRule   string
	}{
		{"one part covered", "rm -rf /srv/mp/cache/a", "rm -r -f /srv/mp/cache/a", false, false, -1, "", ""},
		{"home part left", "rm -rf /srv/mp/cache/a; rm -rf ~/", "rm -r -f /srv/mp/cache/a", false, false, 1, "rm -rf ~/", "cmd.delete-home"},
		{"home part left, dry run", "rm -rf /srv/mp/cache/a; rm -rf ~/; rm -rf /srv/mp/cache/a", "rm -r -f /srv/mp/cache/a", false, true, 1, "rm -rf ~/", "cmd.delete-home"},
		{"home part left, proposed", "rm -rf /srv/mp/cache/a; rm -rf ~/", "rm -r -f /srv/mp/cache/a", true, false, 1, "rm -rf ~/", "cmd.delete-home"},
		{"home part first", "rm -rf ~/; rm -rf /srv/mp/cache/a", "rm -r -f /srv/mp/cache/a", false, false, 0, "rm -rf ~/", "cmd.delete-home"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t)
			set := store.DefaultSettings()
			set.Fallback, set.FourEyes = store.OutcomeAsk, tc.fourEyes
			if _, err := s.SetSettings(set, "alice"); err != nil {
				t.Fatal(err)
			}
			id := mustEvaluate(t, s, Request{Command: tc.command}).Ask.ID
			spec := RuleSpec{Outcome: patterns.Allow, Pattern: tc.pattern, FromAsk: id, DryRun: tc.dry}
			res := mustAddRule(t, s, spec)
			a, err := s.Get(id)
			if err != nil {
				t.Fatal(err)
			}
			if tc.stillPart < 0 {
				if res.StillAsks != nil || res.Decided == nil || res.Decided.State != store.StateApproved {
					t.Fatalf("covered: decided %+v, still %+v", res.Decided, res.StillAsks)
				}
				return
			}
			if res.Decided != nil {
				t.Fatalf("approved %+v although part %d still asks", res.Decided, tc.stillPart)
			}
			if !a.Pending() {
				t.Fatalf("the ask is %s, want pending", a.State)
			}
			got := res.StillAsks
			if got == nil || got.Part != tc.stillPart || got.Text != tc.stillText || got.Rule != tc.stillRule || got.Outcome != patterns.Ask {
				t.Fatalf("still asks %+v, want part %d %q by %s", got, tc.stillPart, tc.stillText, tc.stillRule)
			}
			rules, _ := s.Rules()
			if want := map[bool]int{true: 0, false: 1}[tc.dry]; len(rules) != want {
				t.Fatalf("%d rules in the store, want %d", len(rules), want)
			}
		})
	}
}
