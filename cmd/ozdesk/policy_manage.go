package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/cards"
)

func (a *app) policyRetireCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "retire ID",
		Short: "Take a rule out of the policy (it stays in the list and the audit trail, retired)",
		Args:  exactArgs(1, "a rule ID"),
		RunE: func(_ *cobra.Command, args []string) error {
			svc, op, err := a.serviceAndOperator()
			if err != nil {
				return err
			}
			if err := fourEyesHold(svc, op, retireRule(args[0])); err != nil {
				return err
			}
			if err := svc.RetireRule(args[0], op); err != nil {
				return storeFailure(fmt.Errorf("retire rule %s: %w", cards.Escape(args[0]), err), "rule "+cards.Escape(args[0]), "ozdesk policy list")
			}
			fmt.Fprintf(a.stdout, "retired rule %s\n", cards.Escape(args[0]))
			return nil
		},
	}
}

func (a *app) policyApproveCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "approve ID",
		Short: "Approve a proposed rule (four eyes: an operator other than its author)",
		Args:  exactArgs(1, "a rule ID"),
		RunE: func(_ *cobra.Command, args []string) error {
			svc, op, err := a.serviceAndOperator()
			if err != nil {
				return err
			}
			res, err := svc.ApproveRule(args[0], op)
			if err != nil {
				return storeFailure(fmt.Errorf("approve rule %s: %w", cards.Escape(args[0]), err), "rule "+cards.Escape(args[0]), "ozdesk policy list")
			}
			a.printRuleResult("approved", res)
			return nil
		},
	}
}
