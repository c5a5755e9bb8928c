package tui

import (
	"fmt"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// Update handles a key on the rules view and says what the desk does
// (an action for [Model.act], or nil): the list keys move; / filters the
// rules and proposals, esc clears the filter; enter opens the selected
// rule whole (see [ruleDetail]); on a rule, y
// approves it when proposed (as a second operator) and x retires it
// (proposes its retirement, under four eyes, when it is an ask or refuse
// in force); on a proposal, y approves it (as a second operator) and x
// withdraws it; m picks a rule in force up to place it elsewhere in the
// order (see rules_move.go). Each opens a confirmation with Cancel
// focused.
func (v *rulesView) Update(msg tea.KeyPressMsg) any {
	k, l := v.c.Keys.Rules, v.c.Keys.List
	switch {
	case key.Matches(msg, k.Open):
		if r := v.Selected(); r != nil {
			return open{newRuleDetail(v, *r)}
		}
		if p := v.SelectedProposal(); p != nil {
			// A proposal is its two lines: enter says what acts on it.
			return said{statusInfo, fmt.Sprintf("%s, proposed by %s: %s approves it, %s withdraws it", p.ID, cards.Escape(p.ByAccount.Name(p.By)),
				k.Approve.Help().Key, k.Retire.Help().Key)}
		}
		return nil
	case key.Matches(msg, k.Move):
		return v.startMove()
	case key.Matches(msg, l.Filter):
		return open{newFilterLine(v.c, viewRules, v.filter)}
	case key.Matches(msg, l.Back):
		if v.filter == "" {
			return nil
		}
		v.SetFilter("")
		return said{statusInfo, "filter cleared"}
	}
	if !key.Matches(msg, k.Approve, k.Retire) {
		page := max(v.h-3, 1)
		v.sel, _ = v.c.Keys.List.Move(msg, v.sel, page, v.count()-1)
		v.scroll()
		return nil
	}
	if p := v.SelectedProposal(); p != nil {
		return v.proposalKey(msg, *p)
	}
	r := v.Selected()
	switch {
	case r == nil:
		return nil
	case key.Matches(msg, k.Approve):
		return v.approveRule(*r)
	}
	return v.retireRule(*r)
}

func (v *rulesView) approveRule(r store.Rule) any {
	switch {
	case r.Status != store.StatusProposed:
		return said{statusInfo, "rule " + r.ID + " is " + r.Status + ", not proposed: nothing to approve"}
	case r.Author == v.c.Operator:
		return said{statusWarn, "you wrote rule " + r.ID + ": another operator must approve it (four eyes)"}
	}
	// the queue says first which pending asks the approval releases:
	// the confirmation lists them (approveChecked)
	return approveCheck{r}
}

func (v *rulesView) retireRule(r store.Rule) any {
	if r.Status == store.StatusRetired {
		return said{statusInfo, "rule " + r.ID + " is retired already"}
	}
	if v.settings.FourEyes && queue.RetireHeld(r, v.c.Now()) {
		return open{v.ruleConfirm("Propose retiring rule "+r.ID+"?", r,
			" four eyes: it stays in force until another operator approves its retirement", "Propose", ruleAct{"retired", r.ID})}
	}
	return open{v.ruleConfirm("Retire rule "+r.ID+"?", r,
		" retired, it no longer decides; the audit trail keeps it", "Retire", ruleAct{"retired", r.ID})}
}

// confirmPatternLines bounds the lines a confirmation shows of a rule's
// pattern: the pane and the rule's detail show it all.
const confirmPatternLines = 8

// ruleConfirm asks title about rule r, showing its ID, outcome and
// pattern wrapped through the safe display (not cut at the line's end,
// where two rules can differ), then note.
func (v *rulesView) ruleConfirm(title string, r store.Rule, note, yes string, then any) *confirm {
	d := newConfirm(v.c, title, nil, yes, then)
	st := v.c.Styles
	d.lines = func(w int) []string {
		out := []string{st.Title.Render(title), " " + st.Accent.Render(r.ID) + " " + st.Outcome(r.Outcome)}
		if r.Carves != "" {
			out = append(out, trusted(st, w, "over", "the default "+r.Carves+", carved into"))
		}
		out = append(out, field(st, w, "pattern", r.Pattern, confirmPatternLines)...)
		for _, a := range r.Also {
			out = append(out, field(st, w, "also", a, confirmPatternLines)...)
		}
		// whom and until when, for every rule: two rules with one pattern
		// and different agents read the same without it (rt40k LOW-5)
		out = append(out, v.scopeFacts(r, w)...)
		if yes == "Approve" {
			out = append(out, v.reasonFacts(r, w)...)
		}
		return append(out, note)
	}
	return d
}

// scopeFacts are whom rule r holds for (quoted, escaped) and until when,
// wrapped, never cut (rt19k #2: the approval showed the pattern only, and
// at 80 columns the row's "for all" read "f").
func (v *rulesView) scopeFacts(r store.Rule, w int) []string {
	st := v.c.Styles
	out := scopeFields(st, w, r.Scope, 6)
	ends := "never"
	if !r.End.IsZero() {
		now := v.c.Now()
		ends = stamp(r.End, now) + " (" + endText(r.End, now) + ")"
	}
	return append(out, trusted(st, w, "ends", ends))
}

// reasonFacts is why rule r was written, wrapped.
func (v *rulesView) reasonFacts(r store.Rule, w int) []string {
	st := v.c.Styles
	reason := r.Reason
	if reason == "" {
		reason = "(none given)"
	}
	return field(st, w, "reason", reason, 6)
}

// proposalKey acts on the selected proposal: y approves it (as an
// operator other than its author), x withdraws it (anyone may).
func (v *rulesView) proposalKey(msg tea.KeyPressMsg, p store.Proposal) any {
	line := " " + v.proposalLine(p)
	id := cards.Escape(p.ID)
	if key.Matches(msg, v.c.Keys.Rules.Approve) {
		if p.By == v.c.Operator {
			return said{statusWarn, "you proposed " + id + ": another operator must approve it (four eyes)"}
		}
		// the queue says first which pending asks the approval
		// releases: the confirmation lists them (proposalChecked)
		return proposalCheck{p}
	}
	return open{newConfirm(v.c, "Withdraw proposal "+id+"?", []string{line,
		" withdrawn, nothing changes; the audit trail keeps it"}, "Withdraw", proposalAct{"withdrawn", p})}
}
