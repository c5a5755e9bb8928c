// Package harness answers the harnesses that ask ozdesk before running a
// command: `ozdesk ask` and the hook adapters such as Claude Code's
// PreToolUse hook.
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
package harness
