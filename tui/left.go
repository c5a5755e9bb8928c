package tui

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// leftReadMax is how many asks that left the queue at once the desk reads
// back to say why; the rest are counted.
const leftReadMax = 3

// leftAsk is what the status line says of an ask that left the queue: its
// final state and who or what ended it. Err says why it could not be
// read.
type leftAsk struct {
	id, state string
	by, rule  string
	reason    string
	// outcome is the decision's (allow, refuse); author wrote the rule
	// that resolved the ask, when it could be read.
	outcome, author string
	// proposed says the rule the decision was made with still waits
	// for a second operator: it decided nothing (rt18k #9b).
	proposed bool
	// moved says the rule that resolved it was moved at this desk.
	moved bool
	// account is the OS account the decision was made from, as its
	// audit entry holds it (nil: not known): a claimed name is shown so
	// (rt21k #10).
	account *store.Account
	err     error
}

// leftMsg carries the final state of asks that left the queue without a
// decision made here (decided elsewhere, resolved by a rule, expired,
// withdrawn, abandoned); more counts those not read.
type leftMsg struct {
	asks []leftAsk
	more int
	// marks are the marked asks among those that left, read or not,
	// and the marks that remained once they had left: counted when the
	// desk took them off the queue, so that the two add up to the marks
	// before, however late the status line says them (rt39k MEDIUM-1:
	// "8 marked remain", then "3 marked left, none remain" twice).
	marks leftMarks
}

// leftMarks counts the marks one departure took: left of them, and
// remain after it.
type leftMarks struct {
	left, remain int
}

// readLeft reads, in the background, why asks left the queue: their final
// state, through the queue service. Only the fields the status line needs
// are kept (a command may be megabytes).
func readLeft(svc queue.API, ids []string, marks leftMarks) tea.Cmd {
	if len(ids) == 0 {
		return nil
	}
	return func() tea.Msg {
		msg := leftMsg{more: max(len(ids)-leftReadMax, 0), marks: marks}
		var rules []store.Rule
		read := false
		for _, id := range ids[:min(len(ids), leftReadMax)] {
			a, err := svc.Get(id)
			la := leftAsk{id: id, state: a.State, err: err}
			if d := a.Decision; d != nil {
				la.by, la.rule, la.reason, la.outcome = d.By, d.Rule, d.Reason, d.Outcome
				if a.State == store.StateApproved || a.State == store.StateDenied {
					la.account = decisionAccount(svc, *d)
				}
			}
			if err == nil && la.rule != "" && (a.State == store.StateApproved || a.State == store.StateDenied) {
				// a rule written with the decision may be proposed only
				if !read {
					rules, _ = svc.Rules()
					read = true
				}
				for _, r := range rules {
					if r.ID == la.rule {
						la.proposed = r.Status == store.StatusProposed
					}
				}
			}
			if err == nil && a.State == store.StateResolved && la.by != "fallback" {
				// who wrote the rule that decided it: read once
				if !read {
					rules, _ = svc.Rules()
					read = true
				}
				for _, r := range rules {
					if r.ID == la.by {
						la.author = r.Author
					}
				}
			}
			msg.asks = append(msg.asks, la)
		}
		return msg
	}
}

// decisionAccount reads the account decision d was made from, from the
// audit entry that wrote it: nil when it is not known, or the entry is
// not the decider's.
func decisionAccount(svc queue.API, d store.Decision) *store.Account {
	if d.Entry == 0 {
		return nil
	}
	es, err := svc.Audit(d.Entry-1, 1)
	if err != nil || len(es) != 1 || es[0].Seq != d.Entry || es[0].Actor != d.By {
		return nil
	}
	return es[0].Account
}

// whyLeft says why an ask left the queue, in the words of the status line:
// "ask 12 approved by bob", "ask 9 withdrawn: its agent stopped waiting",
// "ask 5 refused by rule r4, written by bob", "ask 7 expired: nobody
// decided within 10m" (rt11 #4, #5).
// me is this desk's operator: their decision was made at another desk or
// on the command line. A decision's reason, which another hand wrote,
// stands in the quotes q (rt9c F12): "denied by bob: «not on main»".
func whyLeft(a leftAsk, me string, q [2]string) string {
	id := "ask " + queue.ShortID(a.id)
	by := a.account.Name(a.by)
	if a.by == me && (a.account == nil || !a.account.Claimed) {
		// a claimed name may be anyone's of this account: said so,
		// even when it is this desk's own
		by = "you elsewhere (another desk or the command line)"
	}
	switch {
	case a.err != nil:
		return id + " left the queue"
	case a.state == store.StateApproved || a.state == store.StateDenied:
		s := id + " " + a.state + " by " + by
		switch {
		case a.rule != "" && a.proposed:
			// the decision was made once; the rule waits for a
			// second operator and decided nothing
			s += " once; rule " + a.rule + " proposed"
		case a.rule != "":
			s += " with rule " + a.rule
		}
		if a.reason != "" {
			s += ": " + quoted(a.reason, q)
		}
		return s
	case a.state == store.StateResolved:
		verb := "resolved"
		switch a.outcome {
		case store.OutcomeAllow:
			verb = "allowed"
		case store.OutcomeRefuse:
			verb = "refused"
		}
		if a.by == "fallback" {
			return id + " " + verb + " by the fallback: no rule asks about it any more"
		}
		s := id + " " + verb + " by rule " + a.by
		switch {
		case a.moved:
			s += ", moved by you"
		case a.author == me:
			s += ", written by you"
		case a.author != "":
			s += ", written by " + a.author
		}
		return s
	case a.state == store.StateExpired && strings.HasPrefix(a.reason, store.StateExpired+": "):
		// how long it waited: "expired: nobody decided within 10m"
		return id + " " + a.reason
	case a.state == store.StateExpired:
		return id + " expired undecided"
	case a.state == store.StateWithdrawn:
		if _, ok := queue.AgentGoneWhy(a.reason); ok {
			// its process was gone when an operator decided it (the
			// process's number is in the trail and `queue show`)
			return id + " withdrawn: its agent is gone"
		}
		return id + " withdrawn: its agent stopped waiting"
	case a.state == store.StateAbandoned && strings.HasPrefix(a.reason, store.StateAbandoned+": "):
		// The sweep says why: its process is gone, or its node
		// stopped answering the fleet.
		return id + " " + a.reason
	case a.state == store.StateAbandoned:
		return id + " abandoned: its harness is gone, nobody waits for the answer"
	}
	return id + " left the queue (" + a.state + ")"
}

// quoted puts text another hand wrote between the quote marks q, each
// quote mark inside it written as its escape, so that it cannot close
// its quotes and go on as the desk's words.
func quoted(s string, q [2]string) string {
	for _, mark := range q {
		if mark == "" {
			continue
		}
		var esc strings.Builder
		for _, r := range mark {
			if r < 0x80 {
				fmt.Fprintf(&esc, `\x%02x`, r)
			} else {
				fmt.Fprintf(&esc, `\u%04x`, r)
			}
		}
		s = strings.ReplaceAll(s, mark, esc.String())
	}
	return q[0] + s + q[1]
}

// reportLeft puts why asks left on the status line, and on the editor's
// banner when its ask is among them.
func (m *Model) reportLeft(msg leftMsg) {
	if len(msg.asks) == 0 {
		return
	}
	first := msg.asks[0]
	for _, a := range msg.asks {
		if a.id == m.grace.took {
			first = a // the ask whose place the selection took leads
		}
	}
	var marked []leftAsk
	for _, a := range msg.asks {
		if m.marksLeft[a.id] {
			marked = append(marked, a)
		}
	}
	if len(marked) > 0 && first.id != m.grace.took {
		first = marked[0] // a marked ask that left changes what a bulk decides
	}
	for _, a := range msg.asks {
		if m.heldLeft[a.id] {
			first = a // the approval made here that came to nothing leads
		}
	}
	if rule, ok := m.movedAsks[first.id]; ok && first.state == store.StateResolved && first.by == rule {
		first.moved = true
	}
	for _, a := range msg.asks {
		delete(m.movedAsks, a.id)
	}
	text := whyLeft(first, m.c.Operator, m.c.Styles.Glyphs.Quote)
	named := m.marksLeft[first.id]
	if m.heldLeft[first.id] {
		text += m.c.Marks.Dash + "your approval was dropped"
		m.quitHeldSays(text)
	}
	for _, a := range msg.asks {
		delete(m.heldLeft, a.id)
		delete(m.marksLeft, a.id)
	}
	kind := statusInfo
	if msg.marks.left > 0 {
		// said before the count: it changes what a bulk decision covers
		text += marksRemain(msg.marks, named)
		kind = statusWarn
	}
	text += m.leftCount(len(msg.asks) + msg.more)
	tells := ""
	for _, a := range msg.asks {
		if a.id == m.grace.took {
			tells = m.grace.tookSaid
		}
		if t := m.swapLeft(a, text); t != text {
			text, kind = t, statusWarn
		}
	}
	m.putStatus(status{text: text, kind: kind, at: m.c.Now(), tells: tells})
	e := m.editor()
	if e == nil {
		return
	}
	for _, a := range msg.asks {
		if a.id == e.ed.AskID() {
			e.ed.SetGone(whyLeft(a, m.c.Operator, m.c.Styles.Glyphs.Quote))
		}
	}
}

// markedLeaving notes which of the asks that left (ids) were marked, and
// puts them first: they are read back (within leftReadMax) so that the
// status line can say why a marked ask left the selection.
func (m *Model) markedLeaving(ids []string) []string {
	var marked, rest []string
	for _, id := range ids {
		if m.list.marked[id] {
			marked = append(marked, id)
		} else {
			rest = append(rest, id)
		}
	}
	if len(marked) == 0 {
		return ids
	}
	if m.marksLeft == nil {
		m.marksLeft = map[string]bool{}
	}
	for _, id := range marked {
		m.marksLeft[id] = true
	}
	return append(marked, rest...)
}

// marksRemain says, after why a marked ask left (named: the notice
// names it), that it left the selection and how many marked asks
// remain: "; 2 marked remain", or, when several marked asks left or the
// notice names another, "; 3 marked left, none remain".
func marksRemain(c leftMarks, named bool) string {
	left, n := c.left, c.remain
	if left > 1 || !named {
		if n == 0 {
			return fmt.Sprintf("; %d marked left, none remain", left)
		}
		return fmt.Sprintf("; %d marked left, %d remain", left, n)
	}
	switch n {
	case 0:
		return "; no marked ask remains"
	case 1:
		return "; 1 marked remains"
	}
	return fmt.Sprintf("; %d marked remain", n)
}

// departed returns the asks of before that left, leaving out those a
// decision made here is on its way for (its answer says what happened).
func (m *Model) departed(before []store.Ask, left map[string]bool) []string {
	var ids []string
	for _, a := range before {
		if left[a.ID] && m.list.busy[a.ID] == "" {
			ids = append(ids, a.ID)
		}
	}
	return ids
}

// leftIDs are the asks of before that a read of changes takes off the
// queue: those it says left, or, for a full read, those it no longer
// holds.
func leftIDs(before []store.Ask, ch *queue.Changes) map[string]bool {
	left := map[string]bool{}
	if !ch.Full {
		for _, id := range ch.Left {
			left[id] = true
		}
		return left
	}
	// keyed on what was read, not the ID alone: an ID a store put back
	// from a copy reuses for another command is another ask
	still := make(map[string]string, len(ch.Asks))
	for _, a := range ch.Asks {
		still[a.ID] = seenKey(a)
	}
	for _, a := range before {
		if still[a.ID] != seenKey(a) {
			left[a.ID] = true
		}
	}
	return left
}
