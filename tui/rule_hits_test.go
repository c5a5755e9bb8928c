package tui

import (
	"encoding/json"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestRuleHitsBounded (rt35k L16): a rule's detail lists the newest
// hitsMax of its hits from the audit trail, and says how many there are
// in all; entries of other rules are not its hits.
func TestRuleHitsBounded(t *testing.T) {
	entry := func(seq uint64, kind, data string) store.AuditEntry {
		return store.AuditEntry{Seq: seq, Kind: kind, Data: json.RawMessage(data)}
	}
	var es []store.AuditEntry
	for i := range 25 {
		es = append(es, entry(uint64(3*i+1), store.KindEvaluate, `{"report":{"rule":"r2"}}`),
			entry(uint64(3*i+2), store.KindEvaluate, `{"report":{"rule":"r3","shadow":[{"rule":"r2"}]}}`),
			entry(uint64(3*i+3), store.KindResolve, `{"rule":"r3"}`))
	}
	cases := []struct {
		rule    string
		total   int
		heading string
	}{
		{"r2", 50, "Hits · the latest 10 of 50 in the audit trail"},
		{"r3", 50, "Hits · the latest 10 of 50 in the audit trail"},
		{"r9", 0, "Hits · 0 in the audit trail"},
	}
	for _, tc := range cases {
		got := readRule(es, store.Rule{ID: tc.rule})
		if got.total != tc.total || len(got.hits) != min(tc.total, hitsMax) {
			t.Fatalf("%s: %d hits listed of %d, want %d of %d", tc.rule, len(got.hits), got.total, min(tc.total, hitsMax), tc.total)
		}
		if len(got.hits) > 0 && got.hits[len(got.hits)-1].Seq < 70 {
			t.Fatalf("%s: the hits listed are not the newest: last is entry %d", tc.rule, got.hits[len(got.hits)-1].Seq)
		}
		if h := hitsHeading(len(got.hits), got.total); h != tc.heading {
			t.Fatalf("%s: heading %q, want %q", tc.rule, h, tc.heading)
		}
	}
}
