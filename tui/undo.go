package tui

import (
	"sync"
	"time"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// DefaultUndo is how long a decision made at the desk waits before it
// reaches the queue, so that u can take it back.
const DefaultUndo = 2 * time.Second

// A decision made at the desk (a, d, r, or a bulk decision) is held for
// the undo window before it goes to the queue: until then the ask is
// still pending in the store, its agent still waits, and u takes the
// decision back for real. When the window ends the decision is sent; when
// the desk closes during it (q, ctrl+c, its context done: SIGTERM, an SSH
// session ending), every decision held is sent then: the operator decided,
// and an operator who quits right after deciding expects the decision to
// stand. Only u drops one.

// held is one decision waiting out its undo window: one ask, or every ask
// of a bulk decision.
type held struct {
	asks    []store.Ask
	outcome patterns.Outcome
	reason  string
	made    time.Time
	until   time.Time
}

// holds are the decisions held, oldest first. They are shared with a
// goroutine that sends them when the desk's context ends (the event loop
// is gone by then), hence the lock; sending counts in flight, so that the
// desk's host can wait for every decision to reach the queue.
type holds struct {
	mu   sync.Mutex
	list []*held
	// sending counts the decisions taken to be sent and not yet sent;
	// sent signals when it falls.
	sending int
	sent    *sync.Cond
}

// sentOne says a decision taken (see take) has been sent.
func (h *holds) sentOne() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.sending--
	if h.sent != nil {
		h.sent.Broadcast()
	}
}

// waitSent waits until every decision taken has been sent.
func (h *holds) waitSent() {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.sent == nil {
		h.sent = sync.NewCond(&h.mu)
	}
	for h.sending > 0 {
		h.sent.Wait()
	}
}

// add holds a decision.
func (h *holds) add(d *held) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.list = append(h.list, d)
}

// undo takes back the newest decision held, or returns nil.
func (h *holds) undo() *held {
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.list) == 0 {
		return nil
	}
	d := h.list[len(h.list)-1]
	h.list = h.list[:len(h.list)-1]
	return d
}

// last is the newest decision held, or nil.
func (h *holds) last() *held {
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.list) == 0 {
		return nil
	}
	return h.list[len(h.list)-1]
}

// count is how many decisions are held.
func (h *holds) count() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.list)
}

// take removes the decisions whose window ended by now (all of them when
// all), counting them in flight: the caller sends them and calls sentOne
// once for each.
func (h *holds) take(now time.Time, all bool) []*held {
	h.mu.Lock()
	defer h.mu.Unlock()
	var due, keep []*held
	for _, d := range h.list {
		if all || !now.Before(d.until) {
			due = append(due, d)
		} else {
			keep = append(keep, d)
		}
	}
	h.list = keep
	h.sending += len(due)
	return due
}

// settle sends every decision held now and waits until every decision in
// flight (sent by the desk a moment ago too) has reached the queue.
func (h *holds) settle(svc queue.API, by string) {
	for _, d := range h.take(time.Time{}, true) {
		send(svc, d, by)
		h.sentOne()
	}
	h.waitSent()
}

// sentAsk is what sending one ask's decision did.
type sentAsk struct {
	ask store.Ask
	err error
}

// send sends a held decision to the queue, ask by ask.
func send(svc queue.API, d *held, by string) []sentAsk {
	out := make([]sentAsk, 0, len(d.asks))
	for _, a := range d.asks {
		got, err := svc.Decide(a.ID, queue.Decision{Outcome: d.outcome, By: by, Reason: d.reason})
		if err == nil {
			a = got
		}
		out = append(out, sentAsk{ask: a, err: err})
	}
	return out
}

// sentMsg is what sending a held decision did.
type sentMsg struct {
	d    *held
	sent []sentAsk
}

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
	now := m.c.Now()
	d := &held{asks: asks, outcome: outcome, reason: reason, made: now, until: now.Add(m.c.Undo)}
	for _, a := range asks {
		m.list.busy[a.ID] = verb + m.c.Marks.More
		delete(m.list.marked, a.ID)
	}
	m.holds.add(d)
	cmd := m.sendDue()
	if m.c.Undo > 0 {
		cmd = tea.Batch(cmd, undoEnd(m.c.Undo, m.live))
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
	for _, d := range hs.take(m.c.Now(), false) {
		cmds = append(cmds, func() tea.Msg {
			defer hs.sentOne()
			return sentMsg{d: d, sent: send(svc, d, by)}
		})
	}
	return tea.Batch(cmds...)
}

// undoKey takes back the newest decision held.
func (m *Model) undoKey() tea.Cmd {
	d := m.holds.undo()
	if d == nil {
		m.setStatus(statusInfo, "nothing to undo: a decision reaches the queue once its undo window ends")
		return nil
	}
	var still []store.Ask
	for _, a := range d.asks {
		delete(m.list.busy, a.ID)
		if m.list.index(a.ID) >= 0 {
			still = append(still, a)
		}
	}
	if len(still) == 0 {
		// It left the queue meanwhile (withdrawn, expired, decided
		// elsewhere): there is nothing left to take back.
		m.setStatus(statusInfo, "nothing to undo: "+plural(len(d.asks), "ask")+" left the queue meanwhile")
		return nil
	}
	d.asks = still
	m.setStatus(statusOK, "undone: "+undoneWords(d))
	before := m.list.selectedID()
	m.list.selectID(d.asks[0].ID)
	if after := m.list.selectedID(); after != before && after != "" {
		return m.startGrace(after)
	}
	return nil
}

// quit ends the desk, sending first every decision held: the operator
// made them.
func (m *Model) quit() tea.Cmd {
	if m.holds.last() == nil {
		return tea.Quit
	}
	svc, by, hs := m.c.Service, m.c.Operator, &m.holds
	return func() tea.Msg {
		hs.settle(svc, by)
		return tea.QuitMsg{}
	}
}
