//go:build !ozdesk_adapters

package main

import (
	"unicode/utf8"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// summaryBytes bounds the bytes of an entry's summary printed on one line.
const summaryBytes = 400

// auditSummary says what an entry records, in one line (queue.Summarize),
// its outcome first when it carries one, every untrusted word escaped and
// a long line clipped in its middle, saying how much: the end, where the
// command stands, shows, so asks that differ only there read differently.
func auditSummary(e store.AuditEntry) string { return summaryLine(queue.Summarize(e)) }

// summaryLine is auditSummary of the entry s summarizes.
func summaryLine(s queue.AuditSummary) string {
	if s.Outcome != "" {
		return s.Outcome + " " + clipMiddle(s.Text, summaryBytes)
	}
	return clipMiddle(s.Text, summaryBytes)
}

// clipMiddle escapes untrusted text for one line, showing about max bytes
// of it: a longer text keeps its start and its last third, and says how
// much it leaves out between them.
func clipMiddle(s string, max int) string {
	if len(s) <= max {
		return cards.Escape(s)
	}
	head := max - max/3
	for head > 0 && !utf8.RuneStart(s[head]) {
		head--
	}
	tail := len(s) - max/3
	for tail < len(s) && !utf8.RuneStart(s[tail]) {
		tail++
	}
	return cards.Escape(s[:head]) + " … +" + cards.FormatBytes(tail-head) + " … " + cards.Escape(s[tail:])
}

// auditActor is who wrote an entry, as `ozdesk audit` lists it: the
// actor, and after an agent's account the name the agent gave itself,
// quoted as its own words: root (says «bot»). An agent's name as the
// agent gave it (direct mode) is quoted too, «bot», as the desk's rows
// and audit view quote it: bare, an agent named "op (claimed, uid 0)"
// read as the operator in the actor column (rt48k F-audit-actor).
// s is the entry's summary.
func auditActor(e store.AuditEntry, s queue.AuditSummary) string {
	byAgent := store.AgentWritten(e.Kind)
	if byAgent && s.AgentSays == "" && e.Account == nil {
		return safetext.ListedQuoted(e.Actor, 32)
	}
	who := safetext.Listed(e.Account.Name(e.Actor), 32)
	if says := s.AgentSays; says != "" && byAgent {
		who += " (says " + safetext.ListedQuoted(says, listSaysCells) + ")"
	}
	return who
}
