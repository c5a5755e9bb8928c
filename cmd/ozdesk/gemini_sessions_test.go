package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	acp "github.com/coder/acp-go-sdk"
)

// geminiSessions is the mock model for one Gemini CLI process holding
// several ACP sessions at once: each session's prompt carries a tag, the
// history Gemini CLI sends with every turn carries it back, and the
// request goes to that session's own geminiAPI (its own scripted command,
// counts and recorded answers). A request with no tag is the model
// router's (answered as any session's would be) or an error.
type geminiSessions struct {
	srv *httptest.Server

	mu   sync.Mutex
	apis map[string]*geminiAPI // by tag
}

func newGeminiSessions(t testing.TB) *geminiSessions {
	s := &geminiSessions{apis: map[string]*geminiAPI{}}
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	t.Cleanup(s.srv.Close)
	return s
}

// add returns the mock of the session whose prompt carries tag, scripted
// to run command. A tag must not hold another one.
func (s *geminiSessions) add(tag, command string) *geminiAPI {
	s.mu.Lock()
	defer s.mu.Unlock()
	m := &geminiAPI{command: command}
	s.apis[tag] = m
	return m
}

func (s *geminiSessions) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	s.mu.Lock()
	var m *geminiAPI
	for tag, api := range s.apis {
		if bytes.Contains(body, []byte(tag)) {
			m = api
			break
		}
	}
	s.mu.Unlock()
	switch {
	case m != nil:
		m.answer(w, r, body)
	case strings.HasSuffix(r.URL.Path, ":generateContent"):
		writeJSON(w, geminiText(`{"reasoning":"a scripted test","model_choice":"flash"}`))
	default:
		http.Error(w, `{"error":{"code":400,"message":"no session's tag in the request","status":"INVALID_ARGUMENT"}}`, http.StatusBadRequest)
	}
}

// acpEditors is the editor's side of one connection holding several
// sessions: each request or notification goes to the acpEditor of its
// session. What comes for a session not (yet) added is refused (a request)
// or dropped (a notification: Gemini CLI announces its commands as soon
// as a session opens).
type acpEditors struct {
	mu        sync.Mutex
	bySession map[acp.SessionId]*acpEditor
}

var _ acp.Client = (*acpEditors)(nil)

// add makes ed the editor of session sid.
func (e *acpEditors) add(sid acp.SessionId, ed *acpEditor) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.bySession == nil {
		e.bySession = map[acp.SessionId]*acpEditor{}
	}
	e.bySession[sid] = ed
}

func (e *acpEditors) of(sid acp.SessionId) (*acpEditor, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	ed, ok := e.bySession[sid]
	if !ok {
		return nil, fmt.Errorf("the test editor has no session %q", sid)
	}
	return ed, nil
}

func (e *acpEditors) RequestPermission(ctx context.Context, p acp.RequestPermissionRequest) (acp.RequestPermissionResponse, error) {
	ed, err := e.of(p.SessionId)
	if err != nil {
		return acp.RequestPermissionResponse{}, err
	}
	return ed.RequestPermission(ctx, p)
}

func (e *acpEditors) SessionUpdate(ctx context.Context, n acp.SessionNotification) error {
	if ed, err := e.of(n.SessionId); err == nil {
		return ed.SessionUpdate(ctx, n)
	}
	return nil
}

func (e *acpEditors) CreateTerminal(ctx context.Context, p acp.CreateTerminalRequest) (acp.CreateTerminalResponse, error) {
	ed, err := e.of(p.SessionId)
	if err != nil {
		return acp.CreateTerminalResponse{}, err
	}
	return ed.CreateTerminal(ctx, p)
}

func (e *acpEditors) ReadTextFile(ctx context.Context, p acp.ReadTextFileRequest) (acp.ReadTextFileResponse, error) {
	return (&acpEditor{}).ReadTextFile(ctx, p)
}

func (e *acpEditors) WriteTextFile(ctx context.Context, p acp.WriteTextFileRequest) (acp.WriteTextFileResponse, error) {
	return (&acpEditor{}).WriteTextFile(ctx, p)
}

func (e *acpEditors) KillTerminal(ctx context.Context, p acp.KillTerminalRequest) (acp.KillTerminalResponse, error) {
	return (&acpEditor{}).KillTerminal(ctx, p)
}

func (e *acpEditors) TerminalOutput(ctx context.Context, p acp.TerminalOutputRequest) (acp.TerminalOutputResponse, error) {
	return (&acpEditor{}).TerminalOutput(ctx, p)
}

func (e *acpEditors) ReleaseTerminal(ctx context.Context, p acp.ReleaseTerminalRequest) (acp.ReleaseTerminalResponse, error) {
	return (&acpEditor{}).ReleaseTerminal(ctx, p)
}

func (e *acpEditors) WaitForTerminalExit(ctx context.Context, p acp.WaitForTerminalExitRequest) (acp.WaitForTerminalExitResponse, error) {
	return (&acpEditor{}).WaitForTerminalExit(ctx, p)
}
