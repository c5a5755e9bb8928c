package tui

import (
	"encoding/json"
	"fmt"
	"time"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// cardData is what a card shows beyond the ask's record: the evaluation
// recorded with it, the command read again for its tree, the context it
// was judged in, and the suggested narrowest pattern with the guard rails'
// verdict on allowing it. It is built off the event loop (buildCard), once
// per ask.
type cardData struct {
	id   string
	eval *queue.Evaluation
	// evalErr says why the recorded evaluation could not be read; the card
	// then shows the command and the ask's own rule and reason.
	evalErr error
	cmd     *patterns.Command
	ctx     *patterns.Context
	// part is the deciding part, or -1 when the command as a whole was
	// decided (it could not be read).
	part int
	sugg *patterns.Suggestion
	// suggErr says why there is no suggestion (the part cannot be read).
	suggErr error
	// rails are the guard rails allowing the suggestion as it stands
	// would break (reason and end aside: the editor asks for those).
	rails []*patterns.RailError
}

// cardMsg carries a built card.
type cardMsg struct{ data *cardData }

// buildCard reads what the card of ask a shows. egress is the egress list
// of the last snapshot.
func buildCard(svc *queue.Service, a store.Ask, egress []string, now time.Time) tea.Cmd {
	return func() tea.Msg { return cardMsg{data: readCard(svc, a, egress, now)} }
}

func readCard(svc *queue.Service, a store.Ask, egress []string, now time.Time) *cardData {
	d := &cardData{id: a.ID, part: -1}
	ev, err := evaluationOf(a)
	if err != nil {
		d.evalErr = err
		ev = &queue.Evaluation{Command: a.Command, Agent: a.Agent, Job: a.Job, Node: a.Node,
			Context: queue.ContextRecord{Cwd: a.Cwd}}
		ev.Report.Part = -1
	}
	d.eval = ev
	d.ctx = contextOf(svc, ev, a, egress)
	d.cmd = patterns.Read(a.Command)
	d.part = ev.Report.Part
	if d.part < 0 || d.part >= len(d.cmd.Parts) {
		d.part = -1
		d.suggErr = fmt.Errorf("the command as a whole cannot be read")
		return d
	}
	d.sugg, d.suggErr = patterns.Suggest(d.cmd, d.part, d.ctx)
	if d.sugg != nil {
		d.rails = patternRails(d.sugg.Pattern(), d.cmd, d.part, d.ctx, now)
	}
	return d
}

// patternRails returns the rails an allow of pat breaks for its shape,
// leaving out the reason and the end, which the editor asks for.
func patternRails(pat *patterns.Pattern, cmd *patterns.Command, part int, ctx *patterns.Context, now time.Time) []*patterns.RailError {
	r := &patterns.Rule{Outcome: patterns.Allow, Pattern: pat, Reason: "-", End: now.Add(time.Hour)}
	return patterns.CheckAllow(r, cmd, part, ctx)
}

// evaluationOf decodes the evaluation recorded with an ask.
func evaluationOf(a store.Ask) (*queue.Evaluation, error) {
	if len(a.Verdict) == 0 {
		return nil, fmt.Errorf("ask %s has no recorded evaluation", a.ID)
	}
	var ev queue.Evaluation
	if err := json.Unmarshal(a.Verdict, &ev); err != nil {
		return nil, fmt.Errorf("read the evaluation of ask %s: %w", a.ID, err)
	}
	return &ev, nil
}

// contextOf is the context the ask's command is judged in, for the
// suggestion's classes and the rails.
func contextOf(svc *queue.Service, ev *queue.Evaluation, a store.Ask, egress []string) *patterns.Context {
	_ = svc
	rec := ev.Context
	if rec.Cwd == "" {
		rec.Cwd = a.Cwd
	}
	return &patterns.Context{Cwd: rec.Cwd, Workdir: rec.Workdir, Home: rec.Home,
		DefaultBranch: rec.DefaultBranch, Egress: egress, Agent: a.Agent, Node: a.Node}
}
