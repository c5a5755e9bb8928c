package main

import (
	"context"
	"errors"
	"io"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/queue"
)

// deskRunner runs the desk and the demo: the tui package provides them,
// and main wires its implementation into the app.
type deskRunner interface {
	// Run runs the desk on the operator's store until the operator quits.
	Run(ctx context.Context, cfg deskConfig) error
	// Demo runs the desk on a scratch store with simulated agents.
	Demo(ctx context.Context, cfg deskConfig) error
}

// deskConfig is what the desk needs from the command line.
type deskConfig struct {
	// Service is the queue over the store (for Demo: unused, the demo
	// makes its own scratch store).
	Service  *queue.Service
	Operator string
	In       io.Reader
	Out      io.Writer
}

// errNoDesk is what a binary built without the desk answers.
var errNoDesk = errors.New("this ozdesk binary was built without the desk (the tui package is not wired in)")

// missingDesk stands in for the desk until the tui package is wired in.
type missingDesk struct{}

func (missingDesk) Run(context.Context, deskConfig) error  { return errNoDesk }
func (missingDesk) Demo(context.Context, deskConfig) error { return errNoDesk }

// runDesk is `ozdesk` without a command.
func (a *app) runDesk(c *cobra.Command, _ []string) error {
	cfg, err := a.deskConfig()
	if err != nil {
		return err
	}
	return deskFailure(a.desk.Run(c.Context(), cfg))
}

func (a *app) demoCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "demo",
		Short: "Open the desk on a scratch store with simulated agents, for a first look",
		Args:  noArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			op, err := a.operatorName()
			if err != nil {
				return err
			}
			return deskFailure(a.desk.Demo(c.Context(), deskConfig{Operator: op, In: a.stdin, Out: a.stdout}))
		},
	}
}

func (a *app) deskConfig() (deskConfig, error) {
	svc, err := a.service()
	if err != nil {
		return deskConfig{}, err
	}
	op, err := a.operatorName()
	if err != nil {
		return deskConfig{}, err
	}
	return deskConfig{Service: svc, Operator: op, In: a.stdin, Out: a.stdout}, nil
}

// deskFailure gives a desk's error its exit code.
func deskFailure(err error) error {
	if errors.Is(err, errNoDesk) {
		return withCode(exitInternal, err, "use the queue and policy commands meanwhile: 'ozdesk queue ls', 'ozdesk queue approve ID'")
	}
	return storeFailure(err, "the desk", "ozdesk queue ls")
}
