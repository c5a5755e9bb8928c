package acpproxy

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync"

	acp "github.com/coder/acp-go-sdk"
)

// toolCalls watches the agent's tool calls for a shell call that runs
// without having asked: the agent says so itself, in the session/update
// that shows a tool call of kind "execute" in progress (or completed)
// whose permission request never passed the proxy. Gemini CLI does so
// under a policy rule of its own that allows the call, in yolo mode, in
// its sandbox's list of approved commands, and after an allow-always.
// The proxy cannot undo that command, but it stops the agent before the
// next.
type toolCalls struct {
	mu sync.Mutex
	// asked are the tool calls whose permission request passed the
	// proxy, by session and id.
	asked map[string]bool
	// kinds are the tool calls' kinds, as their first update said, for
	// the updates that do not repeat it.
	kinds map[string]string
}

func newToolCalls() *toolCalls {
	return &toolCalls{asked: map[string]bool{}, kinds: map[string]string{}}
}

func toolCallKey(session, id string) string { return session + "\x00" + id }

// ask notes that the permission request for a tool call passed the
// proxy (whatever the answer).
func (c *toolCalls) ask(session, id string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.asked[toolCallKey(session, id)] = true
}

// unasked reads the agent's session/update params and, when they show a
// shell call running that never asked, says which; "" otherwise.
func (c *toolCalls) unasked(params json.RawMessage) (session, what string) {
	f, err := members(params, "params")
	if err != nil {
		return "", ""
	}
	session, _, _ = stringField(f, "sessionId", "params")
	u, err := members(f["update"], "update")
	if err != nil {
		return session, ""
	}
	kind, _, _ := stringField(u, "sessionUpdate", "update")
	if kind != "tool_call" && kind != "tool_call_update" {
		return session, ""
	}
	id, _, _ := stringField(u, "toolCallId", "update")
	toolKind, hasKind, _ := stringField(u, "kind", "update")
	status, _, _ := stringField(u, "status", "update")
	title, _, _ := stringField(u, "title", "update")
	key := toolCallKey(session, id)
	c.mu.Lock()
	defer c.mu.Unlock()
	if hasKind {
		c.kinds[key] = toolKind
	} else {
		toolKind = c.kinds[key]
	}
	if !strings.EqualFold(toolKind, string(acp.ToolKindExecute)) || c.asked[key] {
		return session, ""
	}
	switch acp.ToolCallStatus(status) {
	case acp.ToolCallStatusInProgress, acp.ToolCallStatusCompleted:
		return session, fmt.Sprintf("the agent ran a shell command without asking permission (tool call %s: %s)", quote(id), quote(clipped(title)))
	}
	return session, ""
}

// clipped is s cut to what a message shows.
func clipped(s string) string {
	if len(s) > maxShown {
		return s[:maxShown] + "…"
	}
	return s
}

// kindOf is a tool call's kind: kind when the request gives one, else the
// one an update announced for it ("" for none).
func (c *toolCalls) kindOf(session, id, kind string) string {
	if kind != "" {
		return kind
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.kinds[toolCallKey(session, id)]
}

// acpKinds are the tool kinds ACP defines that run no shell command.
var acpKinds = map[acp.ToolKind]bool{
	acp.ToolKindRead: true, acp.ToolKindEdit: true, acp.ToolKindDelete: true, acp.ToolKindMove: true,
	acp.ToolKindSearch: true, acp.ToolKindThink: true, acp.ToolKindFetch: true,
	acp.ToolKindSwitchMode: true, acp.ToolKindOther: true,
}

// runsShell reports whether a tool call of kind is judged as a shell
// command: "execute" in any case, and any kind ACP does not define (fail
// closed). No kind at all (none given or announced) goes to the editor.
func runsShell(kind string) bool {
	if kind == "" {
		return false
	}
	return strings.EqualFold(kind, string(acp.ToolKindExecute)) || !acpKinds[acp.ToolKind(kind)]
}
