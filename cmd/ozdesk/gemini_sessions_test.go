package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	acp "github.com/coder/acp-go-sdk"
)

// sharedGeminiACP is one `gemini --acp` for the whole test process: the
// tests of what the real agent does with no proxy (TestACPGeminiProtocol,
// TestACPGeminiDirPath, TestACPGeminiTitleIsTheCommand) each open
// sessions of it, as an editor does, instead of starting an agent of
// their own (a node start-up is seconds of CPU). Each session has a mock
// model of its own (its prompt carries its tag, see geminiSessions) and
// an editor of its own. The first test that asks for it starts it, in a
// root of its own with the fake npm first on its PATH (fakeNpmRan);
// TestMain stops it when the tests end. Gemini CLI keeps an allow_always
// answer and a mode per session ("Allow for this session"), so the
// sessions do not see each other's answers.
type sharedGeminiACP struct {
	run     *acpRun
	root    string
	wd      string // the agent's working directory
	models  *geminiSessions
	editors *acpEditors
	opening sync.Mutex // sessions open one after another
}

// sharedACP holds the process's sharedGeminiACP, once started.
var sharedACP struct {
	once sync.Once
	a    *sharedGeminiACP
	err  error
}

// sharedGeminiAgent returns the process's shared `gemini --acp`, starting
// it when no test has yet; it skips as geminiBinary does.
func sharedGeminiAgent(t *testing.T) *sharedGeminiACP {
	t.Helper()
	gemini := geminiBinary(t)
	sharedACP.once.Do(func() { sharedACP.a, sharedACP.err = startSharedGeminiACP(gemini) })
	if sharedACP.err != nil {
		t.Fatalf("the shared gemini --acp: %v", sharedACP.err)
	}
	return sharedACP.a
}

// startSharedGeminiACP starts gemini --acp and initializes the connection.
func startSharedGeminiACP(gemini string) (*sharedGeminiACP, error) {
	models, err := newGeminiSessions()
	if err != nil {
		return nil, err
	}
	a := &sharedGeminiACP{models: models, editors: &acpEditors{}}
	if a.root, a.wd, err = makeACPRoot(); err != nil {
		a.stop()
		return nil, err
	}
	npm, err := writeFakeNpm(a.root)
	if err != nil {
		a.stop()
		return nil, err
	}
	if a.run, err = launchACP(a.root, nil, a.models.srv.URL, a.editors, []string{npm}, gemini, "--acp"); err != nil {
		a.stop()
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 240*time.Second)
	defer cancel()
	if _, err := a.run.conn.Initialize(ctx, acp.InitializeRequest{
		ProtocolVersion:    acp.ProtocolVersionNumber,
		ClientCapabilities: acp.ClientCapabilities{Terminal: true},
	}); err != nil {
		stderr := a.run.stderr.String()
		a.stop()
		return nil, fmt.Errorf("initialize: %v\nstderr: %s", err, acpClip(stderr))
	}
	return a, nil
}

// stop stops the agent and its mock, and removes its root.
func (a *sharedGeminiACP) stop() {
	if a.run != nil {
		a.run.stop()
	}
	a.models.srv.Close()
	if a.root != "" {
		_ = os.RemoveAll(a.root)
	}
}

// stopSharedGeminiACP stops the shared agent, if a test started it.
func stopSharedGeminiACP() {
	if sharedACP.a != nil {
		sharedACP.a.stop()
	}
}

// open opens a session in the agent's working directory whose model is
// m (set up, with no server of its own) and whose prompts carry tag, with
// ed as its editor. Prompt it with a.run.promptText(ctx, sid, "go "+tag).
func (a *sharedGeminiACP) open(t *testing.T, ctx context.Context, tag string, m *geminiAPI, ed *acpEditor) acp.SessionId {
	t.Helper()
	a.models.add(tag, m)
	sid := func() acp.SessionId {
		a.opening.Lock()
		defer a.opening.Unlock()
		return a.run.newSession(t, ctx, a.wd).SessionId
	}()
	a.editors.add(sid, ed)
	return sid
}

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

// newGeminiSessions starts the mock; the caller closes its server.
func newGeminiSessions() (*geminiSessions, error) {
	s := &geminiSessions{apis: map[string]*geminiAPI{}}
	srv, err := startLoopbackServer(http.HandlerFunc(s.serve))
	if err != nil {
		return nil, err
	}
	s.srv = srv
	return s, nil
}

// add makes m (set up, with no server of its own) the mock of the
// session whose prompt carries tag. A tag must not hold another one.
func (s *geminiSessions) add(tag string, m *geminiAPI) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.apis[tag] = m
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
