package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/user"
	"strings"
	"sync/atomic"
	"time"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/internal/hooksignal"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/broker"
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
	db         string
	operator   string
	configPath string
	// The desk's calls when asks arrive (see deskFlags).
	noBell, noTitle, noMouse bool
	notify                   string
	undo                     time.Duration
	// The node's configuration, read once (see protected).
	modeRead bool
	cfg      *broker.Config
	cfgErr   error
	// remote, over SSH (see remote.go), is the queue as the operator the
	// key names: the broker's in-process client. Every command then runs
	// in protected mode on it, and nothing reads the server's files or
	// environment.
	remote *broker.Client
	// exec replaces the process with another program (syscall.Exec), or
	// is nil where ozdesk runs inside a program it must not replace.
	exec execFunc
	// age is how long ago the process started (processAge), or nil where
	// ozdesk runs inside another program (a test), whose age is not the
	// hook's: the hook then counts its --wait from its call.
	age func() time.Duration
	// lockBy, set by a hook (runHook), is when its wait for the store's
	// lock must end: see [app.harnessAPI].
	lockBy time.Time
	// hookSvc is the store's service a hook's call opened (direct
	// mode), for a note of its deadline's end (see [app.noteDeadline]).
	hookSvc atomic.Pointer[queue.Service]
}

// processAge is how long ago ozdesk's process started, or 0 where ozdesk
// runs inside another program.
func (a *app) processAge() time.Duration {
	if a.age == nil {
		return 0
	}
	return a.age()
}

// execFunc replaces the process with the program at path (syscall.Exec).
type execFunc func(path string, argv, env []string) error

// adapterCommands are the commands harnesses call, once per command an
// agent runs: each builds its own branch of the tree only.
var adapterCommands = map[string]func(*app) *cobra.Command{
	"hook":  (*app).hookCommand,
	"ask":   (*app).askCommand,
	"shell": (*app).shellCommand,
}

// commandTree builds the tree args need: for a harness's call (hook, ask,
// shell) the root with that command alone, which parses and answers it as
// the whole tree does (TestAdapterTree) without building the rest of it
// on every call an agent makes; else the whole tree.
func (a *app) commandTree(args []string) *cobra.Command {
	build, ok := adapterCommands[hooksignal.CommandWord(args)]
	if !ok {
		return a.rootCommand()
	}
	root := a.rootOnly()
	// Nothing of the root but its flags can be reached from a harness's
	// call, which names its command first: no --version (withVersion reads
	// the build information), and no completion command (cobra's
	// default, four shells' help texts formatted on every execution).
	// Together some 0.09 M instructions of each call (callgrind).
	root.CompletionOptions.DisableDefaultCmd = true
	root.AddCommand(build(a))
	groupsRefuseUnknown(root)
	return root
}

// groupAnnotation marks a command that only groups others: it runs to
// show its help, and the help lists its verbs, not it (see verbs).
const groupAnnotation = "ozdesk-group"

// isGroup reports a command that only groups others.
func isGroup(c *cobra.Command) bool {
	return c.Annotations[groupAnnotation] != "" || (!c.Runnable() && c.HasAvailableSubCommands())
}

// groupsRefuseUnknown makes every group of commands (queue, policy, …)
// refuse a word that is none of its commands as a usage error (exit 2),
// as the root does: cobra answers a group that does not run with its
// help and exit 0, so 'ozdesk queue withdraw' looked done. The group
// alone still shows its help.
func groupsRefuseUnknown(c *cobra.Command) {
	for _, sub := range c.Commands() {
		groupsRefuseUnknown(sub)
	}
	if !c.HasSubCommands() || c.Runnable() {
		return
	}
	if c.Args == nil {
		c.Args = noArgs
	}
	if c.Annotations == nil {
		c.Annotations = map[string]string{}
	}
	c.Annotations[groupAnnotation] = "true" // still a group for the help (verbs)
	c.DisableFlagsInUseLine = true          // "ozdesk queue" alone is its help
	c.RunE = func(c *cobra.Command, _ []string) error { return c.Help() }
}

// rootOnly builds the root command, with its flags and no subcommands;
// the whole tree gives it its version (withVersion).
func (a *app) rootOnly() *cobra.Command {
	root := &cobra.Command{
		Use:   "ozdesk",
		Short: "A terminal approval desk for the shell commands AI coding agents want to run",
		Long: "ozdesk answers allow, ask or refuse for each shell command an agent wants to run,\n" +
			"from a policy of command rules, and queues what it asks about for an operator.\n" +
			"Run with no command to open the desk.",
		Args:          noArgs,
		SilenceErrors: true,
		SilenceUsage:  true,
	}
	root.SetVersionTemplate("ozdesk {{.Version}}\n")
	root.SetHelpFunc(helpFunc(root))
	root.SetIn(a.stdin)
	root.SetOut(a.stdout)
	root.SetErr(a.stderr)
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return usagef("run '"+c.CommandPath()+" --help' for its flags", "%v", err)
	})
	root.PersistentFlags().StringVar(&a.db, "db", "", "the store file (default $"+store.EnvDB+", else $XDG_STATE_HOME/ozdesk/desk.db)")
	root.PersistentFlags().StringVar(&a.configPath, "config", "", "the node's configuration (default "+broker.DefaultConfigPath+", when it exists): a socket there means protected mode")
	root.PersistentFlags().StringVar(&a.operator, "operator", "", "who acts, for the audit trail (default $"+EnvOperator+", else your user name)")
	a.deskRoot(root)
	return root
}

// operatorName returns who acts: --operator, else $OZDESK_OPERATOR, else
// the OS user. In protected mode the broker names who acts from the
// account that connected: a name given here must be that one, and none
// given is no error.
//
// A name given is checked as it is claimed (store.CheckOperatorName): a
// name with spaces around it, invisible or control characters, or
// letters of two scripts is refused (exit 2), so that no one becomes a
// second operator to four eyes by spelling their name another way.
func (a *app) operatorName() (string, error) {
	if a.operator != "" {
		return claimedName("--operator", a.operator)
	}
	if a.remote != nil { // the broker names who acts: the key's operator
		return "", nil
	}
	if op := os.Getenv(EnvOperator); op != "" {
		return claimedName("$"+EnvOperator, op)
	}
	if cfg, err := a.protected(); err != nil || cfg != nil {
		return "", err
	}
	if u, err := user.Current(); err == nil && u.Username != "" {
		return u.Username, nil
	}
	if op := os.Getenv("USER"); op != "" {
		return op, nil
	}
	return "", usagef("give --operator NAME or set $"+EnvOperator, "cannot tell who the operator is")
}

// claimedName returns name, given by from (a flag or a variable), when
// it can name an operator; else a usage error that says why not.
func claimedName(from, name string) (string, error) {
	if err := store.CheckOperatorName(name); err != nil {
		return "", withCode(exitUsage, fmt.Errorf("%s: %w", from, err),
			"write the name plainly: no spaces around it, no invisible or control characters, letters of one script")
	}
	return name, nil
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
// The error names the command without the program's name, which the
// error's prefix says already ("ozdesk: queue show wants…", rt22k #5),
// and an ask named as the desk names it ("ask 3") is told how to write it.
func exactArgs(n int, what string) cobra.PositionalArgs {
	return func(c *cobra.Command, args []string) error {
		if len(args) == n {
			return nil
		}
		verb := strings.TrimPrefix(c.CommandPath(), c.Root().Name()+" ")
		got := "no arguments"
		switch len(args) {
		case 0:
		case 1:
			got = "1 argument"
		default:
			got = fmt.Sprintf("%d arguments", len(args))
		}
		if n == 1 && len(args) == 2 && args[0] == "ask" && what == "an ask ID" {
			got += fmt.Sprintf(": write the ID alone (%s %s)", c.CommandPath(), args[1])
		}
		return usagef("usage: "+c.UseLine(), "%s wants %s, got %s", verb, what, got)
	}
}

// errNoStoreYet is what reads of a store that does not exist yet check for.
func noStoreYet(err error) bool { return errors.Is(err, store.ErrNoStore) }

// withVersion gives root its version, which --version prints.
func withVersion(root *cobra.Command) *cobra.Command {
	root.Version = version()
	return root
}
