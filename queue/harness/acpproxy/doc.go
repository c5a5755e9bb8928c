// Package acpproxy puts ozdesk between an editor and an ACP agent (the
// Agent Client Protocol: JSON-RPC 2.0, one message a line, over the
// agent's standard input and output). The editor starts `ozdesk acp --
// AGENT [ARGS…]` in the agent's place; [Start] starts the agent in a
// process group of its own (Gemini CLI re-launches itself as a child),
// and [Relay] relays every message both ways, byte for byte, except the
// few that decide whether a shell command runs:
//
//   - the agent's session/request_permission for a tool call of kind
//     "execute" (the command is the whole command line the tool call's
//     rawInput holds, see [readRawInput], else its title; its working
//     directory the session's, from session/new, or the one the tool
//     call's content names) is judged with the one
//     harness-neutral flow of package harness ([harness.Ask]) and answered
//     by the proxy with the agent's own allow-once or reject-once option
//     (one whose id and name agree with its kind, see
//     [permissionOption.honest]);
//     a refusal's reason reaches the editor as a session/update. When the
//     policy asks, the proxy waits for the desk, or with LocalAsk hands the
//     request to the editor;
//   - the agent's terminal/create is judged the same way; a refusal is a
//     JSON-RPC error carrying the reason;
//   - an allow-always option never reaches the editor, and no allow-always
//     answer ever reaches the agent: after one, the agent would stop asking;
//   - the editor's session/set_mode to any mode but "default" and
//     "plan" (see [keepsAsking]), or session/set_config_option of any
//     option but the mode (default or plan), the model and the thought
//     level (see [notKnownHarmless], [settingWeakens]), is answered with a
//     JSON-RPC error and never
//     reaches the agent, and [CheckArgs] refuses to start an agent given
//     such a flag. An agent that says it entered such a mode, or moved
//     such an option, by itself ends the relay ([AgentUnguarded]).
//
// It fails closed in ACP's terms: a permission request the proxy cannot
// judge (the store unreachable, no working directory known for the
// session, a request it cannot read) is answered with the reject-once
// option, or the "cancelled" outcome when the agent offers none, and a
// line that is not one well-formed JSON-RPC message is dropped, logged,
// and never ends the relay. What the real agent sends is pinned in
// cmd/ozdesk/testdata/acp/PROTOCOL.md.
package acpproxy
