//go:build !ozdesk_adapters

package main

import (
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// completeLockWait is how long a completion waits for the store's lock: a
// shell waiting on a tab key wants no answer sooner than a slow one.
const completeLockWait = 300 * time.Millisecond

// completeDescBytes is how many cells of a command or pattern a completion's
// description shows.
const completeDescBytes = 60

// Which IDs a completion offers.
type idKind uint8

const (
	idPendingAsk   idKind = iota // asks waiting for a decision
	idLiveRule                   // operators' rules in force or proposed
	idProposedRule               // rules and proposals waiting for a second operator
	idProposal                   // proposals waiting for a second operator
	idEgressHost                 // hosts on the egress list
)

// completeAgentCells is how many cells of an agent's name a completion's
// description shows; a longer name is cut in the middle.
const completeAgentCells = 24

// completeIDs is a cobra completion function offering the IDs of kind for
// a command's first argument, each described by its agent and command, its
// pattern, or (for an egress host) its reason.
// It reads through the queue alone (the broker in protected mode), never
// makes the store, waits briefly for its lock, and fails quietly: a store
// that cannot be read offers nothing. Descriptions are escaped, so a
// command's tabs, newlines and escapes never reach the shell.
func (a *app) completeIDs(kind idKind) cobra.CompletionFunc {
	return func(_ *cobra.Command, args []string, prefix string) ([]cobra.Completion, cobra.ShellCompDirective) {
		if len(args) > 0 {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		return a.idCompletions(kind, prefix), cobra.ShellCompDirectiveNoFileComp
	}
}

// completeFlagIDs is completeIDs for a flag's value. It does not offer the
// IDs the command's arguments name already: 'policy move r1 --before'
// offers every rule but r1, which is not placed beside itself (rt35k L8).
func (a *app) completeFlagIDs(kind idKind) cobra.CompletionFunc {
	return func(_ *cobra.Command, args []string, prefix string) ([]cobra.Completion, cobra.ShellCompDirective) {
		named := make([]string, 0, len(args))
		for _, arg := range args {
			named = append(named, deskName(arg, "rule"))
		}
		return a.idCompletions(kind, prefix, named...), cobra.ShellCompDirectiveNoFileComp
	}
}

// idCompletions offers the IDs of kind that start with prefix, but for
// those in skip, each with its description. A description ends as 'queue
// ls' ends a command: its trailing spaces shown as escapes, never dropped
// (rt35k L8).
func (a *app) idCompletions(kind idKind, prefix string, skip ...string) []cobra.Completion {
	api, err := a.open(store.WithoutCreate(), store.WithLockTimeout(completeLockWait))
	if err != nil {
		return nil
	}
	var out []cobra.Completion
	offer := func(id, desc string) {
		if strings.HasPrefix(id, prefix) && !slices.Contains(skip, id) {
			out = append(out, cobra.CompletionWithDesc(id, desc))
		}
	}
	switch kind {
	case idPendingAsk:
		asks, _ := api.Pending()
		for _, k := range asks {
			offer(queue.ShortID(k.ID), safetext.ListedQuoted(k.Agent, completeAgentCells+2)+" "+listCommand(k, completeDescBytes))
		}
	case idLiveRule, idProposedRule:
		rules, _ := api.Rules()
		for _, r := range rules {
			if r.Status == store.StatusProposed || (kind == idLiveRule && r.Status == store.StatusActive) {
				offer(r.ID, safetext.Listed(r.Outcome+" "+ruleShape(r), completeDescBytes))
			}
		}
	case idEgressHost:
		hosts, _ := api.Egress()
		for _, h := range hosts {
			offer(h.Host, safetext.Listed(h.Reason, completeDescBytes))
		}
	}
	if kind == idProposedRule || kind == idProposal {
		props, _ := api.Proposals()
		for _, p := range props {
			offer(p.ID, safetext.Listed(queue.ProposalText(p), completeDescBytes))
		}
	}
	return out
}

// ruleShape is what a rule matches: its pattern, or the default it is
// written over.
func ruleShape(r store.Rule) string {
	if r.Carves != "" {
		return "over " + r.Carves
	}
	return r.Pattern
}
