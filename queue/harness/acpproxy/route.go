package acpproxy

import (
	"encoding/json"

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
		p.own(m.ID)
		p.permission(m)
		return
	case m.IsRequest() && m.Method == acp.ClientMethodTerminalCreate:
		p.own(m.ID)
		p.terminal(m)
		return
	case m.IsResponse():
		if mode := p.sessions.response(m); approvesEverything(mode) {
			p.agentLine(m)
			p.unguarded(p.sessionOfResponse(m), mode)
			return
		}
	case m.IsNotification() && m.Method == acp.ClientMethodSessionUpdate:
		if session, mode := modeUpdate(m.Params); approvesEverything(mode) {
			p.unguarded(session, mode)
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
		if why := yoloRequest(m); why != "" {
			p.logf("refused the editor's %s: %s", m.Method, why)
			p.refuse(p.editor, m.ID, "ozdesk: "+why)
			return
		}
	case m.IsRequest() && opens(m.Method):
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

// own notes that the proxy answers the agent's request id itself.
func (p *proxy) own(id json.RawMessage) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.owned[idKey(id)] = true
}

// disown hands the agent's request id back to the editor.
func (p *proxy) disown(id json.RawMessage) {
	p.mu.Lock()
	defer p.mu.Unlock()
	delete(p.owned, idKey(id))
}

// answerAgent answers the agent's request id, which the proxy owns.
func (p *proxy) answerAgent(id json.RawMessage, result any) {
	p.disown(id)
	p.reply(p.agent, id, result)
}

// refuseAgent answers the agent's request id with a refusal.
func (p *proxy) refuseAgent(id json.RawMessage, reason string) {
	p.disown(id)
	p.refuse(p.agent, id, reason)
}

// editorAnswer checks the editor's response m; it reports whether m is
// relayed. An answer to a request the proxy answers itself is dropped;
// one to a permission request the proxy forwarded must pick an option it
// showed, or "cancelled", else the agent gets the reject-once option.
func (p *proxy) editorAnswer(m *Message) bool {
	key := idKey(m.ID)
	p.mu.Lock()
	owned := p.owned[key]
	req, forwarded := p.forwarded[key]
	delete(p.forwarded, key)
	p.mu.Unlock()
	switch {
	case owned:
		p.logf("dropped the editor's answer to request %s, which ozdesk answers", m.ID)
		return false
	case forwarded && m.Result != nil:
		if err := checkEditorAnswer(m.Result, req.shown()); err != nil {
			p.logf("replaced the editor's answer to permission request %s with a rejection: %v", m.ID, err)
			p.reply(p.agent, m.ID, rejected(req))
			return false
		}
	}
	return true
}

// yoloRequest says why the editor's set_mode or set_config_option m is
// refused: it names a mode in which the agent asks nothing, or cannot be
// read. "" lets it through.
func yoloRequest(m *Message) string {
	f, err := members(m.Params, "the "+m.Method+" params")
	if err != nil {
		return err.Error()
	}
	key := "modeId"
	if m.Method == acp.AgentMethodSessionSetConfigOption {
		key = "value"
	}
	raw, ok := f[key]
	if !ok {
		return ""
	}
	var mode string
	if json.Unmarshal(raw, &mode) != nil {
		if m.Method == acp.AgentMethodSessionSetMode {
			return "the session/set_mode's modeId is not a string"
		}
		return "" // a config option's value that is no mode name (a boolean)
	}
	if approvesEverything(mode) {
		return "the mode " + quote(mode) + " makes the agent run every tool call without asking, so ozdesk could not judge its shell commands; it stays in its mode"
	}
	return ""
}

// modeUpdate reads a session/update's current_mode_update (or a config
// option update that sets a mode): its session and mode, or "".
func modeUpdate(params json.RawMessage) (session, mode string) {
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
	if kind == "current_mode_update" {
		mode, _, _ = stringField(u, "currentModeId", "update")
	}
	return session, mode
}

// quote quotes s for a message.
func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
