package tui

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
	"ozdesk.dev/ozdesk/tui/editor"
)

// ruleWrittenMsg is the queue's answer to a rule written from the editor;
// d is the hold it comes from when it waited out the undo window.
type ruleWrittenMsg struct {
	act editor.Action
	res *queue.RuleResult
	err error
	d   *held
}

// ruleChangedMsg is the queue's answer to approving or retiring a rule.
type ruleChangedMsg struct {
	verb string
	id   string
	res  *queue.RuleResult
	err  error
	// named: the status line names each ask resolved and what decided
	// it, not only how many (a move: fx28k #2).
	named bool
}

// writeRule writes the editor's rule in the background.
func (m *Model) writeRule(act editor.Action) tea.Cmd {
	svc := m.c.Service
	m.seenBy(&act)
	m.list.busy[act.Ask.ID] = "writing rule" + m.c.Marks.More
	boundToShown(&act)
	return func() tea.Msg {
		res, err := svc.AddRule(act.Spec)
		return ruleWrittenMsg{act: act, res: res, err: err}
	}
}

// ruleWritten says what writing the rule did: the rule (or its proposal),
// the ask it decided, the other asks it resolved. A held rule the queue
// refuses after all (its ask decided elsewhere, the egress list changed
// within the window) opens its editor again, its draft kept.
func (m *Model) ruleWritten(msg ruleWrittenMsg) tea.Cmd {
	id := msg.act.Ask.ID
	delete(m.list.busy, id)
	e := m.editor()
	if msg.d != nil {
		for _, a := range msg.d.asks {
			delete(m.list.busy, a.ID)
		}
		e = msg.d.rule.ed
		if msg.err != nil && e != nil && m.editor() == nil {
			m.dialogs.push(e)
		}
	}
	if e != nil {
		e.writing = false
	}
	var rails *queue.RailsError
	var lost *queue.DecidedError
	var changed *queue.ChangedError
	switch {
	case errors.As(msg.err, &rails):
		var names []string
		for _, r := range rails.Rails {
			names = append(names, string(r.Rail))
		}
		m.setStatus(statusErr, "the guard rails refused the rule ("+strings.Join(names, ", ")+")"+m.c.Marks.Dash+"nothing written; the draft is still open")
		return nil
	case errors.As(msg.err, &lost):
		why := whyLeft(leftAsk{id: id, state: lost.State, by: lost.By, reason: lost.Reason}, m.c.Operator, m.c.Styles.Glyphs.Quote)
		if e != nil {
			e.ed.SetGone(why)
		}
		m.setStatus(statusWarn, fmt.Sprintf("%s first%sno rule written; the draft is still open, and written again it resolves nothing of this ask",
			cards.Escape(why), m.c.Marks.Dash))
		return m.removeDecided(id)
	case errors.As(msg.err, &changed):
		// not the ask the operator read: nothing written; the desk
		// reads the queue again, the draft stays
		m.needFull = true
		m.setStatus(statusWarn, cards.Escape(changed.Error())+m.c.Marks.Dash+"no rule written; the draft is still open")
		return m.reload()
	case msg.err != nil:
		m.setStatus(statusErr, m.describeErr("could not write the rule", msg.err)+"; the draft is still open")
		return nil
	}
	if e != nil {
		m.dialogs.remove(e)
	}
	r := msg.res.Rule
	decided := "approved"
	if msg.act.Spec.Outcome != patterns.Allow {
		decided = "denied"
	}
	others := 0
	for _, a := range msg.res.Resolved {
		if a.ID != id {
			others++
		}
	}
	// What happened to the asks first, then the rule: a cut line loses
	// the pattern, which the rules view shows.
	text := fmt.Sprintf("%s ask %s", decided, queue.ShortID(id))
	if others > 0 {
		text += fmt.Sprintf("%sresolved %d more", m.c.Marks.Dot, others)
	}
	still := msg.res.StillAsks
	switch {
	case msg.act.Spec.FromAsk == "": // its ask had left the queue
		text = fmt.Sprintf("ask %s had left the queue%sresolved %s", queue.ShortID(id), m.c.Marks.Dot, plural(others, "pending ask"))
	case still != nil:
		// the rule leaves a part of its ask asking: the ask keeps
		// waiting, not approved (rt18k #7)
		text = stillAsksText(id, still, m.c.Marks)
		if others > 0 {
			text += fmt.Sprintf("%sresolved %d more", m.c.Marks.Dot, others)
		}
	}
	// a rule written decided here: u says what it can take back (a
	// refuse, written at once, nothing: see confirmedRule)
	// It is now the newest decision: asks that left an earlier one's
	// window are no longer what u is about (rt20k #5).
	m.decided = true
	m.lastDeny = msg.act.Spec.Outcome == patterns.Refuse
	m.heldGone = 0
	m.lastRule, m.lastProposal = "", ""
	if msg.res.Proposed {
		text += fmt.Sprintf("%sproposed rule %s, it waits for a second operator", m.c.Marks.Dot, r.ID)
		m.lastProposal = r.ID
	} else {
		text += fmt.Sprintf("%swrote rule %s", m.c.Marks.Dot, r.ID)
		m.lastRule = r.ID
	}
	what := r.Pattern
	if what == "" { // a rule over a built-in class, as its countdown says
		what = "over " + r.Carves
	}
	text += fmt.Sprintf(" (%s %s)", r.Outcome, cards.Escape(shortCommand(what, m.c.Marks)))
	m.setStatus(statusOK, text)
	var cmd tea.Cmd
	if still == nil {
		cmd = m.removeDecided(id)
	}
	for _, a := range msg.res.Resolved {
		if a.ID != id {
			m.list.Remove(a.ID)
		}
	}
	return cmd
}

// seenBy binds a rule written from an ask to what the operator read of
// that ask (queue.Seen), as a one-key decision is: the queue writes it
// only while the ask is the one read, in the store it was read in.
func (m *Model) seenBy(act *editor.Action) {
	if act.Spec.FromAsk != "" && act.Spec.Seen == nil {
		act.Spec.Seen = queue.SeenOf(act.Ask, m.storeMark)
	}
}

// ruleCheckedMsg is the queue's answer to a rule checked (a dry run)
// before it is held for the undo window.
type ruleCheckedMsg struct {
	act editor.Action
	res *queue.RuleResult
	err error
	ed  *editorDialog
}

// checkRule asks the queue, in the background, what writing the editor's
// rule would do, writing nothing: the rule is held only once it is known
// to pass.
func (m *Model) checkRule(act editor.Action, e *editorDialog) tea.Cmd {
	svc := m.c.Service
	m.list.busy[act.Ask.ID] = "checking the rule" + m.c.Marks.More
	m.seenBy(&act) // held with it: the write at the window's end checks it too
	// the check, and so the write at the window's end, resolve only the
	// asks the confirmation showed (rt41k F1: unbounded, the check
	// took every ask pending by then, and a burst's late asks were
	// resolved, never shown)
	boundToShown(&act)
	spec := act.Spec
	spec.DryRun = true
	return func() tea.Msg {
		res, err := svc.AddRule(spec)
		return ruleCheckedMsg{act: act, res: res, err: err, ed: e}
	}
}

// boundToShown bounds the asks act's rule resolves to those its
// confirmation listed when the operator accepted it (the preview it was
// drawn from, snapshotted by [editor.Model.Confirmed]): an ask that
// arrived after stays pending for an operator to read (rt18k #1, rt41k
// F1). A rule with no preview to bound it (none computed) resolves
// none.
func boundToShown(act *editor.Action) {
	var ids []string
	if pv := act.Preview; pv != nil && pv.Err == nil {
		ids = slices.Clone(pv.Resolves)
	}
	act.Spec.ResolveOnly, act.Spec.ResolveNone = ids, len(ids) == 0
}

// ruleChecked holds a rule the queue would write for the undo window, or
// says why it would not (as a write refused says it: nothing written, the
// draft still open).
func (m *Model) ruleChecked(msg ruleCheckedMsg) tea.Cmd {
	if msg.err != nil {
		return m.ruleWritten(ruleWrittenMsg{act: msg.act, err: msg.err})
	}
	delete(m.list.busy, msg.act.Ask.ID)
	msg.ed.writing = false
	m.dialogs.remove(msg.ed)
	return m.holdRule(msg.act, msg.res, msg.ed)
}

// holdRule holds a checked rule for the undo window with the asks it
// decides: the ask it comes from and those it resolves stay pending, their
// agents waiting, until the window ends.
func (m *Model) holdRule(act editor.Action, check *queue.RuleResult, ed *editorDialog) tea.Cmd {
	verb := "approving"
	if act.Spec.Outcome == patterns.Refuse {
		verb = "denying"
	}
	var asks []store.Ask
	busy := map[string]string{}
	if act.Spec.FromAsk != "" && check.StillAsks == nil && m.list.index(act.Ask.ID) >= 0 {
		asks = append(asks, act.Ask)
		busy[act.Ask.ID] = verb + " by a rule" + m.c.Marks.More
	}
	for _, a := range check.Resolved {
		if a.ID != act.Ask.ID && m.list.index(a.ID) >= 0 {
			asks = append(asks, a)
			busy[a.ID] = "resolving by a rule" + m.c.Marks.More
		}
	}
	d := &held{asks: asks, outcome: act.Spec.Outcome, reason: act.Spec.Reason,
		rule: &heldRule{act: act, check: check, ed: ed}}
	return m.holdFor(d, busy)
}

// ruleAct is an action: retire rule id (an approval is held for its
// undo window first: approveHeld).
type ruleAct struct{ verb, id string }

// changeRule retires a rule in the background.
func (m *Model) changeRule(verb, id string) tea.Cmd {
	svc, op := m.c.Service, m.c.Operator
	return func() tea.Msg {
		return ruleChangedMsg{verb: verb, id: id, err: svc.RetireRule(id, op)}
	}
}

func (m *Model) ruleChanged(msg ruleChangedMsg) tea.Cmd {
	var proposed *queue.ProposedError
	switch {
	case errors.As(msg.err, &proposed):
		p := proposed.Proposal
		m.setStatus(statusWarn, fmt.Sprintf("proposed %s: %s%sit waits for another operator (%s on it in the rules view)",
			cards.Escape(p.ID), cards.Escape(queue.ProposalText(p)), m.c.Marks.Dash, m.c.Keys.Rules.Approve.Help().Key))
		return nil
	case msg.err != nil:
		m.setStatus(statusErr, m.describeErr("rule "+msg.id+" not "+msg.verb, msg.err))
		return nil
	}
	text := "rule " + msg.id + " " + msg.verb
	level := statusOK
	switch {
	case msg.res != nil && msg.named:
		text += m.dropNamed(msg.res.Resolved)
	case msg.res != nil:
		text += m.dropResolved(msg.res.Resolved)
	}
	if msg.res != nil {
		if note := unlistedText(msg.res.Unlisted, m.c.Marks); note != "" {
			text, level = text+note, statusWarn
		}
	}
	m.setStatus(level, text)
	return nil
}

// dropResolved takes the asks a policy change resolved off the queue and
// says how many, for the status line ("" for none).
func (m *Model) dropResolved(resolved []store.Ask) string {
	if len(resolved) == 0 {
		return ""
	}
	for _, a := range resolved {
		m.list.Remove(a.ID)
	}
	return m.c.Marks.Dot + "resolved " + plural(len(resolved), "pending ask")
}

// namedMax caps the resolved asks the status line names one by one.
const namedMax = 3

// dropNamed is [Model.dropResolved] that names the asks and what decided
// each: " · resolved ask 1: allowed by r2; ask 4: refused by r1".
func (m *Model) dropNamed(resolved []store.Ask) string {
	if len(resolved) == 0 {
		return m.c.Marks.Dot + "no pending ask resolved"
	}
	var said []string
	for i, a := range resolved {
		m.list.Remove(a.ID)
		if i == namedMax {
			said = append(said, fmt.Sprintf("%d more", len(resolved)-i))
			continue
		}
		if i > namedMax {
			continue
		}
		what := "ask " + queue.ShortID(a.ID) + ": " + a.State
		if d := a.Decision; d != nil {
			verb := map[string]string{store.OutcomeAllow: "allowed", store.OutcomeRefuse: "refused"}[d.Outcome]
			what = "ask " + queue.ShortID(a.ID) + ": " + cmp.Or(verb, "resolved") + " by " + cards.Escape(d.By)
		}
		said = append(said, what)
	}
	return m.c.Marks.Dot + "resolved " + strings.Join(said, "; ")
}

// stillAsksText says that a rule written from ask id left it waiting:
// "ask 7 keeps waiting: part 2 still asks (cmd.delete-home): rm -rf ~/".
func stillAsksText(id string, s *queue.StillAsking, mk common.Marks) string {
	if s.Part < 0 || s.Parts == 1 {
		// one part: no "part 1" (rt22k #2)
		return fmt.Sprintf("ask %s keeps waiting: %s: %s", queue.ShortID(id),
			editor.OnePartWords(s.Outcome, s.Rule, "its command"), statusCommand(s.Text, mk))
	}
	what := map[patterns.Outcome]string{patterns.Ask: "still asks", patterns.Refuse: "is refused"}[s.Outcome]
	by := "the fallback"
	if s.Rule != "" {
		by = s.Rule
	}
	return fmt.Sprintf("ask %s keeps waiting: part %d %s (%s): %s", queue.ShortID(id), s.Part+1, what, by, statusCommand(s.Text, mk))
}
