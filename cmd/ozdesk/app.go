package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/user"
	"strings"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// EnvOperator names the operator when no --operator flag is given.
const EnvOperator = "OZDESK_OPERATOR"

// app is one run of ozdesk: where it reads and writes, the global flags,
// and the desk it starts.
type app struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	// Global flags.
	db       string
	operator string
}

// rootCommand builds the command tree.
func (a *app) rootCommand() *cobra.Command {
	root := &cobra.Command{
		Use:   "ozdesk",
		Short: "A terminal approval desk for the shell commands AI coding agents want to run",
		Long: "ozdesk answers allow, ask or refuse for each shell command an agent wants to run,\n" +
			"from a policy of command rules, and queues what it asks about for an operator.\n" +
			"Run with no command to open the desk.",
		Args:          noArgs,
		SilenceErrors: true,
		SilenceUsage:  true,
		RunE:          a.runDesk,
	}
	root.SetIn(a.stdin)
	root.SetOut(a.stdout)
	root.SetErr(a.stderr)
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return usagef("run '"+c.CommandPath()+" --help' for its flags", "%v", err)
	})
	root.PersistentFlags().StringVar(&a.db, "db", "", "the store file (default $"+store.EnvDB+", else $XDG_STATE_HOME/ozdesk/desk.db)")
	root.PersistentFlags().StringVar(&a.operator, "operator", "", "who acts, for the audit trail (default $"+EnvOperator+", else your user name)")
	root.AddCommand(
		a.demoCommand(),
		a.initCommand(),
		a.askCommand(),
		a.hookCommand(),
		a.queueCommand(),
		a.policyCommand(),
		a.auditCommand(),
		exitCodesTopic(),
	)
	return root
}

// service opens the queue over the store the flags name.
func (a *app) service() (*queue.Service, error) {
	path, err := store.ResolvePath(a.db)
	if err != nil {
		return nil, withCode(exitStore, fmt.Errorf("find the store: %w", err), "name it with --db PATH or $"+store.EnvDB)
	}
	return queue.New(store.New(path)), nil
}

// harnessService opens the queue for a harness process (ozdesk ask, a
// hook): it never makes the store. A store not made yet, or deleted,
// fails closed; the desk, 'ozdesk init' or an operator's command makes it.
func (a *app) harnessService() (*queue.Service, error) {
	path, err := store.ResolvePath(a.db)
	if err != nil {
		return nil, withCode(exitStore, fmt.Errorf("find the store: %w", err), "name it with --db PATH or $"+store.EnvDB)
	}
	return queue.New(store.New(path, store.WithoutCreate())), nil
}

// operatorName returns who acts: --operator, else $OZDESK_OPERATOR, else
// the OS user.
func (a *app) operatorName() (string, error) {
	if a.operator != "" {
		return a.operator, nil
	}
	if op := os.Getenv(EnvOperator); op != "" {
		return op, nil
	}
	if u, err := user.Current(); err == nil && u.Username != "" {
		return u.Username, nil
	}
	if op := os.Getenv("USER"); op != "" {
		return op, nil
	}
	return "", usagef("give --operator NAME or set $"+EnvOperator, "cannot tell who the operator is")
}

// noArgs refuses positional arguments, as a usage error.
func noArgs(c *cobra.Command, args []string) error {
	if len(args) > 0 && c.HasSubCommands() {
		return usagef("run '"+c.CommandPath()+" --help' for its commands", "unknown command %q for %q", args[0], c.CommandPath())
	}
	if len(args) > 0 {
		return usagef("run '"+c.CommandPath()+" --help' for how to use it",
			"%s takes no arguments, got %q", c.CommandPath(), strings.Join(args, " "))
	}
	return nil
}

// exactArgs wants n positional arguments, named in what (e.g. "an ask ID").
func exactArgs(n int, what string) cobra.PositionalArgs {
	return func(c *cobra.Command, args []string) error {
		if len(args) != n {
			return usagef("usage: "+c.UseLine(), "%s wants %s, got %d argument(s)", c.CommandPath(), what, len(args))
		}
		return nil
	}
}

// errNoStoreYet is what reads of a store that does not exist yet check for.
func noStoreYet(err error) bool { return errors.Is(err, store.ErrNoStore) }
