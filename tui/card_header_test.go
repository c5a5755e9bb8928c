package tui

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// TestCardHeaderDeadline: the desk's card says when the ask expires
// only while it waits (or that it expired); an ask decided, withdrawn or
// abandoned under the card no longer expires (rt13f).
func TestCardHeaderDeadline(t *testing.T) {
	now := time.Date(2026, 12, 2, 14, 0, 0, 0, time.UTC)
	st := cards.PlainStyles()
	mk := common.MarksFor(st.Glyphs)
	for _, tc := range []struct {
		state    string
		deadline time.Duration
		want     string // "" for no deadline said
	}{
		{store.StatePending, 10 * time.Minute, "expires in 10m"},
		{store.StatePending, -time.Minute, "expired 1m"},
		{store.StateExpired, -time.Minute, "expired 1m"},
		{store.StateAbandoned, 10 * time.Minute, ""},
		{store.StateWithdrawn, 10 * time.Minute, ""},
		{store.StateApproved, 10 * time.Minute, ""},
		{store.StateDenied, -time.Minute, ""},
	} {
		a := &store.Ask{ID: "0000000001", State: tc.state, Agent: "claude", Cwd: "/w",
			Created: now.Add(-time.Minute), Deadline: now.Add(tc.deadline)}
		out := strings.Join(cardHeader(a, "", queue.AskerUnknown, now, 100, st, mk), "\n")
		switch {
		case tc.want == "" && strings.Contains(out, "expire"):
			t.Errorf("%s: the card says a deadline:\n%s", tc.state, out)
		case tc.want != "" && !strings.Contains(out, tc.want):
			t.Errorf("%s: no %q in\n%s", tc.state, tc.want, out)
		}
	}
}
