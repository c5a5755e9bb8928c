package queue

import (
	"bytes"
	"os"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// TestNoteDeadlineOnce (fx54g): a request ended by its asker's deadline
// is noted beside the store once, with its ask when one was queued; a
// request answered at once, or already noted, is not noted. Failed
// before: nothing but a wait for the lock was ever noted.
func TestNoteDeadlineOnce(t *testing.T) {
	for _, tc := range []struct {
		name     string
		command  string
		fallback string
		noted    bool
	}{
		{"queued, no end written", "make deploy-late", store.OutcomeAsk, true},
		{"answered at once", "ls -la", store.OutcomeAllow, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t)
			setPolicy(t, s, nil, tc.fallback)
			ans := mustEvaluate(t, s, Request{Command: tc.command, Agent: "bot", Wait: time.Minute})
			if got := s.NoteDeadline("its hook had no answer"); got != tc.noted {
				t.Fatalf("NoteDeadline noted %v, want %v", got, tc.noted)
			}
			if s.NoteDeadline("again") {
				t.Error("a request was noted twice")
			}
			raw, _ := os.ReadFile(store.UnreachedPath(s.st.Path()))
			if got := bytes.Contains(raw, []byte(tc.command)); got != tc.noted {
				t.Fatalf("the side file holds %q", raw)
			}
			if tc.noted && (ans.Ask == nil || !bytes.Contains(raw, []byte(`"ask":"`+ans.Ask.ID+`"`)) ||
				!bytes.Contains(raw, []byte("its hook had no answer; its ask "+ShortID(ans.Ask.ID)+" was queued"))) {
				t.Errorf("the note names no ask: %q", raw)
			}
		})
	}
}
