package main

import (
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/charmbracelet/x/term"
	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/tui"
)

// runDesk is `ozdesk` without a command: the desk on the store.
func (a *app) runDesk(c *cobra.Command, _ []string) error {
	svc, op, err := a.serviceAndOperator()
	if err != nil {
		return err
	}
	if cfg, _ := a.protected(); cfg != nil { // the broker says who we are
		who, err := a.whoami()
		if err != nil {
			return err
		}
		switch {
		case who.Role == "agent":
			return withCode(exitDenied, fmt.Errorf("%s is an agent here, not an operator: the desk is for the accounts the operators file names", cards.Escape(who.Name)), "")
		case op != "" && op != who.Name:
			return withCode(exitDenied, fmt.Errorf("you are %s here; you cannot act as %s", cards.Escape(who.Name), cards.Escape(op)), "drop --operator and $"+EnvOperator)
		}
		op = who.Name
	}
	if err := a.needTerminal(); err != nil {
		return err
	}
	if _, err := svc.Init(); err != nil {
		return storeFailure(err, "the store", "ozdesk init")
	}
	ctx, stop := signal.NotifyContext(c.Context(), syscall.SIGTERM)
	defer stop()
	err = tui.Run(ctx, tui.Config{Service: svc, Operator: op, In: a.stdin, Out: a.stdout})
	return storeFailure(err, "the desk", "ozdesk queue ls")
}

func (a *app) demoCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "demo",
		Short: "Open the desk on a scratch store with simulated agents, for a first look",
		Long: "demo opens the desk on a scratch store in a temporary directory, fed by simulated\n" +
			"agents that submit a realistic mix of commands; nothing they submit ever runs, and the\n" +
			"store is removed when you quit.",
		Args: noArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			if err := a.needTerminal(); err != nil {
				return err
			}
			op, err := a.operatorName()
			if err != nil {
				return err
			}
			ctx, stop := signal.NotifyContext(c.Context(), syscall.SIGTERM)
			defer stop()
			return storeFailure(tui.RunDemo(ctx, tui.Config{Operator: op, In: a.stdin, Out: a.stdout}), "the demo", "ozdesk demo")
		},
	}
}

// needTerminal refuses to start the desk without a terminal to draw on.
func (a *app) needTerminal() error {
	for _, f := range []any{a.stdin, a.stdout} {
		if fh, ok := f.(*os.File); !ok || !term.IsTerminal(fh.Fd()) {
			return usagef("run it in a terminal (over SSH: ssh -t); for scripts use 'ozdesk queue ls' and 'ozdesk queue approve ID'",
				"the desk needs a terminal on standard input and output")
		}
	}
	return nil
}
