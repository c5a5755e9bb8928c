//go:build !ozdesk_adapters

package queue

import (
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestWriteRereadsOnlyWhenChanged: the write of a command judged outside
// it reads the policy again only when the store changed since the policy
// was read (issue 10: a direct-mode hook decoded and checked the rules a
// second time in every call). Nothing committed in between: no second
// read. Another asker's record committed meanwhile: read again, found the
// same, and the answer stands. A rule written meanwhile: read again, and
// it decides.
func TestWriteRereadsOnlyWhenChanged(t *testing.T) {
	for _, tc := range []struct {
		name    string
		between string // "", "record" (another ask's) or "rule" (for the command)
		want    patterns.Outcome
		rereads int
		judged  int
	}{
		{"nothing committed", "", patterns.Allow, 0, 1},
		{"another record committed", "record", patterns.Allow, 1, 1},
		{"rule written", "rule", patterns.Refuse, 1, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "desk.db")
			s := New(store.New(path), WithNode("node-a"), WithHome("/home/op"))
			if _, err := s.Init(); err != nil {
				t.Fatal(err)
			}
			const command = "ls -la /tmp/x"
			judged, rereads := 0, 0
			s.judged = func() {
				judged++
				if judged > 1 {
					return
				}
				switch tc.between {
				case "record":
					other := New(store.New(path), WithNode("node-a"), WithHome("/home/op"))
					if _, err := other.Evaluate(Request{Command: "pwd", Agent: "codex", Cwd: t.TempDir()}); err != nil {
						t.Error(err)
					}
				case "rule":
					startChild(t, "rule", path, command, 0).Wait(t)
				}
			}
			s.policyReread = func() { rereads++ }
			ans, err := s.Evaluate(Request{Command: command, Agent: "claude", Cwd: t.TempDir()})
			if err != nil {
				t.Fatal(err)
			}
			if ans.Unavailable != nil {
				t.Fatalf("failed closed: %v", ans.Unavailable)
			}
			if ans.Outcome != tc.want || rereads != tc.rereads || judged != tc.judged {
				t.Fatalf("%s (%s): policy read again %d times, judged %d times; want %s, %d, %d",
					ans.Outcome, tc.name, rereads, judged, tc.want, tc.rereads, tc.judged)
			}
		})
	}
}
