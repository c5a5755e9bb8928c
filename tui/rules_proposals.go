package tui

import (
	"fmt"
	"time"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// proposalsHeading is the line above the proposals: what they are, and
// the keys that act on them.
func (v *rulesView) proposalsHeading() string {
	st, dot, k := v.c.Styles, v.c.Marks.Dot, v.c.Keys.Rules
	text := fmt.Sprintf(" Proposed%s%d, each waits for a second operator", dot, len(v.props))
	keys := fmt.Sprintf("%s%s approves, %s withdraws", dot, k.Approve.Help().Key, k.Retire.Help().Key)
	return common.Fit(st.Title.Render(text)+st.Muted.Render(keys), v.w)
}

// proposal draws a proposal in two lines: its ID and what it changes (a
// retirement with the rule's outcome and pattern); then who proposed it,
// when, and why.
func (v *rulesView) proposal(p *store.Proposal, selected bool, now time.Time) []string {
	st := v.c.Styles
	lead := "  "
	if selected {
		st = st.OnSelection()
		lead = st.Accent.Render(v.c.Marks.Select + " ")
	}
	first := lead + st.Ask.Render(fmt.Sprintf("%-3s", cards.Escape(p.ID))) + st.Text.Render(" ")
	if f := queue.ForgedMark(*p); f != "" {
		// as 'policy list' marks it: approving it is refused
		first += st.Refuse.Render(f)
	}
	change := queue.ProposalText(*p)
	if r := v.ruleOf(p); r != nil {
		first += cards.WordsLine(change, max(v.w-common.Width(first), 1), st) + st.Text.Render(" ")
		first += st.Outcome(r.Outcome) + st.Text.Render(" ")
		change = r.Pattern
	}
	first += cell(change, max(v.w-common.Width(first), 1), st)

	ms := v.c.Styles
	dot := v.c.Marks.Dot
	who := "proposed by " + p.ByAccount.Name(p.By)
	if p.By == v.c.Operator {
		who = "proposed by you, for another operator"
	}
	facts := ms.Muted.Render(cards.Escape(who) + dot + ago(now.Sub(p.Created)) + " ago")
	reason := ""
	if p.Egress != nil && p.Egress.Reason != "" {
		facts += ms.Muted.Render(dot)
		reason = p.Egress.Reason
	}
	second := "      " + facts + shortCell(reason, max(v.w-6-common.Width(facts), 1), withText(ms, ms.Muted))
	return []string{common.Fit(first, v.w), common.Fit(second, v.w)}
}

// ruleOf is the rule a retirement proposal retires, if it is listed.
func (v *rulesView) ruleOf(p *store.Proposal) *store.Rule {
	if p.Kind != store.KindRuleRetire {
		return nil
	}
	for i := range v.rules {
		if v.rules[i].ID == p.Rule {
			return &v.rules[i]
		}
	}
	return nil
}

// proposalLine names a proposal for a status line or a confirmation.
func (v *rulesView) proposalLine(p store.Proposal) string {
	text := cards.Escape(p.ID + " " + queue.ProposalText(p))
	if r := v.ruleOf(&p); r != nil {
		text += " (" + cards.OutcomeMark(r.Outcome) + " " + cards.Escape(r.Pattern) + ")"
	}
	return text
}
