package main

// A harness for driving the real `gemini --acp` (Gemini CLI from npm) in
// tests, with a Go ACP client (github.com/coder/acp-go-sdk) playing the
// editor, and no network: the model is geminiAPI, the loopback mock of
// gemini_harness_test.go, whose first turn calls run_shell_command with a
// scripted command.
//
// acpRun starts a command speaking ACP on its standard input and output
// (gemini --acp itself, or `ozdesk acp -- gemini --acp`), in a scratch
// HOME and a trusted working directory, records every line the agent side
// writes, and answers the agent's requests as acpEditor says. What the
// real agent sends is in testdata/acp/PROTOCOL.md, pinned by
// TestACPGeminiProtocol.

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	acp "github.com/coder/acp-go-sdk"
)

// acpEditor is the editor's side: it records what the agent asks and
// answers permission requests with answer (default: the first
// allow_once option).
type acpEditor struct {
	mu        sync.Mutex
	perms     []acp.RequestPermissionRequest
	updates   []acp.SessionNotification
	terminals []acp.CreateTerminalRequest
	answer    func(acp.RequestPermissionRequest) (acp.RequestPermissionResponse, error)
}

var _ acp.Client = (*acpEditor)(nil)

func (e *acpEditor) RequestPermission(_ context.Context, p acp.RequestPermissionRequest) (acp.RequestPermissionResponse, error) {
	e.mu.Lock()
	e.perms = append(e.perms, p)
	answer := e.answer
	e.mu.Unlock()
	if answer != nil {
		return answer(p)
	}
	return selectKind(p, acp.PermissionOptionKindAllowOnce), nil
}

// selectKind answers a permission request with its first option of kind,
// or cancelled when it has none.
func selectKind(p acp.RequestPermissionRequest, kind acp.PermissionOptionKind) acp.RequestPermissionResponse {
	for _, o := range p.Options {
		if o.Kind == kind {
			return acp.RequestPermissionResponse{Outcome: acp.NewRequestPermissionOutcomeSelected(o.OptionId)}
		}
	}
	return acp.RequestPermissionResponse{Outcome: acp.NewRequestPermissionOutcomeCancelled()}
}

func (e *acpEditor) SessionUpdate(_ context.Context, n acp.SessionNotification) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.updates = append(e.updates, n)
	return nil
}

func (e *acpEditor) CreateTerminal(_ context.Context, p acp.CreateTerminalRequest) (acp.CreateTerminalResponse, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.terminals = append(e.terminals, p)
	return acp.CreateTerminalResponse{}, fmt.Errorf("the test editor runs no terminals")
}

func (e *acpEditor) ReadTextFile(context.Context, acp.ReadTextFileRequest) (acp.ReadTextFileResponse, error) {
	return acp.ReadTextFileResponse{}, fmt.Errorf("the test editor reads no files")
}

func (e *acpEditor) WriteTextFile(context.Context, acp.WriteTextFileRequest) (acp.WriteTextFileResponse, error) {
	return acp.WriteTextFileResponse{}, fmt.Errorf("the test editor writes no files")
}

func (e *acpEditor) KillTerminal(context.Context, acp.KillTerminalRequest) (acp.KillTerminalResponse, error) {
	return acp.KillTerminalResponse{}, nil
}

func (e *acpEditor) TerminalOutput(context.Context, acp.TerminalOutputRequest) (acp.TerminalOutputResponse, error) {
	return acp.TerminalOutputResponse{}, nil
}

func (e *acpEditor) ReleaseTerminal(context.Context, acp.ReleaseTerminalRequest) (acp.ReleaseTerminalResponse, error) {
	return acp.ReleaseTerminalResponse{}, nil
}

func (e *acpEditor) WaitForTerminalExit(context.Context, acp.WaitForTerminalExitRequest) (acp.WaitForTerminalExitResponse, error) {
	return acp.WaitForTerminalExitResponse{}, nil
}

// Permissions returns the permission requests the editor got.
func (e *acpEditor) Permissions() []acp.RequestPermissionRequest {
	e.mu.Lock()
	defer e.mu.Unlock()
	return append([]acp.RequestPermissionRequest(nil), e.perms...)
}

// Terminals returns the terminal/create requests the editor got.
func (e *acpEditor) Terminals() []acp.CreateTerminalRequest {
	e.mu.Lock()
	defer e.mu.Unlock()
	return append([]acp.CreateTerminalRequest(nil), e.terminals...)
}

// Texts returns the text of the agent's message chunks the editor got.
func (e *acpEditor) Texts() string {
	e.mu.Lock()
	defer e.mu.Unlock()
	var b strings.Builder
	for _, u := range e.updates {
		if c := u.Update.AgentMessageChunk; c != nil && c.Content.Text != nil {
			b.WriteString(c.Content.Text.Text)
		}
	}
	return b.String()
}

// lineLog records the lines one side writes, as they pass.
type lineLog struct {
	mu    sync.Mutex
	lines []string
}

// tee returns a reader of r that records each line read through it.
func (l *lineLog) tee(r io.Reader) io.Reader {
	pr, pw := io.Pipe()
	go func() {
		br := bufio.NewReaderSize(r, 1<<20)
		for {
			line, err := br.ReadBytes('\n')
			if len(line) > 0 {
				l.mu.Lock()
				l.lines = append(l.lines, string(bytes.TrimRight(line, "\n")))
				l.mu.Unlock()
				if _, werr := pw.Write(line); werr != nil {
					return
				}
			}
			if err != nil {
				pw.CloseWithError(err)
				return
			}
		}
	}()
	return pr
}

// Lines returns the lines recorded.
func (l *lineLog) Lines() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.lines...)
}

// acpRun is one ACP agent (or ozdesk's proxy before it) driven by the
// test's editor.
type acpRun struct {
	api      *geminiAPI
	root, wd string
	cmd      *exec.Cmd
	stdin    io.WriteCloser
	conn     *acp.ClientSideConnection
	editor   acp.Client
	fromAgent,
	toAgent lineLog
	stderr lockedBuffer
	done   chan struct{}
	err    error
}

// newACPRoot makes a scratch root outside the test's temporary directory
// (Gemini CLI's relaunched child may still write there as it stops) and
// the user's settings: the API key as the way in, nothing that reaches
// the network.
func newACPRoot(t *testing.T) (root, wd string) {
	t.Helper()
	root, wd, err := makeACPRoot()
	if root != "" {
		t.Cleanup(func() { _ = os.RemoveAll(root) })
	}
	if err != nil {
		t.Fatal(err)
	}
	return root, wd
}

// makeACPRoot is newACPRoot for what outlives a test (sharedGeminiACP):
// the caller removes root.
func makeACPRoot() (root, wd string, err error) {
	root, err = os.MkdirTemp("", "ozacp-")
	if err != nil {
		return "", "", err
	}
	wd = filepath.Join(root, "work")
	for _, dir := range []string{wd, filepath.Join(root, "home", ".gemini")} {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return root, "", err
		}
	}
	user := `{"security":{"auth":{"selectedType":"gemini-api-key"}},` +
		`"general":{"disableAutoUpdate":true,"disableUpdateNag":true},` +
		`"telemetry":{"enabled":false},"privacy":{"usageStatisticsEnabled":false}}` + "\n"
	if err := os.WriteFile(filepath.Join(root, "home", ".gemini", "settings.json"), []byte(user), 0o600); err != nil {
		return root, "", err
	}
	// The work folder trusted as its user would trust it, in Gemini CLI's
	// trusted folders (launchACP points GEMINI_CLI_TRUSTED_FOLDERS_PATH at
	// it): ozdesk acp refuses GEMINI_CLI_TRUST_WORKSPACE=true (rt29i #11).
	trusted, err := json.Marshal(map[string]string{wd: "TRUST_FOLDER"})
	if err != nil {
		return root, "", err
	}
	if err := os.WriteFile(filepath.Join(root, "trustedFolders.json"), trusted, 0o600); err != nil {
		return root, "", err
	}
	return root, wd, nil
}

// startACP starts argv (an ACP agent, or ozdesk's proxy in front of one)
// in root, with the mock model scripted to run command, and connects the
// test's editor to it. env is added to the agent's environment.
func startACP(t *testing.T, root, command string, editor acp.Client, env []string, argv ...string) *acpRun {
	t.Helper()
	api := newGeminiAPI(t, command)
	return startACPWith(t, root, api, api.srv.URL, editor, env, argv...)
}

// startACPWith is startACP with the mock api, reached at url (the mock's
// own, or a server in front of it).
func startACPWith(t *testing.T, root string, api *geminiAPI, url string, editor acp.Client, env []string, argv ...string) *acpRun {
	t.Helper()
	r, err := launchACP(root, api, url, editor, env, argv...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(r.stop)
	return r
}

// launchACP is startACPWith for what outlives a test (sharedGeminiACP):
// the caller stops the run.
func launchACP(root string, api *geminiAPI, url string, editor acp.Client, env []string, argv ...string) (*acpRun, error) {
	r := &acpRun{api: api, root: root, wd: filepath.Join(root, "work"), editor: editor, done: make(chan struct{})}
	r.cmd = exec.Command(argv[0], argv[1:]...)
	r.cmd.Dir = r.wd
	home := filepath.Join(root, "home")
	r.cmd.Env = append(os.Environ(),
		"HOME="+home,
		"XDG_CONFIG_HOME="+filepath.Join(home, ".config"),
		"XDG_CACHE_HOME="+filepath.Join(home, ".cache"),
		"XDG_STATE_HOME="+filepath.Join(root, "state"),
		"GOOGLE_GEMINI_BASE_URL="+url,
		"GEMINI_API_KEY=x",
		"GEMINI_CLI_TRUSTED_FOLDERS_PATH="+filepath.Join(root, "trustedFolders.json"),
		"NO_COLOR=1",
	)
	r.cmd.Env = append(r.cmd.Env, env...)
	// Its own process group, so that the test can stop every process
	// under it (Gemini CLI re-launches itself as a child).
	r.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	r.cmd.Stderr = &r.stderr
	stdin, err := r.cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := r.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := r.cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %v", argv[0], err)
	}
	r.stdin = stdin
	go func() {
		r.err = r.cmd.Wait()
		close(r.done)
	}()
	r.conn = acp.NewClientSideConnection(editor, &lineWriter{log: &r.toAgent, w: stdin}, r.fromAgent.tee(stdout))
	r.conn.SetLogger(slog.New(slog.NewTextHandler(io.Discard, nil)))
	return r, nil
}

// lineWriter records each line written through it.
type lineWriter struct {
	log *lineLog
	w   io.Writer
}

func (l *lineWriter) Write(p []byte) (int, error) {
	l.log.mu.Lock()
	l.log.lines = append(l.log.lines, strings.Split(strings.TrimRight(string(p), "\n"), "\n")...)
	l.log.mu.Unlock()
	return l.w.Write(p)
}

// stop closes the agent's input and, when it has not ended a few seconds
// later, kills its process group.
func (r *acpRun) stop() {
	_ = r.stdin.Close()
	select {
	case <-r.done:
	case <-time.After(5 * time.Second):
		_ = syscall.Kill(-r.cmd.Process.Pid, syscall.SIGKILL)
		<-r.done
	}
}

// Exited waits up to d for the process to end and returns its error.
func (r *acpRun) Exited(d time.Duration) (error, bool) {
	select {
	case <-r.done:
		return r.err, true
	case <-time.After(d):
		return nil, false
	}
}

// session initializes the connection (advertising a terminal) and opens
// a session in the run's working directory.
func (r *acpRun) session(t *testing.T, ctx context.Context) acp.NewSessionResponse {
	t.Helper()
	r.initialize(t, ctx)
	return r.newSession(t, ctx, r.wd)
}

// initialize initializes the connection, advertising a terminal.
func (r *acpRun) initialize(t *testing.T, ctx context.Context) {
	t.Helper()
	if _, err := r.conn.Initialize(ctx, acp.InitializeRequest{
		ProtocolVersion:    acp.ProtocolVersionNumber,
		ClientCapabilities: acp.ClientCapabilities{Terminal: true},
	}); err != nil {
		r.log(t)
		t.Fatalf("initialize: %v", err)
	}
}

// newSession opens a session in wd.
func (r *acpRun) newSession(t *testing.T, ctx context.Context, wd string) acp.NewSessionResponse {
	t.Helper()
	sess, err := r.conn.NewSession(ctx, acp.NewSessionRequest{Cwd: wd, McpServers: []acp.McpServer{}})
	if err != nil {
		r.log(t)
		t.Fatalf("session/new: %v", err)
	}
	return sess
}

// prompt sends one prompt in the session and waits for the turn's end.
func (r *acpRun) prompt(ctx context.Context, sid acp.SessionId) (acp.PromptResponse, error) {
	return r.promptText(ctx, sid, "go")
}

// promptText sends text as one prompt in the session and waits for the
// turn's end.
func (r *acpRun) promptText(ctx context.Context, sid acp.SessionId, text string) (acp.PromptResponse, error) {
	return r.conn.Prompt(ctx, acp.PromptRequest{SessionId: sid, Prompt: []acp.ContentBlock{acp.TextBlock(text)}})
}

// log tells the test what passed.
func (r *acpRun) log(t *testing.T) {
	t.Helper()
	if r.api != nil {
		r.api.Log(t)
	}
	for _, l := range r.toAgent.Lines() {
		t.Logf("editor → %s", acpClip(l))
	}
	for _, l := range r.fromAgent.Lines() {
		t.Logf("→ editor %s", acpClip(l))
	}
	t.Logf("stderr: %s", acpClip(r.stderr.String()))
}

// acpClip shortens a long line for a log.
func acpClip(s string) string {
	if len(s) > 2000 {
		return s[:2000] + "…"
	}
	return s
}

// rawMessage is one JSON-RPC message as the wire carries it.
type rawMessage struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
	Result json.RawMessage `json:"result"`
	Error  json.RawMessage `json:"error"`
}

// messages decodes lines as JSON-RPC messages (failing on any that is not).
func messages(t *testing.T, lines []string) []rawMessage {
	t.Helper()
	var out []rawMessage
	for _, l := range lines {
		var m rawMessage
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("a line that is not a JSON-RPC message: %v\n%s", err, acpClip(l))
		}
		out = append(out, m)
	}
	return out
}

// session is the sessionId of the message's params ("" when it has none).
func (m rawMessage) session() acp.SessionId {
	var p struct {
		SessionID acp.SessionId `json:"sessionId"`
	}
	_ = json.Unmarshal(m.Params, &p)
	return p.SessionID
}

// withMethod returns the messages of method.
func withMethod(ms []rawMessage, method string) []rawMessage {
	var out []rawMessage
	for _, m := range ms {
		if m.Method == method {
			out = append(out, m)
		}
	}
	return out
}

// procInfo is what /proc says of a process: its parent and its group.
type procInfo struct{ pid, ppid, pgid int }

// processes lists the processes /proc shows (none where there is no
// /proc).
func processes(t *testing.T) []procInfo {
	t.Helper()
	entries, err := os.ReadDir("/proc")
	if err != nil {
		t.Skipf("no /proc to read processes from: %v", err)
	}
	var out []procInfo
	for _, e := range entries {
		b, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		// pid (comm) state ppid pgrp ...: comm may hold spaces and parens.
		s := string(b)
		i := strings.LastIndexByte(s, ')')
		if i < 0 {
			continue
		}
		var p procInfo
		var state string
		if _, err := fmt.Sscanf(s[:strings.IndexByte(s, ' ')], "%d", &p.pid); err != nil {
			continue
		}
		if _, err := fmt.Sscanf(s[i+2:], "%s %d %d", &state, &p.ppid, &p.pgid); err != nil || state == "Z" {
			continue
		}
		out = append(out, p)
	}
	return out
}
