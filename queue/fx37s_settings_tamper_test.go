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

// TestSettingsEditedInPlace: an agent that can write the store's file
// (direct mode) deletes or edits the settings record with bbolt, as
// rt36s did against the real binary (H2). Before, the settings record
// deleted together with the store's record of its "setting" entry (or
// that zeroed) read as settings never set: the built-in fallback allow
// applied where the operator had set ask, and 'ls /x/other', asked
// before, was allowed. Now the settings are in the digest of what is in
// force: each tampering fails every evaluation closed (hook path and
// broker path), 'audit verify' names the set in force, and no rule
// change is written over them. The operator setting the settings again
// mends it: the rules are as the trail left them, so nothing is
// laundered.
func TestSettingsEditedInPlace(t *testing.T) {
	cases := []struct {
		name   string
		rules  bool // a refuse rule as well as the settings
		tamper func(*bbolt.Tx) error
	}{
		{"deleted with its pointer", true, deleteSettings(func(meta *bbolt.Bucket) error {
			return meta.Delete([]byte("settings.entry"))
		})},
		{"deleted with its pointer, no rules", false, deleteSettings(func(meta *bbolt.Bucket) error {
			return meta.Delete([]byte("settings.entry"))
		})},
		{"deleted, pointer zeroed", true, deleteSettings(func(meta *bbolt.Bucket) error {
			return meta.Put([]byte("settings.entry"), make([]byte, 8))
		})},
		{"fallback edited in place", true, rawSettings(func(j map[string]any) { j["fallback"] = store.OutcomeAllow })},
		{"fallback edited in place, entry dropped", false, rawSettings(func(j map[string]any) {
			j["fallback"] = store.OutcomeAllow
			delete(j, "entry")
		})},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			for _, broker := range []bool{false, true} {
				opts := []Option{WithClock(func() time.Time { return testStart })}
				if broker {
					opts = append(opts, WithExclusive())
				}
				s := newTamperedService(t, opts)
				if tc.rules {
					mustAddRule(t, s, secretRule()[0])
				}
				set := store.DefaultSettings()
				set.Fallback = store.OutcomeAsk
				if _, err := s.SetSettings(set, "op"); err != nil {
					t.Fatal(err)
				}
				req := Request{Command: "ls /x/other", Cwd: "/x/p"}
				if a := mustEvaluate(t, s, req); a.Outcome != patterns.Ask {
					t.Fatalf("before: %s %s; want ask (the fallback)", a.Outcome, req.Command)
				}
				rawUpdate(t, s.StorePath(), tc.tamper)

				a, err := s.Evaluate(req)
				if err != nil {
					t.Fatal(err)
				}
				var ue *UntrustedRulesError
				if a.Outcome == patterns.Allow || !errors.As(a.Unavailable, &ue) {
					t.Fatalf("broker %v: after: %s by %q (unavailable %v); want it to fail closed on what is in force", broker, a.Outcome, a.Rule, a.Unavailable)
				}
				if !strings.Contains(a.Reason, "cannot be trusted") || !strings.Contains(ue.Why, "or the settings") {
					t.Errorf("reason %q: want it to say the rules or settings cannot be trusted", a.Reason)
				}
				_, err = s.VerifyAudit()
				var ie *IgnoredError
				if !errors.As(err, &ie) || !strings.Contains(err.Error(), "set of rules in force") {
					t.Errorf("audit verify: %v; want it to name the set in force", err)
				}
				_, err = s.AddRule(RuleSpec{Outcome: patterns.Ask, Pattern: "ls /nothing", Reason: "x", Author: "op"})
				if !errors.Is(err, store.ErrRulesUnvouched) {
					t.Errorf("a rule added over them: %v; want it refused", err)
				}

				// The operator sets them again (four eyes on: the settings
				// in effect are the strictest, and turning it off would
				// wait for a second operator): believed, and verify holds.
				again := set
				again.FourEyes = true
				if _, err := s.SetSettings(again, "op"); err != nil {
					t.Fatalf("settings set again: %v", err)
				}
				if a := mustEvaluate(t, s, req); a.Outcome != patterns.Ask {
					t.Errorf("settings set again: %s %s; want ask", a.Outcome, req.Command)
				}
				if _, err := s.VerifyAudit(); err != nil {
					t.Errorf("verify once the settings were set again: %v", err)
				}
			}
		})
	}
}

// TestSettingsOverEditedRules: settings written over rules edited around
// ozdesk would vouch for the edit; they are refused, as a rule change is.
func TestSettingsOverEditedRules(t *testing.T) {
	s := newTamperedService(t, []Option{WithClock(func() time.Time { return testStart })})
	mustAddRule(t, s, secretRule()[0])
	rawUpdate(t, s.StorePath(), rawRule("r1", func(r map[string]any) { r["status"] = store.StatusRetired }))
	set := store.DefaultSettings()
	set.Fallback = store.OutcomeAsk
	if _, err := s.SetSettings(set, "op"); !errors.Is(err, store.ErrRulesUnvouched) {
		t.Errorf("settings over a rule retired around ozdesk: %v; want them refused", err)
	}
}

// TestSettingsNeverSet: a store whose settings nobody set goes by the
// defaults, its unmatched commands allowed, and verifies.
func TestSettingsNeverSet(t *testing.T) {
	s := newService(t, WithClock(func() time.Time { return testStart }))
	mustAddRule(t, s, secretRule()[0])
	if a := mustEvaluate(t, s, Request{Command: "ls /x/other", Cwd: "/x/p"}); a.Outcome != patterns.Allow {
		t.Errorf("ls /x/other: %s (%s); want allow by the default fallback", a.Outcome, a.Reason)
	}
	if _, err := s.VerifyAudit(); err != nil {
		t.Errorf("verify: %v", err)
	}
}

// deleteSettings deletes the settings record and applies pointer to the
// meta bucket (the store's record of the last "setting" entry).
func deleteSettings(pointer func(meta *bbolt.Bucket) error) func(*bbolt.Tx) error {
	return func(tx *bbolt.Tx) error {
		return errors.Join(tx.Bucket([]byte("settings")).Delete([]byte("settings")), pointer(tx.Bucket([]byte("meta"))))
	}
}

// rawSettings rewrites the settings record's JSON in place.
func rawSettings(fn func(map[string]any)) func(*bbolt.Tx) error {
	return func(tx *bbolt.Tx) error {
		b := tx.Bucket([]byte("settings"))
		var j map[string]any
		if err := json.Unmarshal(b.Get([]byte("settings")), &j); err != nil {
			return err
		}
		fn(j)
		v, err := json.Marshal(j)
		if err != nil {
			return err
		}
		return b.Put([]byte("settings"), v)
	}
}
