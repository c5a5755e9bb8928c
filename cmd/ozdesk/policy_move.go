//go:build !ozdesk_adapters

package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// policyMoveCommand places a rule in the order, as the desk's m does in
// the rules view: the queue checks the place, and under four eyes a move
// that loosens the policy (an allow placed above an ask, an ask below an
// allow) is proposed for a second operator (fx28k #1).
func (a *app) policyMoveCommand() *cobra.Command {
	var first bool
	var before, after string
	c := &cobra.Command{
		Use:   "move ID (--first | --before ID | --after ID)",
		Short: "Place a rule elsewhere in the order; under four eyes a move that loosens the policy is proposed",
		Long: "Place a rule elsewhere in the order of the operators' rules: above every rule (--first),\n" +
			"just above another (--before ID) or just below one (--after ID). The first rule in order\n" +
			"that matches a part decides it, so the move can change what the policy answers: the\n" +
			"pending asks the new order decides are resolved at once, and listed.\n\n" +
			"Under four eyes a move that loosens the policy (an allow placed above an ask it stood\n" +
			"below, or an ask below an allow) is proposed, and moves when an operator other than\n" +
			"its author runs 'ozdesk policy approve ID'. The desk's rules view does the same with m.",
		Args:              exactArgs(1, "a rule ID"),
		ValidArgsFunction: a.completeIDs(idLiveRule),
		RunE: func(_ *cobra.Command, args []string) error {
			id, at, err := moveArgs(args[0], store.Place{First: first, Before: before, After: after})
			if err != nil {
				return err
			}
			svc, op, err := a.storedServiceAndOperator()
			if err != nil {
				return err
			}
			resolved, err := svc.MoveRule(id, at, op)
			if a.printProposed(err) {
				return nil
			}
			if errors.Is(err, queue.ErrUnmoved) {
				fmt.Fprintf(a.stdout, "%s is already there; nothing moved\n", cards.Escape(id))
				return nil
			}
			if err != nil {
				return moveFailure(svc, err, id, at)
			}
			line := placeWords(at)
			if rules, err := svc.Rules(); err == nil {
				for _, r := range rules {
					if r.ID == id {
						line += ": " + ruleLine(r)
					}
				}
			}
			fmt.Fprintf(a.stdout, "moved rule %s %s\n", cards.Escape(id), line)
			a.printResolved(resolved)
			return nil
		},
	}
	fl := c.Flags()
	fl.BoolVar(&first, "first", false, "put the rule above every other rule")
	fl.StringVar(&before, "before", "", "put the rule just above this rule")
	fl.StringVar(&after, "after", "", "put the rule just below this rule")
	for _, name := range []string{"before", "after"} {
		_ = c.RegisterFlagCompletionFunc(name, a.completeFlagIDs(idLiveRule))
	}
	return c
}

// moveArgs reads the rule IDs of a move (see [ruleArg]), and refuses a
// move that does not say where, or says it twice, or places a rule beside
// itself, before the store is opened.
func moveArgs(arg string, at store.Place) (string, store.Place, error) {
	for _, p := range []*string{&arg, &at.Before, &at.After} {
		got, err := ruleArg(*p)
		if err != nil {
			return "", at, err
		}
		*p = got
	}
	id := arg
	n := 0
	for _, set := range []bool{at.First, at.Before != "", at.After != ""} {
		if set {
			n++
		}
	}
	switch {
	case n == 0:
		return "", at, usagef("say where: --first, --before ID or --after ID", "no place for rule %s", cards.Escape(id))
	case n > 1:
		return "", at, usagef("give one of them", "--first, --before and --after do not go together")
	case at.Before == id || at.After == id:
		return "", at, usagef("name another rule", "a rule is not placed beside itself")
	}
	return id, at, nil
}

// placeWords says where a place is: "first", "before r2", "after r3".
func placeWords(at store.Place) string {
	switch {
	case at.First:
		return "first"
	case at.Before != "":
		return "before " + cards.Escape(at.Before)
	}
	return "after " + cards.Escape(at.After)
}
