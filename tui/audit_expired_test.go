package tui

import (
	"fmt"
	"os/exec"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
)

// TestAuditExpiredAbandonedRows (issue 9 #3, after fx62g's withdraw): an
// ask that expired says so in its audit row, and that its command was
// refused for it, and one whose waiting process died says it was
// abandoned, each with why once ("expired (reason: expired: …" said it
// twice); neither reads "✗ refuse" as if someone refused it, at 80
// columns (where the reason gives way) as at 120.
func TestAuditExpiredAbandonedRows(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.ask("claude", "j1", "git push --force origin main")
			exited := exec.Command("true")
			if err := exited.Run(); err != nil {
				t.Fatal(err)
			}
			ans, err := d.svc.Evaluate(queue.Request{Command: "npm publish --tag beta", Agent: "codex",
				Cwd: d.cwd(), Home: d.home(), Pid: exited.Process.Pid, Wait: time.Hour})
			if err != nil || ans.Ask == nil {
				t.Fatalf("%+v, %v", ans, err)
			}
			d.clock.Add(11 * time.Minute) // past the first ask's deadline, not the second's
			if _, err := d.svc.Sweep(); err != nil {
				t.Fatal(err)
			}
			d.reload()
			d.settle()
			d.keys("3")
			d.settle()
			scr := d.screen()
			rows := map[string]string{}
			for _, l := range strings.Split(scr, "\n") {
				for _, kind := range []string{" expire ", " abandon "} {
					if strings.Contains(l, kind) {
						rows[kind] = l
					}
				}
			}
			wants := map[string]string{
				" expire ":  "ask 1 expired, refused (reason: nobody decided",
				" abandon ": fmt.Sprintf("ask 2 abandoned (reason: the waiting process %d is gone)", exited.Process.Pid),
			}
			if sz.w < 100 { // the reason gives way first, the command stays
				wants = map[string]string{" expire ": "ask 1 expired", " abandon ": "ask 2 abandoned"}
			}
			for kind, want := range wants {
				row := rows[kind]
				if !strings.Contains(row, want) || strings.Contains(row, "refuse ask") || strings.Contains(row, "✗") {
					t.Errorf("the%srow %q reads as a refusal, or lacks %q:\n%s", kind, row, want, scr)
				}
			}
		})
	}
}
