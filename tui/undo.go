package tui

import (
	"fmt"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// DefaultUndo is how long an approval made at the desk waits before it
// reaches the queue, so that u can take it back.
const DefaultUndo = 2 * time.Second

// An approval made at the desk (a, r, or a bulk approval) is held for
// the undo window before it goes to the queue (a deny goes at once: see
// holdFor): until then the ask is still pending in the store, its agent
// still waits, and u takes the decision back for real. When the window ends the decision is sent. q or
// ctrl+c during it asks first (quitHeld, which stands the window still):
// send now, take back, or stay. When the desk's context ends during it
// without the operator's word (SIGTERM, SIGHUP, a terminal or an SSH
// session lost), a decision still in its window is dropped, never
// applied, and its ask still waits: the window is there for the key
// pressed by mistake, and a dying session is where nobody can undo it
// (rt11 #8).

// undoEndMsg says an undo window may have ended.
type undoEndMsg struct{}

// undoEnd wakes the desk when a window ends, on a real clock (a desk on
// another clock learns it from its ticks).
func undoEnd(d time.Duration, on bool) tea.Cmd {
	if !on {
		return nil
	}
	return tea.Tick(d, func(time.Time) tea.Msg { return undoEndMsg{} })
}

// hold holds a decision for the undo window (or sends it at once when
// there is none), marks its asks as on their way, and moves the cursor
// off them to the next ask that waits.
func (m *Model) hold(asks []store.Ask, outcome patterns.Outcome, reason string) tea.Cmd {
	verb := "approving"
	if outcome == patterns.Refuse {
		verb = "denying"
	}
	d := &held{asks: asks, outcome: outcome, reason: reason}
	busy := map[string]string{}
	for _, a := range asks {
		busy[a.ID] = verb + m.c.Marks.More
	}
	return m.holdFor(d, busy)
}

// holdFor holds d for the undo window, its asks marked busy with the
// words given. A deny (d, or a bulk deny) has no window: it goes to the
// queue at once, so that the first decision the operator commits to
// stands; held, a deny would lose to an approval made meanwhile at another
// desk or on the command line, and the agent would run what the operator
// refused (rt13k #2). It releases nothing the operator could want back:
// its agent is refused, and may ask again.
func (m *Model) holdFor(d *held, busy map[string]string) tea.Cmd {
	m.lastRule, m.lastProposal = "", ""
	m.heldGone = 0
	if d.rule == nil && len(d.asks) == 1 {
		d.cwdAt = m.cwdApartOf(d.asks[0])
	}
	m.decided = true
	now := m.c.Now()
	window := m.c.Undo
	m.lastDeny = d.rule == nil && d.outcome == patterns.Refuse
	if m.lastDeny {
		window = 0
		text, cmd := heldParts(d)
		m.setStatusCmd(statusInfo, text, cmd)
	}
	if !m.lastDeny {
		window = m.beforeExpiry(d, now, window)
	}
	d.made, d.until, d.keyN, d.mark = now, now.Add(window), m.keyN, m.storeMark
	if _, cmd := heldParts(d); d.rule == nil {
		d.diffAt = m.lookAlikeOf(cmd)
	}
	for _, a := range d.asks {
		m.list.busy[a.ID] = busy[a.ID]
		if m.list.marked[a.ID] {
			d.marked = append(d.marked, a.ID)
			delete(m.list.marked, a.ID)
		}
	}
	m.holds.add(d)
	cmd := m.sendDue()
	if window > 0 {
		cmd = tea.Batch(cmd, undoEnd(window, m.live))
	}
	if m.list.selectNextWaiting() {
		cmd = tea.Batch(cmd, m.startGrace(m.list.selectedID()))
	}
	return cmd
}

// sendDue sends, in the background, the decisions whose window ended.
func (m *Model) sendDue() tea.Cmd {
	var cmds []tea.Cmd
	svc, by, hs := m.c.Service, m.c.Operator, &m.holds
	due := hs.take(m.c.Now(), false)
	if m.idle != nil {
		m.idle.awaiting += len(due)
	}
	for _, d := range due {
		cmds = append(cmds, func() tea.Msg {
			defer hs.sentOne()
			return deliver(svc, d, by)
		})
	}
	return tea.Batch(cmds...)
}

// undoKey takes back the decision held for the selected ask, else the
// newest decision held, and says which: an operator who goes back to the
// row approved by mistake and presses u takes back that approval, never a
// later one (rt14k #3). It takes back what the footer and the countdown
// name (undoTarget): a bulk decision whole, every ask of it, whichever of
// its rows the cursor is on; it took back the selected ask alone while
// the footer said "u undo 3 asks", and the others ran (rt21k #12). d on
// an approving row is the key for that row alone (takeBackApproval).
func (m *Model) undoKey() tea.Cmd {
	n := m.holds.count()
	d := m.holds.takeBackWhole(m.list.selectedID())
	newest := d == nil
	if newest {
		d = m.holds.undo()
	}
	if d == nil {
		m.nothingToUndo()
		return nil
	}
	var still []store.Ask
	for _, a := range d.asks {
		delete(m.list.busy, a.ID)
		if m.list.index(a.ID) >= 0 {
			still = append(still, a)
		}
	}
	for _, id := range d.marked {
		if m.list.index(id) >= 0 {
			m.list.marked[id] = true
		}
	}
	if d.rule != nil {
		return m.undoRule(d, still)
	}
	if len(still) == 0 {
		// It left the queue meanwhile (withdrawn, expired, decided
		// elsewhere): there is nothing left to take back.
		m.setStatus(statusInfo, "nothing to undo: "+plural(len(d.asks), "ask")+" left the queue meanwhile")
		return nil
	}
	d.asks = still
	text := "undone: " + undoneWords(d)
	if newest && n > 1 {
		// the cursor is on no ask held: the newest was taken back,
		// and the line says so (the countdown named it)
		text = "undone the newest: " + undoneWords(d)
	}
	m.setStatus(statusOK, text)
	return m.selectUndone(d.asks[0].ID)
}

// nothingToUndo says why u has nothing to take back.
func (m *Model) nothingToUndo() {
	switch {
	case m.heldGone > 0:
		// the asks held left by another hand: their approval was
		// dropped then
		m.setStatus(statusInfo, "nothing to undo: "+plural(m.heldGone, "ask")+" left the queue meanwhile")
	case m.lastProposal != "" && m.lastDeny:
		// D under four eyes: its deny went at once, its rule waits as
		// a proposal, which the rules view withdraws.
		m.setStatus(statusWarn, fmt.Sprintf("nothing to undo: the deny went at once; withdraw proposed %s in [2] rules",
			m.lastProposal))
	case m.lastProposal != "":
		m.setStatus(statusWarn, fmt.Sprintf("nothing to undo: proposed rule %s was written; withdraw it in [2] rules",
			m.lastProposal))
	case m.lastRule != "" && m.c.Undo == 0:
		// A and D wrote a rule and decided at once (no window): say
		// so, not that a window ended.
		m.setStatus(statusWarn, fmt.Sprintf("nothing to undo: with no undo window A and D take effect at once; retire rule %s in [2] rules",
			m.lastRule))
	case m.lastRule != "" && m.lastDeny:
		// D writes at once, its deny with it (see confirmedRule).
		m.setStatus(statusWarn, fmt.Sprintf("nothing to undo: D writes its refuse rule at once; retire %s in [2] rules",
			m.lastRule))
	case m.lastRule != "":
		m.setStatus(statusWarn, fmt.Sprintf("nothing to undo: rule %s was written when its undo window ended; retire it in [2] rules",
			m.lastRule))
	case m.lastDeny:
		m.setStatus(statusInfo, "nothing to undo: a deny reaches the queue at once (its agent is refused, and may ask again)")
	case !m.decided:
		m.setStatus(statusInfo, "nothing to undo: no decision was made at this desk")
	default:
		m.setStatus(statusInfo, "nothing to undo: a decision reaches the queue once its undo window ends")
	}
}

// undoRule takes back a rule held: nothing was written, the asks it
// would decide still wait (still: those in the queue), and the editor
// opens again on its draft, unless another editor is open by now.
func (m *Model) undoRule(d *held, still []store.Ask) tea.Cmd {
	text := "undone: rule not written"
	if p := d.rule.proposal; p != nil {
		text = "undone: " + cards.Escape(p.ID) + " not approved, it still waits"
	}
	if d.rule.approve != "" {
		text = "undone: rule " + d.rule.approve + " not approved, it is still proposed"
	}
	if mv := d.rule.move; mv != nil {
		text = "undone: rule " + mv.id + " not moved, it stands where it was"
		for _, a := range d.asks {
			delete(m.movedAsks, a.ID)
		}
	}
	switch n := len(still); {
	case n == 1:
		text += fmt.Sprintf("; ask %s still waits", queue.ShortID(still[0].ID))
	case n > 1:
		text += fmt.Sprintf("; %d asks still wait", n)
	}
	if e := d.rule.ed; e != nil && m.editor() == nil {
		e.writing = false
		m.dialogs.push(e)
		text += "; the draft is open again"
	}
	m.setStatus(statusOK, text)
	if d.rule.act.Spec.FromAsk != "" && m.list.index(d.rule.act.Ask.ID) >= 0 {
		return m.selectUndone(d.rule.act.Ask.ID)
	}
	return nil
}

// selectUndone puts the selection back on an ask a decision taken back
// had decided; a card that comes under the cursor so gets its grace.
func (m *Model) selectUndone(id string) tea.Cmd {
	before := m.list.selectedID()
	m.list.selectID(id)
	if after := m.list.selectedID(); after != before && after != "" {
		return m.startGrace(after)
	}
	return nil
}

// undoTarget is the decision u would take back, which the countdown
// names: the one held for the selected ask, else the newest held (nil:
// none).
func (m *Model) undoTarget() *held {
	if d := m.holds.heldOf(m.list.selectedID()); d != nil {
		return d
	}
	return m.holds.last()
}

// dropHeldLeaving drops, from the decisions held in their undo window,
// the asks that left the queue by another hand (decided at another desk
// or on the command line, withdrawn, expired): the countdown no longer
// says they are being approved, and the status line says what happened
// to them (rt14k #8). A rule held is left to its write, which says what
// it decided.
func (m *Model) dropHeldLeaving(left map[string]bool) {
	for id := range left {
		if m.list.busy[id] == "" {
			continue
		}
		if d := m.holds.heldOf(id); d == nil || d.rule != nil {
			continue
		}
		if m.holds.takeBack(id) == nil {
			continue
		}
		delete(m.list.busy, id)
		if m.heldLeft == nil {
			m.heldLeft = map[string]bool{}
		}
		m.heldLeft[id] = true
		m.heldGone++
	}
}

// heldFirst puts first the asks of ids whose approval held here was
// dropped (held), so that they are among those read back (leftReadMax).
func heldFirst(ids []string, held map[string]bool) []string {
	if len(held) == 0 {
		return ids
	}
	var first, rest []string
	for _, id := range ids {
		if held[id] {
			first = append(first, id)
		} else {
			rest = append(rest, id)
		}
	}
	return append(first, rest...)
}

// undoKeyNow is u as the footer shows it while decisions are held: with
// what it would take back now, "u undo ask 3", "u undo 2 asks", "u undo
// rule" (the one held for the selected row, else the newest): "u undo"
// did not say which (desk9e).
func (m *Model) undoKeyNow() key.Binding {
	u := m.c.Keys.Decide.Undo
	d := m.undoTarget()
	if d == nil {
		return u
	}
	what := "rule"
	switch {
	case d.rule != nil:
	case len(d.asks) == 1:
		what = "ask " + queue.ShortID(d.asks[0].ID)
	default:
		what = fmt.Sprintf("%d asks", len(d.asks))
	}
	n := key.NewBinding(key.WithKeys(u.Keys()...), key.WithHelp(u.Help().Key, "undo "+what))
	n.SetEnabled(u.Enabled())
	return n
}
