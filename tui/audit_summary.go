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
	// asked is where in text the deciding word of an "ask" entry stands
	// (queue.AuditSummary.AskedStart, AskedEnd), {0, 0} for none.
	asked [2]int
	// brief are shorter words for text[:head], longest first
	// (queue.AuditSummary.Brief): see fitted.
	brief []string
	// says is the name the entry's agent gave itself beside its account
	// (queue.AuditSummary.AgentSays), drawn after the actor.
	says string
}

// fitted is the summary as a line of w cells draws it: where its command
// does not fit whole beside its IDs' words but would beside briefer ones
// (brief), it takes the longest of those that lets it, so that a command
// that can be read whole wins the room over the words (rt43k F9: at 80
// columns "? ask by cmd.force-push (ask 1): git pus…n main"; now "? ask
// 1: git push --force origin main"). A command too long for the line
// either way keeps the words whole, and its cut. The entry's details
// keep the words whole.
func (s auditSummary) fitted(w int) auditSummary {
	if s.head <= 0 || s.head >= len(s.text) || len(s.brief) == 0 {
		return s
	}
	cmd := safeWidth(s.text[s.head:])
	if safeWidth(s.text[:s.head])+cmd <= w {
		return s
	}
	lead := ""
	for _, b := range s.brief {
		if safeWidth(b)+cmd <= w {
			lead = b
			break
		}
	}
	if lead == "" {
		return s
	}
	shift := len(lead) - s.head
	s.text, s.head = lead+s.text[s.head:], len(lead)
	if s.asked[1] > s.asked[0] {
		s.asked = [2]int{s.asked[0] + shift, s.asked[1] + shift}
	}
	return s
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
	if text, asked, ok := clipAround(s.Text, head, [2]int{s.AskedStart, s.AskedEnd}, mk); ok {
		return auditSummary{outcome: s.Outcome, text: text, head: head, asked: asked, brief: briefOf(s, head), says: s.AgentSays}
	}
	return auditSummary{outcome: s.Outcome, text: clip(s.Text, mk), head: head,
		asked: clipSpan(s.Text, [2]int{s.AskedStart, s.AskedEnd}, mk), brief: briefOf(s, head), says: s.AgentSays}
}

// briefOf is s's briefer words, where the view keeps s's words whole
// (head, as summarise keeps it, is s's own).
func briefOf(s queue.AuditSummary, head int) []string {
	if head != s.Head {
		return nil
	}
	return s.Brief
}

// askedAround bounds what clipAround keeps around a deciding word: the
// word (at most askedWordKept bytes), askedAfter bytes after it, and
// askedTail bytes of the end.
const (
	askedWordKept = 100
	askedAfter    = 40
	askedTail     = 60
)

// clipAround clips a long summary whose deciding word (span) the usual
// clip would cut away: its IDs and head, the word and what follows it,
// and its end, with ellipses between (a deciding `rm -rf ~/projects`
// between forty echoes and twenty more was left out of the trail's row).
// ok is false where clip keeps the word, or the word is too long.
func clipAround(s string, ids int, span [2]int, mk common.Marks) (string, [2]int, bool) {
	if span[1] <= span[0] || len(s) <= summaryMax || span[1]-span[0] > askedWordKept {
		return "", [2]int{}, false
	}
	if h, t := clipAt(s); span[1] <= h || span[0] >= t {
		return "", [2]int{}, false
	}
	gap := " " + mk.More + " "
	head := min(max(summaryHead-askedWordKept, ids), span[0])
	for head > 0 && !utf8.RuneStart(s[head]) {
		head--
	}
	after := min(span[1]+askedAfter, len(s))
	for after < len(s) && !utf8.RuneStart(s[after]) {
		after++
	}
	tail := max(len(s)-askedTail, after)
	for tail < len(s) && !utf8.RuneStart(s[tail]) {
		tail++
	}
	out := s[:head]
	if head < span[0] {
		out += gap
	}
	at := len(out)
	out += s[span[0]:after]
	if tail > after {
		out += gap
	}
	out += s[tail:]
	return out, [2]int{at, at + span[1] - span[0]}, true
}

// clipSpan is where span, bytes of s, stands in clip(s): moved with the
// tail it is in, {0, 0} where the clip cuts into it.
func clipSpan(s string, span [2]int, mk common.Marks) [2]int {
	if span[1] <= span[0] || len(s) <= summaryMax {
		return span
	}
	head, tail := clipAt(s)
	switch {
	case span[1] <= head:
		return span
	case span[0] >= tail:
		shift := head + len(" "+mk.More+" ") - tail
		return [2]int{span[0] + shift, span[1] + shift}
	}
	return [2]int{}
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
	head, tail := clipAt(s)
	return s[:head] + " " + mk.More + " " + s[tail:]
}

// clipAt is where clip cuts s, longer than summaryMax: it keeps s[:head]
// and s[tail:].
func clipAt(s string) (head, tail int) {
	head = summaryHead
	for head > 0 && !utf8.RuneStart(s[head]) {
		head--
	}
	tail = len(s) - (summaryMax - summaryHead)
	for tail < len(s) && !utf8.RuneStart(s[tail]) {
		tail++
	}
	return head, tail
}
