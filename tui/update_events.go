package tui

import (
	"errors"
	"fmt"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// colours is what the terminal said about its colours.
type colours struct {
	dark    bool
	profile colorprofile.Profile
	known   bool
	// none forces styles without colour (NO_COLOR, or asked for).
	none bool
}

func (m *Model) dark() bool { return !m.colours.known || m.colours.dark }

func (m *Model) profile() colorprofile.Profile {
	if m.colours.none {
		return colorprofile.Ascii
	}
	return m.colours.profile
}

// event handles a message from outside the keyboard.
func (m *Model) event(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case IdleMsg:
		return m.idleClose(msg)
	case StoreChangedMsg:
		return m.reload()
	case paneLookMsg:
		return m.paneLooked(msg)
	case paneTickMsg:
		return lookPane(m.pane.socket, m.pane.target, false)
	case headMovedMsg:
		return m.headMoved(msg)
	case rewatchMsg:
		return waitHead(m.watch, m.feed, m.watchSeq)
	case changesMsg:
		return tea.Batch(m.applyChanges(msg), m.recheckReleasing())
	case openedMsg:
		if msg.err != nil {
			m.openErr = msg.err
			return tea.Quit
		}
		return m.started()
	case readingTickMsg:
		if m.read {
			m.lockWait = false
			return nil
		}
		m.lockWait = lockWaiting(m.c.Service)
		return readingTick(m.live)
	case releasingMsg:
		return m.releasingRead(msg)
	case repaintMsg:
		m.paint.again()
		return m.paint.later(m.live)
	case tickMsg:
		return tea.Batch(tick(m.live), checkGone(m.list.procRefs(), m.c.Node, m.pidNS), m.sendDue())
	case goneMsg:
		m.list.SetGone(msg.gone, msg.stopped)
		return nil
	case graceEndMsg:
		return nil
	case statusFadeMsg:
		// drawn again: the status faded (View reads its age)
		return nil
	case sweepDueMsg:
		return sweep(m.c.Service)
	case sweptMsg:
		m.swept(msg)
		return sweepLater(m.live)
	case leftMsg:
		m.reportLeft(msg)
		return nil
	case auditOlderMsg:
		m.audit.OlderFound(msg)
		return nil
	case cardMsg:
		if i := m.list.index(msg.data.id); i >= 0 && msg.data.seen != seenKey(m.list.all[i]) {
			// built for an ask of that ID in a store since replaced
			if m.building == msg.data.id {
				m.building = ""
			}
			return m.syncCard()
		}
		_, had := m.cards[msg.data.id]
		m.cards[msg.data.id] = msg.data
		if m.building == msg.data.id {
			m.building = ""
		}
		if len(m.cards) > cardCacheMax {
			m.trimCards()
		}
		id := msg.data.id
		pressed := id == m.pressedWhileLoading
		if pressed {
			m.pressedWhileLoading = ""
			m.loadedNotice(id)
		}
		// The card that just came under the cursor (its grace started
		// then) counts its grace from when it is drawn: on a loaded
		// machine the card may come after the period ran out, and a key
		// pressed as it appears must not decide it unread (rt9c F3).
		switch {
		case id != m.list.selectedID():
		case pressed:
			return m.startGrace(id)
		case m.grace.id == id && !had:
			d := m.c.Grace
			if m.grace.moved {
				d = min(moveHold, d)
			}
			if until := m.c.Now().Add(d); m.grace.until.Before(until) {
				m.grace.until = until
				return graceEnd(id, d, m.live)
			}
		}
		return nil
	case sentMsg:
		m.idleResult()
		return m.sent(msg)
	case undoEndMsg:
		return m.sendDue()
	case detailMsg:
		m.detailLoaded(msg)
		return nil
	case ruleWrittenMsg:
		m.idleResult()
		return m.ruleWritten(msg)
	case ruleCheckedMsg:
		return m.ruleChecked(msg)
	case ruleChangedMsg:
		return m.ruleChanged(msg)
	case approveCheckedMsg:
		m.approveChecked(msg)
		return nil
	case proposalCheckedMsg:
		m.proposalChecked(msg)
		return nil
	case proposalSentMsg:
		m.idleResult()
		return m.proposalSent(msg)
	case approveSentMsg:
		m.idleResult()
		return m.approveSent(msg)
	case moveCheckedMsg:
		m.moveChecked(msg)
		return nil
	case moveSentMsg:
		m.idleResult()
		return m.moveSent(msg)
	case proposalChangedMsg:
		return m.proposalChanged(msg)
	case egressAddedMsg:
		return m.egressAdded(msg)
	}
	if e := m.editor(); e != nil {
		// the editor's own messages: its recorded commands, its preview
		r, cmd := e.update(msg)
		return tea.Batch(cmd, m.act(r.do))
	}
	return nil
}

// reload reads what changed, unless a read is on its way: then it reads
// again once that one is applied.
func (m *Model) reload() tea.Cmd {
	if m.loading {
		m.dirty = true
		return nil
	}
	m.loading = true
	return m.load()
}

// headMoved reads what changed and waits for the next change; when
// waiting failed, it waits again a moment later (or stops: the desk is
// closing).
func (m *Model) headMoved(msg headMovedMsg) tea.Cmd {
	if msg.err != nil {
		if m.watch == nil || m.watch.Err() != nil {
			m.watch = nil
			return nil
		}
		return tea.Batch(m.reload(), rewatch())
	}
	m.watchSeq = msg.seq
	return tea.Batch(m.reload(), waitHead(m.watch, m.feed, m.watchSeq))
}

// applyChanges takes what changed in the store: the queue keeps its
// selection on its ask; if that ask left, the next one is selected and
// gets a grace period. Changes apply only to what the desk read up to
// where they start; any others (never expected: one read is on its way
// at a time) make the desk read everything again. A change that came
// while this read was on its way is read next, from where this one ends.
func (m *Model) applyChanges(msg changesMsg) tea.Cmd {
	m.loading = false
	if msg.err != nil {
		m.loadErr = msg.err
		return m.reloadIfDirty()
	}
	m.loadErr = nil
	ch := msg.ch
	lost := ch.Fresh && m.read && !m.fresh
	m.fresh = ch.Fresh
	m.notStore = ch.Fresh && ch.NotStore
	if !ch.Fresh {
		wasGone := m.storeGone
		m.storeGone = false
		if wasGone && m.storeBack(ch) && !ch.Full {
			// what the desk read before it went may have changed
			// while it was away: read it whole (rt22k #13)
			m.needFull, m.dirty = true, true
			return m.reloadIfDirty()
		}
	}
	back := m.storeWentBack(ch)
	other := m.storeReplaced(ch)
	if other || back != "" {
		what := m.anotherWords()
		if !other {
			what = back // replaced says it is an older copy
			m.wentBack = true
		}
		m.replaced(what)
		if !ch.Full {
			// what this read follows was read in the other store
			m.needFull, m.dirty = true, true
			m.auditSeq, m.auditHash = 0, ""
			return m.reloadIfDirty()
		}
	}
	if !ch.Full && ch.From != m.auditSeq {
		m.needFull, m.dirty = true, true
		return m.reloadIfDirty()
	}
	m.needFull = false
	left := leftIDs(m.list.all, ch)
	m.dropHeldLeaving(left)
	gone := m.departed(m.list.all, left)
	gone = m.markedLeaving(gone)
	marks := leftMarks{left: m.list.markedAmong(gone)}
	gone = heldFirst(gone, m.heldLeft)
	swapped := m.swapRead && ch.Full
	if swapped {
		// The asks the desk read are not in the store put in the file's
		// place: they did not leave the queue (rt17k 2), and the status
		// line keeps saying the store was replaced.
		gone, m.swapRead = nil, false
	}
	if lost {
		// The store the desk read is gone (deleted): its asks left with
		// it, and there is nothing to read back of them.
		gone = nil
		m.storeLost(len(m.list.all))
	}
	arrived := arrivals(m.list.all, ch.Asks)
	var recount tea.Cmd
	if e := m.editor(); e != nil {
		if left[e.ed.AskID()] {
			e.ed.SetGone("ask " + queue.ShortID(e.ed.AskID()) + " has left the queue")
		}
		if arrived > 0 || len(left) > 0 {
			recount = e.ed.QueueChanged() // what the rule resolves, counted anew
		}
	}
	var before, after string
	var old *store.Ask
	if a := m.list.Selected(); a != nil && left[a.ID] && m.list.busy[a.ID] == "" && !swapped {
		cp := *a
		old = &cp
	}
	had := keysOf(m.list.all, ch.Asks)
	if ch.Full || len(ch.Asks) > 0 || len(ch.Left) > 0 {
		// the rows change: the frame that shows them writes every cell
		m.paint.again()
	}
	if ch.Full {
		before, after = m.list.SetAsks(ch.Asks)
		m.audit.Reset()
	} else {
		before, after = m.list.Apply(ch.Asks, ch.Left)
	}
	m.list.SetAskers(ch.Askers)
	marks.remain = len(m.list.marked)
	m.noteArrivals(had, ch.Asks, swapped)
	if !swapped && !lost && !other && back == "" {
		m.noteSettings(ch.Settings, ch.Audit)
		m.noteCapRefusals(ch)
		m.noteUnreached(ch)
	}
	m.settings = ch.Settings
	egressCmd := m.egressRead(ch)
	m.unbelieved = unbelieved{settings: ch.SettingsUnproven, egress: ch.EgressNotInEffect}
	m.card.SetFallback(ch.Settings.Fallback)
	m.rules.SetRules(ch.Rules, ch.Proposals, ch.Settings)
	m.noteLookAlikes()
	m.audit.SetTrail(ch.AuditBase, ch.Head)
	if len(ch.Audit) > 0 {
		m.audit.Append(ch.Audit)
	}
	m.applyFleet(ch)
	m.auditSeq, m.auditHash = ch.Head, ch.HeadHash
	cmd := tea.Batch(m.reloadIfDirty(), checkGone(m.list.procRefs(), m.c.Node, m.pidNS), readLeft(m.c.Service, gone, marks), recount, egressCmd)
	if ch.Full && m.audit.filter != "" {
		// a full read forgot the older matches: the open filter
		// searches the whole trail again
		cmd = tea.Batch(cmd, m.audit.searchOlder(m.c.Service))
	}
	if m.read {
		cmd = tea.Batch(cmd, m.calls.arrived(arrived, len(m.list.all)))
	}
	m.read = true
	switch {
	case old != nil && old.ID == before && after != before:
		return tea.Batch(cmd, m.selectionLeft(*old, after))
	case after != before && after != "":
		cmd = tea.Batch(cmd, m.startGrace(after))
		m.grace.unbidden = true
	}
	return cmd
}

// reloadIfDirty reads again when the store changed during the last read.
func (m *Model) reloadIfDirty() tea.Cmd {
	if !m.dirty {
		return nil
	}
	m.dirty = false
	return m.reload()
}

// startGrace gives the card of ask id a grace period: decision keys wait.
func (m *Model) startGrace(id string) tea.Cmd {
	now := m.c.Now()
	m.grace = grace{id: id, since: now, until: now.Add(m.c.Grace)}
	return graceEnd(id, m.c.Grace, m.live)
}

// inGrace reports whether ask id's card is in its grace period, or came
// under the cursor during the burst of keys that goes on.
func (m *Model) inGrace(id string) bool {
	return m.grace.id == id && (m.c.Now().Before(m.grace.until) || m.inBurst(id))
}

// inBurst reports whether ask id's card came under the cursor during the
// burst of keys that goes on, and its time of grace is over: only a
// pause in the keys lets them decide it.
func (m *Model) inBurst(id string) bool {
	now := m.c.Now()
	return m.grace.id == id && !m.grace.moved && !now.Before(m.grace.until) && m.keyRun.since(m.grace.since, now)
}

// syncCard puts the selected ask on the card, and builds its card when it
// is not built yet.
func (m *Model) syncCard() tea.Cmd {
	if !m.focusCard {
		m.pinned = nil
	}
	if p := m.pinned; p != nil {
		m.card.Show(&p.ask, p.data, queue.AskerUnknown)
		m.card.SetLeft(p.why)
		return nil
	}
	m.card.SetLeft("")
	a := m.list.Selected()
	if a == nil {
		m.card.Show(nil, nil, queue.AskerUnknown)
		return nil
	}
	d := m.cards[a.ID]
	if d != nil && d.seen != seenKey(*a) {
		// built for another ask of that ID (a store put back from a
		// copy reuses IDs): the card is keyed on what was read
		delete(m.cards, a.ID)
		d = nil
	}
	m.card.Show(a, d, m.list.askerSeen(a.ID))
	if d != nil || m.building == a.ID {
		return nil
	}
	m.building = a.ID
	return buildCard(m.c.Service, *a, m.c.Now())
}

// trimCards drops cached cards of asks no longer selected, oldest IDs
// first.
func (m *Model) trimCards() {
	keep := m.list.selectedID()
	for id := range m.cards {
		if len(m.cards) <= cardCacheMax/2 {
			return
		}
		if id != keep {
			delete(m.cards, id)
		}
	}
}

// swept reports a sweep that failed; the asks a sweep ends leave the
// queue, and the status line says why each left (see readLeft).
func (m *Model) swept(msg sweptMsg) {
	switch {
	case errors.Is(msg.err, store.ErrAuditBroken):
		m.setStatus(statusErr, "sweep: "+m.behindWords())
	case msg.err != nil:
		m.setStatus(statusErr, "sweep: "+msg.err.Error())
	}
}

// describeErr words an error for the status line.
func (m *Model) describeErr(what string, err error) string {
	if errors.Is(err, store.ErrAuditBroken) {
		return what + ": " + m.behindWords()
	}
	return fmt.Sprintf("%s: %v%snothing changed", what, err, m.c.Marks.Dash)
}

// applyFleet takes what a read says of the fleet: whether the store is a
// fleet's (the nodes view and its keys are there only then), which
// nodes hold their lease, and the audit entries that tell of nodes.
func (m *Model) applyFleet(ch *queue.Changes) {
	if ch.Fleet != m.fleet {
		m.fleet = ch.Fleet
		m.c.Keys.SetFleet(ch.Fleet)
		if !m.fleet && m.view == viewNodes {
			m.view = viewQueue
		}
	}
	if !m.fleet {
		return
	}
	if ch.Full {
		m.nodes.Reset()
	}
	m.nodes.Observe(ch.Audit)
	m.nodes.SetLive(ch.Live, ch.Known, ch.LiveErr, m.c.Now())
}
