//go:build !ozdesk_adapters

package main

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/policyfile"
	"ozdesk.dev/ozdesk/queue/replay"
	"ozdesk.dev/ozdesk/store"
)

type replayFlags struct {
	since, until, with   string
	rules                []string
	agent, node, workdir string
	recorded, json       bool
	jobs                 int
}

func (a *app) replayCommand() *cobra.Command {
	var f replayFlags
	c := &cobra.Command{
		Use:   "replay [--since 168h] [--with policy.yaml | --rule 'allow PATTERN' ... [--agent GLOB]] [--recorded] [--json]",
		Short: "Decide the recorded evaluations again under a changed policy: what would have come out otherwise",
		Long: "replay backtests a change on the agents' recorded work: it decides every evaluation\n" +
			"recorded since --since (default 168h, a week) again under the changed policy and\n" +
			"reports what changes: counts by transition (allow→ask …), the first change of each\n" +
			"job, the rules that decide the changes, what could not be read.\n\n" +
			"The change is a policy file (--with, as policy apply takes it; its proposed rules\n" +
			"count as approved), or rules added above the operators' rules (--rule, repeatable:\n" +
			"'allow|ask|refuse PATTERN' or 'allow over cmd.ID', scoped with --agent, --node and\n" +
			"--workdir). It is compared with the policy in force decided again the same way, so\n" +
			"only the change shows; --recorded compares with the answers recorded at the time\n" +
			"instead (which shows every change since). Without --with or --rule, replay decides the\n" +
			"record under the policy in force, against the answers recorded. Nothing is written.",
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error { return a.runReplay(f) },
	}
	fl := c.Flags()
	fl.StringVar(&f.since, "since", "168h", "replay the evaluations from this time on (a span back from now, a date, RFC 3339)")
	fl.StringVar(&f.until, "until", "", "and before this time (default now)")
	fl.StringVar(&f.with, "with", "", "the changed policy: a policy file")
	fl.StringArrayVar(&f.rules, "rule", nil, "a rule to add above the operators' rules: 'allow|ask|refuse PATTERN' (repeatable)")
	fl.StringVar(&f.agent, "agent", "", "scope the --rule rules to agents matching this glob")
	fl.StringVar(&f.node, "node", "", "scope the --rule rules to nodes matching this glob")
	fl.StringVar(&f.workdir, "workdir", "", "scope the --rule rules to this directory and below")
	fl.BoolVar(&f.recorded, "recorded", false, "compare with the answers recorded at the time, not the policy in force")
	fl.BoolVar(&f.json, "json", false, "print the report as JSON")
	fl.IntVar(&f.jobs, "jobs", 20, "show the first change of at most this many jobs (0: all)")
	return c
}

func (a *app) runReplay(f replayFlags) error {
	now := time.Now()
	since, err := parseSince(f.since, now)
	if err != nil {
		return usagef("", "--since %s", cards.Escape(err.Error()))
	}
	var until time.Time
	if f.until != "" {
		if until, err = parseSince(f.until, now); err != nil {
			return usagef("", "--until %s", cards.Escape(err.Error()))
		}
	}
	if f.with != "" && len(f.rules) > 0 {
		return usagef("give one of them", "--with and --rule do not go together")
	}
	if len(f.rules) == 0 && (f.agent != "" || f.node != "" || f.workdir != "") {
		return usagef("give the rules to scope with --rule", "--agent, --node and --workdir scope --rule rules, and there are none")
	}
	svc, err := a.api()
	if err != nil {
		return err
	}
	current, set, egress, err := currentPolicyFile(svc)
	if err != nil {
		return err
	}
	changed, err := a.changedPolicyFile(current, f)
	if err != nil {
		return err
	}
	opts := replay.Options{Egress: changed.EgressHosts(egress), Protected: protectedPaths(svc)}
	if opts.Policy, err = queue.FilePolicy(changed, set, true); err != nil {
		return usagef("", "the changed policy: %s", cards.Escape(err.Error()))
	}
	if changed != current && !f.recorded {
		if opts.Baseline, err = queue.FilePolicy(current, set, false); err != nil {
			return storeFailure(fmt.Errorf("the policy in force: %w", err), "the policy", "ozdesk policy list")
		}
	}
	rep, err := replay.FromTrail(svc, since, until, opts)
	if err != nil {
		return storeFailure(err, "the audit trail", "ozdesk audit")
	}
	if f.json {
		return printJSON(a.stdout, rep)
	}
	return rep.WriteText(a.stdout, quoteSafe, f.jobs)
}

// currentPolicyFile reads the policy in force as a policy file, with the
// settings and egress list it was made from.
func currentPolicyFile(svc queue.API) (*policyfile.File, store.Settings, []store.EgressHost, error) {
	set, err := svc.Settings()
	if err != nil {
		return nil, set, nil, storeFailure(err, "the settings", "ozdesk policy settings")
	}
	rules, err := svc.Rules()
	if err != nil && !noStoreYet(err) {
		return nil, set, nil, storeFailure(err, "the rules", "ozdesk policy list")
	}
	stored, err := svc.Egress()
	if err != nil {
		return nil, set, nil, storeFailure(err, "the egress list", "ozdesk policy egress list")
	}
	// Only the hosts in effect: an export must not carry a host written
	// around ozdesk into a policy file an operator applies (rt20g #6).
	var egress []store.EgressHost
	for _, h := range stored {
		if h.NotInEffect == "" {
			egress = append(egress, h)
		}
	}
	file, err := policyfile.FromStore(rules, egress, set)
	if err != nil {
		return nil, set, nil, storeFailure(err, "the policy", "ozdesk policy list")
	}
	return file, set, egress, nil
}

// changedPolicyFile is the policy to replay under: the file --with names,
// the policy in force with the --rule rules above its rules, or (neither)
// the policy in force itself.
func (a *app) changedPolicyFile(current *policyfile.File, f replayFlags) (*policyfile.File, error) {
	if f.with != "" {
		data, err := a.readPolicyFile(f.with)
		if err != nil {
			return nil, err
		}
		file, err := policyfile.Parse(data)
		var problems policyfile.Errors
		if errors.As(err, &problems) {
			return nil, a.printProblems(f.with, problems)
		}
		if err != nil {
			return nil, usagef("", "%s: %s", cards.Escape(f.with), cards.Escape(err.Error()))
		}
		return file, nil
	}
	if len(f.rules) == 0 {
		return current, nil
	}
	changed := *current
	changed.Rules = nil
	for _, text := range f.rules {
		r, err := policyfile.ParseRuleText(text)
		if err != nil {
			// A pattern error's place is in the pattern, after the outcome.
			_, pattern, _ := strings.Cut(strings.TrimSpace(text), " ")
			return nil, locatePattern(usagef("write 'allow|ask|refuse PATTERN' or 'allow over cmd.ID'", "--rule: %w", err), strings.TrimSpace(pattern))
		}
		r.Scope = policyfile.Scope{Agent: f.agent, Node: f.node, Workdir: f.workdir}
		changed.Rules = append(changed.Rules, r)
	}
	changed.Rules = append(changed.Rules, current.Rules...)
	return &changed, nil
}

// protectedPaths are the paths ozdesk guards, as the queue judges a
// command run by this user in this directory.
func protectedPaths(svc queue.API) []string {
	home, _ := os.UserHomeDir()
	cwd, _ := os.Getwd()
	ctx, err := svc.Context(queue.ContextRecord{Cwd: cwd, Home: home, DefaultBranch: patterns.RepoDefaultBranch(cwd)}, "", "")
	if err != nil {
		return nil
	}
	return ctx.Protected
}

// quoteSafe quotes untrusted text for a report: escaped (every backslash
// doubled, so an escaped quote is unambiguous) and in double quotes.
func quoteSafe(s string) string {
	return `"` + strings.ReplaceAll(cards.Escape(s), `"`, `\"`) + `"`
}
