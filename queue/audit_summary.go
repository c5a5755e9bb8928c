package queue

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// AuditSummary is what one audit entry records, in words, for the desk's
// audit view and `ozdesk audit`: the outcome it carries ("allow", "ask",
// "refuse", or "" when none) and one line of text. The text holds the
// untrusted words of the entry (commands, agents, reasons) as they were
// written: whoever draws it escapes and clips it.
type AuditSummary struct {
	Outcome, Text string
	// AskedStart and AskedEnd are where in Text the word an "ask" entry
	// was about stands (its deciding word), both 0 when the entry names
	// none (an older entry) or Text does not hold it.
	AskedStart, AskedEnd int
	// AgentSays is, in an entry about an ask or an evaluation, the name
	// its agent gave itself beside the account the broker named it by
	// (store.Ask.AgentSays): untrusted, drawn after the entry's actor.
	AgentSays string
	// Head is how many bytes of Text stand before the command and its
	// note (the ask's and the rule's IDs, rt29k #8): a reader that cuts Text cuts the
	// command, not these. 0 when Text holds no command.
	Head int
	// Brief are shorter words for Text[:Head], longest first, for a
	// reader whose line leaves the command too little room beside them:
	// the command wins the room over these words (rt43k F9: "? ask by
	// cmd.force-push (ask 1): git pus…n main" at 80 columns). Each
	// still names the ask; the last names nothing else. An evaluation's
	// are read after its outcome's word ("ask" "1 by cmd.force-push"),
	// an entry about an ask's alone ("ask 1 by cmd.force-push"). nil
	// when the words have no shorter form.
	Brief []string
}

// auditPayload is the union of the fields ozdesk writes in the payloads of
// audit entries about asks, rules, hosts, settings and applied files
// (askEvent, ruleEvent, egressEvent, settingsEvent, and the records of
// queue/policyfile). "rule" is an ID in entries about asks and a record in
// entries about rules; "old" and "new" are settings, or a setting's values.
type auditPayload struct {
	Ask     string `json:"ask"`
	Command string `json:"command"`
	// CommandBytes is the whole command's length when Command is its
	// head (an ask's end, see [endEventOf]).
	CommandBytes int `json:"command_bytes"`
	// CommandSent is the length of the command the agent sent when the
	// ask kept only its head and tail (see [askEvent.CommandSent]).
	CommandSent int             `json:"command_sent"`
	State       string          `json:"state"`
	Outcome     string          `json:"outcome"`
	By          string          `json:"by"`
	Reason      string          `json:"reason"`
	Asker       string          `json:"asker"`
	Rule        json.RawMessage `json:"rule"`
	Proposed    bool            `json:"proposed"`
	Host        string          `json:"host"`
	Setting     string          `json:"setting"`
	Old         json.RawMessage `json:"old"`
	New         json.RawMessage `json:"new"`
	Changes     *int            `json:"changes"`
	FourEyes    bool            `json:"four_eyes"`
	// Proposal is the record in entries about a proposal; ProposalID and
	// ProposedBy mark a change made by approving one.
	Proposal   json.RawMessage `json:"proposal"`
	ProposalID string          `json:"proposal_id"`
	ProposedBy string          `json:"proposed_by"`
	// Place, From and To say where a moved rule went (see ruleEvent).
	Place *store.Place `json:"place"`
	From  int          `json:"from"`
	To    int          `json:"to"`
	// Asked is the deciding word of an "ask" entry.
	Asked *askedWord `json:"asked"`
	// AgentSays is the name the ask's agent gave itself (askEvent).
	AgentSays string `json:"agent_says"`
}

// Summarize reads an audit entry's payload into words. An entry it cannot
// read shows its payload as it is.
func Summarize(e store.AuditEntry) AuditSummary {
	if n, ok := clippedWhole(e.Data); ok {
		return AuditSummary{Text: fmt.Sprintf("an entry of %s bytes, too big to show here (ozdesk audit reads it whole)", commaBytes(n))}
	}
	if sum, ok := summarizeCut(e); ok {
		return sum
	}
	if e.Kind == store.KindCompact {
		var c compactEvent
		if json.Unmarshal(e.Data, &c) == nil {
			return AuditSummary{Text: fmt.Sprintf("compacted the store: %d → %d bytes", c.Before, c.After)}
		}
	}
	if e.Kind == store.KindBudget {
		var b budgetEvent
		if json.Unmarshal(e.Data, &b) == nil {
			text := "over its write budget: account " + b.Account + ", agent " + b.Agent + ": "
			switch {
			case b.Refused > 0:
				text += fmt.Sprintf("%d commands refused in the minute from %s (the first %d recorded one by one, and up to %d more a rule or default would not allow)", b.Refused, b.Since.Format(time.RFC3339), budgetNotes, budgetNotes)
			case b.Nth > 0:
				text += fmt.Sprintf("refused (#%d this minute): %s", b.Nth, b.Command)
				if b.CommandBytes > len(b.Command) {
					text += fmt.Sprintf("… (%d bytes, sha256 %.12s…)", b.CommandBytes, b.CommandSHA256)
				}
			default:
				text += b.Reason
			}
			return AuditSummary{Outcome: patterns.Refuse.String(), Text: text}
		}
	}
	if sum, ok := summarizeUnreached(e); ok {
		return sum
	}
	if sum, ok := summarizeReceived(e); ok {
		return sum
	}
	if e.Kind == store.KindOutage {
		var o outageEvent
		if json.Unmarshal(e.Data, &o) == nil {
			return outageSummary(o)
		}
	}
	if e.Kind == store.KindEvaluate {
		var ev Evaluation
		if json.Unmarshal(e.Data, &ev) == nil {
			if ev.Command == "" { // a long command, referred to by hash
				ev.Command = e.Command
			}
			by := "by " + ev.Report.Rule
			if ev.Report.Rule == "" {
				by = "by no rule"
			}
			var brief []string
			if ev.Ask != "" {
				id := ShortID(ev.Ask)
				by += " (ask " + id + ")"
				if ev.Report.Outcome == patterns.Ask && ev.Limit == "" {
					// read after the outcome: "? ask 1 by cmd.force-push", "? ask 1"
					brief = []string{id}
					if ev.Report.Rule != "" {
						brief = []string{id + " by " + ev.Report.Rule, id}
					}
				}
			}
			if ev.Limit != "" {
				by += " (over the cap of pending asks)"
			}
			return AuditSummary{Outcome: ev.Report.Outcome.String(), Text: by + clipNote(e, ev.Command) + ": " + ev.Command, Head: len(by), Brief: brief,
				AgentSays: ev.AgentSays}
		}
	}
	var p auditPayload
	if json.Unmarshal(e.Data, &p) != nil {
		return AuditSummary{Text: string(e.Data)}
	}
	if p.Command == "" { // a long command, referred to by hash
		p.Command = e.Command
	}
	var rule store.Rule
	var prop store.Proposal
	via := ""
	if p.ProposalID != "" {
		via = " (" + p.ProposalID + ", proposed by " + p.ProposedBy + ")"
	}
	switch {
	case p.Ask != "":
		sum := askSummary(e.Kind, p, clipNote(e, p.Command))
		sum.AgentSays = p.AgentSays
		return sum
	case json.Unmarshal(p.Proposal, &prop) == nil && prop.ID != "":
		_ = json.Unmarshal(p.Rule, &rule)
		return proposalSummary(e.Kind, prop, rule, p.Reason)
	case json.Unmarshal(p.Rule, &rule) == nil && rule.ID != "":
		text := "rule " + rule.ID + ": " + rulePattern(rule)
		if p.Proposed || rule.Status == store.StatusProposed {
			text += " (proposed)"
		}
		if e.Kind == store.KindRuleMove && p.From > 0 && p.Place != nil {
			text += fmt.Sprintf(", moved from place %d to place %d (%s)", p.From, p.To, placeText(*p.Place))
		}
		return AuditSummary{Outcome: rule.Outcome, Text: withReason(text+via, rule.Reason)}
	case p.Host != "":
		return AuditSummary{Text: withReason("host "+p.Host+via, p.Reason)}
	case p.Setting != "":
		return AuditSummary{Text: fmt.Sprintf("%s %s → %s", p.Setting, unquote(p.Old), unquote(p.New))}
	case len(p.Old) > 0 && len(p.New) > 0:
		return AuditSummary{Text: settingsChanged(p.Old, p.New) + via}
	case p.Changes != nil:
		text := fmt.Sprintf("a policy file: %d changes", *p.Changes)
		if p.FourEyes {
			text += " under four eyes"
		}
		return AuditSummary{Text: text}
	}
	return AuditSummary{Text: string(e.Data)}
}

// askSummary words an entry about an ask: queued by which rule, decided by
// whom and why, resolved by which rule, or expired, withdrawn, abandoned;
// the command last ("ask 1 denied by alice (reason: not today): npm
// publish"), after note, which says when it is clipped (clipNote).
func askSummary(kind string, p auditPayload, note string) AuditSummary {
	var rule string
	_ = json.Unmarshal(p.Rule, &rule)
	text := "ask " + ShortID(p.Ask)
	var brief []string // an ask's entry: "ask 1 by cmd.force-push", "ask 1"
	switch {
	case kind == store.KindAsk && rule == "":
		// no rule matched: the fallback asked ("asked by :", rt14k #13)
		brief = []string{text}
		text += " asked by the fallback"
	case kind == store.KindAsk:
		brief = []string{text + " by " + rule, text}
		text += " asked by " + rule
	case kind == store.KindDecide:
		text += " " + p.State + " by " + p.By
	case kind == store.KindResolve:
		text += " resolved by " + rule
	case kind == store.KindExpire && p.Outcome == store.OutcomeRefuse:
		// what ending it did: nobody refused it, the deadline did
		text += " " + p.State + ", refused"
	default:
		text += " " + p.State
	}
	// The command comes last, after the reason: a line too long for its
	// place is cut in the middle (the desk's audit view, `ozdesk audit`),
	// and asks that differ only at their end must still read differently.
	// An ask queued or resolved by a rule carries that rule's reason,
	// which the rule says itself: the line keeps its room for the
	// command. A person's reason (a decision's) stays.
	if p.Reason != "" && kind != store.KindAsk && kind != store.KindResolve {
		// an expiry's or an abandon's reason opens with the state the
		// text says already ("expired: nobody decided within 10m")
		reason := p.Reason
		if kind == store.KindExpire || kind == store.KindAbandon {
			reason = strings.TrimPrefix(reason, p.State+": ")
		}
		text += " (reason: " + reason + ")"
	}
	if p.Asker != "" && kind == store.KindDecide {
		text += " (" + AskerWhenDecided(p.Asker) + ")"
	}
	head, asked := 0, [2]int{}
	if p.Command != "" {
		head = len(text)
		text += note + ": "
		if from, to, ok := p.Asked.in(p.Command); ok && kind == store.KindAsk {
			asked = [2]int{len(text) + from, len(text) + to}
		}
		text += p.Command
		switch {
		case p.CommandSent > p.CommandBytes:
			text += "… (" + ClippedWords(p.CommandSent) + " in the ask's entry)"
		case p.CommandBytes > len(p.Command):
			text += fmt.Sprintf("… (%d bytes; the ask's entry holds it whole)", p.CommandBytes)
		}
	}
	if head == 0 {
		brief = nil
	}
	outcome := p.Outcome
	if kind == store.KindWithdraw || kind == store.KindExpire || kind == store.KindAbandon {
		// the asker gave up, the deadline passed, or the waiting process
		// died: its command does not run, but nobody refused it, and
		// "refuse ask 1 withdrawn" (expired, abandoned) read as a denial
		// (issue 9 #3); the text says what happened. `ozdesk audit
		// --json` keeps the entry's own outcome field.
		outcome = ""
	}
	return AuditSummary{Outcome: outcome, Text: text, Head: head, AskedStart: asked[0], AskedEnd: asked[1], Brief: brief}
}

// proposalSummary words an entry about a proposal: made, approved or
// withdrawn, what it changes, and the rule it retires as it stood.
func proposalSummary(kind string, p store.Proposal, rule store.Rule, reason string) AuditSummary {
	text := p.ID + ": " + ProposalText(p)
	switch kind {
	case store.KindProposalAdd:
		text = "proposed " + text
	case store.KindProposalApprove:
		text = "approved " + p.ID + " (proposed by " + p.By + "): " + ProposalText(p)
	case store.KindProposalWithdraw:
		text = "withdrew " + p.ID + " (proposed by " + p.By + "): " + ProposalText(p)
	}
	if rule.ID != "" {
		text += " (" + rule.Outcome + " " + rulePattern(rule) + ")"
	}
	if p.Egress != nil {
		text = withReason(text, p.Egress.Reason)
	}
	if kind == store.KindProposalWithdraw {
		text = withReason(text, reason)
	}
	return AuditSummary{Text: text}
}

// rulePattern is a rule's pattern, or the default it is written over.
func rulePattern(r store.Rule) string {
	if r.Carves != "" {
		return "over " + r.Carves
	}
	return r.Pattern
}

// settingsChanged lists the settings that changed, old → new, by the
// names `ozdesk policy set` takes.
func settingsChanged(oldData, newData json.RawMessage) string {
	var o, n store.Settings
	if json.Unmarshal(oldData, &o) != nil || json.Unmarshal(newData, &n) != nil {
		return string(newData)
	}
	return settingsText(SettingChanges(o, n))
}

// unquote reads a JSON string, or keeps the raw value.
func unquote(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	return string(raw)
}

func withReason(s, reason string) string {
	if reason == "" {
		return s
	}
	return s + " — " + reason
}

// ShortID is an ask's ID without its leading zeros, as people type it
// (store.ParseAskID reads it back).
func ShortID(id string) string {
	if s := strings.TrimLeft(id, "0"); s != "" {
		return s
	}
	return id
}

// EntryRule names the rule an audit entry is about, or "": the rule
// written, approved, retired, expired or moved; the rule a proposal would
// retire; the rule that queued or resolved an ask, or that an operator's
// decision wrote. The desk lists a rule's history with it.
func EntryRule(e store.AuditEntry) string {
	if e.Kind == store.KindEvaluate || e.Kind == store.KindCompact {
		return ""
	}
	var p auditPayload
	if json.Unmarshal(e.Data, &p) != nil {
		return ""
	}
	var prop store.Proposal
	if json.Unmarshal(p.Proposal, &prop) == nil && prop.ID != "" {
		return prop.Rule
	}
	var id string
	if json.Unmarshal(p.Rule, &id) == nil {
		return id
	}
	var rule store.Rule
	if json.Unmarshal(p.Rule, &rule) == nil {
		return rule.ID
	}
	return ""
}
