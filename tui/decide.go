package tui

import (
	"errors"
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
	"ozdesk.dev/ozdesk/tui/editor"
)

// decideKey handles the decision keys: a approves the selected ask once;
// r approves it once with a reason, d denies it with an optional one; A
// and D open the pattern editor. With asks marked (space), a, r and d
// decide every marked ask instead (see bulkKey). A card in its grace
// period (or that came under the cursor during the burst of keys going
// on: burstGap), or still loading, ignores them (with a word on the status line;
// nothing is queued), and so does a terminal too small to read the ask
// (tooSmall), marked ones too.
func (m *Model) decideKey(msg tea.KeyPressMsg) (tea.Cmd, bool) {
	k := m.c.Keys.Decide
	if !key.Matches(msg, k.Approve, k.ApproveWhy, k.Deny, k.AlwaysAllow, k.AlwaysRefuse) {
		return nil, false
	}
	if m.tooSmall() {
		m.setStatus(statusWarn, tooSmallWords())
		return nil, true
	}
	if m.refusedHere() {
		// the queue refuses whatever this desk sends: said at once, not
		// after an undo window's countdown that claimed an approval
		// (rt38k LOW-2)
		m.setStatus(statusErr, m.refusedWords())
		return nil, true
	}
	a := m.list.Selected()
	if len(m.list.marked) > 0 && m.pinned == nil && key.Matches(msg, k.Approve, k.ApproveWhy, k.Deny) {
		return m.bulkKey(msg), true
	}
	bar := m.keyBar(a, key.Matches(msg, k.Approve, k.ApproveWhy, k.AlwaysAllow))
	switch bar {
	case barOffScreen:
		// neither its row nor its card is on screen (a small terminal
		// whose status line took the row's place): a key decides
		// nothing it does not show (rt21k #5)
		m.setStatus(statusWarn, offScreenWords(a.ID))
		return nil, true
	case barPinned:
		m.setStatus(statusWarn, m.pinned.why+": this card decides nothing")
		return nil, true
	case barNoAsk:
		m.setStatus(statusInfo, "no ask to decide")
		return nil, true
	}
	if m.list.busy[a.ID] != "" && key.Matches(msg, k.Deny) && m.takeBackApproval(a.ID) {
		// d on a row whose approval waits out its window: that
		// approval is taken back now, and d denies as it does anywhere
		// (rt14k #5); esc at the reason leaves the ask waiting. No hold
		// stands before it: it only tightens, on an ask read before it
		// was approved (rt35k MEDIUM-6: k back to the row and d within
		// 250 ms was held, and the approval went through)
		bar = barNone
	}
	switch bar {
	case barGrace:
		m.held.hold(msg.String(), m.c.Now(), m.grace.until)
		m.setStatus(statusWarn, m.holdWords(a.ID, "deciding"))
		// redraw when the burst this key goes on may have paused
		return graceEnd(a.ID, burstGap, m.live), true
	case barLoading:
		m.pressedWhileLoading = a.ID
		m.putStatus(status{text: loadingWords(a.ID), kind: statusWarn, at: m.c.Now(), ask: a.ID})
		return nil, true
	case barUnseen:
		// the command must have been on screen, whole, before a key
		// decides it (rt18k #5); the warning is about this ask, and
		// goes when the cursor leaves it (rt22k #3). A command longer
		// than its card: to deny it, the card's head and tail of it
		// (or the pager) is reading enough
		m.putStatus(status{text: unseenWords(a.ID), kind: statusWarn, at: m.c.Now(), ask: a.ID})
		return nil, true
	case barClipped:
		// the desk was given only part of the command, or the broker
		// kept only its head and tail: nothing shows it whole, so
		// nothing here approves it (rt19k #4, rt20k #4)
		m.setStatus(statusWarn, clippedWords(a.ID, m.clipOf(*a)))
		return nil, true
	case barPartial:
		// what the operator approves must have been on screen, all of
		// it; denying needs no reading (rt19k #4)
		m.setStatus(statusWarn, partWords(a.ID, len(m.cards[a.ID].ask.Command), m.c.Keys.Card.Whole.Help().Key))
		return nil, true
	case barBusy:
		m.setStatus(statusInfo, m.busyWords(a.ID, pressedOf(msg, k.Approve, k.ApproveWhy, k.Deny, k.AlwaysAllow, k.AlwaysRefuse)))
		return nil, true
	}
	switch {
	case key.Matches(msg, k.Approve):
		return m.hold([]store.Ask{*a}, patterns.Allow, ""), true
	case key.Matches(msg, k.ApproveWhy):
		m.dialogs.push(m.reasonPrompt([]store.Ask{*a}, patterns.Allow))
		return nil, true
	case key.Matches(msg, k.Deny):
		m.dialogs.push(m.reasonPrompt([]store.Ask{*a}, patterns.Refuse))
		return nil, true
	}
	outcome := patterns.Allow
	if key.Matches(msg, k.AlwaysRefuse) {
		outcome = patterns.Refuse
	}
	return m.openEditor(m.cards[a.ID], outcome), true
}

// loadingWords is what a decision key pressed on a card still loading
// says.
func loadingWords(id string) string {
	return fmt.Sprintf("ask %s is still loading: decision keys wait until its card is drawn", queue.ShortID(id))
}

// loadedNotice replaces "ask 37 is still loading" on the status line,
// once that card is drawn, with a word that it is: the notice stood for
// seconds over a card drawn (rt14k #11).
func (m *Model) loadedNotice(id string) {
	if m.status.text != loadingWords(id) {
		return
	}
	m.setStatus(statusInfo, fmt.Sprintf("ask %s is drawn: look, then decide", queue.ShortID(id)))
}

// pressedOf is the binding of bs that msg matches (the first when none
// does).
func pressedOf(msg tea.KeyPressMsg, bs ...key.Binding) key.Binding {
	for _, b := range bs {
		if key.Matches(msg, b) {
			return b
		}
	}
	return bs[0]
}

// openEditor opens the pattern editor on the suggested pattern of a
// loaded card: it reads nothing itself.
func (m *Model) openEditor(d *cardData, outcome patterns.Outcome) tea.Cmd {
	sugg := d.suggestion()
	if outcome == patterns.Allow && sugg == nil {
		m.setStatus(statusWarn, "nothing can always allow this command: it cannot be read with certainty. "+
			"a approves it once; D refuses it.")
		return nil
	}
	in := editor.Input{Ask: d.ask, Outcome: outcome, Command: d.cmd, Part: d.part, Context: m.contextNow(d.ctx),
		Suggestion: sugg, FourEyes: m.fourEyes(), Uncovered: d.uncovered, AgentCut: m.agentCut(d.ask.Agent),
		AgentLooksLike: m.list.lookAlike[d.ask.Agent].name}
	ed, cmd := editor.New(m.c, in)
	m.dialogs.push(&editorDialog{c: m.c, ed: ed})
	return cmd
}

func (m *Model) fourEyes() bool { return m.settings.FourEyes }

// takeBackApproval takes back the approval held in its undo window for
// ask id alone (of a bulk approval, that ask's part), so that d or space
// on its row acts on the ask as if it had not been approved; false when
// no approval of it is held (a rule held for it, or a decision already on
// its way to the queue, is left alone).
func (m *Model) takeBackApproval(id string) bool {
	if d := m.holds.heldOf(id); d == nil || d.rule != nil || d.outcome != patterns.Allow {
		return false
	}
	d := m.holds.takeBack(id)
	if d == nil {
		return false
	}
	delete(m.list.busy, id)
	m.setStatus(statusOK, "undone: "+undoneWords(d))
	return true
}

// decideAct is an action: decide asks once, with a reason. close is a
// dialog under the one that asked (the reason prompt under a bulk
// confirmation) that closes too.
type decideAct struct {
	asks    []store.Ask
	outcome patterns.Outcome
	reason  string
	close   dialog
}

// decideNow holds a decision made in a dialog; in a terminal too small
// to read the ask (tooSmall) it decides nothing and keeps the dialog.
func (m *Model) decideNow(a decideAct) tea.Cmd {
	if m.tooSmall() {
		// the dialog stays open: enter decides once the ask can be read
		m.setStatus(statusWarn, tooSmallWords())
		return nil
	}
	if a.close != nil {
		m.dialogs.remove(a.close)
	}
	if len(a.asks) == 0 {
		// every marked ask left the queue while its confirmation was open
		m.setStatus(statusInfo, "nothing decided: every marked ask left the queue")
		return nil
	}
	return m.hold(a.asks, a.outcome, a.reason)
}

// reasonPrompt asks why asks are approved (r: required) or denied (d:
// optional). For one ask, enter decides; for marked asks, enter opens a
// confirmation over the prompt, which stays open under it until the
// confirmation closes (Cancel goes back to the reason).
func (m *Model) reasonPrompt(asks []store.Ask, outcome patterns.Outcome) *prompt {
	return m.reasonPromptOf(asks, outcome, len(asks) > 1)
}

// reasonPromptOf is [Model.reasonPrompt] whose enter opens the
// confirmation when marked, for a marked set of one too: a marked ask's
// deny starts on Cancel as its approval does (rt20k #7).
func (m *Model) reasonPromptOf(asks []store.Ask, outcome patterns.Outcome, marked bool) *prompt {
	c := m.c
	verb, style, hint := "Approve", c.Styles.Allow, "why may it run? enter to approve"
	if outcome == patterns.Refuse {
		verb, style, hint = "Deny", c.Styles.Refuse, "optional, enter to deny"
	}
	title := func(w int) string {
		st := c.Styles
		if len(asks) > 1 {
			// counted live: a marked ask may leave while the reason is typed
			still, left := stillQueued(m.list, asks)
			t := style.Render(fmt.Sprintf("%s %s", verb, plural(len(still), "marked ask"))) + st.Muted.Render(" once, each with this reason")
			if len(left) > 0 {
				t += st.Muted.Render(fmt.Sprintf(" (%d left the queue)", len(left)))
			}
			// which asks, as far as the line holds them (rt18k #9d)
			return t + st.Muted.Render(askIDsCut(still, w-common.Width(t)))
		}
		which := " ask "
		if marked {
			// it decides the marked ask, which need not be the one
			// under the cursor (rt45k #4)
			which = " marked ask "
		}
		head := style.Render(verb+which+queue.ShortID(asks[0].ID)) + st.Muted.Render(" once: ")
		if m.list.index(asks[0].ID) < 0 {
			head = st.Muted.Render("ask " + queue.ShortID(asks[0].ID) + " left the queue: enter or esc closes, nothing is decided: ")
		}
		by := askedBy(asks[0], w/2, st, c.Marks)
		return head + commandCell(&asks[0], max(w-common.Width(head)-common.Width(by)-1, 4), st) + by
	}
	var p *prompt
	then := func(reason string) reply {
		if outcome == patterns.Allow && strings.TrimSpace(reason) == "" {
			return reply{do: said{statusWarn, "give the reason, or esc (a approves without one)"}}
		}
		if marked {
			// the prompt stays under the confirmation: Cancel comes back to it
			return reply{do: open{m.bulkConfirm(asks, outcome, reason, p)}}
		}
		if m.list.index(asks[0].ID) < 0 {
			// it left while the reason was typed: no countdown for an
			// ask the desk knows is gone (rt16k #10)
			return reply{close: true, do: said{statusWarn, "ask " + queue.ShortID(asks[0].ID) + " left the queue while you typed: nothing decided"}}
		}
		return reply{close: true, do: decideAct{asks: asks, outcome: outcome, reason: reason}}
	}
	// the ask by name: the status line may outlive the prompt and
	// stand beside another ask (rt18k #9i)
	still := ""
	if len(asks) > 0 {
		still = "; ask " + queue.ShortID(asks[0].ID) + " still waits"
	}
	cancelled := "not denied" + still
	if outcome == patterns.Allow {
		cancelled = "not approved" + still
	}
	if len(asks) > 1 {
		cancelled = "nothing decided; the marks stay"
	}
	p = newPrompt(c, title, hint, map[bool]string{true: "approve", false: "deny"}[outcome == patterns.Allow], then, cancelled)
	if len(asks) == 1 {
		p.gone = func() bool { return m.list.index(asks[0].ID) < 0 }
	}
	return p
}

// askedBy names, after a command, every rule by which its parts ask
// (queue.AskingLabel) in at most w cells: " · asked by cmd.force-push +2
// more" (the dot is the marks', ASCII in an ASCII locale).
func askedBy(a store.Ask, w int, st cards.Styles, mk common.Marks) string {
	lead := mk.Dot + "asked by "
	room := max(w-common.Width(lead), 4)
	return st.Muted.Render(lead) + cards.SafeLine(askingLabel(a, room, st), room, st)
}

// heldWords says what a held decision does: "approving ask 3 once (git
// push…)", "denying 5 asks once".
func heldWords(d *held, mk common.Marks) string {
	text, cmd := heldParts(d)
	if cmd == "" {
		return text
	}
	return text + " (" + statusCommand(cmd, mk) + ")"
}

// heldParts says what a held decision does in words ("approving ask 3
// once", "approving ask 3 once in «…/x»" when another ask waits with its
// command elsewhere, "writing allow rule: approving ask 3") and the command or
// pattern it concerns ("" for none), which the undo line draws last, cut
// in the middle to the room it has.
func heldParts(d *held) (text, cmd string) {
	if d.rule != nil {
		return heldRuleParts(d)
	}
	verb := "approving"
	if d.outcome == patterns.Refuse {
		verb = "denying"
	}
	if len(d.asks) == 1 {
		a := d.asks[0]
		return fmt.Sprintf("%s ask %s once%s", verb, queue.ShortID(a.ID), cwdWords(a.Cwd, d.cwdAt)), a.Command
	}
	return fmt.Sprintf("%s %d asks once", verb, len(d.asks)), ""
}

// heldRuleParts says what a rule held does, the asks it decides, and its
// pattern (drawn last): "writing allow rule: approving ask 3, resolving 2
// more" and "npm publish --tag beta"; under four eyes "proposing allow
// rule: approving ask 3 once".
func heldRuleParts(d *held) (text, pattern string) {
	r := d.rule
	if r.proposal != nil {
		return fmt.Sprintf("approving %s: resolving %s", cards.Escape(r.proposal.ID), plural(len(d.asks), "ask")), r.act.Spec.Pattern
	}
	if r.move != nil {
		return fmt.Sprintf("moving rule %s %s: resolving %s", r.move.id, r.move.words, plural(len(d.asks), "ask")), r.act.Spec.Pattern
	}
	if r.approve != "" {
		return fmt.Sprintf("approving rule %s: resolving %s", r.approve, plural(len(d.asks), "ask")), r.act.Spec.Pattern
	}
	verb := "writing"
	if r.check.Proposed {
		verb = "proposing"
	}
	what := r.act.Spec.Pattern
	if what == "" {
		what = "over " + r.act.Spec.Over
	}
	decides := "approving"
	if r.act.Spec.Outcome == patterns.Refuse {
		decides = "denying"
	}
	var parts []string
	others := len(d.asks)
	if len(d.asks) > 0 && d.asks[0].ID == r.act.Ask.ID && r.act.Spec.FromAsk != "" {
		others--
		once := ""
		if r.check.Proposed {
			once = " once"
		}
		parts = append(parts, fmt.Sprintf("%s ask %s%s", decides, queue.ShortID(r.act.Ask.ID), once))
	}
	if r.check.StillAsks != nil && r.act.Spec.FromAsk != "" {
		parts = append(parts, "ask "+queue.ShortID(r.act.Ask.ID)+" keeps waiting")
	}
	switch {
	case others > 0 && len(parts) == 0:
		parts = append(parts, "resolving "+plural(others, "ask"))
	case others > 0:
		parts = append(parts, fmt.Sprintf("resolving %d more", others))
	case len(parts) == 0:
		parts = append(parts, "deciding no ask that waits")
	}
	return fmt.Sprintf("%s %s rule: %s", verb, r.act.Spec.Outcome, strings.Join(parts, ", ")), what
}

// undoneWords says what undoing a held decision did: "ask 3 not
// approved: it still waits", "5 asks not denied: they still wait".
func undoneWords(d *held) string {
	verb := "approved"
	if d.outcome == patterns.Refuse {
		verb = "denied"
	}
	if len(d.asks) == 1 {
		return fmt.Sprintf("ask %s not %s: it still waits", queue.ShortID(d.asks[0].ID), verb)
	}
	return fmt.Sprintf("%d asks not %s: they still wait", len(d.asks), verb)
}

// sent reports what sending a held decision did. An ask someone else
// decided first (or that left the queue meanwhile) says what happened to
// it, and nothing changes.
func (m *Model) sent(msg sentMsg) tea.Cmd {
	d := msg.d
	var cmd tea.Cmd
	for _, s := range msg.sent {
		delete(m.list.busy, s.ask.ID)
		var lost *queue.DecidedError
		var changed *queue.ChangedError
		switch {
		case s.err == nil || errors.As(s.err, &lost):
			cmd = tea.Batch(cmd, m.removeDecided(s.ask.ID))
		case errors.As(s.err, &changed):
			// not the ask read: read everything again
			m.needFull = true
			cmd = tea.Batch(cmd, m.reload())
		}
	}
	if len(msg.sent) == 1 {
		m.sentOne(d, msg.sent[0])
		return cmd
	}
	m.sentMany(d, msg.sent)
	return cmd
}

// undecided reports a state in which an ask left the queue with nobody
// deciding it: it expired, its agent withdrew it, or it was abandoned.
func undecided(state string) bool {
	return state == store.StateExpired || state == store.StateWithdrawn || state == store.StateAbandoned
}

func (m *Model) sentOne(d *held, s sentAsk) {
	id := queue.ShortID(s.ask.ID)
	var lost *queue.DecidedError
	switch {
	case errors.As(s.err, &lost) && undecided(lost.State):
		// Nobody decided it: say who left (its node, its process, its
		// agent) as the sweep recorded it, not "by ozdesk".
		why := whyLeft(leftAsk{id: s.ask.ID, state: lost.State, by: lost.By, reason: lost.Reason}, m.c.Operator, m.c.Styles.Glyphs.Quote)
		m.setStatus(statusWarn, cards.Escape(why)+m.c.Marks.Dash+"your decision changed nothing")
	case errors.As(s.err, &lost):
		m.setStatus(statusWarn, fmt.Sprintf("ask %s was already %s by %s at %s%syour decision changed nothing",
			id, lost.State, cards.Escape(lost.By), clockTime(lost.At, m.c.Now()), m.c.Marks.Dash))
	case s.err != nil:
		verb := "approve"
		if d.outcome == patterns.Refuse {
			verb = "deny"
		}
		m.setStatus(statusErr, m.describeErr("could not "+verb+" ask "+id, s.err))
	default:
		verb := "approved"
		if d.outcome == patterns.Refuse {
			verb = "denied"
		}
		text := fmt.Sprintf("%s ask %s once", verb, id)
		if d.cut && !d.until.After(d.made) {
			text += ", at once: it expires before an undo window could end"
		}
		if dd := s.ask.Decision; dd != nil && dd.Asker != "" {
			// its agent was stopped: the answer waits until it is
			// continued, and is lost if it is killed first (rt47k 5)
			m.setStatusCmd(statusWarn, text+m.c.Marks.Dash+cards.Escape(queue.AskerWhenDecided(dd.Asker)), s.ask.Command)
			return
		}
		m.setStatusCmd(statusOK, text, s.ask.Command)
	}
}

// sentMany says how many asks a bulk decision decided, which were
// already gone, and which failed.
func (m *Model) sentMany(d *held, sent []sentAsk) {
	verb := "approved"
	if d.outcome == patterns.Refuse {
		verb = "denied"
	}
	n := 0
	var gone, failed, stopped []string
	for _, s := range sent {
		var lost *queue.DecidedError
		switch {
		case errors.As(s.err, &lost):
			gone = append(gone, whyLeft(leftAsk{id: s.ask.ID, state: lost.State, by: lost.By, reason: lost.Reason}, m.c.Operator, m.c.Styles.Glyphs.Quote))
		case s.err != nil:
			failed = append(failed, "ask "+queue.ShortID(s.ask.ID))
		default:
			n++
			if dd := s.ask.Decision; dd != nil && dd.Asker != "" {
				stopped = append(stopped, "ask "+queue.ShortID(s.ask.ID))
			}
		}
	}
	dot := m.c.Marks.Dot
	text := fmt.Sprintf("%s %s once", verb, plural(n, "ask"))
	kind := statusOK
	if len(stopped) > 0 {
		// their agents receive the answer only once continued (rt47k 5)
		text += fmt.Sprintf("%s%s stopped: %s, answered only once continued", dot, plural(len(stopped), "agent"), strings.Join(stopped, ", "))
		kind = statusWarn
	}
	if len(gone) > 0 {
		text += fmt.Sprintf("%s%d already gone: %s", dot, len(gone), strings.Join(gone, ", "))
		kind = statusWarn
	}
	if len(failed) > 0 {
		text += fmt.Sprintf("%scould not decide %s", dot, strings.Join(failed, ", "))
		kind = statusErr
	}
	m.setStatus(kind, text)
}

// removeDecided takes a decided ask off the queue; the ask selected next
// gets a grace period.
func (m *Model) removeDecided(id string) tea.Cmd {
	before := m.list.selectedID()
	m.list.Remove(id)
	if after := m.list.selectedID(); after != before && after != "" {
		return m.startGrace(after)
	}
	return nil
}

// statusCommand is a command for a status line, as the queue row draws
// it: escaped (a newline reads \n), and cut in the middle when long, so
// that its end (where a command that starts harmless may turn) shows.
func statusCommand(s string, mk common.Marks) string {
	const n = 64
	r := []rune(cards.Escape(s))
	if len(r) <= n {
		return string(r)
	}
	return string(r[:n/2]) + mk.More + string(r[len(r)-n/2:])
}

// shortCommand is the start of a command for a status line.
func shortCommand(s string, mk common.Marks) string {
	const n = 40
	i := 0
	for k := range s {
		if i == n {
			return s[:k] + mk.More
		}
		i++
	}
	return s
}
