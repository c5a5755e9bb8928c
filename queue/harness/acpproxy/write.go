package acpproxy

import (
	"encoding/json"
	"io"
	"sync"

	acp "github.com/coder/acp-go-sdk"
)

// writer writes whole lines to one side, one at a time.
type writer struct {
	mu sync.Mutex
	w  io.Writer
}

// line writes b and a newline in one write.
func (w *writer) line(b []byte) {
	out := make([]byte, 0, len(b)+1)
	out = append(append(out, b...), '\n')
	w.mu.Lock()
	defer w.mu.Unlock()
	_, _ = w.w.Write(out) // a side that cannot be written has gone; its reader ends the relay
}

// rpc is a JSON-RPC message the proxy writes.
type rpc struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id,omitempty"`
	Method  string          `json:"method,omitempty"`
	Params  any             `json:"params,omitempty"`
	Result  any             `json:"result,omitempty"`
	Error   *rpcError       `json:"error,omitempty"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// send writes m to w.
func (p *proxy) send(w *writer, m rpc) {
	m.JSONRPC = "2.0"
	b, err := json.Marshal(m)
	if err != nil {
		p.logf("could not encode a message (%v)", err)
		return
	}
	w.line(b)
}

// reply answers the request id on w with result.
func (p *proxy) reply(w *writer, id json.RawMessage, result any) {
	p.send(w, rpc{ID: id, Result: result})
}

// refuse answers the request id on w with a refusal.
func (p *proxy) refuse(w *writer, id json.RawMessage, reason string) {
	p.send(w, rpc{ID: id, Error: &rpcError{Code: CodeRefused, Message: reason}})
}

// tell shows the editor text in session, as the agent's message.
func (p *proxy) tell(session, text string) {
	p.send(p.editor, rpc{Method: acp.ClientMethodSessionUpdate, Params: acp.SessionNotification{
		SessionId: acp.SessionId(session),
		Update:    acp.UpdateAgentMessageText(text),
	}})
}
