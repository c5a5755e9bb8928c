package acpproxy

import (
	"encoding/json"
	"fmt"
	"strings"

	acp "github.com/coder/acp-go-sdk"
)

// fromAgent routes one line the agent wrote.
func (p *proxy) fromAgent(line []byte) {
	m, err := Decode(line)
	if err != nil {
		p.logf("dropped a line from the agent: %v", err)
		return
	}
	switch {
	case m.IsRequest() && m.Method == acp.ClientMethodSessionRequestPermission:
		p.permission(m)
		return
	case m.IsRequest() && m.Method == acp.ClientMethodTerminalCreate:
		p.terminal(m)
		return
	case m.IsNotification() && (m.Method == acp.ClientMethodTerminalCreate || m.Method == acp.ClientMethodSessionRequestPermission):
		// Sent without an id it is not judged (nothing could carry the
		// refusal back), so it does not reach the editor either.
		p.logf("dropped the agent's %s sent as a notification (no id): ozdesk judges it only as a request", m.Method)
		return
	case m.Method == acp.ClientMethodSessionUpdate:
		// Sent with an id, as a request, an update is still one: the
		// editor shows it, so it is read as the notification it should
		// have been (its answer is relayed back).
		if m.IsRequest() {
			p.expect(m, nil)
		}
		if session, mode, current := modeUpdate(m.Params); approvesEverything(mode) {
			p.unguarded(session, yoloMode(mode))
			return
		} else if current {
			if err := p.modeEntered(session, mode); err != nil {
				p.agentLine(m)
				p.unguarded(session, err)
				return
			}
		} else if options, ok := configUpdate(m.Params); ok {
			if err := p.optionsChanged(session, options); err != nil {
				p.agentLine(m)
				p.unguarded(session, err)
				return
			}
		}
		if session, what := p.toolCalls.unasked(m.Params); what != "" {
			p.agentLine(m)
			p.unguarded(session, fmt.Errorf("%w: %s", errUnguarded, what))
			return
		}
	case m.IsRequest():
		p.expect(m, nil)
	case m.IsResponse():
		if mode := p.sessions.response(m); approvesEverything(mode) {
			p.agentLine(m)
			p.unguarded(p.sessionOfResponse(m), yoloMode(mode))
			return
		}
	}
	p.agentLine(m)
}

// agentLine relays a message of the agent's to the editor, as it came.
func (p *proxy) agentLine(m *Message) { p.editor.line(m.Line) }

// sessionOfResponse is the session a response to session/new names, or "".
func (p *proxy) sessionOfResponse(m *Message) string {
	r, err := members(m.Result, "result")
	if err != nil {
		return ""
	}
	s, _, _ := stringField(r, "sessionId", "result")
	return s
}

// fromEditor routes one line the editor wrote.
func (p *proxy) fromEditor(line []byte) {
	m, err := Decode(line)
	if err != nil {
		p.logf("dropped a line from the editor: %v", err)
		return
	}
	switch {
	case m.IsResponse():
		if !p.editorAnswer(m) {
			return
		}
	case m.IsRequest() && (m.Method == acp.AgentMethodSessionSetMode || m.Method == acp.AgentMethodSessionSetConfigOption):
		if why := yoloRequest(m, p.sessions.categoryOf); why != "" {
			p.logf("refused the editor's %s: %s", m.Method, why)
			p.refuse(p.editor, m.ID, "ozdesk: "+why)
			return
		}
		p.editorSet(m)
	case m.IsNotification() && (m.Method == acp.AgentMethodSessionSetMode || m.Method == acp.AgentMethodSessionSetConfigOption):
		// Sent without an id, it has no answer to refuse with; an agent
		// that acts on it anyway must not get it.
		if why := yoloRequest(m, p.sessions.categoryOf); why != "" {
			p.logf("dropped the editor's %s sent as a notification: %s", m.Method, why)
			return
		}
		p.editorSet(m)
	case m.IsRequest() && opens(m.Method):
		if err := p.checkSession(m); err != nil {
			p.logf("refused the editor's %s: %v", m.Method, err)
			p.refuse(p.editor, m.ID, "ozdesk: "+err.Error())
			return
		}
		p.sessions.request(m)
	case m.IsNotification() && m.Method == acp.AgentMethodSessionCancel:
		if f, err := members(m.Params, "params"); err == nil {
			if s, ok, _ := stringField(f, "sessionId", "params"); ok {
				p.cancelSession(s)
			}
		}
	}
	p.agent.line(m.Line)
}

// expect notes that the agent's request m goes to the editor, whose
// answer is then relayed: req is its permission request, when it is one,
// for checking the answer.
func (p *proxy) expect(m *Message, req *permissionRequest) {
	p.mu.Lock()
	defer p.mu.Unlock()
	key := idKey(m.ID)
	if had, ok := p.forwarded[key]; ok && had != nil && req == nil {
		// The agent used the id of a permission request still waiting
		// for the editor again: the editor's answer to that id is still
		// checked as one to the permission request, else an allow-always
		// it was never shown would pass.
		p.logf("the agent sent request %s while its permission request of that id waits for the editor", m.ID)
		return
	}
	p.forwarded[key] = req
}

// editorAnswer checks the editor's response m; it reports whether m is
// relayed. Only an answer to a request the proxy handed to the editor is,
// once: the agent never gets an answer to a request the proxy answers
// itself, nor one sent before its request. An answer to a permission
// request must pick an option the editor was shown, or "cancelled", else
// the agent gets the reject-once option.
func (p *proxy) editorAnswer(m *Message) bool {
	key := idKey(m.ID)
	p.mu.Lock()
	req, forwarded := p.forwarded[key]
	delete(p.forwarded, key)
	p.mu.Unlock()
	switch {
	case !forwarded:
		p.logf("dropped the editor's answer to request %s, which the editor was not asked", m.ID)
		return false
	case req != nil && m.Result != nil:
		allow, err := checkEditorAnswer(m.Result, req.shown())
		if err != nil {
			p.logf("replaced the editor's answer to permission request %s with a rejection: %v", m.ID, err)
			p.toolCalls.answered(req.session, req.toolCall, false)
			p.reply(p.agent, m.ID, rejected(req))
			return false
		}
		p.toolCalls.answered(req.session, req.toolCall, allow)
	case req != nil:
		p.toolCalls.answered(req.session, req.toolCall, false) // an error blocks
	}
	return true
}

// yoloRequest says why the editor's set_mode or set_config_option m is
// refused: it names a mode in which the agent asks nothing, or a setting
// that may let it run tool calls without asking ([settingWeakens]) or
// one not known to be harmless ([notKnownHarmless]; the option's
// category is what category says the agent announced, when it is not
// nil), or cannot be read. "" lets it through.
func yoloRequest(m *Message, category func(session, id string) string) string {
	f, err := members(m.Params, "the "+m.Method+" params")
	if err != nil {
		return err.Error()
	}
	if m.Method == acp.AgentMethodSessionSetConfigOption {
		id, _, err := stringField(f, "configId", "the session/set_config_option params")
		if err != nil {
			return err.Error()
		}
		value, ok := f["value"]
		if !ok {
			return ""
		}
		cat := ""
		if category != nil {
			session, _, _ := stringField(f, "sessionId", "params")
			cat = category(session, id)
		}
		if why := settingWeakens(id, cat, value); why != "" {
			return why + "; it stays as it is"
		}
		if why := notKnownHarmless(id, cat, value); why != "" {
			return why + "; it stays as it is"
		}
		return ""
	}
	raw, ok := f["modeId"]
	if !ok {
		return "the session/set_mode names no modeId"
	}
	var mode string
	if json.Unmarshal(raw, &mode) != nil {
		return "the session/set_mode's modeId is not a string"
	}
	switch {
	case approvesEverything(mode):
		return "the mode " + quote(mode) + " makes the agent run every tool call without asking, so ozdesk could not judge its shell commands; it stays in its mode"
	case !keepsAsking(mode):
		return "the mode " + quote(mode) + " may let the agent run some tool calls without asking (ozdesk lets an editor switch only to " + askingModesText + "); it stays in its mode"
	}
	return ""
}

// configUpdate reads a session/update's config_option_update: its
// options, and whether it is one.
func configUpdate(params json.RawMessage) ([]configOption, bool) {
	f, err := members(params, "params")
	if err != nil {
		return nil, false
	}
	u, err := members(f["update"], "update")
	if err != nil {
		return nil, false
	}
	kind, _, _ := stringField(u, "sessionUpdate", "update")
	if fold(kind) != "configoptionupdate" {
		return nil, false
	}
	return readConfigOptions(u["configOptions"]), true
}

// modeUpdate reads a session/update's current_mode_update (or a config
// option update that sets a mode): its session and mode, or ""; current
// says it is a current_mode_update.
func modeUpdate(params json.RawMessage) (session, mode string, current bool) {
	f, err := members(params, "params")
	if err != nil {
		return "", "", false
	}
	session, _, _ = stringField(f, "sessionId", "params")
	u, err := members(f["update"], "update")
	if err != nil {
		return session, "", false
	}
	kind, _, _ := stringField(u, "sessionUpdate", "update")
	switch fold(kind) {
	case "currentmodeupdate":
		mode, _, _ = stringField(u, "currentModeId", "update")
		return session, mode, true
	case "configoptionupdate":
		mode = yoloConfig(u["configOptions"])
	}
	return session, mode, false
}

// yoloConfig reads an agent's configOptions (a session/new answer's, a
// config_option_update's) and returns the current value of one that puts
// the agent in a mode that asks nothing, as [yoloRequest] judges the
// editor's set_config_option; "" for none. Returned, it is a mode
// [approvesEverything] knows ("never" is told as Codex's "full-access").
func yoloConfig(raw json.RawMessage) string {
	if raw == nil {
		return ""
	}
	var options []json.RawMessage
	if json.Unmarshal(raw, &options) != nil {
		return ""
	}
	for _, o := range options {
		f, err := members(o, "a config option")
		if err != nil {
			continue
		}
		value, _, _ := stringField(f, "currentValue", "a config option")
		id, _, _ := stringField(f, "id", "a config option")
		category, _, _ := stringField(f, "category", "a config option")
		if approvesEverything(value) {
			return value
		}
		for _, word := range []string{"approval", "permission", "mode", "sandbox"} {
			if (strings.Contains(fold(id), word) || strings.Contains(fold(category), word)) && approvesEverythingAsApproval(value) {
				return "full-access"
			}
		}
	}
	return ""
}

// quote quotes s for a message.
func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// checkSession checks the cwd of the editor's request m that opens a
// session by [Config.CheckSession]; a request whose cwd cannot be read
// passes to the agent, whose commands in that session are then refused
// for want of a cwd.
func (p *proxy) checkSession(m *Message) error {
	if p.cfg.CheckSession == nil {
		return nil
	}
	f, err := members(m.Params, "params")
	if err != nil {
		return nil
	}
	cwd, ok, err := stringField(f, "cwd", "params")
	if err != nil || !ok {
		return nil
	}
	return p.cfg.CheckSession(cwd)
}
