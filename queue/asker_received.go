package queue

import (
	"encoding/json"
	"fmt"
	"os"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// A decision made while its asker was stopped is recorded so
// (store.Decision.Asker: "stopped (process N)"): the answer reaches the
// asker only if it is continued. Whether it did is told by the asker
// itself: once it reads that decision it appends an "ask.received" entry
// (fx53e, rt47k 5: an approval of a stopped asker killed before it was
// continued read exactly as one it received). A decision with no such
// note needs none: its asker was running and reads it at once.

// noteReceived appends a's "ask.received" entry when a's decision was
// made while its asker (this process) was stopped, best effort: the
// answer stands whatever happens to the entry.
func (s *Service) noteReceived(a store.Ask) {
	if a.Decision == nil || a.Decision.Asker == "" {
		return
	}
	_ = s.st.Update(func(tx *store.Tx) error {
		return s.audit(tx, store.KindReceived, a.Agent, askEvent{Ask: a.ID, Agent: a.Agent, State: a.State,
			Outcome: a.Decision.Outcome, By: a.Decision.By, Asker: fmt.Sprintf("process %d", os.Getpid())})
	})
}

// ReceivedText says whether ask a's asker received its decision, for a
// decision made while the asker was stopped (store.Decision.Asker), as
// the trail (entries), read from the decision on, tells; "" for another
// decision.
func ReceivedText(a store.Ask, entries []store.AuditEntry) string {
	if a.Decision == nil || a.Decision.Asker == "" {
		return ""
	}
	for _, e := range entries {
		if e.Kind == store.KindReceived && askOfReceived(e) == a.ID {
			return "received: its agent read the decision at " + e.Time.Local().Format(time.DateTime) + ", once continued"
		}
	}
	return "not received: its agent has not read the decision (no ask.received entry): it was stopped, and killed before it was continued it never will"
}

// askOfReceived is the ask an "ask.received" entry names, or "".
func askOfReceived(e store.AuditEntry) string {
	var ev askEvent
	if json.Unmarshal(e.Data, &ev) != nil {
		return ""
	}
	return ev.Ask
}

// summarizeReceived is [Summarize] of an "ask.received" entry.
func summarizeReceived(e store.AuditEntry) (AuditSummary, bool) {
	if e.Kind != store.KindReceived {
		return AuditSummary{}, false
	}
	var ev askEvent
	if json.Unmarshal(e.Data, &ev) != nil {
		return AuditSummary{}, false
	}
	return AuditSummary{Text: fmt.Sprintf("ask %s: its agent (%s) received the decision (%s by %s) made while it was stopped, once continued",
		ShortID(ev.Ask), ev.Asker, ev.State, ev.By)}, true
}
