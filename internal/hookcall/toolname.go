package hookcall

import (
	"strings"

	"ozdesk.dev/ozdesk/internal/safetext"
)

// LookalikeShell reports whether a tool name is not the harness's shell
// tool but reads as it once case and surrounding space are ignored
// (`BASH`, `bash ` for Claude Code's `Bash`). Claude Code and crush find
// their tools by exact name, so today such a call runs no shell; but a
// hook that cannot be sure refuses it rather than let it through with no
// opinion (a harness or a tool server that matched names loosely would
// run a shell under it).
func LookalikeShell(name, shell string) bool {
	return name != shell && strings.EqualFold(strings.TrimSpace(name), shell)
}

// LookalikeReason is the refusal of a lookalike shell tool name.
func LookalikeReason(name, shell string) string {
	return "ozdesk: the tool " + safetext.Escape(name) + " is not " + shell + " but reads as it (case or spaces differ), so whether it runs a shell is not certain; the call is refused"
}
