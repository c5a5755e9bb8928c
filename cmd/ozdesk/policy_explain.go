//go:build !ozdesk_adapters

package main

import (
	"fmt"
	"os"
	"time"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

type explainFlags struct {
	command, agent, cwd, node string
	json                      bool
}

func (a *app) policyExplainCommand() *cobra.Command {
	var f explainFlags
	c := &cobra.Command{
		Use:   "explain --command CMD [--agent A] [--cwd DIR] [--node N] [--json]",
		Short: "Explain how the policy reads and decides a command, without asking",
		Long: "explain reads CMD (--command, or the words after --) as the policy would, and says\n" +
			"what it decides and why: each part, the rule that decided it, what cannot be read.\n" +
			"It records nothing, and works without a store (the defaults alone decide).\n" +
			"--json prints {outcome, rule, reason, part, unreadable[], parts[]} with each part's\n" +
			"text, program, outcome, rule and reason, and for a part asked about or refused, why:\n" +
			"because {word, start, end, class, certainty} (the word of the command the rule matched\n" +
			"on, at most 64 bytes of it, what it was matched as, and \"certain\" or \"might\").",
		RunE: func(_ *cobra.Command, args []string) error { return a.runExplain(args, f) },
	}
	fl := c.Flags()
	fl.StringVar(&f.command, "command", "", "the command to explain")
	fl.StringVar(&f.agent, "agent", "", "the agent asking (rules scoped to agents)")
	fl.StringVar(&f.cwd, "cwd", "", "the command's working directory (default the current one)")
	fl.StringVar(&f.node, "node", "", "the node it runs on (default this node: the broker's configured node name, else the host name; in a fleet, a node whose broker has run)")
	fl.BoolVar(&f.json, "json", false, "print the explanation as JSON")
	return c
}

func (a *app) runExplain(args []string, f explainFlags) error {
	command := f.command
	if command != "" && len(args) > 0 {
		return usagef("give one of them", "a command in --command and after -- too")
	}
	if command == "" {
		var err error
		if command, err = a.commandText(args); err != nil {
			return err
		}
	}
	cwd, err := absDir(f.cwd)
	if err != nil {
		return err
	}
	node := f.node // "": the node of the broker or the store (its configured name, else the host's)
	svc, err := a.api()
	if err != nil {
		return err
	}
	pol, err := svc.Policy()
	if err != nil {
		return storeFailure(fmt.Errorf("read the policy: %w", err), "the policy", "ozdesk policy list")
	}
	// The context as an evaluation records it: the home of this user and
	// the default branch of the repository around cwd.
	home, _ := os.UserHomeDir()
	rec := queue.ContextRecord{Cwd: cwd, Home: home, DefaultBranch: patterns.RepoDefaultBranch(cwd)}
	ctx, err := svc.Context(rec, f.agent, node)
	if err != nil {
		return storeFailure(fmt.Errorf("read the context: %w", err), "the context", "ozdesk policy list")
	}
	verdict := pol.Explain(command, ctx, time.Now())
	a.warnNoStore(svc)
	if !f.json {
		width, st := a.cardLook()
		fmt.Fprint(a.stdout, cards.RenderExplain(nil, verdict, width, st, cards.WithRulePatterns(cards.RulePatterns(pol, verdict.Report()))))
		a.warnUntrusted(svc)
		return nil
	}
	report := verdict.Report()
	if report.Parts == nil {
		report.Parts = []patterns.PartReport{}
	}
	if report.Unreadable == nil {
		report.Unreadable = []patterns.UnreadableReport{}
	}
	return printJSON(a.stdout, explainOut{Report: report, Store: storeWord(svc)})
}

// explainOut is what explain --json prints: the policy's report, and
// whether a store stood behind it. Without one the answer is the
// built-in defaults' and the fallback's alone, and an asker through that
// store is refused; the report alone read the same as a store's, the
// warning being on stderr only (rt50k F4).
type explainOut struct {
	patterns.Report
	// Store is "present", or "absent" where there is no store at --db
	// (or $OZDESK_DB) yet.
	Store string `json:"store"`
}

// storeWord is explainOut's Store for svc.
func storeWord(svc queue.API) string {
	if noStore(svc) {
		return "absent"
	}
	return "present"
}
