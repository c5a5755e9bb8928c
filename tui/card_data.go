package tui

import (
	"time"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// cardAllowFor is the end the card checks an allow of the suggestion with
// ("can be allowed for 1d").
const cardAllowFor = 24 * time.Hour

// cardData is what a card shows beyond the ask's record: the evaluation
// recorded with it, the command read again, the context it is judged in,
// what the policy says now, and the suggested narrowest pattern with the
// guard rails' verdict on allowing it. It is built off the event loop
// (buildCard), once per ask.
type cardData struct {
	id string
	// ask is the ask with its recorded evaluation.
	ask  store.Ask
	eval *queue.Evaluation
	// evalErr says why the recorded evaluation could not be read.
	evalErr error
	cmd     *patterns.Command
	ctx     *patterns.Context
	// now is what the policy answers now (nil if it could not be read).
	now *patterns.Verdict
	// part is the deciding part, or -1 when the command as a whole was
	// decided (it could not be read).
	part int
	sugg *patterns.Suggestion
	// rails are the guard rails allowing the suggestion for a day breaks.
	rails []*patterns.RailError
}

// cardMsg carries a built card.
type cardMsg struct{ data *cardData }

// buildCard reads what the card of ask a shows, in the background.
func buildCard(svc queue.API, a store.Ask, now time.Time) tea.Cmd {
	return func() tea.Msg { return cardMsg{data: readCard(svc, a, now)} }
}

func readCard(svc queue.API, a store.Ask, now time.Time) *cardData {
	d := &cardData{id: a.ID, part: -1}
	if len(a.Verdict) == 0 {
		// The queue keeps asks without their evaluations; read it again.
		if full, err := svc.Get(a.ID); err == nil {
			a = full
		}
	}
	d.ask = a
	ev, err := queue.EvaluationOf(a)
	if err != nil {
		d.evalErr = err
		ev = &queue.Evaluation{Command: a.Command, Agent: a.Agent, Job: a.Job, Node: a.Node,
			Context: queue.ContextRecord{Cwd: a.Cwd}}
		ev.Report.Part = -1
	}
	d.eval = ev
	d.ctx, err = svc.Context(ev.Context, a.Agent, a.Node)
	if err != nil {
		d.ctx = &patterns.Context{Cwd: a.Cwd, Agent: a.Agent, Node: a.Node}
	}
	d.cmd = patterns.Read(a.Command)
	if pol, err := svc.Policy(); err == nil {
		d.now = pol.Evaluate(d.cmd, d.ctx, now)
	}
	d.part = ev.Report.Part
	if d.part < 0 || d.part >= len(d.cmd.Parts) {
		d.part = -1
		return d
	}
	if s, err := patterns.Suggest(d.cmd, d.part, d.ctx); err == nil {
		d.sugg = s
		r := &patterns.Rule{Outcome: patterns.Allow, Pattern: s.Pattern(), Reason: "-", End: now.Add(cardAllowFor)}
		d.rails = patterns.CheckAllow(r, d.cmd, d.part, d.ctx)
	}
	return d
}

// suggestion returns a fresh copy of the card's suggestion, for an editor
// to widen without changing the card's.
func (d *cardData) suggestion() *patterns.Suggestion {
	if d.sugg == nil {
		return nil
	}
	s, err := patterns.Suggest(d.cmd, d.part, d.ctx)
	if err != nil {
		return nil
	}
	return s
}
