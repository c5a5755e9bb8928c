package queue

import (
	"errors"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestUntrustedRuleFailsClosed: a refuse or ask rule that no audit entry
// vouches for any more (changed around ozdesk, or its entry lost) must not
// simply be set aside, as that loosens: rt35i F2 zeroed the page holding
// a refuse rule's audit entry, and the hooks then allowed what it
// refused. Each tampering below would leave the command to the defaults
// and the fallback, which allow it; it must fail closed instead. Since
// the rules in force are vouched for as a whole (fx36s), every command
// fails closed, not only those the changed rule may meet.
func TestUntrustedRuleFailsClosed(t *testing.T) {
	const command = "touch /tmp/pwned1"
	cases := []struct {
		name   string
		tamper func(tx *store.Tx) error
	}{
		{"refuse turned allow", func(tx *store.Tx) error {
			r, err := tx.GetRule("r1")
			r.Outcome = store.OutcomeAllow
			return errors.Join(err, tx.PutRule(r))
		}},
		{"refuse made shadow", func(tx *store.Tx) error {
			r, err := tx.GetRule("r1")
			r.Mode = store.ModeShadow
			return errors.Join(err, tx.PutRule(r))
		}},
		{"refuse narrowed", func(tx *store.Tx) error {
			r, err := tx.GetRule("r1")
			r.Pattern = "touch /tmp/pwned1 nothing-else"
			return errors.Join(err, tx.PutRule(r))
		}},
		{"ask reasoned otherwise", func(tx *store.Tx) error {
			r, err := tx.GetRule("r2")
			r.Reason = "changed"
			return errors.Join(err, tx.PutRule(r))
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t, WithClock(func() time.Time { return testStart }))
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "touch /tmp/pwned*", Reason: "planted files"})
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Ask, Pattern: "touch /tmp/pwned1", Reason: "look first"})
			if a := mustEvaluate(t, s, Request{Command: command}); a.Outcome != patterns.Refuse || a.Rule != "r1" {
				t.Fatalf("before: %s by %s, want refuse by r1", a.Outcome, a.Rule)
			}
			if a := mustEvaluate(t, s, Request{Command: "touch /tmp/other"}); a.Outcome != patterns.Allow {
				t.Fatalf("before, a command no rule names: %s, want allow", a.Outcome)
			}

			if err := store.New(s.StorePath()).Update(tc.tamper); err != nil {
				t.Fatal(err)
			}

			a, err := s.Evaluate(Request{Command: command, Cwd: "/work/proj"})
			if err != nil {
				t.Fatal(err)
			}
			var ue *UntrustedRulesError
			if a.Outcome == patterns.Allow || !errors.As(a.Unavailable, &ue) {
				t.Fatalf("after: %s by %q (unavailable %v); want it to fail closed on the rules in force", a.Outcome, a.Rule, a.Unavailable)
			}
			if !strings.Contains(a.Reason, "cannot be trusted") || !strings.Contains(a.Reason, "ozdesk audit verify") {
				t.Errorf("reason %q: want it to say the rules cannot be trusted and what to run", a.Reason)
			}
			// Since the rules in force are vouched for as a whole (fx36s),
			// a command no rule may meet fails closed too: a rule deleted
			// or renamed around ozdesk names no program to look it up by.
			if a, err := s.Evaluate(Request{Command: "ls", Cwd: "/work/proj"}); err != nil || a.Outcome == patterns.Allow {
				t.Errorf("ls after: %v, %v; want it to fail closed", a, err)
			}
		})
	}
}
