package tui

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
	"ozdesk.dev/ozdesk/tui/editor"
)

// approveCheck is an action: read what approving proposed rule r would
// do (a dry run at the queue), then ask to confirm it, listing the
// pending asks it releases (rt17k #4: under four eyes the second admin's
// confirmation named none, and the release had no undo window).
type approveCheck struct{ r store.Rule }

// approveCheckedMsg is the queue's answer to that dry run.
type approveCheckedMsg struct {
	r   store.Rule
	res *queue.RuleResult
	err error
}

// approveHeld is an action: hold the approval of rule r, checked as
// res, for the undo window.
type approveHeld struct {
	r   store.Rule
	res *queue.RuleResult
}

// approveSentMsg is what approving a rule held did once its window ended.
type approveSentMsg struct {
	d   *held
	res *queue.RuleResult
	err error
}

// checkApprove reads, in the background, what approving rule r would do.
func (m *Model) checkApprove(r store.Rule) tea.Cmd {
	svc, op := m.c.Service, m.c.Operator
	m.setStatus(statusInfo, "rule "+r.ID+": reading the asks its approval would release"+m.c.Marks.More)
	return func() tea.Msg {
		res, err := svc.CheckApproveRule(r.ID, op)
		return approveCheckedMsg{r: r, res: res, err: err}
	}
}

// approveChecked opens the confirmation of an approval: the rule, and
// every pending ask it releases, listed and scrolled as the editor's
// confirmation lists them.
func (m *Model) approveChecked(msg approveCheckedMsg) {
	if msg.err != nil {
		m.setStatus(statusErr, m.describeErr("rule "+msg.r.ID+" cannot be approved", msg.err))
		return
	}
	r, res := msg.r, msg.res
	title := "Approve rule " + r.ID + "?"
	released := releasedLines(m.c, res.Resolved)
	note := " written by " + cards.Escape(r.AuthorAccount.Name(r.Author)) + "; approved, it decides from now on"
	m.setStatus(statusInfo, fmt.Sprintf("rule %s: its approval releases %s", r.ID, plural(len(released), "pending ask")))
	d := m.rules.ruleConfirm(title, r, note, "Approve", approveHeld{r: r, res: res})
	svc, op := m.c.Service, m.c.Operator
	check := func() ([]store.Ask, error) {
		res, err := svc.CheckApproveRule(r.ID, op)
		if err != nil {
			return nil, err
		}
		return res.Resolved, nil
	}
	m.pushReleasing(d, "rule "+r.ID, " and resolves ", res.Resolved, check, func(shown []store.Ask) any {
		// yes releases the asks listed now, no other (queue.Listed)
		now := *res
		now.Resolved = shown
		return approveHeld{r: r, res: &now}
	})
}

// releasedLines are the asks an approval resolves, a line each: its ID,
// agent and command, through the safe display.
func releasedLines(c *common.Common, asks []store.Ask) []string {
	st := c.Styles
	out := make([]string, 0, len(asks))
	for _, a := range asks {
		agent := cards.SafeLine(a.Agent, 16, st)
		if firstEscaped(a.Agent) >= 0 && safeWidth(a.Agent) > 16 {
			// the escape that tells a look-alike apart stays (issue 9)
			agent = nameCell(a.Agent, 18, 0, st)
		}
		lead := st.Muted.Render("resolves ") + "ask " + queue.ShortID(a.ID) + st.Muted.Render(c.Marks.Dot) +
			agent + st.Muted.Render(c.Marks.Dot)
		out = append(out, lead+strings.TrimRight(keptCell(a.Command, max(76-common.Width(lead), 8), st), " "))
	}
	return out
}

// holdApprove holds an approval for the undo window with the asks it
// resolves (those still in the queue), as a rule written from the
// editor is held: they stay pending, their agents waiting, until the
// window ends; u takes it back, and nothing reaches the store.
func (m *Model) holdApprove(a approveHeld) tea.Cmd {
	out, _ := patterns.ParseOutcome(a.r.Outcome)
	var asks []store.Ask
	busy := map[string]string{}
	for _, x := range a.res.Resolved {
		if m.list.index(x.ID) >= 0 {
			asks = append(asks, x)
			busy[x.ID] = "resolving by a rule" + m.c.Marks.More
		}
	}
	act := editor.Action{Spec: queue.RuleSpec{Outcome: out, Pattern: a.r.Pattern, Over: a.r.Carves}}
	d := &held{asks: asks, outcome: out, reason: a.r.Reason,
		rule: &heldRule{act: act, check: a.res, approve: a.r.ID, listed: askIDs(a.res.Resolved)}}
	return m.holdFor(d, busy)
}

// approveSent says what the approval did when its window ended: the
// asks it held are free again, and the status line says what happened
// as an approval sent at once would.
func (m *Model) approveSent(msg approveSentMsg) tea.Cmd {
	for _, a := range msg.d.asks {
		delete(m.list.busy, a.ID)
	}
	id := msg.d.rule.approve
	return tea.Batch(m.ruleChanged(ruleChangedMsg{verb: "approved", id: id, res: msg.res, err: msg.err}), m.reload())
}

// proposalCheck is an action: read what approving proposal p would do
// (a dry run), then ask to confirm it, listing the pending asks it
// releases, as approveCheck does for a proposed rule.
type proposalCheck struct{ p store.Proposal }

// proposalCheckedMsg is the queue's answer to that dry run.
type proposalCheckedMsg struct {
	p   store.Proposal
	res *queue.ProposalResult
	err error
}

// proposalHeld is an action: hold the approval of proposal p, checked
// as res, for the undo window.
type proposalHeld struct {
	p   store.Proposal
	res *queue.ProposalResult
}

// proposalSentMsg is what approving a proposal held did once its window
// ended.
type proposalSentMsg struct {
	d   *held
	res *queue.ProposalResult
	err error
}

// checkProposal reads, in the background, what approving p would do.
func (m *Model) checkProposal(p store.Proposal) tea.Cmd {
	svc, op := m.c.Service, m.c.Operator
	m.setStatus(statusInfo, cards.Escape(p.ID)+": reading the asks its approval would release"+m.c.Marks.More)
	return func() tea.Msg {
		res, err := svc.CheckApproveProposal(p.ID, op)
		return proposalCheckedMsg{p: p, res: res, err: err}
	}
}

// proposalChecked opens the confirmation of a proposal's approval, with
// the asks it releases.
func (m *Model) proposalChecked(msg proposalCheckedMsg) {
	if msg.err != nil {
		m.proposalChanged(proposalChangedMsg{verb: "approved", p: msg.p, err: msg.err})
		return
	}
	p, res := msg.p, msg.res
	id := cards.Escape(p.ID)
	released := releasedLines(m.c, res.Resolved)
	m.setStatus(statusInfo, fmt.Sprintf("%s: its approval releases %s", id, plural(len(released), "pending ask")))
	title := "Approve proposal " + id + "?"
	body := []string{" " + m.rules.proposalLine(p),
		" proposed by " + cards.Escape(p.ByAccount.Name(p.By)) + "; approved, the change is made now, and"}
	d := newConfirm(m.c, title, body, "Approve", proposalHeld{p: p, res: res})
	svc, op := m.c.Service, m.c.Operator
	check := func() ([]store.Ask, error) {
		res, err := svc.CheckApproveProposal(p.ID, op)
		if err != nil {
			return nil, err
		}
		return res.Resolved, nil
	}
	m.pushReleasing(d, "proposal "+id, " it resolves ", res.Resolved, check, func(shown []store.Ask) any {
		now := *res
		now.Resolved = shown
		return proposalHeld{p: p, res: &now}
	})
}

// pushReleasing pushes an approval's confirmation with, under its body,
// the count of the asks it resolves (lead words first, and the undo
// window) and those asks in a list that scrolls, kept in step with the
// queue while it is open (see releasing): check reads again which asks
// it resolves, and then is what yes does with the asks listed then. what
// names the subject ("proposal p1"): once it no longer waits for
// approval, the dialog says so and yes only closes it.
func (m *Model) pushReleasing(d *confirm, what, lead string, asks []store.Ask, check func() ([]store.Ask, error), then func([]store.Ask) any) {
	r := &releasing{d: d, asks: asks, fresh: map[string]bool{}, check: check, what: what}
	list := &scrollList{shown: ruleConfirmShown, n: len(asks), count: func() int { return len(r.shown(m.list)) }}
	base := d.lines
	d.lines = func(w int) []string {
		return append(base(w), m.releasingLines(r, lead, list, w)...)
	}
	yes := d.yes
	d.now = func() (string, any) {
		if r.gone != "" {
			return "Close", said{statusWarn, r.gone}
		}
		return yes, then(r.shown(m.list))
	}
	d.list = list
	m.releasing = r
	m.dialogs.push(d)
}

// holdProposal holds a proposal's approval for the undo window with the
// asks it resolves, as holdApprove holds a rule's.
func (m *Model) holdProposal(a proposalHeld) tea.Cmd {
	var asks []store.Ask
	busy := map[string]string{}
	for _, x := range a.res.Resolved {
		if m.list.index(x.ID) >= 0 {
			asks = append(asks, x)
			busy[x.ID] = "resolving by a proposal" + m.c.Marks.More
		}
	}
	p := a.p
	d := &held{asks: asks, outcome: patterns.Allow,
		rule: &heldRule{act: editor.Action{Spec: queue.RuleSpec{Pattern: queue.ProposalText(p)}}, proposal: &p, listed: askIDs(a.res.Resolved)}}
	return m.holdFor(d, busy)
}

// proposalSent says what the approval of a proposal did when its window
// ended.
func (m *Model) proposalSent(msg proposalSentMsg) tea.Cmd {
	for _, a := range msg.d.asks {
		delete(m.list.busy, a.ID)
	}
	return tea.Batch(m.proposalChanged(proposalChangedMsg{verb: "approved", p: *msg.d.rule.proposal, res: msg.res, err: msg.err}),
		m.reload())
}
