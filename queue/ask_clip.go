package queue

import (
	"fmt"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// BrokerClip says whether ask a's command is a clipped copy the broker
// made of a command over the reader's limit ([patterns.ClipCommand]: its
// head and tail around a line naming its length), and that length
// (whole; at least the copy's, when the line names none). Such an ask
// is never approved: nobody can read what it would run (rt20k #4).
func BrokerClip(a store.Ask) (whole int, clipped bool) {
	n, ok := patterns.ClippedBytes(a.Command)
	if !ok {
		return 0, false
	}
	return max(n, len(a.Command)+a.Clipped), true
}

// BrokerClipWords is what every place that would approve a clipped ask
// says instead: the command's true size, and that it can be denied,
// not approved.
func BrokerClipWords(whole int) string {
	return fmt.Sprintf("clipped by the broker: %s bytes, only head and tail kept — can be denied, not approved", commaBytes(whole))
}

// ClippedApproveError is what an approval of an ask whose command the
// broker clipped gets (see [BrokerClip]): nothing was decided.
type ClippedApproveError struct {
	ID    string
	Whole int
}

// Error names the ask and says it was not approved.
func (e *ClippedApproveError) Error() string {
	return fmt.Sprintf("ask %s was not approved: its command was %s; deny it, or ask the agent to split it",
		ShortID(e.ID), BrokerClipWords(e.Whole))
}
