package tui

import (
	"encoding/json"
	"unicode/utf8"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// auditSummary is what the audit view shows of an entry's payload: an
// outcome (drawn as its mark and word) and a line of text (untrusted,
// drawn through the safe display).
type auditSummary struct {
	outcome, text string
}

// summaryMax bounds the bytes of a summary kept for the view; the line
// says how much it cut.
const summaryMax = 300

// summarise reads an entry's payload for the audit view (queue.Summarize).
func summarise(kind string, data json.RawMessage, mk common.Marks) auditSummary {
	s := queue.Summarize(store.AuditEntry{Kind: kind, Data: data})
	return auditSummary{outcome: s.Outcome, text: clip(s.Text, mk)}
}

// clip keeps the start of a long text and says how much it dropped.
func clip(s string, mk common.Marks) string {
	if len(s) <= summaryMax {
		return s
	}
	cut := summaryMax
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + " " + mk.More + " +" + cards.FormatBytes(len(s)-cut)
}
