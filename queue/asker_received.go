package queue

import (
	"encoding/json"
	"fmt"
	"os"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// A decision someone else made for an ask (approved, denied, resolved by
// a later rule, or any made while its asker was stopped:
// store.Decision.Asker) reaches the agent only through its asker, the
// process that waits for it. Whether it did is told by the asker itself:
// once it has read the decision, and before it answers its harness, it
// appends an "ask.received" entry. A decision with no such entry was not
// received: its asker had not read it yet, or was killed (or stopped,
// then killed before it was continued) first, and never will (fx53e,
// rt47k 5; fx54g: a running asker killed between the decision's commit
// and its read read as received, as no note was asked of it). An ask
// that ended by its asker's own hand (its wait ended, it stopped
// waiting) needs none.
//
// The entry costs one write to the store per answered ask, on the asker's
// path after the operator decided: an ask the policy answers at once
// never waits and never writes it.

// receiptDue reports whether ask a's end is a decision someone else made
// for its asker, whose receipt the asker notes.
func receiptDue(a store.Ask) bool {
	if a.Decision == nil {
		return false
	}
	if a.Decision.Asker != "" {
		return true
	}
	switch a.State {
	case store.StateApproved, store.StateDenied, store.StateResolved:
		return true
	}
	return false
}

// noteReceived appends a's "ask.received" entry when a's end is a
// decision made for its asker (this process), best effort: the answer
// stands whatever happens to the entry.
func (s *Service) noteReceived(a store.Ask) {
	if !receiptDue(a) {
		return
	}
	_ = s.st.Update(func(tx *store.Tx) error {
		return s.audit(tx, store.KindReceived, a.Agent, askEvent{Ask: a.ID, Agent: a.Agent, State: a.State,
			Outcome: a.Decision.Outcome, By: a.Decision.By, Asker: fmt.Sprintf("process %d", os.Getpid())})
	})
}

// ReceivedText says whether ask a's asker received its decision, for a
// decision made for it ([receiptDue]), as the trail (entries), read from
// the decision on, tells; "" for another end, or an ask still pending.
func ReceivedText(a store.Ask, entries []store.AuditEntry) string {
	if !receiptDue(a) {
		return ""
	}
	stopped := a.Decision.Asker != ""
	for _, e := range entries {
		if e.Kind == store.KindReceived && askOfReceived(e) == a.ID {
			text := "received: its agent read the decision at " + e.Time.Local().Format(time.DateTime)
			if stopped {
				text += ", once continued"
			}
			return text
		}
	}
	if stopped {
		return "not received: its agent has not read the decision (no ask.received entry): it was stopped, and killed before it was continued it never will"
	}
	return "not received: its agent has not read the decision (no ask.received entry): ended or killed before it read it, it never will"
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
	return AuditSummary{Text: fmt.Sprintf("ask %s: its agent (%s) received the decision (%s by %s)",
		ShortID(ev.Ask), ev.Asker, ev.State, ev.By)}, true
}

// EntryReceipt is [ReceivedText] for the ask a decision's audit entry e
// ends ("decide", "resolve"), as the "ask.received" entries received,
// read from e's time on, tell; "" for another entry.
func EntryReceipt(e store.AuditEntry, received []store.AuditEntry) string {
	if e.Kind != store.KindDecide && e.Kind != store.KindResolve {
		return ""
	}
	var ev askEvent
	if json.Unmarshal(e.Data, &ev) != nil || ev.Ask == "" {
		return ""
	}
	a := store.Ask{ID: ev.Ask, State: ev.State,
		Decision: &store.Decision{By: ev.By, At: e.Time, Outcome: ev.Outcome, Asker: ev.Asker}}
	return ReceivedText(a, received)
}
