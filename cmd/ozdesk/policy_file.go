//go:build !ozdesk_adapters

package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/charmbracelet/x/term"
	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/policyfile"
)

// policyFileCommands are export, apply (package queue/policyfile) and
// replay (package queue/replay).
func (a *app) policyFileCommands() []*cobra.Command {
	return []*cobra.Command{a.exportCommand(), a.applyCommand(), a.replayCommand()}
}

func (a *app) exportCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "export",
		Short: "Write the policy (settings, egress list, rules in order) as a YAML file on standard output",
		Long: "export writes the store's policy as a policy file: the settings, the egress list and the\n" +
			"operators' active and proposed rules in order. Applying it to the same store changes\n" +
			"nothing: ozdesk policy export > policy.yaml; edit; ozdesk policy apply policy.yaml",
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error {
			svc, err := a.storedAPI()
			if err != nil {
				return err
			}
			file, _, _, err := currentPolicyFile(svc)
			if err != nil {
				return err
			}
			out, err := policyfile.Marshal(file)
			if err != nil {
				return storeFailure(fmt.Errorf("export the policy: %w", err), "the policy", "ozdesk policy list")
			}
			_, err = a.stdout.Write(out)
			return err
		},
	}
}

type applyFlags struct {
	yes, dryRun, newNode bool
}

func (a *app) applyCommand() *cobra.Command {
	var f applyFlags
	c := &cobra.Command{
		Use:   "apply FILE [--yes | --dry-run]",
		Short: "Apply a policy file: show what it changes, then change it",
		Long: "apply reads a policy file (- for standard input), lists every problem in it at its line,\n" +
			"then shows the changes it makes to the store (rules added, changed, retired or moved;\n" +
			"egress hosts; settings) and applies them in one transaction, audited. Without --yes it\n" +
			"asks on the terminal first; --dry-run only shows the changes. Under four eyes, added\n" +
			"and changed rules wait, proposed, for another operator, and changes that would let\n" +
			"commands through on one operator's word are refused whole.",
		Args: exactArgs(1, "a policy file"),
		RunE: func(_ *cobra.Command, args []string) error { return a.runApply(args[0], f) },
	}
	c.Flags().BoolVar(&f.yes, "yes", false, "apply without asking")
	c.Flags().BoolVar(&f.dryRun, "dry-run", false, "show the changes and apply nothing")
	c.Flags().BoolVar(&f.newNode, "new-node", false, "take node scopes that match no node of the fleet yet (nodes whose broker has not started)")
	return c
}

func (a *app) runApply(name string, f applyFlags) error {
	if f.yes && f.dryRun {
		return usagef("give one of them", "--yes and --dry-run do not go together")
	}
	data, err := a.readPolicyFile(name)
	if err != nil {
		return err
	}
	file, err := policyfile.Parse(data)
	var problems policyfile.Errors
	if errors.As(err, &problems) {
		return a.printProblems(name, problems)
	}
	if err != nil {
		return usagef("", "%s: %s", cards.Escape(name), cards.Escape(err.Error()))
	}
	svc, op, err := a.serviceAndOperator()
	if err != nil {
		return err
	}
	plan, err := svc.PlanPolicy(file)
	if err != nil {
		return a.applyFailure(name, err)
	}
	// The node scopes the apply would refuse are refused before the
	// changes are shown, in a dry run too (it shows what the apply does).
	if len(plan.UnknownNodes) > 0 && !f.newNode {
		return withCode(exitUsage, fmt.Errorf("apply %s: %s", cards.Escape(name), cards.Escape(strings.Join(plan.UnknownNodes, "; "))),
			"nothing was applied")
	}
	changes := plan.Changes
	if len(changes) == 0 {
		fmt.Fprintln(a.stdout, "no changes: the store holds this policy already")
		return nil
	}
	fmt.Fprintf(a.stdout, "%s changes %d thing(s):\n", cards.Escape(name), len(changes))
	for _, c := range changes {
		fmt.Fprintf(a.stdout, "  %s\n", strings.ReplaceAll(c.String(), "\n", "\n  "))
	}
	if f.dryRun {
		fmt.Fprintln(a.stdout, "dry run: nothing was applied")
		return nil
	}
	if !f.yes {
		if ok, err := a.confirm(name, len(changes)); err != nil || !ok {
			return err
		}
	}
	// The pending asks the policy now decides are decided, in the same
	// transaction, as a rule written at the desk does.
	res, err := svc.ApplyPolicy(queue.PolicyApply{File: file, Digest: plan.Digest, By: op, NewNode: f.newNode})
	if err != nil {
		return a.applyFailure(name, err)
	}
	fmt.Fprintf(a.stdout, "applied %d change(s) (audit entry %d)\n", len(res.Applied), res.Entry.Seq)
	a.printResolved(res.Resolved)
	if len(res.Proposed) > 0 {
		fmt.Fprintf(a.stdout, "four eyes: proposed %s; another operator runs 'ozdesk policy approve ID' for each\n", cards.Escape(strings.Join(res.Proposed, ", ")))
	}
	return nil
}

// readPolicyFile reads a policy file, or standard input for "-", refusing
// one larger than the format allows.
func (a *app) readPolicyFile(name string) ([]byte, error) {
	var r io.Reader = a.stdin
	if name != "-" {
		fh, err := os.Open(name)
		if err != nil {
			return nil, usagef("give the path of a policy file (ozdesk policy export writes one)", "open %s: %v", cards.Escape(name), err)
		}
		defer fh.Close()
		r = fh
	}
	data, err := io.ReadAll(io.LimitReader(r, policyfile.MaxFileSize+1))
	if err != nil {
		return nil, usagef("", "read %s: %v", cards.Escape(name), err)
	}
	if len(data) > policyfile.MaxFileSize {
		return nil, usagef("", "%s is larger than a policy file may be (%s)", cards.Escape(name), cards.FormatBytes(policyfile.MaxFileSize))
	}
	return data, nil
}

// confirm asks the operator on the terminal whether to apply.
func (a *app) confirm(name string, n int) (bool, error) {
	in, ok := a.stdin.(*os.File)
	if name == "-" || !ok || !term.IsTerminal(in.Fd()) {
		return false, usagef("add --yes to apply it, or --dry-run to only see the changes", "not applied: no terminal to ask whether to apply")
	}
	fmt.Fprintf(a.stdout, "apply these %d change(s)? [y/N] ", n)
	line, _ := bufio.NewReader(in).ReadString('\n')
	if answer := strings.ToLower(strings.TrimSpace(line)); answer != "y" && answer != "yes" {
		fmt.Fprintln(a.stdout, "not applied")
		return false, nil
	}
	return true, nil
}

// applyFailure gives an error of planning or applying its exit code.
func (a *app) applyFailure(name string, err error) error {
	var (
		held     *policyfile.FourEyesError
		problems policyfile.Errors
	)
	switch {
	case errors.As(err, &held), errors.Is(err, policyfile.ErrFourEyes):
		return withCode(exitConflict, err, "nothing was applied")
	case errors.Is(err, policyfile.ErrStale):
		return withCode(exitConflict, err, "nothing was applied: run the apply again to see the changes as they now stand")
	case errors.As(err, &problems):
		return a.printProblems(name, problems)
	}
	return storeFailure(fmt.Errorf("apply %s: %w", cards.Escape(name), err), "the policy", "ozdesk policy list")
}

// printProblems lists the problems of a policy file, each at its line.
func (a *app) printProblems(name string, problems policyfile.Errors) error {
	fmt.Fprintf(a.stderr, "ozdesk: %s: %d problem(s); nothing was applied:\n", cards.Escape(name), len(problems))
	for _, p := range problems {
		fmt.Fprintf(a.stderr, "  %s:%s\n", cards.Escape(name), cards.Escape(strings.TrimPrefix(p.Error(), "line ")))
	}
	return quiet(exitUsage)
}
