//go:build !ozdesk_adapters

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

// TestCutOverEditedRules (rt36s L1): a cut over rules edited around
// ozdesk would remove the entries that wrote the rule lost; it is
// refused as a rule change is, and nothing is cut.
func TestCutOverEditedRules(t *testing.T) {
	cases := []struct {
		name   string
		tamper func(*bbolt.Tx) error
	}{
		{"rule retired", rawRule("r1", func(r map[string]any) { r["status"] = store.StatusRetired })},
		{"rule deleted", func(tx *bbolt.Tx) error {
			return errors.Join(tx.Bucket([]byte("rules")).Delete([]byte("r1")),
				tx.Bucket([]byte("rules.audit")).Delete([]byte("r1")),
				tx.Bucket([]byte("rules.order")).Put([]byte("ids"), []byte(`["r2"]`)))
		}},
		{"settings deleted with their pointer", deleteSettings(func(meta *bbolt.Bucket) error {
			return meta.Delete([]byte("settings.entry"))
		})},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newTamperedService(t, []Option{WithClock(func() time.Time { return testStart })})
			mustAddRule(t, s, secretRule()[0])
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Ask, Pattern: "ls /tmp/zz", Reason: "look"})
			set := store.DefaultSettings()
			set.Fallback = store.OutcomeAsk
			if _, err := s.SetSettings(set, "op"); err != nil {
				t.Fatal(err)
			}
			all := auditOf(t, s)
			through := all[len(all)-1]
			rawUpdate(t, s.StorePath(), tc.tamper)
			_, err := s.CutAudit(AuditCutRequest{Through: through.Seq, Exported: through.Hash, By: "op"})
			if !errors.Is(err, store.ErrRulesUnvouched) || !strings.Contains(err.Error(), "no cut is made over them") {
				t.Fatalf("cut over them: %v; want it refused", err)
			}
			if got := auditOf(t, s); len(got) != len(all) || got[0].Seq != all[0].Seq {
				t.Errorf("after the refused cut the trail holds %d entries from %d; want %d from %d", len(got), got[0].Seq, len(all), all[0].Seq)
			}
		})
	}
}
