//go:build !ozdesk_adapters

package queue

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestRulesEditedInPlace: an agent that can write the store's file
// (direct mode) edits the rules in place with bbolt, as rt35v did against
// the real binary (F1–F5). Before, each tampering loosened the policy:
// the command the rule refused or asked about was allowed (F1: only the
// rules named by the command's program were checked, and the tampered
// rule named another; F2–F5: status, the set and the order were not
// checked at all), and 'audit verify' passed for F2, F3 and F5. Now the
// rules as a whole must be those the trail's last rule-changing entry
// vouches for: every evaluation fails closed (hook path and broker path),
// 'audit verify' names the rules in force, and no rule change is written
// over them.
func TestRulesEditedInPlace(t *testing.T) {
	cases := []struct {
		name    string
		rules   []RuleSpec
		command string // refused or asked before, allowed by the tampering
		tamper  func(*bbolt.Tx) error
	}{
		{"F1 program word changed", secretRule(), "cat /x/p/secrets.env",
			rawRule("r1", func(r map[string]any) { r["pattern"] = "tac /x/p/secrets.env" })},
		{"F2 retired around ozdesk", secretRule(), "cat /x/p/secrets.env",
			rawRule("r1", func(r map[string]any) { r["status"] = store.StatusRetired })},
		{"F2 unknown status", secretRule(), "cat /x/p/secrets.env",
			rawRule("r1", func(r map[string]any) { r["status"] = "zzz" })},
		{"F3 deleted, its rule.add kept", secretRule(), "cat /x/p/secrets.env", func(tx *bbolt.Tx) error {
			return errors.Join(tx.Bucket([]byte("rules")).Delete([]byte("r1")),
				tx.Bucket([]byte("rules.audit")).Delete([]byte("r1")),
				tx.Bucket([]byte("rules.order")).Put([]byte("ids"), []byte(`[]`)))
		}},
		{"F4 set to proposed", secretRule(), "cat /x/p/secrets.env",
			rawRule("r1", func(r map[string]any) { r["status"] = store.StatusProposed })},
		{"F5 allow moved above an ask", []RuleSpec{
			{Outcome: patterns.Ask, Pattern: "ls /tmp/zz", Reason: "look first"},
			{Outcome: patterns.Allow, Pattern: "ls /tmp/*", Reason: "a", End: testStart.Add(7 * 24 * time.Hour)},
		}, "ls /tmp/zz", func(tx *bbolt.Tx) error {
			return tx.Bucket([]byte("rules.order")).Put([]byte("ids"), []byte(`["r2","r1"]`))
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			for _, broker := range []bool{false, true} {
				opts := []Option{WithClock(func() time.Time { return testStart })}
				if broker {
					opts = append(opts, WithExclusive())
				}
				s := newTamperedService(t, opts)
				for _, spec := range tc.rules {
					mustAddRule(t, s, spec)
				}
				if a := mustEvaluate(t, s, Request{Command: tc.command, Cwd: "/x/p"}); a.Outcome == patterns.Allow {
					t.Fatalf("before: %s allowed", tc.command)
				}
				rawUpdate(t, s.StorePath(), tc.tamper)

				a, err := s.Evaluate(Request{Command: tc.command, Cwd: "/x/p"})
				if err != nil {
					t.Fatal(err)
				}
				var ue *UntrustedRulesError
				if a.Outcome == patterns.Allow || !errors.As(a.Unavailable, &ue) {
					t.Fatalf("broker %v: after: %s by %q (unavailable %v); want it to fail closed on the rules in force", broker, a.Outcome, a.Rule, a.Unavailable)
				}
				if !strings.Contains(a.Reason, "the store's rules cannot be trusted") || !strings.Contains(a.Reason, "ozdesk audit verify") {
					t.Errorf("reason %q: want it to say the rules cannot be trusted and what to run", a.Reason)
				}
				if a, err := s.Evaluate(Request{Command: "true", Cwd: "/x/p"}); err != nil || a.Outcome == patterns.Allow {
					t.Errorf("broker %v: a command no rule names: %v, %v; want it to fail closed too", broker, a, err)
				}
				_, err = s.VerifyAudit()
				var ie *IgnoredError
				if !errors.As(err, &ie) || !strings.Contains(err.Error(), "set of rules in force") {
					t.Errorf("audit verify: %v; want it to name the rules in force", err)
				}
				_, err = s.AddRule(RuleSpec{Outcome: patterns.Ask, Pattern: "ls /nothing", Reason: "x", Author: "op"})
				if !errors.Is(err, store.ErrRulesUnvouched) {
					t.Errorf("a rule added over them: %v; want it refused", err)
				}
			}
		})
	}
}

// secretRule is rt35v's refuse rule over a secret file.
func secretRule() []RuleSpec {
	return []RuleSpec{{Outcome: patterns.Refuse, Pattern: "cat /x/p/secrets.env", Reason: "sec"}}
}

// newTamperedService is newService whose store is not checked at the
// end: the test breaks it on purpose.
func newTamperedService(t *testing.T, opts []Option) *Service {
	t.Helper()
	return New(store.New(storePath(t)), append([]Option{WithNode("node-a"), WithHome("/home/op")}, opts...)...)
}

// rawRule rewrites one stored rule's JSON in place.
func rawRule(id string, fn func(map[string]any)) func(*bbolt.Tx) error {
	return func(tx *bbolt.Tx) error {
		b := tx.Bucket([]byte("rules"))
		var r map[string]any
		if err := json.Unmarshal(b.Get([]byte(id)), &r); err != nil {
			return err
		}
		fn(r)
		v, err := json.Marshal(r)
		if err != nil {
			return err
		}
		return b.Put([]byte(id), v)
	}
}

// TestSweepOverEditedRules: a sweep meeting a rule past its end on rules
// edited around ozdesk leaves it be instead of failing (the store refuses
// the rule.expire entry that would vouch for the edit), so 'policy list',
// which sweeps first, still shows the operator the rules to mend.
func TestSweepOverEditedRules(t *testing.T) {
	now := testStart
	s := newTamperedService(t, []Option{WithClock(func() time.Time { return now })})
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "ls /tmp/*", Reason: "a", End: testStart.Add(time.Hour)})
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "cat /x/p/secrets.env", Reason: "sec"})
	rawUpdate(t, s.StorePath(), rawRule("r2", func(r map[string]any) { r["status"] = store.StatusRetired }))
	now = testStart.Add(2 * time.Hour)
	if _, err := s.Sweep(); err != nil {
		t.Fatalf("sweep: %v", err)
	}
	var r1 store.Rule
	err := store.New(s.StorePath()).View(func(tx *store.Tx) (err error) { r1, err = tx.GetRule("r1"); return err })
	if err != nil || r1.Status != store.StatusActive {
		t.Errorf("r1 as stored after the sweep: %+v, %v; want it left active", r1, err)
	}
}
