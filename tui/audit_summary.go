package tui

import (
	"strings"
	"unicode/utf8"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// auditSummary is what the audit view shows of an entry's payload: an
// outcome (drawn as its mark and word) and a line of text (untrusted,
// drawn through the safe display).
type auditSummary struct {
	outcome, text string
	// head is how many bytes of text hold the IDs before the command
	// (queue.AuditSummary.Head): drawn whole where they leave room.
	head int
}

// ruleLifeKinds are the entries about a rule that decide nothing: it was
// retired, passed its end or changed place. Each names the rule's
// outcome as a word of its text ("allow rule r1: npm publish"), not as
// the outcome's mark: a retirement drawn "✓ allow" read as an allow.
var ruleLifeKinds = map[string]bool{store.KindRuleRetire: true, store.KindRuleExpire: true, store.KindRuleMove: true}

// summaryMax bounds the bytes of a summary kept for the view: a longer
// one keeps its first summaryHead bytes and its last summaryMax -
// summaryHead, with the ellipsis between them, so that its end (where
// queue.Summarize puts the command) survives.
const (
	summaryMax  = 300
	summaryHead = 180
)

// summarise reads an entry for the audit view (queue.Summarize): its
// payload, and the long command read back for it (Command, which says
// when the queue clipped it: Clipped).
func summarise(e store.AuditEntry, mk common.Marks) auditSummary {
	s := queue.Summarize(store.AuditEntry{Kind: e.Kind, Data: e.Data, Command: e.Command, Clipped: e.Clipped})
	if ruleLifeKinds[e.Kind] && s.Outcome != "" {
		// the rule's outcome names the rule ("allow rule r1"), as
		// 'ozdesk audit' writes it: the entry is no allow
		s.Outcome, s.Text = "", s.Outcome+" "+s.Text
	}
	head := s.Head
	if head > 0 && head <= len(s.Text) {
		// "withdrawn (reason: withdrawn: the asker…)" said it twice,
		// and took the command's room in every withdraw row (rt41k F7)
		if i := strings.Index(s.Text[:head], withdrawnTwice); i >= 0 {
			cut := len(withdrawnTwice) - len(withdrawnOnce)
			s.Text = s.Text[:i] + withdrawnOnce + s.Text[i+len(withdrawnTwice):]
			head -= cut
		}
	}
	if len(s.Text) > summaryMax && head > summaryHead {
		head = 0 // clip cuts into it: drawn as before
	}
	return auditSummary{outcome: s.Outcome, text: clip(s.Text, mk), head: head}
}

// withdrawnTwice is how a withdrawn ask's summary names its end and then
// its reason, which says so again; withdrawnOnce how the view shows it.
const (
	withdrawnTwice = " withdrawn" + reasonOpen + "withdrawn: "
	withdrawnOnce  = " withdrawn" + reasonOpen
)

// clip keeps the start and the end of a long text, with the ellipsis
// between them.
func clip(s string, mk common.Marks) string {
	if len(s) <= summaryMax {
		return s
	}
	head := summaryHead
	for head > 0 && !utf8.RuneStart(s[head]) {
		head--
	}
	tail := len(s) - (summaryMax - summaryHead)
	for tail < len(s) && !utf8.RuneStart(s[tail]) {
		tail++
	}
	return s[:head] + " " + mk.More + " " + s[tail:]
}
