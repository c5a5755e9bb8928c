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
// that shows a tool call of kind "execute" (or one ACP does not define)
// in progress, completed or failed, with no permission request of its own
// that passed the proxy (see [toolCalls.unasked]). Gemini CLI does so
// under a policy rule of its own that allows the call, in yolo mode, in
// its sandbox's list of approved commands, and after an allow-always.
// The proxy cannot undo that command, but it stops the agent before the
// next.
type toolCalls struct {
	mu sync.Mutex
	// asked are, by session and id, the answers to the permission
	// requests that passed the proxy and no run has used yet, oldest
	// first: each lets one run of the tool call be shown, when the
	// answer allowed it.
	asked map[string][]answer
	// running are the tool calls whose run is going on (shown in
	// progress, not yet ended), by session and id.
	running map[string]bool
	// kinds are the tool calls' kinds, as their first update said, for
	// the updates that do not repeat it.
	kinds map[string]string
	// shell are the tool calls shown once as shell calls (of kind
	// "execute" or one ACP does not define, or with a command in their
	// rawInput): one stays a shell call whatever kind a later update
	// gives it, so that a call relabelled "read" once announced is still
	// watched, and one of kind "other" that carries a command is too.
	shell map[string]bool
	// commands are the commands the tool calls' updates carried in their
	// rawInput (the last one), for a permission request that names none;
	// judged are the commands their permission requests were judged as.
	commands, judged map[string]string
	// titles are the titles of the tool calls whose permission request
	// was judged by its title (no command in a rawInput: Gemini CLI's,
	// whose updates repeat the title byte for byte): an update showing
	// another title for one shows another command than the one judged.
	titles map[string]string
}

func newToolCalls() *toolCalls {
	return &toolCalls{asked: map[string][]answer{}, running: map[string]bool{}, kinds: map[string]string{},
		shell: map[string]bool{}, commands: map[string]string{}, judged: map[string]string{}, titles: map[string]string{}}
}

// shellCall reports whether the tool call was shown as a shell call by
// an update (see toolCalls.shell), and the command its rawInput last
// carried ("" for none).
func (c *toolCalls) shellCall(session, id string) (shell bool, command string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	key := toolCallKey(session, id)
	return c.shell[key], c.commands[key]
}

func toolCallKey(session, id string) string { return session + "\x00" + id }

// answer is what became of a permission request that passed the proxy.
type answer int8

const (
	judging answer = iota // not answered yet
	allowed               // answered with an allow-once option
	refused               // answered otherwise
)

// ask notes that the permission request for a tool call passed the
// proxy: it covers one run, once [toolCalls.answered] says it was
// allowed;
// command is the command it is judged as, byTitle whether that is the
// request's title (no rawInput named one).
func (c *toolCalls) ask(session, id, command string, byTitle bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	key := toolCallKey(session, id)
	c.asked[key] = append(c.asked[key], judging)
	c.shell[key] = true
	c.judged[key] = command
	delete(c.titles, key)
	if byTitle {
		c.titles[key] = command
	}
}

// answered notes how the oldest unanswered permission request for a
// tool call was answered (nothing when none waits: a tool call of
// another kind the editor decided).
func (c *toolCalls) answered(session, id string, ok bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for i, a := range c.asked[toolCallKey(session, id)] {
		if a == judging {
			c.asked[toolCallKey(session, id)][i] = map[bool]answer{true: allowed, false: refused}[ok]
			return
		}
	}
}

// unasked reads the agent's session/update params and, when they show a
// shell call running that never asked, says which; "" otherwise. A tool
// call runs from the first update with a status other than pending (in
// progress, completed, failed, or one ACP does not define, compared
// without case) until it ends (any of those but in progress); each run
// needs a permission request of its own, so one run more under a tool
// call id that asked once (the id reused) is unasked; and one that
// starts before its request was answered, or after it was refused
// (unless it is shown failed at once), is too. An update that shows
// another command than the one its permission request was judged as
// (another in its rawInput, or another title when the request was judged
// by its title) is a command nobody judged, whatever its status.
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
	if k := fold(kind); k != "toolcall" && k != "toolcallupdate" {
		return session, ""
	}
	id, _, _ := stringField(u, "toolCallId", "update")
	toolKind, hasKind, _ := stringField(u, "kind", "update")
	status, hasStatus, _ := stringField(u, "status", "update")
	title, hasTitle, _ := stringField(u, "title", "update")
	raw := readRawInput(u["rawInput"])
	key := toolCallKey(session, id)
	c.mu.Lock()
	defer c.mu.Unlock()
	if hasKind {
		c.kinds[key] = toolKind
	} else {
		toolKind = c.kinds[key]
	}
	if runsShell(toolKind) || raw.command != "" || raw.err != nil && !raw.shellOnly {
		c.shell[key] = true
	}
	if raw.command != "" {
		if judged, ok := c.judged[key]; ok && judged != raw.command {
			return session, fmt.Sprintf("the agent changed the command of a tool call after its permission request (tool call %s: asked about %s, now %s)", quote(id), quote(clipped(judged)), quote(clipped(raw.command)))
		}
		c.commands[key] = raw.command
	}
	if judged, ok := c.titles[key]; ok && hasTitle && title != judged {
		return session, fmt.Sprintf("the agent changed the command of a tool call after its permission request (tool call %s: asked about %s, now titled %s)", quote(id), quote(clipped(judged)), quote(clipped(title)))
	}
	status = fold(status)
	if !c.shell[key] || !hasStatus || status == fold(string(acp.ToolCallStatusPending)) {
		return session, ""
	}
	ends := status != fold(string(acp.ToolCallStatusInProgress))
	if c.running[key] {
		if ends {
			delete(c.running, key)
		}
		return session, ""
	}
	if len(c.asked[key]) == 0 {
		return session, fmt.Sprintf("the agent ran a shell command without asking permission (tool call %s: %s)", quote(id), quote(clipped(title)))
	}
	a := c.asked[key][0]
	c.asked[key] = c.asked[key][1:]
	if len(c.asked[key]) == 0 {
		delete(c.asked, key)
	}
	switch {
	case a == judging:
		return session, fmt.Sprintf("the agent ran a shell command before its permission request was answered (tool call %s: %s)", quote(id), quote(clipped(title)))
	case a == refused && status != fold(string(acp.ToolCallStatusFailed)):
		return session, fmt.Sprintf("the agent ran a shell command that was refused (tool call %s: %s, shown %s)", quote(id), quote(clipped(title)), quote(status))
	}
	if !ends {
		c.running[key] = true
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
