package main

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/harness"
	"ozdesk.dev/ozdesk/store"
)

// auditPayload is the union of the fields the queue and policy apply
// write in audit entries; "rule" is an ID in entries about asks and a
// record in entries about rules.
type auditPayload struct {
	Ask      string          `json:"ask"`
	Command  string          `json:"command"`
	State    string          `json:"state"`
	Outcome  string          `json:"outcome"`
	By       string          `json:"by"`
	Reason   string          `json:"reason"`
	Rule     json.RawMessage `json:"rule"`
	Proposed bool            `json:"proposed"`
	Host     string          `json:"host"`
	Old      json.RawMessage `json:"old"`
	New      json.RawMessage `json:"new"`
}

// auditSummary says what an entry records, in one line, every untrusted
// word escaped; an entry it cannot read shows its payload, clipped.
func auditSummary(e store.AuditEntry) string {
	if e.Kind == store.KindEvaluate {
		var ev queue.Evaluation
		if json.Unmarshal(e.Data, &ev) == nil {
			s := fmt.Sprintf("%s by %s: %s", ev.Report.Outcome, orDash(cards.Escape(ev.Report.Rule)), clip(ev.Command, listCommandBytes))
			if ev.Ask != "" {
				s += " (ask " + harness.ShortID(ev.Ask) + ")"
			}
			return s
		}
	}
	var p auditPayload
	if json.Unmarshal(e.Data, &p) != nil {
		return clip(string(e.Data), 200)
	}
	var rule store.Rule
	switch {
	case p.Ask != "":
		return askSummary(p)
	case json.Unmarshal(p.Rule, &rule) == nil && rule.ID != "":
		s := "rule " + cards.Escape(rule.ID) + ": " + ruleLine(rule)
		if p.Proposed {
			s += " (proposed)"
		}
		return s
	case p.Host != "":
		return withReason("host "+cards.Escape(p.Host), p.Reason)
	case len(p.Old) > 0 && len(p.New) > 0:
		return settingsSummary(p.Old, p.New)
	}
	return clip(string(e.Data), 200)
}

// askSummary words an entry about an ask.
func askSummary(p auditPayload) string {
	s := "ask " + harness.ShortID(p.Ask)
	var rule string
	_ = json.Unmarshal(p.Rule, &rule)
	for _, f := range [][2]string{{"", p.State}, {"", p.Outcome}, {"by ", p.By}, {"rule ", rule}} {
		if f[1] != "" {
			s += " " + f[0] + cards.Escape(f[1])
		}
	}
	if p.Command != "" {
		s += ": " + clip(p.Command, listCommandBytes)
	}
	return withReason(s, p.Reason)
}

// settingsSummary lists the settings that changed, old → new.
func settingsSummary(oldData, newData json.RawMessage) string {
	var o, n map[string]any
	if json.Unmarshal(oldData, &o) != nil || json.Unmarshal(newData, &n) != nil {
		return clip(string(newData), 200)
	}
	var changed []string
	for k, v := range n {
		if fmt.Sprint(o[k]) != fmt.Sprint(v) {
			changed = append(changed, fmt.Sprintf("%s %v → %v", cards.Escape(k), o[k], v))
		}
	}
	slices.Sort(changed)
	if len(changed) == 0 {
		return "no change"
	}
	return clip(strings.Join(changed, ", "), 200)
}

func withReason(s, reason string) string {
	if reason == "" {
		return s
	}
	return s + " — " + clip(reason, 120)
}
