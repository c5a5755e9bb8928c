package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"os/user"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/internal/hooksignal"
	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/harness"
)

// The guarded shell's own exit statuses, as a shell's: a command it does
// not run exits 126 (bash's "cannot execute"); one it runs exits as bash
// does, which it becomes.
const (
	// exitShellRefused: the command was not run (refused, denied,
	// undecided, the store unreadable, an interactive login, a shell
	// that would be ozdesk itself).
	exitShellRefused = 126
	// exitShellSignal is added to the number of a signal that stopped
	// the shell while it waited for the desk, as a shell reports it.
	exitShellSignal = 128
)

// EnvBash names the bash the guarded shell runs commands with (default
// /bin/bash, else /usr/bin/bash); never $SHELL, which may be ozdesk.
const EnvBash = "OZDESK_BASH"

// EnvSSHCommand is where sshd puts the command a client asked for when a
// ForceCommand runs instead.
const EnvSSHCommand = "SSH_ORIGINAL_COMMAND"

type shellFlags struct {
	agent string
	wait  time.Duration
}

func (a *app) shellCommand() *cobra.Command {
	var f shellFlags
	c := &cobra.Command{
		Use:   "shell [--agent NAME] [--wait D] [BASH OPTIONS] -c COMMAND [ARG0 ARGS...]",
		Short: "A guarded shell: evaluate a command, then run it with bash or refuse it",
		Long: "ozdesk shell -c COMMAND asks about COMMAND as 'ozdesk ask' does (the agent is --agent,\n" +
			"$" + EnvAgent + ", else your user name; when the policy asks, it waits for the desk at most\n" +
			"--wait, default the desk's setting), then becomes bash -c COMMAND [ARG0 ARGS...]:\n" +
			"standard input and output, the exit status and signals are bash's own. A command it\n" +
			"does not run (refused, denied, undecided, the store unreadable) exits 126 with the\n" +
			"reason on standard error; SIGHUP (a dropped SSH session), SIGINT, SIGTERM or SIGQUIT\n" +
			"while it waits withdraws the ask and exits 128 plus the signal's number.\n\n" +
			"Its arguments are read as bash reads its own: ozdesk's long flags first, then bash's\n" +
			"options before or after -c (-l, -e, -u, -x, -v, -n, -E, -T, their + forms, -o NAME,\n" +
			"-ec, --, and --login, --noprofile, --norc first), and the command string is the first\n" +
			"word after them, as `bash -c -l COMMAND` callers expect. Any other option (-i, -s, -k,\n" +
			"-f, -o keyword...) would change how bash reads or runs the command, so it is refused.\n\n" +
			"Without -c it runs $" + EnvSSHCommand + ", as an sshd ForceCommand:\n\n" +
			"    Match User agent\n        ForceCommand /usr/local/bin/ozdesk shell\n\n" +
			"and refuses an interactive login (no command) with exit 126. Standard input is the\n" +
			"agent's, and what comes on it is never judged: a command with a part that runs code\n" +
			"it reads from there (bash, bash -i, bash -s, bash /dev/stdin, python3 -, sudo -s, su,\n" +
			"ssh HOST...: what the defaults read as a shell when fed from a pipe), or takes its\n" +
			"script or commands from there (xargs env, xargs nice..., bare fakeroot, sed -f -,\n" +
			". /dev/stdin, sed e, awk's system), or sends it to a database or a server\n" +
			"(redis-cli, clickhouse-client, cqlsh, usql, sqlcmd without a query; nc HOST PORT),\n" +
			"is refused with exit 126; send the script's text as the command instead. So is a\n" +
			"program that runs what is typed into it, by family (one table, read by hook codex\n" +
			"too): REPLs and language or cloud shells (python3 -i, ghci, ts-node, jupyter console,\n" +
			"lein repl, sbt, swift, manage.py shell, rails console, gcloud alpha interactive, az\n" +
			"interactive, bq shell, bare openssl), debuggers (gdb and lldb without -batch, pdb,\n" +
			"rr replay), database shells (psql, mysql, sqlite3, pgcli, mycli, litecli...), editors\n" +
			"in any mode (vi, vim, rvim, rview, vimtutor, ex, ed, nano, emacs, joe, mc...) and what\n" +
			"opens one (git commit with no -m, git rebase -i, hg commit, crontab -e, visudo),\n" +
			"pagers and info readers (less, more, most, pg, man, info), multiplexers (screen, tmux,\n" +
			"byobu, zellij, tmate, abduco), TUIs whose keys kill, delete, install or partition (top,\n" +
			"htop, ncdu, aptitude, fdisk, parted), gpg --edit-key, rlwrap, docker run -i; and the\n" +
			"server end of a file transfer (scp -t, scp -f,\n" +
			"sftp-server, internal-sftp, rsync --server, git-receive-pack, and tar -x, pax -r,\n" +
			"patch, git apply, git am from standard input), which writes the files named in what\n" +
			"it reads. A terminal on standard input (ssh -t) is refused whatever the command: any\n" +
			"program may read what is typed there.\n" +
			"A program ozdesk does not know that reads commands from standard input still runs\n" +
			"them unjudged.\n\n" +
			"As an account's login shell, use a two-line wrapper (sshd runs the login shell with\n" +
			"-c COMMAND), and set PermitUserRC no for the account (sshd runs ~/.ssh/rc through\n" +
			"the login shell, and ozdesk would judge the line that runs it, not the file):\n\n" +
			"    #!/bin/sh\n    exec /usr/local/bin/ozdesk shell \"$@\"\n\n" +
			"bash gets the environment without what would run code the command does not show:\n" +
			"BASH_ENV, ENV, exported functions (BASH_FUNC_*), SHELLOPTS, BASHOPTS, PS4,\n" +
			"PROMPT_COMMAND, CDPATH, GLOBIGNORE, EXECIGNORE, POSIXLY_CORRECT, BASH_COMPAT,\n" +
			"BASH_LOADABLES_PATH, every LD_* and DYLD_* (LD_PRELOAD, LD_LIBRARY_PATH, LD_AUDIT...),\n" +
			"and what the C library ignores for setuid programs (GCONV_PATH, GLIBC_TUNABLES, LOCPATH,\n" +
			"NLSPATH, HOSTALIASES, RES_OPTIONS, MALLOC_TRACE...) are left out. With -l, bash\n" +
			"first runs the login files (/etc/profile, then ~/.bash_profile, ~/.bash_login or\n" +
			"~/.profile), which are not judged: the defaults ask about a command that writes\n" +
			"them, but a harness's own file tools never pass through a hook, so use -l only\n" +
			"where the agent cannot edit those files.\n\n" +
			"It never runs itself: the shell it execs is $" + EnvBash + " (default /bin/bash), never\n" +
			"$SHELL, and one that is ozdesk is refused. $" + EnvBash + " must be bash (it is asked\n" +
			"for $BASH_VERSION first): commands are judged as bash reads them, and another shell\n" +
			"(dash as /bin/sh) may run another command from the same text. Unless you are root,\n" +
			"it must also be a file only root can change, in directories only root can change:\n" +
			"the agent may set the environment, and a program of its own could pass for bash.",
		Args: cobra.ArbitraryArgs,
		// The argument list is read as bash reads its own (options before
		// and after -c, -ec, --, +x, -o NAME): ozdesk's long flags come
		// first and are parsed here, the rest is bash's.
		DisableFlagParsing: true,
		RunE: func(c *cobra.Command, args []string) error {
			// The global flags and --help join the command's own here, as
			// cobra does when it parses flags itself.
			c.InitDefaultHelpFlag()
			_ = c.InheritedFlags()
			own, rest := splitShellArgs(c.Flags(), args)
			if err := c.Flags().Parse(own); err != nil {
				return shellRefusal(a, "ozdesk shell: "+safetext.Escape(err.Error())+"; the command is not run")
			}
			if help, _ := c.Flags().GetBool("help"); help {
				return c.Help()
			}
			argv, err := parseShellArgv(rest)
			if err != nil {
				return shellRefusal(a, "ozdesk shell: "+safetext.Escape(err.Error())+"; the command is not run")
			}
			return a.runShell(c, argv, f)
		},
	}
	fl := c.Flags()
	fl.StringVar(&f.agent, "agent", "", "the agent asking (default $"+EnvAgent+", else your user name)")
	fl.DurationVar(&f.wait, "wait", 0, "how long to wait for the desk (default the desk's setting)")
	return c
}

func (a *app) runShell(c *cobra.Command, sa shellArgv, f shellFlags) error {
	command, set := sa.text, sa.command
	if !set {
		if len(sa.args) > 0 || len(sa.opts) > 0 || len(sa.long) > 0 || sa.login {
			return shellRefusal(a, "ozdesk shell runs one command given with -c COMMAND; it got arguments without -c")
		}
		command = os.Getenv(EnvSSHCommand)
		sa.text = command
		if command == "" {
			return shellRefusal(a, "ozdesk shell: interactive logins are refused; run one command at a time (ssh HOST COMMAND, or -c COMMAND), and each is asked about first")
		}
	}
	// bash -c '' runs nothing and exits 0 (without -l's login files
	// either here): nothing to judge, nothing to run.
	if command == "" {
		return nil
	}
	// A terminal on its standard input (ssh -t, a harness's pty) is one
	// the agent types into: every program reads it, a pager's `!`, an
	// editor's `:!`, a prompt, and what is typed is never judged.
	if isTerminal(0) {
		return shellRefusal(a, "ozdesk shell: refuse: standard input is a terminal (ssh -t, a harness's pseudo-terminal): any program may read what is typed there (a pager's !, an editor's :!, a prompt), which is never judged; run commands without one (ssh -T HOST COMMAND); the command is not run")
	}
	// Its standard input is the caller's (an SSH session's channel): a
	// shell or interpreter reading its program from there would run what
	// is sent after the command, which is never judged.
	typed, stream := harness.StdinPrograms(command)
	if typed != "" {
		return shellRefusal(a, "ozdesk shell: refuse: "+typed+" runs the commands it reads from standard input, which the agent sends after the command is judged, so they cannot be judged; send the script's text as the command instead (ssh HOST 'COMMANDS', or -c 'COMMANDS'); the command is not run")
	}
	// A file transfer's server end (sftp-server, scp -t, rsync --server,
	// git-receive-pack, tar -x) writes the files its stream names, not
	// the command: ~/.bashrc, .git/hooks, ozdesk's own store.
	if stream != "" {
		return shellRefusal(a, "ozdesk shell: refuse: "+stream+" writes or sends the files named in what it reads from standard input, which the agent sends after the command is judged, so they cannot be judged; copy a file with a command that names it (ssh HOST 'cat > FILE' < FILE, ssh HOST cat FILE); the command is not run")
	}
	bash, err := shellBash()
	if err != nil {
		return shellRefusal(a, "ozdesk shell: "+safetext.Escape(err.Error())+"; the command is not run")
	}
	// The handler is in place before the ask is queued: a signal at any
	// moment from here on withdraws the ask.
	ctx, cancel := context.WithCancel(c.Context())
	defer cancel()
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, hooksignal.Signals...)
	defer signal.Stop(sigs)
	holdJobStops()
	var stoppedBy syscall.Signal
	go func() {
		select {
		case s := <-sigs:
			stoppedBy, _ = s.(syscall.Signal)
			cancel()
		case <-ctx.Done():
		}
	}()
	req, err := a.shellRequest(command, f)
	if err != nil {
		return shellRefusal(a, "ozdesk shell: "+safetext.Escape(err.Error())+"; the command is not run")
	}
	svc, err := a.harnessAPI()
	if err != nil {
		return shellRefusal(a, "ozdesk shell: "+safetext.Escape(err.Error())+"; the command is not run")
	}
	var deadline time.Time
	if f.wait > 0 {
		deadline = time.Now().Add(f.wait)
	}
	pending := func(r harness.Result) bool {
		fmt.Fprintf(a.stderr, "ozdesk: %s; %s\n", harness.Waiting(r.Answer.Ask), safetext.Escape(r.Answer.Rule))
		return true
	}
	var r harness.Result
	if local, ok := svc.(*queue.Service); ok {
		// Direct mode: a wait its deadline ended with no answer (the
		// store's lock held, its ask's expiry not written) is noted
		// beside the store, as a hook's and an ask's are (fx54g)
		r = harness.AskByStore(ctx, local, req, deadline, pending)
	} else {
		r = harness.AskBy(ctx, svc, req, deadline, pending)
	}
	if r.Stopped {
		cancel()
		fmt.Fprintln(a.stderr, "ozdesk shell: stopped while waiting for the desk; "+r.Say())
		return quiet(exitShellSignal + int(stoppedBy))
	}
	if r.End != harness.Allowed {
		return shellRefusal(a, "ozdesk shell: "+r.Say())
	}
	signal.Stop(sigs)
	argv := sa.bashArgv()
	// bash takes this process's place: its stdin, stdout, exit status and
	// signals are the caller's. It gets the environment without what would
	// run code the command does not show.
	env, _ := shellEnv(os.Environ())
	if a.exec == nil {
		return shellRefusal(a, "ozdesk shell: this ozdesk runs inside another program, whose process it cannot hand to bash; the command is not run")
	}
	err = a.exec(bash, argv, env)
	return shellRefusal(a, fmt.Sprintf("ozdesk shell: could not run %s: %s; the command is not run", safetext.Escape(bash), safetext.Escape(err.Error())))
}

// shellRequest is the ask for command, run in the current directory.
func (a *app) shellRequest(command string, f shellFlags) (queue.Request, error) {
	agent := f.agent
	if agent == "" {
		agent = os.Getenv(EnvAgent)
	}
	if agent == "" {
		u, err := user.Current()
		if err != nil {
			return queue.Request{}, fmt.Errorf("cannot tell who asks (give --agent or $%s): %w", EnvAgent, err)
		}
		agent = u.Username
	}
	cwd, err := os.Getwd()
	if err != nil {
		return queue.Request{}, fmt.Errorf("cannot tell the working directory: %w", err)
	}
	// The shell says the outcome, rule and reason only: no report.
	return queue.Request{Command: command, Agent: agent, Harness: "shell", Cwd: cwd, Session: os.Getenv("OZDESK_SESSION"), NoReport: true}, nil
}

// shellBash is the bash the guarded shell execs: $OZDESK_BASH, else
// /bin/bash or /usr/bin/bash; never this program itself.
func shellBash() (string, error) {
	candidates := []string{"/bin/bash", "/usr/bin/bash"}
	if b := os.Getenv(EnvBash); b != "" {
		candidates = []string{b}
	}
	self, err := os.Executable()
	if err != nil {
		return "", fmt.Errorf("cannot tell its own executable, so cannot rule out running itself: %w", err)
	}
	selfInfo, err := os.Stat(self)
	if err != nil {
		return "", fmt.Errorf("cannot stat its own executable: %w", err)
	}
	var errs []error
	for _, b := range candidates {
		info, err := os.Stat(b)
		switch {
		case err != nil:
			errs = append(errs, err)
		case os.SameFile(info, selfInfo):
			return "", fmt.Errorf("the shell to run, %s, is ozdesk itself: a guarded shell never runs itself (set $%s to a real bash)", b, EnvBash)
		case info.Mode().IsRegular() && info.Mode()&0o111 != 0 && os.Getenv(EnvBash) != "":
			if err := trustedBash(b); err != nil {
				return "", err
			}
			return b, isBash(b)
		case info.Mode().IsRegular() && info.Mode()&0o111 != 0:
			return b, nil
		default:
			errs = append(errs, fmt.Errorf("%s is not an executable file", b))
		}
	}
	return "", fmt.Errorf("no bash to run the command with: %w", errors.Join(errs...))
}

// isBash checks that the program at path is bash, by asking it for
// $BASH_VERSION (in an empty environment, with no input): the command is
// judged as bash reads it, and another shell (dash as /bin/sh) may run
// another command from the same text.
func isBash(path string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, path, "-c", `printf %s "$BASH_VERSION"`)
	cmd.Env = []string{}
	out, err := cmd.Output()
	if err != nil || len(bytes.TrimSpace(out)) == 0 {
		return fmt.Errorf("$%s, %s, is not bash (it sets no $BASH_VERSION): commands are judged as bash reads them, so they run only with bash (unset $%s, or point it at a bash)", EnvBash, safetext.Escape(path), EnvBash)
	}
	return nil
}

// shellRefusal says why the command is not run and exits 126.
func shellRefusal(a *app, why string) error {
	fmt.Fprintln(a.stderr, why)
	return quiet(exitShellRefused)
}
