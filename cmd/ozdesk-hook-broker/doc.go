// Command ozdesk-hook-broker is Claude Code's PreToolUse hook for a node
// in protected mode, built to do nothing else: it reads the call
// (internal/hookcall, the same code and checks as `ozdesk hook
// claude-code`), reads the socket and evaluate-timeout from the node's
// configuration (internal/brokerconf, without YAML), sends the ask to the
// broker (internal/askwire, internal/brokerconn), waits for the desk when
// the broker asks, and writes Claude Code's answer. It links no direct
// mode: neither the policy, the store, the queue, bbolt, YAML nor
// go-runewidth's callers beyond safetext (TestDeps).
//
//	ozdesk-hook-broker [--config FILE] hook claude-code [--wait 9m] [--agent NAME]
//
// It fails closed in Claude Code's terms: with no configuration (direct
// mode) it denies every Bash call ("this build only talks to a broker;
// use ozdesk for direct mode"), as it does for any failure; it never
// exits 1. What it does not do that `ozdesk hook claude-code` does:
//
//   - Claude Code's file tools (Write, Edit, MultiEdit, NotebookEdit) are
//     judged by the full build, which reads the written path with the
//     policy's guard; this build denies them (use ozdesk-hook when the
//     file tools are in use).
//   - The asker's paths: a command whose words may pass through a
//     symbolic link (hookcall.MayNameLink, the full build's cheap gate)
//     would be read whole, as this account, by the full build; this
//     build sends it with MustAsk, so the broker asks a person whatever
//     its rules say.
//   - --local-ask: Claude Code's own prompt is not offered; every ask
//     waits at the desk.
//   - A command longer than the broker takes from an agent is denied,
//     not sent clipped.
package main
