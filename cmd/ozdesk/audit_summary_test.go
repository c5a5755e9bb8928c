//go:build !ozdesk_adapters

package main

import (
	"encoding/json"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestAuditSummaryKeepsTail: `ozdesk audit` cuts a long entry in its
// middle, so two asks whose commands differ only at the end read
// differently, and says how much it left out (rt11 #11).
func TestAuditSummaryKeepsTail(t *testing.T) {
	long := "terraform destroy -auto-approve " + strings.Repeat("-var=x ", 80) + "-target="
	var got []string
	for _, end := range []string{"module.m5", "module.m6"} {
		data, _ := json.Marshal(map[string]any{"ask": "0000000001", "command": long + end, "state": "denied",
			"outcome": "refuse", "by": "alice", "reason": "not today"})
		s := auditSummary(store.AuditEntry{Kind: store.KindDecide, Data: data})
		if !strings.HasSuffix(s, end) || !strings.HasPrefix(s, "refuse ask 1 denied by alice (reason: not today): terraform") {
			t.Errorf("summary lost an end: %q", s)
		}
		if !strings.Contains(s, " … +") || len(s) > summaryBytes+40 {
			t.Errorf("summary of %d bytes does not say what it cut: %q", len(s), s)
		}
		got = append(got, s)
	}
	if got[0] == got[1] {
		t.Fatalf("two asks read the same: %q", got[0])
	}
}
