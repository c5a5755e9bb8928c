package tui

import (
	"time"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
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
	// seen is seenKey of the ask it was built for.
	seen string
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
	// uncovered says why no allow rule from the deciding part could
	// cover the command (another part cannot be read), or is nil.
	uncovered *patterns.RailError
	// patterns are the patterns of the operators' rules the card names.
	patterns map[string]string
}

// cardMsg carries a built card.
type cardMsg struct{ data *cardData }

// buildCard reads what the card of ask a shows, in the background.
func buildCard(svc queue.API, a store.Ask, now time.Time) tea.Cmd {
	return func() tea.Msg { return cardMsg{data: readCard(svc, a, now)} }
}

// cardReportMax bounds the recorded evaluation a card decodes: a longer
// one is not decoded, and the card is drawn from the ask's record (its
// rule and reason) and the command's head and tail.
const cardReportMax = 1 << 20

// readCard reads what the card of ask a shows, within a budget: an ask
// whose command is longer than the reader reads (patterns.DefaultMaxBytes)
// is unreadable as a whole, so its card needs nothing but the ask's record
// (its rule and reason); the command itself is drawn a window at a time.
// Only a command the reader reads has its recorded evaluation fetched and
// decoded, and that too only up to cardReportMax.
func readCard(svc queue.API, a store.Ask, now time.Time) *cardData {
	d := &cardData{id: a.ID, seen: seenKey(a), part: -1}
	if len(a.Command) > patterns.DefaultMaxBytes {
		return d.fromRecord(a)
	}
	if len(a.Verdict) == 0 {
		// The queue keeps asks without their evaluations; read it again.
		if full, err := svc.Get(a.ID); err == nil && seenKey(full) == d.seen {
			a = full
		}
	}
	if len(a.Verdict) > cardReportMax {
		return d.fromRecord(a)
	}
	d.ask = a
	ev, err := queue.EvaluationOf(a)
	if err != nil {
		d.evalErr = err
		ev = recordEvaluation(a)
	}
	d.eval = ev
	d.ctx, err = svc.Context(ev.Context, a.Agent, a.Node)
	if err != nil {
		d.ctx = &patterns.Context{Cwd: a.Cwd, Agent: a.Agent, Node: a.Node}
	}
	d.cmd = patterns.Read(a.Command)
	if pol, err := svc.Policy(); err == nil {
		d.now = pol.Evaluate(d.cmd, d.ctx, now)
		d.patterns = cards.RulePatterns(pol, ev.Report)
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
		if _, d.uncovered = queue.UncoveredRail(d.cmd, d.part); d.uncovered != nil {
			d.rails = append(d.rails, d.uncovered)
		}
	}
	return d
}

// fromRecord fills a card from the ask's record alone, without reading
// the store: the rule that asked and its reason stand for the recorded
// evaluation, and the command is read only as far as the reader's size
// limit (past it, the command is unreadable as a whole, at no cost).
func (d *cardData) fromRecord(a store.Ask) *cardData {
	d.ask = a
	d.ask.Verdict = nil
	d.eval = recordEvaluation(a)
	d.ctx = &patterns.Context{Cwd: a.Cwd, Agent: a.Agent, Node: a.Node}
	d.cmd = patterns.Read(a.Command)
	return d
}

// recordEvaluation is the evaluation an ask's record tells: its outcome,
// the rule that decided and its reason, for the command as a whole.
func recordEvaluation(a store.Ask) *queue.Evaluation {
	ev := &queue.Evaluation{Command: a.Command, Agent: a.Agent, Job: a.Job, Node: a.Node,
		Context: queue.ContextRecord{Cwd: a.Cwd}}
	// An ask waits because the policy asked; a record that says nothing
	// else is read as that, never as an allow.
	ev.Report.Outcome = patterns.Ask
	if o, err := patterns.ParseOutcome(a.Outcome); err == nil {
		ev.Report.Outcome = o
	}
	ev.Report.Rule, ev.Report.Reason, ev.Report.Part = a.Rule, a.Reason, -1
	return ev
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
