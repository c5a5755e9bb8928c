package tui

import (
	"errors"
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/editor"
)

// A move confirmed in the rules view resolves the asks the new order
// decides. rt28k #3: the confirmation named none of them, and they were
// released at once, with no undo. Now the move is checked first (the
// queue's dry run, queue.Service.CheckMoveRule), its confirmation lists
// the asks it resolves, kept in step with the queue as an approval's is
// (pushReleasing), and yes holds the move for the undo window as every
// other approval is held: u takes it back, and once the window ends the
// queue moves the rule resolving only the asks listed
// (queue.Service.MoveRuleListed).

// moveCheck is an action: read which asks the move act would resolve,
// then open its confirmation d (the rule moved, the rules it passes).
type moveCheck struct {
	d    *confirm
	act  moveAct
	rule store.Rule
	// inForce are the IDs of the rules in force, in the store's order,
	// as the confirmation was drawn against them: the rules it names as
	// now read before or after.
	inForce []string
}

// moveCheckedMsg is the queue's answer to that dry run.
type moveCheckedMsg struct {
	moveCheck
	asks []store.Ask
	err  error
}

// moveHeld is an action: hold the move for the undo window, with the
// asks its confirmation listed.
type moveHeld struct {
	moveCheck
	asks []store.Ask
}

// moveSentMsg is what a move held did once its window ended.
type moveSentMsg struct {
	d        *held
	resolved []store.Ask
	err      error
}

// checkMove reads, in the background, what the move would resolve.
func (m *Model) checkMove(c moveCheck) tea.Cmd {
	svc, op := m.c.Service, m.c.Operator
	m.setStatus(statusInfo, "rule "+c.act.id+": reading the asks its move would resolve"+m.c.Marks.More)
	return func() tea.Msg {
		asks, err := svc.CheckMoveRule(c.act.id, c.act.at, op)
		return moveCheckedMsg{moveCheck: c, asks: asks, err: err}
	}
}

// moveChecked opens the move's confirmation with the asks it resolves.
func (m *Model) moveChecked(msg moveCheckedMsg) {
	if msg.err != nil {
		m.ruleChanged(ruleChangedMsg{verb: "moved " + msg.act.words, id: msg.act.id, err: msg.err})
		return
	}
	m.setStatus(statusInfo, fmt.Sprintf("rule %s: its move resolves %s", msg.act.id, plural(len(msg.asks), "pending ask")))
	svc, op, c := m.c.Service, m.c.Operator, msg.moveCheck
	check := func() ([]store.Ask, error) {
		// the confirmation follows the store: a rule retired or an order
		// changed elsewhere makes it stale, and yes then moves nothing
		// (rt48k F-move-stale: it moved a rule retired meanwhile, against
		// an order that no longer held, and said "moved")
		if err := moveStale(svc, c.act.id, c.inForce); err != nil {
			return nil, err
		}
		return svc.CheckMoveRule(c.act.id, c.act.at, op)
	}
	m.pushReleasing(msg.d, "rule "+c.act.id, " it resolves ", msg.asks, check, func(shown []store.Ask) any {
		// yes releases the asks listed now, no other (queue.Listed)
		return moveHeld{moveCheck: c, asks: shown}
	})
}

// holdMove holds a move for the undo window with the asks it resolves
// (those still in the queue): they stay pending, their agents waiting,
// and the rule stands where it was until the window ends.
func (m *Model) holdMove(a moveHeld) tea.Cmd {
	out, _ := patterns.ParseOutcome(a.rule.Outcome)
	var asks []store.Ask
	busy := map[string]string{}
	if m.movedAsks == nil {
		m.movedAsks = map[string]string{}
	}
	for _, x := range a.asks {
		if m.list.index(x.ID) >= 0 {
			asks = append(asks, x)
			busy[x.ID] = "resolving by a move" + m.c.Marks.More
			m.movedAsks[x.ID] = a.act.id
		}
	}
	act := editor.Action{Spec: queue.RuleSpec{Outcome: out, Pattern: a.rule.Pattern}}
	mv := a.act
	mv.inForce = a.inForce
	d := &held{asks: asks, outcome: out, reason: a.rule.Reason,
		rule: &heldRule{act: act, move: &mv, check: &queue.RuleResult{Resolved: a.asks}, listed: append(queue.Listed{}, askIDs(a.asks)...)}}
	return m.holdFor(d, busy)
}

// moveSent says what the move did when its window ended.
func (m *Model) moveSent(msg moveSentMsg) tea.Cmd {
	for _, a := range msg.d.asks {
		delete(m.list.busy, a.ID)
	}
	mv := msg.d.rule.move
	if errors.Is(msg.err, queue.ErrRulesChanged) {
		// refused in the move's transaction: said plainly, not as a
		// failure of the store (issue 9)
		m.setStatus(statusWarn, "rule "+mv.id+": "+rulesChangedWords(msg.err)+"; m places it again")
		return m.reload()
	}
	return tea.Batch(m.ruleChanged(ruleChangedMsg{verb: "moved " + mv.words, id: mv.id, err: msg.err,
		res: &queue.RuleResult{Resolved: msg.resolved}, named: true}), m.reload())
}

// rulesChangedWords is what a move refused with [queue.ErrRulesChanged]
// says, from those words on (without the "move rule r3: " the queue, or
// the broker, put before them).
func rulesChangedWords(err error) string {
	text := err.Error()
	if i := strings.Index(text, queue.ErrRulesChanged.Error()); i >= 0 {
		return text[i:]
	}
	return queue.ErrRulesChanged.Error()
}
