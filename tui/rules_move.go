package tui

import (
	"fmt"
	"slices"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// Placing a rule in the order from the desk (rt22k #4: the editor advised
// "move r2 in [2] rules", and the rules view had no key to do it). m picks
// the selected rule up; k and j place it higher or lower, on screen only;
// enter asks, saying which rules it would now be read before or after,
// with Cancel focused; confirmed, the queue moves it in one transaction
// (queue.Service.MoveRule) and resolves the pending asks the new order
// decides; esc leaves it where it was.

// ruleMove is a rule picked up in the rules view: its ID, where it stood
// (its index among the rules) and where it is placed on screen now.
type ruleMove struct {
	id       string
	from, at int
}

// moveAct is an action: move rule id to at, which words say ("above r1").
type moveAct struct {
	id    string
	at    store.Place
	words string
	// propose: the operator chose to propose the move; the queue only
	// ever proposes it (queue.Service.ProposeMoveRule), never moves it at
	// once, whatever changed since the confirmation was drawn (rt29k #20).
	propose bool
	// inForce are the rules in force the move was confirmed against
	// (moveCheck.inForce): once its undo window ends it is sent only
	// while they still hold (moveStale).
	inForce []string
}

// startMove picks the selected rule up, or says why it cannot be.
func (v *rulesView) startMove() any {
	r := v.Selected()
	switch {
	case r == nil:
		return said{statusInfo, "m moves a rule; a proposal has no place in the order"}
	case v.filter != "":
		return said{statusWarn, "clear the filter first (" + v.c.Keys.List.Back.Help().Key + "): a rule is placed in the whole order"}
	case r.Status != store.StatusActive:
		return said{statusInfo, "rule " + r.ID + " is " + r.Status + ": only a rule in force has a place that decides"}
	case len(v.rules) < 2:
		return said{statusInfo, "rule " + r.ID + " is the only rule: there is nowhere to move it"}
	}
	v.moving = &ruleMove{id: r.ID, from: v.sel, at: v.sel}
	return open{&ruleMover{c: v.c, v: v, id: r.ID, k: v.c.Keys.Move}}
}

// shift places the picked-up rule d places lower (higher for d < 0), on
// screen only.
func (v *rulesView) shift(d int) {
	if v.moving == nil {
		return
	}
	i := v.moving.at
	j := common.Clamp(i+d, 0, len(v.rules)-1)
	if i == j {
		return
	}
	v.rules[i], v.rules[j] = v.rules[j], v.rules[i]
	v.moving.at, v.sel = j, j
	v.scroll()
}

// placeMoving keeps a picked-up rule where it is placed on screen when
// the rules are read again (apply), or lets it go when it is no longer a
// rule in force.
func (v *rulesView) placeMoving() {
	mv := v.moving
	if mv == nil {
		return
	}
	i := -1
	for k, r := range v.rules {
		if r.ID == mv.id && r.Status == store.StatusActive {
			i = k
		}
	}
	if i < 0 || v.filter != "" {
		v.moving = nil
		return
	}
	r := v.rules[i]
	rest := append(v.rules[:i:i], v.rules[i+1:]...)
	at := common.Clamp(mv.at, 0, len(rest))
	v.rules = append(rest[:at:at], append([]store.Rule{r}, rest[at:]...)...)
	mv.from = common.Clamp(mv.from, 0, len(v.rules)-1)
	mv.at = at
}

// dropMove lets the picked-up rule go, and shows the order as it is.
func (v *rulesView) dropMove() {
	if v.moving == nil {
		return
	}
	id := v.moving.id
	v.moving = nil
	v.apply("rule " + id)
}

// ruleMover is the status line's dialog while a rule is placed: it takes
// k, j, enter and esc.
type ruleMover struct {
	c  *common.Common
	v  *rulesView
	id string
	k  common.MoveKeys
}

func (d *ruleMover) place() place { return placeStatus }

func (d *ruleMover) keys() []key.Binding { return d.k.ShortHelp() }

func (d *ruleMover) setSize(int, int) {}

func (d *ruleMover) update(msg tea.Msg) (reply, tea.Cmd) {
	kp, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return reply{}, nil
	}
	v := d.v
	if v.moving == nil || v.moving.id != d.id {
		return reply{close: true, do: said{statusWarn, "rule " + d.id + " left the rules in force meanwhile: nothing moved"}}, nil
	}
	switch {
	case key.Matches(kp, d.k.Up):
		v.shift(-1)
	case key.Matches(kp, d.k.Down):
		v.shift(1)
	case key.Matches(kp, d.k.Cancel):
		v.dropMove()
		return reply{close: true, do: said{statusInfo, "rule " + d.id + " left where it was"}}, nil
	case key.Matches(kp, d.k.Place):
		do := v.moveConfirm()
		v.dropMove()
		return reply{close: true, do: do}, nil
	}
	return reply{}, nil
}

// view says which rule is being placed, and where.
func (d *ruleMover) view(w, _ int, _ bool) []string {
	v := d.v
	text := "moving " + d.id
	if mv := v.moving; mv != nil {
		text += fmt.Sprintf(": place %d of %d", mv.at+1, len(v.rules))
		if words, _ := v.moveWords(); words != "" {
			text += ", " + words
		} else {
			text += ", where it stands"
		}
	}
	return []string{d.c.Styles.Accent.Render(common.Fit(" "+text, w))}
}

// moveWords says where the picked-up rule is placed against its
// neighbours ("above r1", "below r3", "" where it stood), and the place
// the queue is told.
func (v *rulesView) moveWords() (string, store.Place) {
	mv := v.moving
	switch {
	case mv == nil || mv.at == mv.from:
		return "", store.Place{}
	case mv.at < mv.from:
		return "above " + v.rules[mv.at+1].ID, store.Place{Before: v.rules[mv.at+1].ID}
	}
	return "below " + v.rules[mv.at-1].ID, store.Place{After: v.rules[mv.at-1].ID}
}

// jumped are the rules in force the picked-up rule passes, in the order
// placed on screen.
func (v *rulesView) jumped() []store.Rule {
	mv := v.moving
	var lo, hi int
	switch {
	case mv.at < mv.from:
		lo, hi = mv.at+1, mv.from
	default:
		lo, hi = mv.from, mv.at-1
	}
	var out []store.Rule
	for i := lo; i <= hi && i < len(v.rules); i++ {
		if v.rules[i].Status == store.StatusActive {
			out = append(out, v.rules[i])
		}
	}
	return out
}

// moveConfirm is what enter does with the rule placed: nothing when it
// stands where it stood; else the confirmation, which names the rules it
// is now read before or after. Under four eyes a move that loosens the
// policy (queue.MoveLoosens) is proposed, as a retirement is: the
// confirmation says so, and the queue holds it for a second operator
// (fx28k #1: the desk refused it outright).
func (v *rulesView) moveConfirm() any {
	mv := v.moving
	words, at := v.moveWords()
	if words == "" {
		return said{statusInfo, "rule " + mv.id + " stays where it was: nothing moved"}
	}
	r := v.rules[mv.at]
	up := mv.at < mv.from
	jumped := v.jumped()
	rel := "after"
	if up {
		rel = "before"
	}
	st := v.c.Styles
	title, note, yes := "Move rule "+r.ID+" "+words+"?", " moved in one step; then", "Move"
	proposing := false
	if j, ok := queue.MoveLoosens(v.storeOrder(), r.ID, at); ok && v.settings.FourEyes {
		proposing = true
		title, yes = "Propose moving rule "+r.ID+" "+words+"?", "Propose"
		note = " four eyes: it loosens the policy (" + loosensText(j) +
			"): it is proposed, and moves when a second operator approves it"
	}
	d := v.ruleConfirm(title, r, note, yes, moveAct{id: r.ID, at: at, words: words, propose: proposing, inForce: inForceIDs(v.storeOrder())})
	lines := d.lines
	d.lines = func(w int) []string {
		out := lines(w)
		note := out[len(out)-1]
		out = out[:len(out)-1]
		if len(jumped) == 0 {
			out = append(out, " "+st.Muted.Render("it passes no rule in force: what it decides stays the same"))
		}
		for i, j := range jumped {
			if i == confirmPatternLines {
				out = append(out, " "+st.Muted.Render(fmt.Sprintf("and %d more", len(jumped)-i)))
				break
			}
			head := " now read " + rel + " " + st.Accent.Render(j.ID) + " " + st.Outcome(j.Outcome) + " "
			out = append(out, head+shortCell(j.Pattern, max(w-common.Width(head), 1), st))
		}
		return append(out, note)
	}
	if proposing {
		return open{d}
	}
	// the asks the new order resolves are read first (a dry run), named
	// in the confirmation, and released through the undo window
	// (rt28k #3)
	return moveCheck{d: d, act: moveAct{id: r.ID, at: at, words: words}, rule: r, inForce: inForceIDs(v.storeOrder())}
}

// storeOrder is the rules as the store holds their order: the rules on
// screen with the picked-up rule put back where it stood.
func (v *rulesView) storeOrder() []store.Rule {
	out := slices.Clone(v.rules)
	if mv := v.moving; mv != nil && mv.at != mv.from {
		r := out[mv.at]
		out = slices.Delete(out, mv.at, mv.at+1)
		out = slices.Insert(out, mv.from, r)
	}
	return out
}

// moveRule moves a rule in the background; the answer carries the asks
// the new order resolved, for the status line to say after what moved.
func (m *Model) moveRule(a moveAct) tea.Cmd {
	svc, op := m.c.Service, m.c.Operator
	return func() tea.Msg {
		move := svc.MoveRule
		if a.propose {
			// what the confirmation showed goes with the proposal: proposed
			// against rules that changed meanwhile, it is refused (fx53e)
			move = func(id string, at store.Place, by string) ([]store.Ask, error) {
				return svc.ProposeMoveRule(id, at, by, queue.InForce(a.inForce))
			}
		}
		resolved, err := move(a.id, a.at, op)
		return ruleChangedMsg{verb: "moved " + a.words, id: a.id, err: err, res: &queue.RuleResult{Resolved: resolved}, named: true}
	}
}

// loosensText says how moving a rule past j loosens the policy: an allow read
// before an ask, or an ask read after an allow (one only proposed, too:
// approving it would then reach what the move let through).
func loosensText(j store.Rule) string {
	if j.Outcome == store.OutcomeAsk {
		return "an allow read before the ask " + j.ID
	}
	if j.Status == store.StatusProposed {
		return "an ask read after the proposed allow " + j.ID
	}
	return "an ask read after the allow " + j.ID
}
