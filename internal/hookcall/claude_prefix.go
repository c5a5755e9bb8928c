package hookcall

import (
	"strings"

	"ozdesk.dev/ozdesk/internal/safetext"
)

// EnvClaudeShellPrefix is the variable by which Claude Code runs every
// Bash call as PREFIX COMMAND (a logger, an auditing wrapper): what runs
// is the prefix's program, given the command. The hook inherits Claude
// Code's environment, so it reads the same value.
const EnvClaudeShellPrefix = "CLAUDE_CODE_SHELL_PREFIX"

// PrefixDoubt says why a command may not run as ozdesk reads it when
// Claude Code puts prefix before it ("" for no prefix): ozdesk cannot
// tell what a prefix program does with the command it is given (run it
// otherwise, or something else), so no prefix is taken as harmless and
// every command under one is asked about ([queue.Request.MustAsk]).
func PrefixDoubt(prefix string) string {
	if prefix == "" {
		return ""
	}
	return "Claude Code runs every command through " + EnvClaudeShellPrefix + " (`" + safetext.Escape(Clip(prefix, 120)) + "`), a program ozdesk does not read, which decides what runs"
}

// Clip cuts s to at most n bytes of valid text, marking the cut.
func Clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return strings.ToValidUTF8(s[:n], "") + "…"
}
