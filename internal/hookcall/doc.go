// Package hookcall is a harness's hook call as an adapter reads it, the
// checks an adapter makes of it before it asks, and the answer it writes:
// Claude Code's, Codex's, Gemini CLI's and crush's input and reply, one
// JSON value read whole (ReadOneCall, the keys that differ only in case),
// the tool names that read as a shell's, PowerShell, the shell a harness
// runs a command with (whose reading internal/shelldialect compares with
// bash's: no shell parser is linked here), a prefix or a startup file
// that runs first, and the look for a symbolic link a command may write
// through (MayNameLink).
// None of it needs direct mode: the package imports neither the queue,
// the policy nor the store (TestDeps), so that a build which only talks to
// a broker makes the same checks with the same code as queue/harness,
// which calls it.
package hookcall
