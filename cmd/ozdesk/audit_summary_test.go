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

// TestAuditSummaryEndedAsks (issue 9 #3): `ozdesk audit` words an ask that
// expired, was abandoned or withdrawn by what happened, with no "refuse"
// first as if someone had refused it, and the reason said once; `ozdesk
// audit --json` prints the entry as stored, its outcome field kept.
func TestAuditSummaryEndedAsks(t *testing.T) {
	for _, tc := range []struct {
		kind, state, reason, want string
	}{
		{store.KindExpire, store.StateExpired, "expired: nobody decided within 10m",
			"ask 1 expired, refused (reason: nobody decided within 10m): git push --force origin main"},
		{store.KindAbandon, store.StateAbandoned, "abandoned: the waiting process 42 is gone",
			"ask 1 abandoned (reason: the waiting process 42 is gone): git push --force origin main"},
		{store.KindWithdraw, store.StateWithdrawn, "",
			"ask 1 withdrawn: git push --force origin main"},
	} {
		t.Run(tc.kind, func(t *testing.T) {
			data, _ := json.Marshal(map[string]any{"ask": "0000000001", "command": "git push --force origin main",
				"state": tc.state, "outcome": "refuse", "by": "ozdesk", "reason": tc.reason})
			if got := auditSummary(store.AuditEntry{Kind: tc.kind, Data: data}); got != tc.want {
				t.Errorf("got  %q\nwant %q", got, tc.want)
			}
		})
	}
}
