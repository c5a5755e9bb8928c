package tui

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestRulesProposedLineCut: at 80 columns a proposed rule's second line
// (its status, hits, mode, end, scope and reason) is cut with …, never
// mid-word without a mark (rt28k #12g: "… · ends never · fo").
func TestRulesProposedLineCut(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.fourEyesOn()
	if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Allow, Pattern: "make test",
		Reason: "tests run on every branch", Author: "admin", Scope: patterns.Scope{Agent: "claude-web-agent-*"},
		End: d.clock.Now().Add(48 * time.Hour)}); err != nil {
		t.Fatal(err)
	}
	d.reload()
	d.settle()
	d.keys("2")
	scr := d.mustShow("proposed, waits for a second operator")
	for _, line := range strings.Split(scr, "\n") {
		if !strings.Contains(line, "proposed, waits for a second operator") {
			continue
		}
		line = strings.TrimRight(line, " ")
		if !strings.HasSuffix(line, "…") && !strings.HasSuffix(line, "tests run on every branch") {
			t.Fatalf("the proposed rule's line is cut without …: %q", line)
		}
	}
}
