package tui

import (
	"fmt"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
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
