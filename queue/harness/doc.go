// Package harness answers the harnesses that ask ozdesk before running a
// command: `ozdesk ask`, `ozdesk shell` and the hook adapters for Claude
// Code ([Claude]), Gemini CLI ([Gemini]), Codex ([Codex]) and crush
// ([Crush]).
//
// Every door asks the same way, written once: [Ask] evaluates a command
// on a [queue.Asker] (the service in direct mode, the broker's client in
// protected mode), waits for a pending ask until an absolute deadline,
// withdraws it when the caller stops (its context is cancelled: callers
// install their signal handlers before the ask is queued, so that no
// signal can orphan it) and tells how it ended as a [Result]. [Evaluate]
// and [Await] are its two halves, for callers that wait elsewhere (the
// demo). An adapter is a codec around it: it decodes its harness's input
// into a [queue.Request] and encodes the [Result] in its harness's terms,
// with its harness's own rule for exit codes.
//
// [EndOf] and [Say] turn a [queue.Answer] into how the ask ended (allowed,
// refused, undecided, unavailable) and one safe line for a person; every
// door uses them, so a decision reads the same from each.
//
// [Claude] speaks Claude Code's PreToolUse hook protocol (see
// cmd/ozdesk/testdata/claude/PROTOCOL.md, measured on the real binary): it
// reads the tool call from standard input, passes every tool but Bash
// through untouched, evaluates a Bash command with the queue and, when the
// policy asks, waits for the desk (or hands the ask to Claude Code's own
// prompt). It fails closed in Claude Code's terms: a hook that exits 1
// is a non-blocking error and the command runs, so malformed input, an
// unreadable store, a panic or any other failure answers deny (or exits
// 2 with the reason on standard error), never exit 1, never allow.
//
// [Gemini] speaks Gemini CLI's BeforeTool hook (testdata/gemini/PROTOCOL.md):
// one JSON object at exit 0, allow or deny, never "ask". [Codex] speaks
// Codex's PreToolUse hook (testdata/codex/PROTOCOL.md): Claude Code's
// input, but Codex can only block, so an allow is no output and every
// other end a deny with a reason. [Crush] speaks crush's PreToolUse hook
// (testdata/crush/PROTOCOL.md, read from crush's source): its own input
// (event, tool "bash", a working_dir the command runs in) and its own
// envelope, allow or deny at exit 0, never silence for bash (which `crush
// run` approves). Each fails closed in its own harness's terms,
// documented with it.
//
// opencode runs plugins, not hook commands: [OpencodePlugin] is ozdesk's
// (testdata/opencode/PROTOCOL.md), a JavaScript module whose
// tool.execute.before handler runs `ozdesk ask` for every bash call and
// throws, which blocks the tool, unless ozdesk exits 0.
package harness
