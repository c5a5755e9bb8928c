//go:build !ozdesk_adapters

package main

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/broker"
	"ozdesk.dev/ozdesk/queue/harness"
	"ozdesk.dev/ozdesk/store"
)

// ruleJSON is one operator's rule in `policy list --json`.
type ruleJSON struct {
	ID       string      `json:"id"`
	Position int         `json:"position"`
	Outcome  string      `json:"outcome"`
	Pattern  string      `json:"pattern,omitempty"`
	Over     string      `json:"over,omitempty"`
	Reason   string      `json:"reason,omitempty"`
	Scope    store.Scope `json:"scope,omitzero"`
	End      time.Time   `json:"end,omitzero"`
	Mode     string      `json:"mode"`
	Status   string      `json:"status"`
	Author   string      `json:"author,omitempty"`
	Approver string      `json:"approver,omitempty"`
	Hits     uint64      `json:"hits"`
	Created  time.Time   `json:"created"`
	// Ignored says why a rule decides nothing: it was written around
	// ozdesk, or breaks the guard rails.
	Ignored string `json:"ignored,omitempty"`
}

// defaultJSON is one default rule in `policy list --json`.
type defaultJSON struct {
	ID       string   `json:"id"`
	Outcome  string   `json:"outcome"`
	Reason   string   `json:"reason"`
	Patterns []string `json:"patterns"`
	Caught   []string `json:"caught,omitempty"`
	Passed   []string `json:"passed,omitempty"`
}

// proposalJSON is one proposal waiting for a second operator in
// `policy list --json`.
type proposalJSON struct {
	ID       string                `json:"id"`
	Kind     string                `json:"kind"`
	Change   string                `json:"change"`
	Rule     string                `json:"rule,omitempty"`
	Settings []queue.SettingChange `json:"settings,omitempty"`
	Host     string                `json:"host,omitempty"`
	Reason   string                `json:"reason,omitempty"`
	By       string                `json:"by"`
	Created  time.Time             `json:"created"`
	// Forged says why the proposal is not as its audit entry wrote it.
	Forged string `json:"forged,omitempty"`
}

// policyJSON is what `policy list --json` prints.
type policyJSON struct {
	Rules     []ruleJSON     `json:"rules"`
	Proposals []proposalJSON `json:"proposals"`
	Defaults  []defaultJSON  `json:"defaults"`
}

func (a *app) policyListCommand() *cobra.Command {
	var asJSON, defaults bool
	c := &cobra.Command{
		Use:   "list [--json] [--defaults]",
		Short: "List the operators' rules in order, then the default rules",
		Long: "list shows the operators' rules in the order they are evaluated (id, outcome, pattern,\n" +
			"scope, end, mode, status, author, approver, hits), the proposals four eyes holds for a\n" +
			"second operator, then the default rules below them.\n" +
			"--defaults shows only the defaults, each with commands it catches and passes.",
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error {
			var rules []store.Rule
			var props []store.Proposal
			var ignored map[string]string
			if !defaults {
				var err error
				if rules, props, ignored, err = a.readRules(); err != nil {
					return err
				}
			}
			if asJSON {
				out := policyJSONOf(rules, ignored, defaults)
				out.Proposals = proposalsJSON(props, rules)
				return printJSON(a.stdout, out)
			}
			if !defaults {
				a.printRules(rules, ignored)
				a.printProposals(props, rules)
				fmt.Fprintln(a.stdout)
			}
			a.printDefaults(defaults)
			return nil
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the rules as JSON")
	c.Flags().BoolVar(&defaults, "defaults", false, "show only the default rules, with examples caught and passed")
	return c
}

// readRules reads the operators' rules, the proposals that wait, and why
// each rule set aside on loading decides nothing (by ID); a store not made
// yet is "no store at PATH", exit 4 ([app.storedAPI]).
func (a *app) readRules() ([]store.Rule, []store.Proposal, map[string]string, error) {
	svc, err := a.storedAPI()
	if err != nil {
		return nil, nil, nil, err
	}
	rules, err := svc.Rules()
	if noStoreYet(err) {
		return nil, nil, nil, nil
	}
	if err != nil {
		return nil, nil, nil, storeFailure(fmt.Errorf("read the rules: %w", err), "the rules", "ozdesk policy list")
	}
	// The sweep withdraws the cut proposals the trail moved past, so that
	// the list shows none as waiting (in protected mode the broker sweeps
	// by itself, and an agent may not).
	if _, err := svc.Sweep(); err != nil && !noStoreYet(err) && !errors.Is(err, broker.ErrDenied) && !errors.Is(err, queue.ErrBrokerBusy) {
		return nil, nil, nil, storeFailure(fmt.Errorf("sweep the queue: %w", err), "the proposals", "ozdesk policy list")
	}
	props, err := svc.Proposals()
	if err != nil {
		return nil, nil, nil, storeFailure(fmt.Errorf("read the proposals: %w", err), "the proposals", "ozdesk policy list")
	}
	list, err := svc.IgnoredRules()
	if err != nil {
		return nil, nil, nil, storeFailure(fmt.Errorf("check the rules: %w", err), "the rules", "ozdesk policy list")
	}
	ignored := map[string]string{}
	for _, r := range list {
		ignored[r.Rule.ID] = r.Why
	}
	return rules, props, ignored, nil
}

func policyJSONOf(rules []store.Rule, ignored map[string]string, examples bool) policyJSON {
	out := policyJSON{Rules: []ruleJSON{}, Proposals: []proposalJSON{}, Defaults: []defaultJSON{}}
	for _, r := range rules {
		out.Rules = append(out.Rules, ruleJSON{
			ID: r.ID, Position: r.Position, Outcome: r.Outcome, Pattern: r.Pattern, Over: r.Carves,
			Reason: r.Reason, Scope: r.Scope, End: r.End, Mode: r.Mode, Status: r.Status,
			Author: r.Author, Approver: r.Approver, Hits: r.Hits, Created: r.Created, Ignored: ignored[r.ID],
		})
	}
	for _, d := range patterns.DefaultInfos() {
		dj := defaultJSON{ID: d.ID, Outcome: patterns.Ask.String(), Reason: d.Reason, Patterns: d.Patterns}
		if examples {
			dj.Caught, dj.Passed = d.Caught, d.Passed
		}
		out.Defaults = append(out.Defaults, dj)
	}
	return out
}

// printRules writes the operators' rules as a table. A rule set aside on
// loading is marked IGNORED in its status, and listed after with why.
func (a *app) printRules(rules []store.Rule, ignored map[string]string) {
	if len(rules) == 0 {
		fmt.Fprintln(a.stdout, "no operators' rules: the defaults alone decide (write one with 'ozdesk policy allow|ask|refuse')")
		return
	}
	now := time.Now()
	tw := newCellTable(a.stdout)
	fmt.Fprintln(tw, "#\tID\tOUTCOME\tPATTERN\tSCOPE\tENDS\tMODE\tSTATUS\tAUTHOR\tAPPROVER\tHITS")
	for _, r := range rules {
		pattern := clip(r.Pattern, 60)
		if r.Carves != "" {
			pattern = "over " + cards.Escape(r.Carves)
		}
		ends := endsText(r.End, now)
		status := r.Status
		if _, bad := ignored[r.ID]; bad {
			status = "IGNORED!"
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%d\n", r.Position, cards.Escape(r.ID), r.Outcome, pattern,
			scopeText(r.Scope), ends, r.Mode, status, clip(r.AuthorAccount.Name(r.Author), 32), orDash(clip(r.ApproverAccount.Name(r.Approver), 32)), r.Hits)
	}
	_ = tw.Flush()
	if len(ignored) > 0 {
		fmt.Fprintln(a.stdout, "\nIGNORED: these rules decide nothing; the store was written around ozdesk ('ozdesk audit verify' fails); "+
			"a command that may meet one no audit entry vouches for fails closed:")
		for _, r := range rules {
			if why, bad := ignored[r.ID]; bad {
				fmt.Fprintf(a.stdout, "  %s  %s\n", cards.Escape(r.ID), clip(why, 200))
			}
		}
	}
	fmt.Fprintln(a.stdout, "\nreasons:")
	for _, r := range rules {
		fmt.Fprintf(a.stdout, "  %s  %s\n", cards.Escape(r.ID), clip(r.Reason, 200))
	}
}

// printDefaults writes the default rules (with examples when asked).
func (a *app) printDefaults(examples bool) {
	fmt.Fprintln(a.stdout, "defaults (below the operators' rules; all ask):")
	if !examples {
		tw := newCellTable(a.stdout)
		for _, d := range patterns.DefaultInfos() {
			fmt.Fprintf(tw, "  %s\t%s\n", d.ID, d.Reason)
		}
		_ = tw.Flush()
		fmt.Fprintln(a.stdout, "('ozdesk policy list --defaults' shows their patterns and examples)")
		return
	}
	for _, d := range patterns.DefaultInfos() {
		fmt.Fprintf(a.stdout, "\n  %s  %s\n", d.ID, d.Reason)
		for _, p := range d.Patterns {
			fmt.Fprintf(a.stdout, "      pattern  %s\n", p)
		}
		for _, c := range d.Caught {
			fmt.Fprintf(a.stdout, "      caught   %s\n", cards.Escape(c))
		}
		for _, c := range d.Passed {
			fmt.Fprintf(a.stdout, "      passed   %s\n", cards.Escape(c))
		}
	}
}

func orDash(s string) string {
	if strings.TrimSpace(s) == "" {
		return "-"
	}
	return s
}

// endsText says when a rule ends as the desk's rules view does, how far
// from now, then when, as every ozdesk screen writes a time
// ([harness.Stamp], 2006-01-02 15:04:05 local): "in 7h 59m (2026-12-05
// 11:06:20)", "ended (…)", or "never" (rt38k LOW-7: the list gave the
// time alone where the desk said "ends in 7h 59m").
func endsText(end, now time.Time) string {
	switch {
	case end.IsZero():
		return "never"
	case !end.After(now):
		return "ended (" + harness.Stamp(end) + ")"
	}
	return "in " + safetext.Span(end.Sub(now)) + " (" + harness.Stamp(end) + ")"
}
