package tui

import (
	"encoding/json"
	"fmt"
	"strings"
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

// summaryMax bounds the bytes of a command kept in a summary; the line
// says how much it cut.
const summaryMax = 300

// auditPayload is the union of the fields the queue writes in the
// payloads of ask and rule entries; "rule" is an ID in the first and a
// record in the second.
type auditPayload struct {
	Ask     string          `json:"ask"`
	Command string          `json:"command"`
	State   string          `json:"state"`
	Outcome string          `json:"outcome"`
	By      string          `json:"by"`
	Reason  string          `json:"reason"`
	Rule    json.RawMessage `json:"rule"`
	// Proposed marks a rule written under four eyes.
	Proposed bool `json:"proposed"`
}

// summarise reads an entry's payload for the audit view.
func summarise(kind string, data json.RawMessage, mk common.Marks) auditSummary {
	switch kind {
	case store.KindEvaluate:
		var ev queue.Evaluation
		if json.Unmarshal(data, &ev) == nil {
			by := ev.Report.Rule
			if by == "" {
				by = "no rule"
			}
			return auditSummary{outcome: ev.Report.Outcome.String(), text: by + ": " + clip(ev.Command, mk)}
		}
	case store.KindRuleAdd, store.KindRuleApprove, store.KindRuleRetire, store.KindRuleExpire, store.KindRuleMove:
		var p auditPayload
		var r store.Rule
		if json.Unmarshal(data, &p) == nil && json.Unmarshal(p.Rule, &r) == nil {
			text := r.ID + " " + clip(r.Pattern, mk)
			if p.Proposed {
				text += " (proposed)"
			}
			return auditSummary{outcome: r.Outcome, text: text}
		}
	default:
		var p auditPayload
		var rule string
		if json.Unmarshal(data, &p) == nil && p.Ask != "" {
			_ = json.Unmarshal(p.Rule, &rule)
			return askSummary(kind, p, rule, mk)
		}
	}
	return auditSummary{text: clip(string(data), mk)}
}

// askSummary words an entry about an ask: queued by which rule, decided
// by whom and why, resolved by which rule, or expired, withdrawn,
// abandoned.
func askSummary(kind string, p auditPayload, rule string, mk common.Marks) auditSummary {
	id := "ask " + trimID(p.Ask)
	var parts []string
	switch kind {
	case store.KindAsk:
		parts = append(parts, id, "asked by "+rule)
	case store.KindDecide:
		parts = append(parts, id, p.State+" by "+p.By)
		if rule != "" {
			parts = append(parts, "with rule "+rule)
		}
	case store.KindResolve:
		parts = append(parts, id, "resolved by "+rule)
	default:
		parts = append(parts, id, p.State)
	}
	if p.Reason != "" {
		parts = append(parts, fmt.Sprintf("%q", p.Reason))
	}
	parts = append(parts, clip(p.Command, mk))
	return auditSummary{outcome: p.Outcome, text: strings.Join(parts, mk.Dot)}
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
