package main

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestAnswerJSONUnavailable: `ask --json` for a command the store could
// not take says what the text form says, and its report's outcome is the
// refusal the client acts on (rt47k #6: the reason ended "failing closed:
// ask" and report.outcome was "ask" beside outcome "refuse").
func TestAnswerJSONUnavailable(t *testing.T) {
	busy := &store.LockError{Path: "/tmp/desk.db", Wait: 5 * time.Second}
	for _, tc := range []struct {
		name string
		why  error
		want string
	}{
		{"store busy", busy, "was not queued (the desk counts it among the asks that could not reach the store"},
		{"store busy, as the evaluation wraps it", fmt.Errorf("the store could not be read: %w", busy), "was not queued (the desk counts it among the asks that could not reach the store"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ans := &queue.Answer{Outcome: patterns.Ask, Unavailable: tc.why, Reason: tc.why.Error() + "; failing closed: ask",
				Report: patterns.Report{Outcome: patterns.Ask, Reason: "failing closed: ask"}}
			j := newAnswerJSON(ans)
			if j.Outcome != "refuse" || j.Report.Outcome != patterns.Refuse {
				t.Errorf("outcome %q, report outcome %q: want refuse for both", j.Outcome, j.Report.Outcome)
			}
			for _, r := range []string{j.Reason, j.Report.Reason} {
				if !strings.Contains(r, tc.want) || strings.Contains(r, "failing closed: ask") {
					t.Errorf("reason %q: want %q, and no \"failing closed: ask\"", r, tc.want)
				}
			}
		})
	}
}
