package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/internal/hooksignal"
	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/harness"
	"ozdesk.dev/ozdesk/store"
)

// EnvAgent names the agent when `ozdesk ask` has no --agent flag.
const EnvAgent = "OZDESK_AGENT"

// maxCommandBytes caps the command `ozdesk ask` takes, as words after --
// or on standard input alike (rt18k 9h): past it the ask is refused as a
// usage error (exit 2) before anything is asked or written.
const maxCommandBytes = 1 << 20

type askFlags struct {
	agent, cwd, workdir, job, session string
	// shell is the shell that will run the command ("" for bash, unsaid).
	shell   string
	wait    time.Duration
	waitSet bool // --wait was given
	json    bool
}

func (a *app) askCommand() *cobra.Command {
	var f askFlags
	c := &cobra.Command{
		Use:   "ask --agent NAME [--cwd DIR] [--workdir DIR] [--job J] [--session S] [--wait 10m] [--json] -- COMMAND",
		Short: "Ask whether a command may run: the policy answers, or an operator at the desk",
		Long: "ask evaluates COMMAND (the words after --, joined by spaces; or standard input when\n" +
			"there are none) for the agent. When the policy asks, the ask is queued and ozdesk waits\n" +
			"for an operator's decision, at most --wait (default: the desk's setting, 10m).\n" +
			"SIGHUP, SIGINT, SIGTERM or SIGQUIT while waiting withdraws the ask (exit 3).\n\n" +
			"The command may be at most 1,048,576 bytes (1.0 MB) either way; a longer one is a usage\n" +
			"error (exit 2) and nothing is asked.\n\n" +
			"Exit codes: 0 allow, 1 refuse, 2 usage, 3 nobody decided in time, 4 the store could not\n" +
			"be read (the command must not run), 5 internal. See 'ozdesk help exit-codes'.",
		RunE: func(c *cobra.Command, args []string) error { return a.runAsk(c, args, f) },
	}
	fl := c.Flags()
	fl.StringVar(&f.agent, "agent", "", "the agent asking (default $"+EnvAgent+"; in protected mode the broker records the account that asks, and keeps a name other than the account's as a label)")
	fl.StringVar(&f.cwd, "cwd", "", "the command's working directory (default the current one)")
	fl.StringVar(&f.workdir, "workdir", "", "the directory the agent's task owns, for [inside-workdir] and [outside-workdir] (default --cwd)")
	fl.StringVar(&f.job, "job", "", "the agent's job or task")
	fl.StringVar(&f.session, "session", "", "the harness's session")
	fl.DurationVar(&f.wait, "wait", 0, "how long to wait for a decision (default the desk's setting)")
	fl.BoolVar(&f.json, "json", false, "print the answer as JSON")
	fl.StringVar(&f.shell, "shell", "", "the shell that will run the command, when not bash: a command it reads otherwise than bash is asked about, whatever the policy says (sh, dash, zsh read; any other shell always asks)")
	return c
}

func (a *app) runAsk(c *cobra.Command, args []string, f askFlags) error {
	f.waitSet = c.Flags().Changed("wait")
	req, err := a.askRequest(args, f)
	if err != nil {
		return err
	}
	if f.shell != "" {
		// A command that shell may read otherwise than bash is asked
		// about, whatever the policy says: a person decides.
		req.MustAsk = harness.ShellDoubt(req.Command, f.shell, "the harness")
		// The harness that names its shell runs the command in the
		// environment ozdesk ask inherits from it (opencode's plugin):
		// BASH_ENV or ENV there runs code first.
		req.MustAsk = harness.WithDoubt(req.MustAsk, harness.RunningEnvDoubt("the harness", os.Getenv))
	}
	// The handler is in place before the ask is queued: a signal at any
	// moment from here on withdraws the ask instead of orphaning it.
	ctx, stop := signalContext(c.Context())
	defer stop()
	// Its parent reads its answer: once the parent ends, the ask is
	// withdrawn, "its agent is gone" (rt47k M1 variant).
	ctx, unwatch := harness.WatchParent(ctx)
	defer unwatch()
	ignoreJobStops()
	// An ask that may wait for a decision may wait for the store's lock
	// too, within its own deadline: a burst queues instead of failing.
	svc, err := a.open(store.WithoutCreate(), store.WithLockTimeout(store.LockWaitWithin(f.wait)))
	if err != nil {
		return err
	}
	var deadline time.Time
	if f.waitSet {
		deadline = time.Now().Add(f.wait)
	}
	pending := func(r harness.Result) bool {
		why := safetext.Escape(r.Answer.Rule)
		if why == "" {
			why = "no rule matches: the fallback asks"
		}
		// The agent reads this: it says what the ask waits for, never how
		// to decide it.
		fmt.Fprintf(a.stderr, "ozdesk: %s; %s\n", harness.Waiting(r.Answer.Ask), why)
		return true
	}
	var r harness.Result
	if local, ok := svc.(*queue.Service); ok {
		// Direct mode: the asker withdraws its own ask from the file,
		// waiting for its lock, when stopped (rt18k #4).
		r = harness.AskByStore(ctx, local, req, deadline, pending)
	} else {
		r = harness.AskBy(ctx, svc, req, deadline, pending)
	}
	if r.Err != nil && r.End == harness.Unavailable {
		// Nothing decided: fail closed.
		what := "the store"
		if id := r.AskID(); id != "" {
			what = "ask " + id
		}
		return storeFailure(fmt.Errorf("%w; the command must not run", r.Err), what, "ozdesk queue ls")
	}
	ans := r.Answer
	if f.json {
		if err := printJSON(a.stdout, newAnswerJSON(ans)); err != nil {
			return err
		}
	} else {
		fmt.Fprintln(a.stdout, r.Say())
	}
	if code := endExit(r.End); code != exitOK {
		return quiet(code)
	}
	return nil
}

// askRequest builds the request from the flags and the command.
func (a *app) askRequest(args []string, f askFlags) (queue.Request, error) {
	agent := f.agent
	if agent == "" {
		agent = os.Getenv(EnvAgent)
	}
	if agent == "" {
		// In protected mode the broker records the ask under the account
		// that connected, whatever it is called: no name is needed.
		cfg, err := a.protected()
		if err != nil {
			// A configuration that cannot be believed: that is the
			// problem to report (nothing is asked either way).
			return queue.Request{}, err
		}
		if cfg == nil {
			return queue.Request{}, usagef("say who asks: --agent NAME (or set $"+EnvAgent+")", "ask needs an agent")
		}
	}
	if err := queue.CheckAgentName(agent); err != nil {
		// not the name again: escaped twice, it reads worse than none
		return queue.Request{}, usagef("name the agent in UTF-8 text", "%v: --agent (or $%s) is not valid UTF-8", queue.ErrAgentName, EnvAgent)
	}
	command, err := a.commandText(args)
	if err != nil {
		return queue.Request{}, err
	}
	cwd, err := absDir(f.cwd)
	if err != nil {
		return queue.Request{}, err
	}
	var workdir string
	if f.workdir != "" {
		if workdir, err = absDir(f.workdir); err != nil {
			return queue.Request{}, err
		}
	}
	if f.waitSet && f.wait <= 0 {
		return queue.Request{}, usagef("give a positive duration such as 30s or 10m", "--wait %v is not positive", f.wait)
	}
	return queue.Request{
		Command: command, Agent: agent, Job: f.job, Session: f.session, Harness: "cli",
		Cwd: cwd, Workdir: workdir, Wait: f.wait,
		// Only --json prints the report.
		NoReport: !f.json,
	}, nil
}

// commandText is the command: the arguments joined by spaces, or standard
// input (without its final newline) when there are none.
func (a *app) commandText(args []string) (string, error) {
	var command string
	if len(args) > 0 {
		command = strings.Join(args, " ")
		if len(command) > maxCommandBytes {
			return "", tooLong("after --")
		}
	} else {
		b, err := io.ReadAll(io.LimitReader(a.stdin, maxCommandBytes+1))
		if err != nil {
			return "", usagef("", "read the command from standard input: %v", err)
		}
		if len(b) > maxCommandBytes {
			return "", tooLong("on standard input")
		}
		command = strings.TrimSuffix(string(b), "\n")
	}
	if strings.TrimSpace(command) == "" {
		return "", usagef("give it after --, as in: ozdesk ask --agent bot -- 'make test'; or on standard input", "no command to ask about")
	}
	return command, nil
}

// tooLong is the usage error of a command over maxCommandBytes, given
// where (after --, or on standard input): the same cap, words and exit
// code both ways.
func tooLong(where string) error {
	return usagef("ozdesk ask takes a command of at most "+safetext.FormatBytes(maxCommandBytes)+", after -- or on standard input",
		"the command %s is longer than %s", where, safetext.FormatBytes(maxCommandBytes))
}

// absDir makes dir absolute (the current directory when empty).
func absDir(dir string) (string, error) {
	if dir == "" {
		wd, err := os.Getwd()
		if err != nil {
			return "", usagef("give it with --cwd DIR", "cannot tell the working directory: %v", err)
		}
		return wd, nil
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", usagef("give an absolute directory", "--cwd %s: %v", safetext.Escape(dir), err)
	}
	return abs, nil
}

// signalContext is ctx, cancelled by the first of hooksignal.Signals: in
// ozdesk's own process, from the one its initialiser caught (a signal in
// the ask's first milliseconds withdraws it too, rt22i #1); inside another
// program (a test), from one caught now, which stop releases.
func signalContext(ctx context.Context) (context.Context, context.CancelFunc) {
	early := hooksignal.Caught()
	if early == nil {
		return signal.NotifyContext(ctx, hooksignal.Signals...)
	}
	ctx, cancel := context.WithCancel(ctx)
	go func() {
		select {
		case <-early:
			cancel()
		case <-ctx.Done():
		}
	}()
	return ctx, cancel
}
