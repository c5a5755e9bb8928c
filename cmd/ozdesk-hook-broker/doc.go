// Command ozdesk-hook-broker is the hooks of Claude Code, Codex, Gemini
// CLI and crush for a node in protected mode, built to do nothing else: it
// reads the call (internal/hookcall, the same code and checks as `ozdesk
// hook NAME`), reads the socket and evaluate-timeout from the node's
// configuration (internal/brokerconf, without YAML), sends the ask to the
// broker (internal/askwire, internal/brokerconn), waits for the desk when
// the broker asks, and writes the harness's answer. It links no direct
// mode: neither the policy, the store, the queue, bbolt, YAML, mvdan/sh
// nor go-runewidth (TestDeps). The shells the harness may run the command
// with are sent for the broker to read it as each does
// (askwire.Request.Shells).
//
//	ozdesk-hook-broker [--config FILE] hook claude-code|codex|gemini-cli|crush [--wait D] [--agent NAME]
//
// It fails closed in its harness's terms: with no configuration (direct
// mode) it denies every shell call ("this build only talks to a broker;
// use ozdesk for direct mode"), as it does for any failure; it never
// exits 1. It reads its command line as the full build does: `hook NAME`
// anywhere, --config, --wait and --agent before or after it, as `--name
// value` or `--name=value`. A line it cannot take is refused in the terms
// of the harness it names; a line naming none is refused by exit 2 with
// the reason on standard error, which blocks in all four harnesses. What
// it does not do that `ozdesk hook NAME` does:
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
//   - The other harnesses' file tools and Codex's apply_patch tool are
//     denied too. A Codex command is sent saying so (askwire.Request.Codex),
//     and the broker reads it as the full build's hook does: a part Codex
//     could type into later (write_stdin) is refused, an apply_patch
//     invocation judged by the files it writes.
//   - --local-ask: Claude Code's own prompt is not offered; every ask
//     waits at the desk.
//   - A command longer than the broker takes from an agent is denied,
//     not sent clipped.
package main
