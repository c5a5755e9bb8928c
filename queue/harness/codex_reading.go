package harness

import (
	"errors"

	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/patterns"
)

// CodexRule is the rule a broker's answer names when it refuses a Codex
// command as Codex's own hook does ([CodexReading]), before the policy
// is asked.
const CodexRule = "harness.codex"

// CodexReading reads command as Codex runs it, beyond what the policy
// judges: Codex can type into a running command later (write_stdin, which
// no hook sees), and applies an apply_patch invocation itself. It returns
// the text to judge in place of command (command itself, or with each
// apply_patch part replaced by the writes and deletes its patch makes),
// a doubt that makes the command ask whatever the policy says ("" for
// none: a patch whose files it cannot tell), or a refusal ("" for none):
// a part that runs what is typed into it or is a file transfer's server
// end, or a program run under a name ozdesk cannot read. The full build's
// hook and a broker asked for a Codex command by the broker-only hook
// (askwire.Request.Codex) read it so alike.
func CodexReading(command string) (judged, doubt, refusal string) {
	// The command is read whole only when a part may be one the hook
	// refuses or reads as a patch (the effects table and the programs'
	// options are most of a reading's cost, issue 10).
	read := patterns.ReadIf(command, codexReadsWhole)
	typed, stream := stdinProgramsOf(read)
	if typed != "" {
		return "", "", typed + " reads its commands from its standard input, and Codex can type into a running command later (write_stdin), which no hook sees; run each command on its own, or give the shell a script or -c"
	}
	if stream != "" {
		return "", "", stream + " writes or sends the files named in what it reads from its standard input, and Codex can type into a running command later (write_stdin), which no hook sees; copy a file with a command that names it"
	}
	// Codex applies an apply_patch invocation itself: its writes are
	// judged.
	judged, err := codexPatchJudged(command, read)
	if errors.Is(err, errRunName) {
		return "", "", safetext.Escape(err.Error()) + "; run the program by its own name"
	}
	if err != nil {
		return command, "Codex applies this patch itself, and ozdesk cannot tell which files it writes (" + err.Error() + ")", ""
	}
	return judged, "", ""
}
