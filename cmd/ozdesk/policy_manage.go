//go:build !ozdesk_adapters

package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/cards"
)

func (a *app) policyRetireCommand() *cobra.Command {
	return &cobra.Command{
		Use:               "retire ID",
		Short:             "Take a rule out of the policy (it stays in the list and the audit trail, retired); under four eyes an ask or refuse rule is proposed",
		Args:              exactArgs(1, "a rule ID"),
		ValidArgsFunction: a.completeIDs(idLiveRule),
		RunE: func(_ *cobra.Command, args []string) error {
			id, err := ruleArg(args[0])
			if err != nil {
				return err
			}
			args = []string{id}
			svc, op, err := a.storedServiceAndOperator()
			if err != nil {
				return err
			}
			err = svc.RetireRule(args[0], op)
			if a.printProposed(err) {
				return nil
			}
			if err != nil {
				return storeFailure(err, "rule "+cards.Escape(args[0]), "ozdesk policy list")
			}
			fmt.Fprintf(a.stdout, "retired rule %s\n", cards.Escape(args[0]))
			return nil
		},
	}
}

func (a *app) policyApproveCommand() *cobra.Command {
	return &cobra.Command{
		Use:               "approve ID",
		Short:             "Approve a proposed rule (r…) or a proposal (p…) as an operator other than its author (four eyes)",
		Args:              exactArgs(1, "a rule or proposal ID"),
		ValidArgsFunction: a.completeIDs(idProposedRule),
		RunE: func(_ *cobra.Command, args []string) error {
			id, err := ruleArg(args[0])
			if err != nil {
				return err
			}
			args = []string{id}
			svc, op, err := a.storedServiceAndOperator()
			if err != nil {
				return err
			}
			if isProposalID(args[0]) {
				if found, err := a.approveProposal(svc, args[0], op); found || err != nil {
					if err == nil {
						a.noteClaimed(op, true)
					}
					return err
				}
			}
			res, err := svc.ApproveRule(args[0], op)
			if err != nil {
				return storeFailure(err, "rule "+cards.Escape(args[0]), "ozdesk policy list")
			}
			a.printRuleResult("approved", res)
			a.noteClaimed(op, true)
			return nil
		},
	}
}

// ruleArg reads a rule ID argument, also as the desk names it ("rule
// r4", "#r4": see [deskName]), and refuses a bare number: rules are named
// r1, r2, … (a number is a position in 'ozdesk policy list', or an ask's
// ID).
func ruleArg(arg string) (string, error) {
	if ask := deskName(arg, "ask"); ask != strings.TrimPrefix(strings.TrimSpace(arg), "#") && ask != "" && strings.Trim(ask, "0123456789") == "" {
		// "ask 3", as the desk names an ask (rt37k L8: it read "rule
		// ask 3: not found")
		return "", usagef("rules are named r1, r2, … as 'ozdesk policy list' shows them; 'ozdesk queue' acts on asks",
			"%s is an ask, not a rule", cards.Escape(strings.TrimSpace(arg)))
	}
	id := deskName(arg, "rule")
	if id == "" || strings.Trim(id, "0123456789") != "" {
		return id, nil
	}
	return "", usagef("rules are named r1, r2, … as 'ozdesk policy list' shows them; did you mean r"+strings.TrimLeft(id, "0")+"?",
		"%s is not a rule ID", cards.Escape(arg))
}
