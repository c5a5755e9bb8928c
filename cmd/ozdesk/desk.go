//go:build !ozdesk_adapters

package main

import (
	"fmt"
	"os"
	"time"

	"github.com/charmbracelet/x/term"
	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui"
)

// runDesk is `ozdesk` without a command: the desk on the store.
func (a *app) runDesk(c *cobra.Command, _ []string) error {
	// the desk's flags first: a mistyped --notify or --undo says so
	// (exit 2), not that a terminal or a store is missing (issue 9 #5)
	if _, err := a.deskConfig(tui.Config{}); err != nil {
		return err
	}
	svc, op, err := a.serviceAndOperator()
	if err != nil {
		return err
	}
	pcfg, _ := a.protected()
	if pcfg != nil { // the broker says who we are
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
		// Without a terminal there is no screen to keep drawn while the
		// store is read, so a missing store is said first: a mistyped
		// --db exits 4 (store), with or without a terminal.
		if pcfg == nil && noStore(svc) {
			return withCode(exitStore, &noStoreError{path: svc.StorePath()}, "check --db or $"+store.EnvDB)
		}
		return err
	}
	ctx, stoppedBy, stop := stopOnSignal(c.Context())
	defer stop()
	// The store is checked once the desk draws (tui.Config.Open): it
	// says it reads the store, or waits for another process's lock on
	// it, and takes the keys typed meanwhile (rt42k F6: a blank screen
	// for the whole wait, the keys echoed onto it).
	open := func() error {
		if pcfg == nil && noStore(svc) {
			// The desk never makes the store: a mistyped --db would show
			// an empty queue while the asks wait in another store (rt13k #2).
			return withCode(exitStore, &noStoreError{path: svc.StorePath()}, "check --db or $"+store.EnvDB)
		}
		if _, err := svc.Init(); err != nil {
			return storeFailure(err, "the store", "ozdesk init")
		}
		return nil
	}
	cfg, err := a.deskConfig(tui.Config{Service: svc, Operator: op, In: a.stdin, Out: a.stdout, Open: open})
	if err != nil {
		return err
	}
	err = tui.Run(ctx, cfg)
	return signalled(storeFailure(err, "the desk", "ozdesk queue ls"), stoppedBy())
}

func (a *app) demoCommand() *cobra.Command {
	c := &cobra.Command{
		Use:   "demo",
		Short: "Open the desk on a scratch store with simulated agents, for a first look",
		Long: "demo opens the desk on a scratch store in a temporary directory, fed by simulated\n" +
			"agents that submit a realistic mix of commands for about a minute and then stop, so\n" +
			"that the queue can be cleared; nothing they submit ever runs. The scratch directory is\n" +
			"removed when you quit, when the terminal closes (SIGHUP), and on SIGINT, SIGQUIT or SIGTERM.",
		Args: noArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			if _, err := a.deskConfig(tui.Config{}); err != nil {
				return err // the flags first, as the desk's (issue 9 #5)
			}
			if err := a.needTerminal(); err != nil {
				return err
			}
			op, err := a.operatorName()
			if err != nil {
				return err
			}
			cfg, err := a.deskConfig(tui.Config{Operator: op, In: a.stdin, Out: a.stdout})
			if err != nil {
				return err
			}
			ctx, stoppedBy, stop := stopOnSignal(c.Context())
			defer stop()
			err = tui.RunDemo(ctx, cfg)
			return signalled(storeFailure(err, "the demo", "ozdesk demo"), stoppedBy())
		},
	}
	a.deskFlags(c)
	return c
}

// deskFlags are the desk's own flags: how it calls the operator when asks
// arrive.
func (a *app) deskFlags(c *cobra.Command) {
	c.Flags().BoolVar(&a.noBell, "no-bell", false, "do not ring the terminal's bell when asks arrive (or $"+tui.EnvBell+"=0)")
	c.Flags().BoolVar(&a.noMouse, "no-mouse", false, "leave the mouse to the terminal, to select text as usual: no click or wheel at the desk (or $"+tui.EnvMouse+"=off)")
	c.Flags().BoolVar(&a.noTitle, "no-title", false, "do not write the count of waiting asks in the window title (or $"+tui.EnvTitle+"=0)")
	c.Flags().DurationVar(&a.undo, "undo", tui.DefaultUndo, "how long an approval made at the desk waits before it reaches the queue, while u takes it back (0: at once; a deny goes at once)")
	c.Flags().StringVar(&a.notify, "notify", "", "also send a desktop notification when asks arrive: osc9 or osc777 (or $"+tui.EnvNotify+")")
}

// deskConfig adds the desk's flags to cfg.
func (a *app) deskConfig(cfg tui.Config) (tui.Config, error) {
	if _, err := tui.ParseNotify(a.notify); err != nil {
		return cfg, usagef("write --notify osc9, osc777 or off", "%v", err)
	}
	cfg.NoBell, cfg.NoTitle, cfg.NoMouse, cfg.Notify = a.noBell, a.noTitle, a.noMouse, a.notify
	undo, err := undoWindow(a.undo)
	cfg.Undo = undo
	return cfg, err
}

// undoWindow reads --undo (the desk's, and serve's for its SSH desks) as
// the desk's Config.Undo: 0 decides at once (no window).
func undoWindow(d time.Duration) (time.Duration, error) {
	switch {
	case d < 0 || d > time.Minute:
		return 0, usagef("write --undo as a duration from 0 to 1m, e.g. --undo 2s (0 decides at once)", "--undo %s is out of range", d)
	case d == 0:
		return -1, nil // no window
	}
	return d, nil
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
