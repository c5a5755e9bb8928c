package queue

import (
	"errors"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestClippedNeverApproved: an ask whose command the broker clipped
// (its head and tail kept, rt20k #4) is never approved, whoever asks,
// and is denied as any ask is; one of the same length held whole is
// approved.
func TestClippedNeverApproved(t *testing.T) {
	whole := "echo start " + strings.Repeat("a", 50000) + " ; rm -rf ~ ; " + strings.Repeat("b", 50000) + " done"
	for _, tc := range []struct {
		name    string
		command string
		outcome patterns.Outcome
		want    string // "" decided; else the error's words
	}{
		{"approve clipped", patterns.ClipCommand(whole), patterns.Allow, "clipped by the broker: 100,030 bytes, only head and tail kept — can be denied, not approved"},
		{"deny clipped", patterns.ClipCommand(whole), patterns.Refuse, ""},
		{"approve whole", "rm -rf ~/" + strings.Repeat("a", 5000), patterns.Allow, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t)
			a := mustEvaluate(t, s, Request{Command: tc.command})
			if a.Ask == nil {
				t.Fatalf("%s: not asked", tc.name)
			}
			_, err := s.Decide(a.Ask.ID, Decision{Outcome: tc.outcome, By: "carol"})
			if tc.want == "" {
				if err != nil {
					t.Fatalf("decide: %v", err)
				}
				return
			}
			var ce *ClippedApproveError
			if !errors.As(err, &ce) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("decide = %v, want a ClippedApproveError saying %q", err, tc.want)
			}
			got, err := s.Get(a.Ask.ID)
			if err != nil {
				t.Fatal(err)
			}
			if got.State != store.StatePending {
				t.Fatalf("ask is %s after a refused approval, want pending", got.State)
			}
		})
	}
}
