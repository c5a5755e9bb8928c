package queue

import (
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestProtectedBuiltOnUse: the paths ozdesk guards (hundreds, each
// resolved through the links on disk) are built for an evaluation only
// when a rule judges them, and then once, however many parts and words
// are judged against them. An everyday command builds none. The answers
// are the same either way (patterns' TestProtectedFromLazy).
func TestProtectedBuiltOnUse(t *testing.T) {
	for _, tc := range []struct {
		command string
		builds  int
		want    patterns.Outcome
	}{
		{"ls -la", 0, patterns.Allow},
		{"git status", 0, patterns.Allow},
		{"ls -la && git diff --stat", 0, patterns.Allow},
		{"git status && ls -la src | head -n 20", 0, patterns.Allow},
		{"echo hi > out.txt", 1, patterns.Allow},
		{"echo '{}' > ~/.claude/settings.json", 1, patterns.Ask},
		{"rm -rf ~/.claude && cp x ~/.bashrc && echo > ~/.claude/settings.json", 1, patterns.Ask},
	} {
		t.Run(tc.command, func(t *testing.T) {
			s := New(store.New(filepath.Join(t.TempDir(), "desk.db")), WithNode("node-a"), WithHome("/home/op"))
			if _, err := s.Init(); err != nil {
				t.Fatal(err)
			}
			builds := 0
			s.protectedBuilt = func() { builds++ }
			ans, err := s.Evaluate(Request{Command: tc.command, Agent: "claude", Cwd: t.TempDir()})
			if err != nil {
				t.Fatal(err)
			}
			if ans.Unavailable != nil {
				t.Fatalf("failed closed: %v", ans.Unavailable)
			}
			if ans.Outcome != tc.want {
				t.Errorf("%s by %s (%s), want %s", ans.Outcome, ans.Rule, ans.Reason, tc.want)
			}
			if builds != tc.builds {
				t.Errorf("the guarded paths were built %d times, want %d", builds, tc.builds)
			}
		})
	}
}
