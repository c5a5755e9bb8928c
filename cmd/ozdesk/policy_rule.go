//go:build !ozdesk_adapters

package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/harness"
	"ozdesk.dev/ozdesk/store"
)

type ruleFlags struct {
	reason, agent, node, workdir, ends, over string
	before, after                            string
	first, shadow, newNode                   bool
	confirm                                  []string
}

func (a *app) policyCommand() *cobra.Command {
	p := &cobra.Command{
		Use:   "policy",
		Short: "Write, list, explain, export, apply and replay command rules",
		Args:  noArgs,
	}
	p.AddCommand(
		a.ruleCommand(patterns.Allow), a.ruleCommand(patterns.Ask), a.ruleCommand(patterns.Refuse),
		a.policyListCommand(), a.policyRetireCommand(), a.policyMoveCommand(), a.policyApproveCommand(), a.policyWithdrawCommand(),
		a.policyExplainCommand(), a.policyClassesCommand(), a.egressCommand(), a.settingsCommand(), a.showSettingsCommand(),
	)
	p.AddCommand(a.policyFileCommands()...)
	return p
}

func (a *app) ruleCommand(outcome patterns.Outcome) *cobra.Command {
	var f ruleFlags
	verb := outcome.String()
	c := &cobra.Command{
		Use:   verb + " PATTERN --reason R [--agent GLOB] [--node GLOB] [--workdir DIR] [--ends 7d|2026-12-31|never] [--shadow] [--first | --before ID | --after ID]",
		Short: "Write a rule: " + verb + " the commands PATTERN matches",
		Long: "Write a rule that answers " + verb + " for the commands PATTERN matches (quote it as one\n" +
			"argument: 'git push --force * [default-branch]'). Rules go below the other operators'\n" +
			"rules unless placed with --first, --before or --after, and always above the defaults.\n\n" +
			"--default ID writes the rule over a default rule instead of a pattern: an allow over\n" +
			"a default is a carve-out (ozdesk policy allow --default cmd.download-run --agent\n" +
			"installer --reason R --ends 30d); a refuse over cmd.unreadable turns its ask into a\n" +
			"refusal. An allow needs a reason and an end, and must pass the guard rails.\n\n" +
			"No allow reaches what cmd.delete-home and cmd.guard-tamper guard (the home directory\n" +
			"and what holds it, the root, ozdesk's store and configuration, the harness settings):\n" +
			"such asks are approved once. To allow one such command standing, write it word for\n" +
			"word (no *, **, glob or class) and confirm the default it overrides with --confirm ID.\n" +
			"Under four eyes the rule is proposed until another operator approves it.",
		RunE: func(c *cobra.Command, args []string) error {
			if c.Flags().Changed("node") && f.node == "" {
				return usagef("name the node (--node build-07) or a glob (--node 'build-*'), or leave --node out for a rule on every node",
					"--node is empty: a rule for every node is written without --node")
			}
			return a.runRule(outcome, args, f)
		},
	}
	fl := c.Flags()
	fl.StringVar(&f.reason, "reason", "", "why the rule exists (required for an allow)")
	fl.StringVar(&f.agent, "agent", "", "only for agents whose name matches this glob")
	fl.StringVar(&f.node, "node", "", "only on nodes whose name matches this glob (in a fleet, one that matches a node whose broker has run)")
	fl.BoolVar(&f.newNode, "new-node", false, "take a --node that matches no node of the fleet yet (a node whose broker has not started)")
	fl.StringVar(&f.workdir, "workdir", "", "only for commands run in this directory or below it")
	fl.StringVar(&f.ends, "ends", "", "when the rule stops deciding: a span (7d, 12h), a date (2026-12-31, through that day), an RFC 3339 time, or never (not for an allow)")
	fl.BoolVar(&f.shadow, "shadow", false, "record what the rule would decide, without deciding")
	fl.BoolVar(&f.first, "first", false, "put the rule above every other rule")
	fl.StringVar(&f.before, "before", "", "put the rule just above this rule")
	fl.StringVar(&f.after, "after", "", "put the rule just below this rule")
	fl.StringVar(&f.over, "default", "", "write the rule over this default rule (a carve-out) instead of a pattern")
	fl.StringSliceVar(&f.confirm, "confirm", nil, "confirm that this literal allow overrides a shielded default (cmd.delete-home, cmd.guard-tamper)")
	for _, name := range []string{"before", "after"} {
		_ = c.RegisterFlagCompletionFunc(name, a.completeFlagIDs(idLiveRule))
	}
	return c
}

func (a *app) runRule(outcome patterns.Outcome, args []string, f ruleFlags) error {
	spec, err := a.ruleSpec(outcome, args, f, time.Now())
	if err != nil {
		return err
	}
	svc, err := a.api()
	if err != nil {
		return err
	}
	res, err := svc.AddRule(spec)
	if err != nil {
		return storeFailure(locatePattern(fmt.Errorf("write the rule: %w", err), spec.Pattern), "the rule to place against", "ozdesk policy list")
	}
	a.printRuleResult("wrote", res)
	return nil
}

// ruleSpec reads the rule from the arguments and flags.
func (a *app) ruleSpec(outcome patterns.Outcome, args []string, f ruleFlags, now time.Time) (queue.RuleSpec, error) {
	spec := queue.RuleSpec{Outcome: outcome, Reason: f.reason, Over: f.over, Shadow: f.shadow,
		Scope: patterns.Scope{Agent: f.agent, Node: f.node}, Confirms: f.confirm, NewNode: f.newNode}
	switch {
	case len(args) > 1:
		return spec, usagef("quote the pattern as one argument, as in: ozdesk policy "+outcome.String()+" 'git push --force *' --reason R",
			"got %d arguments where the pattern is one", len(args))
	case len(args) == 1 && f.over != "":
		return spec, usagef("give one of them", "a rule has a PATTERN or --default ID, not both")
	case len(args) == 0 && f.over == "":
		return spec, usagef("give the pattern as one argument, or --default ID for a carve-out", "no pattern")
	case len(args) == 1:
		spec.Pattern = args[0]
	}
	if f.workdir != "" {
		wd, err := filepath.Abs(f.workdir)
		if err != nil {
			return spec, usagef("give an absolute directory", "--workdir %s: %v", cards.Escape(f.workdir), err)
		}
		spec.Scope.Workdir = wd
	}
	if f.ends != "" {
		end, err := parseEnd(f.ends, now)
		if err != nil {
			return spec, usagef("", "--ends %s", cards.Escape(err.Error()))
		}
		spec.End = end
	}
	places := 0
	for _, set := range []bool{f.first, f.before != "", f.after != ""} {
		if set {
			places++
		}
	}
	if places > 1 {
		return spec, usagef("give one of them", "--first, --before and --after do not go together")
	}
	spec.Place = store.Place{First: f.first, Before: f.before, After: f.after}
	op, err := a.operatorName()
	if err != nil {
		return spec, err
	}
	spec.Author = op
	return spec, nil
}

// printRuleResult says what writing or approving a rule did.
func (a *app) printRuleResult(verb string, res *queue.RuleResult) {
	r := res.Rule
	if res.Proposed {
		fmt.Fprintf(a.stdout, "proposed rule %s: %s\n", cards.Escape(r.ID), ruleLine(r))
		fmt.Fprintf(a.stdout, "four eyes: it decides nothing until another operator runs 'ozdesk policy approve %s'\n", cards.Escape(r.ID))
		a.noteClaimed("", true)
	} else {
		fmt.Fprintf(a.stdout, "%s rule %s: %s\n", verb, cards.Escape(r.ID), ruleLine(r))
	}
	a.printResolved(res.Resolved)
}

// ruleLine describes a rule in one line.
func ruleLine(r store.Rule) string {
	var b strings.Builder
	b.WriteString(r.Outcome + " ")
	if r.Carves != "" {
		b.WriteString("over " + cards.Escape(r.Carves))
	} else {
		b.WriteString(cards.Escape(r.Pattern))
	}
	if s := scopeText(r.Scope); s != "any" {
		b.WriteString(" for " + s)
	}
	if !r.End.IsZero() {
		b.WriteString(", until " + harness.Stamp(r.End))
	}
	if r.Mode == store.ModeShadow {
		b.WriteString(", shadow")
	}
	return b.String()
}

// scopeText writes a scope compactly, each value whole between the
// desk's quote marks as queue ls quotes an agent
// ([safetext.ListedQuoted]): an agent chooses its name, and the editor
// scopes a rule to it and to the workdir it gave, so a name such as
// "x, node prod" read bare as a scope of two parts.
func scopeText(s store.Scope) string {
	var parts []string
	for _, f := range [][2]string{{"agent", s.Agent}, {"node", s.Node}, {"workdir", s.Workdir}} {
		if f[1] != "" {
			parts = append(parts, f[0]+" "+safetext.ListedQuoted(f[1], 1<<20))
		}
	}
	if len(parts) == 0 {
		return "any"
	}
	return strings.Join(parts, ", ")
}
