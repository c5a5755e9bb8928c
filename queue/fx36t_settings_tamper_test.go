package queue

import (
	"errors"
	"strings"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestSettingsRecordDeleted: an agent that can write the store's file
// deletes the settings record together with the store's record of the
// last "setting" entry (or sets that to 0). Before, that read as settings
// never set, so the built-in defaults applied (fallback allow where the
// operator had set ask: rt36s H2). Now the trail is asked whether any
// entry wrote settings, and the policy goes by the strictest. A store
// whose settings were never set still goes by the defaults.
func TestSettingsRecordDeleted(t *testing.T) {
	cases := []struct {
		name   string
		set    bool // the operator set fallback ask
		tamper func(*bbolt.Tx) error
		want   patterns.Outcome // for "ls /x/other"
	}{
		{"never set", false, func(*bbolt.Tx) error { return nil }, patterns.Allow},
		{"record and index deleted", true, func(tx *bbolt.Tx) error {
			return errors.Join(tx.Bucket([]byte("settings")).Delete([]byte("settings")),
				tx.Bucket([]byte("meta")).Delete([]byte("settings.entry")))
		}, patterns.Ask},
		{"record deleted, index zero", true, func(tx *bbolt.Tx) error {
			return errors.Join(tx.Bucket([]byte("settings")).Delete([]byte("settings")),
				tx.Bucket([]byte("meta")).Put([]byte("settings.entry"), make([]byte, 8)))
		}, patterns.Ask},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newTamperedService(t, []Option{WithClock(func() time.Time { return testStart })})
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "cat /x/p/secrets.env", Reason: "secret"})
			if tc.set {
				set, err := s.Settings()
				if err != nil {
					t.Fatal(err)
				}
				set.Fallback = store.OutcomeAsk
				if _, err := s.SetSettings(set, "op"); err != nil {
					t.Fatal(err)
				}
			}
			rawUpdate(t, s.StorePath(), tc.tamper)
			a, err := s.Evaluate(Request{Command: "ls /x/other", Cwd: "/x/p"})
			if err != nil {
				t.Fatal(err)
			}
			if a.Outcome != tc.want {
				t.Fatalf("ls /x/other: %s (%s); want %s", a.Outcome, a.Reason, tc.want)
			}
			why, err := s.SettingsUnproven()
			if err != nil {
				t.Fatal(err)
			}
			if tc.set != strings.Contains(why, "wrote settings") {
				t.Errorf("settings unproven: %q", why)
			}
		})
	}
}
