//go:build !ozdesk_adapters

package main

import (
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/term"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// The width cards are drawn at when standard output is not a terminal,
// and the bounds of a terminal's width.
const (
	pipeWidth    = 100
	minCardWidth = 40
	maxCardWidth = 160
)

// cardLook is how cards are drawn on standard output: on a terminal at its
// width, in its colours (none with NO_COLOR); elsewhere at pipeWidth with
// no styles at all, so that files and pipes get plain text. Glyphs follow
// the locale.
func (a *app) cardLook() (int, cards.Styles) {
	glyphs := cards.ASCIIGlyphs()
	if cards.UTF8Locale(os.Getenv) {
		glyphs = cards.UnicodeGlyphs()
	}
	out, ok := a.stdout.(*os.File)
	if !ok || !term.IsTerminal(out.Fd()) {
		return pipeWidth, cards.Styles{Glyphs: glyphs}
	}
	width := pipeWidth
	if w, _, err := term.GetSize(out.Fd()); err == nil {
		width = min(max(w, minCardWidth), maxCardWidth)
	}
	st := cards.NewStyles(true, colorprofile.Detect(out, os.Environ()))
	st.Glyphs = glyphs
	return width, st
}

// printAskCard draws an ask as the desk's card: who asked what, where and
// when, the command with its parts marked, the recorded verdict and, for a
// pending ask, what the policy says now, and the decision.
func (a *app) printAskCard(svc queue.API, k store.Ask) {
	c := cards.Card{
		ID: k.ID, Agent: k.Agent, AgentSays: k.AgentSays, Job: k.Job, Node: k.Node, Cwd: k.Cwd, Harness: k.Harness,
		State: k.State, Created: k.Created, Deadline: k.Deadline, Now: time.Now(),
		Command: patterns.Read(k.Command), TreeNodes: -1, CommandLines: 1 << 20,
	}
	ev, evErr := queue.EvaluationOf(k)
	if evErr == nil {
		c.Report = ev.Report
	}
	if d := k.Decision; d != nil {
		c.Decision = &cards.Decision{By: d.By, At: d.At, Outcome: d.Outcome, Reason: d.Reason, Rule: d.Rule}
		c.Decision.Asker = askerSaid(svc, k)
	}
	if k.Pending() && evErr == nil {
		c.Verdict = policyNow(svc, ev, c.Command)
	}
	if pol, err := svc.Policy(); err == nil {
		c.Patterns = cards.RulePatterns(pol, c.Report)
	}
	width, st := a.cardLook()
	fmt.Fprintln(a.stdout, strings.Join(cards.RenderCard(c, width, st), "\n"))
	if evErr != nil {
		fmt.Fprintf(a.stdout, "\nthe policy's explanation was not recorded: %s\n", cards.Escape(evErr.Error()))
	}
}

// policyNow is what the policy in force answers for a recorded
// evaluation's command, or nil when the store cannot say.
func policyNow(svc queue.API, ev *queue.Evaluation, cmd *patterns.Command) *patterns.Verdict {
	pol, err := svc.Policy()
	if err != nil {
		return nil
	}
	ctx, err := svc.Context(ev.Context, ev.Agent, ev.Node)
	if err != nil {
		return nil
	}
	return pol.Evaluate(cmd, ctx, time.Now())
}
