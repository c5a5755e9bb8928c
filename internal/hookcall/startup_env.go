package hookcall

import (
	"os"

	"ozdesk.dev/ozdesk/internal/safetext"
)

// A non-interactive bash sources the file BASH_ENV names before the
// command it is given, and a POSIX sh the file ENV names (interactive, and
// dash's `sh -i`): code that runs ahead of every command the harness
// runs, which ozdesk does not read. Gemini CLI copies a project's .env
// (or a parent's, or ~/.env) into its environment and runs each command
// with `bash -c` there (rt19i #6); Claude Code's Bash calls inherit its
// environment too. The hook inherits the same environment, so it reads
// the same values. Every adapter that a harness starts in its own
// environment applies it (fx21c): Claude Code's, Gemini CLI's, Codex's and
// crush's hooks, `ozdesk ask --shell` (opencode's plugin runs it in
// opencode's environment) and the ACP proxy (the agent it starts inherits
// the proxy's). `ozdesk shell` does not pass them to the bash it execs
// (cmd/ozdesk/shell_env.go). PROMPT_COMMAND runs only in an interactive
// bash, which no harness runs; ZDOTDIR names where zsh reads its start-up
// files, as ~/.zshenv is read without it, and is left to the guard of
// those files. A command that sets one for a later part (`export
// BASH_ENV=x; bash -c y`) is unreadable by the defaults.

// runningEnvVars are the variables a shell reads code from before the
// command.
var runningEnvVars = []string{"BASH_ENV", "ENV"}

// RunningEnvDoubt says why a command may not run as ozdesk reads it when
// harness runs it in an environment that sets one of runningEnvVars ("" when
// none is set, or set empty; getenv nil reads this process's): every
// command under one is asked about ([queue.Request.MustAsk]), whatever the
// policy says.
func RunningEnvDoubt(harness string, getenv func(string) string) string {
	if getenv == nil {
		getenv = os.Getenv
	}
	for _, name := range runningEnvVars {
		if v := getenv(name); v != "" {
			return harness + " runs commands with " + name + " set (`" + safetext.Escape(Clip(v, 120)) + "`): the shell runs that file first, which ozdesk does not read"
		}
	}
	return ""
}

// WithDoubt joins a second reason to ask to the first.
func WithDoubt(mustAsk, doubt string) string {
	switch {
	case doubt == "":
		return mustAsk
	case mustAsk == "":
		return doubt
	}
	return mustAsk + "; " + doubt
}
