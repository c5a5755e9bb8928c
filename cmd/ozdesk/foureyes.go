//go:build !ozdesk_adapters

package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/harness"
	"ozdesk.dev/ozdesk/store"
)

// Under four eyes the queue holds what one operator may not do alone
// (retiring an ask or refuse rule in force, turning four eyes off, a
// fallback of allow, a new egress host) as a proposal, and says so with a
// *queue.ProposedError. The command line only tells the operator, and
// takes approvals and withdrawals.

// printProposed reports whether err is four eyes holding the change as a
// proposal; if so it says so on stdout, with how another operator
// approves it: the command did what it could, and exits 0.
func (a *app) printProposed(err error) bool {
	var pe *queue.ProposedError
	if !errors.As(err, &pe) {
		return false
	}
	id := cards.Escape(pe.Proposal.ID)
	fmt.Fprintf(a.stdout, "proposed %s: %s\n", id, cards.Escape(queue.ProposalText(pe.Proposal)))
	fmt.Fprintf(a.stdout, "four eyes: nothing changes until another operator runs 'ozdesk policy approve %s'\n", id)
	a.noteClaimed("", true)
	return true
}

// isProposalID reports whether id is shaped as a proposal's: p1, p2, …
func isProposalID(id string) bool {
	if len(id) < 2 || id[0] != 'p' {
		return false
	}
	for _, c := range id[1:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// approveProposal approves a proposal (an ID like p3) and says what it
// changed. A rule that happens to have such an ID, and no proposal does,
// is approved as a rule: found reports whether a proposal was.
func (a *app) approveProposal(svc queue.API, id, op string) (found bool, err error) {
	res, err := svc.ApproveProposal(id, op)
	if errors.Is(err, store.ErrNotFound) && ruleExists(svc, id) {
		return false, nil
	}
	if err != nil {
		return true, proposalFailure(err, id)
	}
	fmt.Fprintf(a.stdout, "approved %s: %s (proposed by %s)\n", cards.Escape(id),
		cards.Escape(queue.ProposalText(res.Proposal)), cards.Escape(res.Proposal.By))
	a.printResolved(res.Resolved)
	if c := res.Cut; c != nil {
		fmt.Fprintf(a.stdout, "cut the audit trail through entry %d (%d entries removed, %d rules carried, in %d steps)\nthe trail now starts after %s; the cut is entry %d\n",
			c.Through.Seq, c.Removed, c.Carried, c.Steps, queue.FormatAnchor(c.Through), c.Entry)
	}
	return true, nil
}

// ruleExists reports whether the store has an operator's rule id.
func ruleExists(svc queue.API, id string) bool {
	rules, err := svc.Rules()
	if err != nil {
		return false
	}
	for _, r := range rules {
		if r.ID == id {
			return true
		}
	}
	return false
}

// proposalFailure classifies an error about proposal id.
func proposalFailure(err error, id string) error {
	return storeFailure(err, "proposal "+cards.Escape(id), "ozdesk policy list")
}

func (a *app) policyWithdrawCommand() *cobra.Command {
	return &cobra.Command{
		Use:               "withdraw ID",
		Short:             "Withdraw a proposal (p…) four eyes holds: the change is never made (any admin may, not only its author)",
		Args:              exactArgs(1, "a proposal ID"),
		ValidArgsFunction: a.completeIDs(idProposal),
		RunE: func(_ *cobra.Command, args []string) error {
			svc, op, err := a.storedServiceAndOperator()
			if err != nil {
				return err
			}
			p, err := svc.WithdrawProposal(args[0], op)
			if err != nil {
				return proposalFailure(err, args[0])
			}
			fmt.Fprintf(a.stdout, "withdrew %s: %s (proposed by %s); nothing changed\n", cards.Escape(p.ID),
				cards.Escape(queue.ProposalText(p)), cards.Escape(p.By))
			return nil
		},
	}
}

// proposalText says what a proposal changes; a retirement or a move
// names the rule's outcome and pattern too, when the rule is among rules.
func proposalText(p store.Proposal, rules []store.Rule) string {
	text := cards.Escape(queue.ProposalText(p))
	if p.Kind == store.KindRuleRetire || p.Kind == store.KindRuleMove {
		for _, r := range rules {
			if r.ID == p.Rule {
				text += " (" + ruleLine(r) + ")"
			}
		}
	}
	return text
}

// printProposals lists the proposals that wait for a second operator.
func (a *app) printProposals(props []store.Proposal, rules []store.Rule) {
	if len(props) == 0 {
		return
	}
	fmt.Fprintln(a.stdout, "\nproposed (four eyes: each waits for 'ozdesk policy approve ID' by an operator other than its author):")
	tw := newCellTable(a.stdout)
	fmt.Fprintln(tw, "  ID\tCHANGE\tBY\tPROPOSED\tREASON")
	for _, p := range props {
		reason := ""
		if p.Egress != nil {
			reason = p.Egress.Reason
		}
		fmt.Fprintf(tw, "  %s\t%s%s\t%s\t%s\t%s\n", cards.Escape(p.ID), forgedMark(p), proposalText(p, rules), clip(p.ByAccount.Name(p.By), 32),
			harness.Stamp(p.Created), orDash(clip(reason, 80)))
	}
	_ = tw.Flush()
}

// forgedMark marks, at the start of its row, a proposal that is not as
// the audit entry that proposed it wrote it: approving it is refused.
func forgedMark(p store.Proposal) string { return queue.ForgedMark(p) }

// proposalsJSON is the proposals that wait, for `policy list --json`.
func proposalsJSON(props []store.Proposal, rules []store.Rule) []proposalJSON {
	out := []proposalJSON{}
	for _, p := range props {
		pj := proposalJSON{ID: p.ID, Kind: p.Kind, Change: queue.ProposalText(p), Rule: p.Rule, By: p.By, Created: p.Created, Forged: p.Forged}
		if p.Old != nil && p.Settings != nil {
			pj.Settings = queue.SettingChanges(*p.Old, *p.Settings)
		}
		if p.Egress != nil {
			pj.Host, pj.Reason = p.Egress.Host, p.Egress.Reason
		}
		out = append(out, pj)
	}
	return out
}
