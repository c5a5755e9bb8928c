package tui

import (
	"sync"
	"time"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/editor"
)

// held is one decision waiting out its undo window: one ask, every ask
// of a bulk decision, or a rule written from the editor (A, D) with the
// asks it decides.
type held struct {
	asks    []store.Ask
	outcome patterns.Outcome
	reason  string
	made    time.Time
	until   time.Time
	// marked are the marks the decision took off its asks, which u puts
	// back.
	marked []string
	// rule is set for a rule held: asks are then the ask it comes from
	// (when it is still pending) and those it resolves.
	rule *heldRule
	// diffAt is one more than where the command the countdown names
	// differs from a look-alike waiting (lookAlikeAt), 0 for none.
	diffAt int
	// cwdAt is one more than where the cwd of its one ask differs from
	// that of another waiting ask with the same command (cwdApartOf), 0
	// for none: its words then name the directory (cwdWords).
	cwdAt int
	// keyN is Model.keyN when it was held.
	keyN int
	// due, when set, is when it must be sent whatever its window and
	// the quit question say: expiryMargin before the first of its asks
	// expires (see beforeExpiry). cut says its window was cut short
	// for it.
	due time.Time
	cut bool
	// mark is the store the asks were read in: their decisions carry it
	// with what was read of them (queue.Seen).
	mark queue.StoreMark
}

// heldRule is a rule from the editor waiting out its undo window. The
// queue checked it before the window started (a dry run: the guard rails,
// four eyes, the asks it decides), so that a refusal shows while the
// draft is open, never once the window is over; the write, when the
// window ends, is the one call that changes the store.
type heldRule struct {
	act editor.Action
	// check is what the dry run said the write would do.
	check *queue.RuleResult
	// ed is the editor, closed while the rule is held: u opens it again
	// with its draft, and so does a write the queue refuses after all.
	ed *editorDialog
	// approve, when set, names a proposed rule whose approval (four
	// eyes' second key) is held, not a rule written: act then holds only
	// its outcome and pattern, and check what the approval's dry run
	// said it resolves.
	approve string
	// proposal, when set, is a proposal whose approval is held; act's
	// pattern then says what it changes.
	proposal *store.Proposal
	// listed, for an approval, are the asks its confirmation listed: the
	// only ones it resolves; one that arrived after the dialog opened
	// stays pending for an operator to read (rt18k #1).
	listed queue.Listed
	// move, when set, is a rule's move held: listed are the asks its
	// confirmation named.
	move *moveAct
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
	// early are the decisions settle sent before their window ended (the
	// operator chose to send them as the desk closed), with what sending
	// them did: what closing it says it applied, or was refused.
	early []settled
	// dropped are the decisions still in their undo window when the desk
	// ended without the operator's word (a signal, a hangup, a lost
	// terminal): never applied, their asks still wait.
	dropped []*held
	// paused, when set, is when the undo windows stopped running (the
	// quit question is open): nothing is due until resume.
	paused time.Time
}

// settled is a decision sent as the desk closed, and what that did.
type settled struct {
	d   *held
	msg tea.Msg
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

// all are the decisions held, oldest first.
func (h *holds) all() []*held {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append([]*held(nil), h.list...)
}

// inFlight is how many decisions taken are not yet sent.
func (h *holds) inFlight() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.sending
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
		if all || (h.paused.IsZero() && !now.Before(d.until)) || (!d.due.IsZero() && !now.Before(d.due)) {
			due = append(due, d)
		} else {
			keep = append(keep, d)
		}
	}
	h.list = keep
	h.sending += len(due)
	return due
}

// pause stops the undo windows at now (the quit question is open): no
// decision becomes due until resume.
func (h *holds) pause(now time.Time) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.paused.IsZero() {
		h.paused = now
	}
}

// resume runs the undo windows again from now, each with the time it had
// left when they paused.
func (h *holds) resume(now time.Time) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.paused.IsZero() {
		return
	}
	for _, d := range h.list {
		d.until = d.until.Add(now.Sub(h.paused))
	}
	h.paused = time.Time{}
}

// left is how long d's window has to run at now (paused: at the pause).
func (h *holds) left(d *held, now time.Time) time.Duration {
	h.mu.Lock()
	defer h.mu.Unlock()
	if !h.paused.IsZero() {
		now = h.paused
	}
	return d.until.Sub(now)
}

// isPaused reports whether the undo windows stand still.
func (h *holds) isPaused() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return !h.paused.IsZero()
}

// settle sends every decision held now, as the operator chose at the quit
// question, and waits until every decision in flight (sent by the desk a
// moment ago too) has reached the queue.
func (h *holds) settle(svc queue.API, by string) {
	due := h.take(time.Time{}, true)
	for _, d := range due {
		msg := deliver(svc, d, by)
		h.mu.Lock()
		h.early = append(h.early, settled{d: d, msg: msg})
		h.mu.Unlock()
		h.sentOne()
	}
	h.waitSent()
}

// drop ends the desk without the operator's word (its context ended: a
// signal, a hangup, a lost terminal): the decisions whose window ended
// by now are sent, as they would have been a moment later; those still in
// their window are dropped, never applied, and their asks still wait (the
// fail-closed side: the window is there for the key pressed by mistake).
// It waits until every decision in flight has reached the queue.
func (h *holds) drop(svc queue.API, by string, now time.Time) {
	for _, d := range h.take(now, false) {
		deliver(svc, d, by)
		h.sentOne()
	}
	h.mu.Lock()
	h.dropped = append(h.dropped, h.list...)
	h.list = nil
	h.mu.Unlock()
	h.waitSent()
}

// closed returns the decisions settle sent before their window ended,
// and those drop dropped.
func (h *holds) closed() ([]settled, []*held) {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append([]settled(nil), h.early...), append([]*held(nil), h.dropped...)
}

// sentAsk is what sending one ask's decision did.
type sentAsk struct {
	ask store.Ask
	err error
}

// send sends a held decision to the queue: a bulk decision in one call,
// which the queue writes at once (rt21k #6: ask by ask, a bulk deny took
// seconds, and an approval made meanwhile elsewhere won).
func send(svc queue.API, d *held, by string) []sentAsk {
	ds := make([]queue.AskDecision, len(d.asks))
	for i, a := range d.asks {
		ds[i] = queue.AskDecision{ID: a.ID,
			Decision: queue.Decision{Outcome: d.outcome, By: by, Reason: d.reason, Seen: queue.SeenOf(a, d.mark)}}
	}
	got, err := svc.DecideEach(ds)
	out := make([]sentAsk, 0, len(d.asks))
	for i, a := range d.asks {
		switch {
		case i < len(got) && got[i].Err == nil:
			out = append(out, sentAsk{ask: got[i].Ask})
		case i < len(got):
			out = append(out, sentAsk{ask: a, err: got[i].Err})
		default:
			out = append(out, sentAsk{ask: a, err: err})
		}
	}
	return out
}

// deliver sends a held decision to the queue, or writes a held rule, and
// says what that did (a sentMsg or a ruleWrittenMsg).
func deliver(svc queue.API, d *held, by string) tea.Msg {
	if r := d.rule; r != nil && r.proposal != nil {
		res, err := svc.ApproveProposalListed(r.proposal.ID, by, r.listed)
		return proposalSentMsg{d: d, res: res, err: err}
	}
	if r := d.rule; r != nil && r.move != nil {
		if err := moveStale(svc, r.move.id, r.move.inForce); err != nil {
			// changed elsewhere within the undo window: the move
			// confirmed no longer holds
			return moveSentMsg{d: d, err: err}
		}
		// the queue checks the rules in force again in the move's own
		// transaction: a commit elsewhere after the read above moves
		// nothing either (issue 9)
		resolved, err := svc.MoveRuleListed(r.move.id, r.move.at, by, r.listed, queue.InForce(r.move.inForce))
		return moveSentMsg{d: d, resolved: resolved, err: err}
	}
	if r := d.rule; r != nil && r.approve != "" {
		res, err := svc.ApproveRuleListed(r.approve, by, r.listed)
		return approveSentMsg{d: d, res: res, err: err}
	}
	if r := d.rule; r != nil {
		spec := r.act.Spec
		spec.DryRun = false
		// only the asks the countdown named: one that arrived within
		// the window stays for an operator to read (rt18k #1)
		spec.ResolveOnly, spec.ResolveNone = askIDs(r.check.Resolved), len(r.check.Resolved) == 0
		res, err := svc.AddRule(spec)
		return ruleWrittenMsg{act: r.act, res: res, err: err, d: d}
	}
	return sentMsg{d: d, sent: send(svc, d, by)}
}

// sentMsg is what sending a held decision did.
type sentMsg struct {
	d    *held
	sent []sentAsk
}

// heldOf returns the decision held (in its window, not yet sent) that
// decides ask id, or nil.
func (h *holds) heldOf(id string) *held {
	h.mu.Lock()
	defer h.mu.Unlock()
	_, d := h.find(id)
	return d
}

// find is the index in list and the decision held that decides ask id
// (-1 and nil for none); h.mu is held.
func (h *holds) find(id string) (int, *held) {
	if id == "" {
		return -1, nil
	}
	for i := len(h.list) - 1; i >= 0; i-- {
		for _, a := range h.list[i].asks {
			if a.ID == id {
				return i, h.list[i]
			}
		}
	}
	return -1, nil
}

// takeBackWhole takes back, whole, the decision held that decides ask id
// (every ask of a bulk decision, as the countdown and the footer name
// it), or returns nil when no decision held decides it.
func (h *holds) takeBackWhole(id string) *held {
	h.mu.Lock()
	defer h.mu.Unlock()
	i, d := h.find(id)
	if d == nil {
		return nil
	}
	h.list = append(h.list[:i], h.list[i+1:]...)
	return d
}

// takeBack takes ask id back out of the decision held that decides it,
// and returns what was taken back, or nil when no decision held decides
// it. A decision of that ask alone, or a rule (whose write decides every
// ask it holds), is taken back whole; from a bulk decision only that ask
// is, with its mark, and the others wait out their window as before.
func (h *holds) takeBack(id string) *held {
	h.mu.Lock()
	defer h.mu.Unlock()
	i, d := h.find(id)
	if d == nil {
		return nil
	}
	if d.rule != nil || len(d.asks) == 1 {
		h.list = append(h.list[:i], h.list[i+1:]...)
		return d
	}
	one := &held{outcome: d.outcome, reason: d.reason, made: d.made, until: d.until, mark: d.mark, due: d.due, cut: d.cut}
	var rest []store.Ask
	for _, a := range d.asks {
		if a.ID == id {
			one.asks = append(one.asks, a)
		} else {
			rest = append(rest, a)
		}
	}
	d.asks = rest
	var marked []string
	for _, m := range d.marked {
		if m == id {
			one.marked = append(one.marked, m)
		} else {
			marked = append(marked, m)
		}
	}
	d.marked = marked
	return one
}

// askIDs lists the IDs of asks.
func askIDs(asks []store.Ask) []string {
	ids := make([]string, len(asks))
	for i, a := range asks {
		ids[i] = a.ID
	}
	return ids
}
