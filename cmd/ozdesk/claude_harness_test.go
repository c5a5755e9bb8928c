package main

// A harness for driving the real Claude Code (the native `claude` binary from
// the npm package @anthropic-ai/claude-code) in tests, with no network:
//
//   - mockAPI is an Anthropic-Messages-compatible server on 127.0.0.1 that
//     scripts a conversation: the first request that offers the scripted tool
//     is answered with a tool_use of it; a request whose last message carries
//     the tool_result is recorded and answered with the next scripted tool_use,
//     or, once the script is done, with a final text.
//   - runClaude runs `claude -p … --settings … --output-format json` against it
//     in a scratch HOME and working directory, and parses the result.
//
// The binary is found through OZDESK_CLAUDE (`.ci/claude-code` installs it and
// prints its path); tests skip when it is not set. What Claude Code sends and
// how it treats a PreToolUse hook's answers is written down in
// testdata/claude/PROTOCOL.md and pinned by TestClaudeHookProtocol.

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// claudeVersion is the Claude Code version the harness was written against
// (the one .ci/claude-code installs).
const claudeVersion = "2.1.332"

// claudeBinary returns the Claude Code command named by OZDESK_CLAUDE, or skips the test saying
// how to get one.
func claudeBinary(t testing.TB) string {
	t.Helper()
	return npmHarness{name: "Claude Code", env: "OZDESK_CLAUDE", script: ".ci/claude-code", pkg: "@anthropic-ai/claude-code", version: claudeVersion, run: "Claude"}.binary(t)
}

// toolCall is one tool_use the mock model asks for.
type toolCall struct {
	Name  string         // "Bash", "Read", …
	Input map[string]any // the tool's input, e.g. {"command": "echo hi"}
}

// bashCall is a tool_use of Bash running command.
func bashCall(command string) toolCall {
	return toolCall{Name: "Bash", Input: map[string]any{
		"command":     command,
		"description": "ozdesk harness: run a scripted command",
	}}
}

// apiRequest is one request the mock received.
type apiRequest struct {
	Method string
	Path   string // without the query (Claude Code adds ?beta=true)
	Query  string
	Header http.Header
	Body   []byte

	// Read from a /v1/messages body.
	Model  string
	Stream bool
	Tools  []string
}

// toolResult is a tool_result block Claude Code sent back to the model.
type toolResult struct {
	ToolUseID string
	Content   string // text blocks joined with "\n" when the content is a list
	IsError   bool
}

// mockAPI is a scripted Anthropic Messages API on loopback.
type mockAPI struct {
	t   testing.TB
	srv *httptest.Server

	mu       sync.Mutex
	script   []toolCall
	next     int // index of the next scripted call to send
	requests []apiRequest
	results  []toolResult
	seen     map[string]bool // tool_use_ids whose result was recorded
	final    string
}

// newMockAPI starts a mock whose model asks for the calls in script, in order,
// one per turn, then answers a final text.
func newMockAPI(t testing.TB, script ...toolCall) *mockAPI {
	t.Helper()
	m := &mockAPI{t: t, script: script, seen: map[string]bool{}, final: "ozdesk-mock: done"}
	m.srv = newLoopbackServer(t, http.HandlerFunc(m.serve))
	t.Cleanup(m.srv.Close)
	return m
}

// URL is the base URL to give Claude Code as ANTHROPIC_BASE_URL.
func (m *mockAPI) URL() string { return m.srv.URL }

// Requests returns every request received so far.
func (m *mockAPI) Requests() []apiRequest {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]apiRequest(nil), m.requests...)
}

// ToolResults returns the tool_result blocks received so far, in order.
func (m *mockAPI) ToolResults() []toolResult {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]toolResult(nil), m.results...)
}

// ToolUsesSent is how many scripted tool_use answers were sent.
func (m *mockAPI) ToolUsesSent() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.next
}

// ResultFor returns the tool_result for the i-th scripted call (0-based).
func (m *mockAPI) ResultFor(i int) (toolResult, bool) {
	id := toolUseID(i)
	for _, r := range m.ToolResults() {
		if r.ToolUseID == id {
			return r, true
		}
	}
	return toolResult{}, false
}

// LogRequests writes a line per request to the test log.
func (m *mockAPI) LogRequests(t testing.TB) {
	t.Helper()
	for i, r := range m.Requests() {
		t.Logf("mock request %d: %s %s?%s model=%q stream=%v tools=%d", i, r.Method, r.Path, r.Query, r.Model, r.Stream, len(r.Tools))
	}
}

func toolUseID(i int) string { return fmt.Sprintf("toolu_ozdesk_%02d", i+1) }

// messagesRequest is the part of a /v1/messages body the mock reads.
type messagesRequest struct {
	Model  string `json:"model"`
	Stream bool   `json:"stream"`
	Tools  []struct {
		Name string `json:"name"`
	} `json:"tools"`
	Messages []struct {
		Role    string          `json:"role"`
		Content json.RawMessage `json:"content"` // a string or a list of blocks
	} `json:"messages"`
}

type contentBlock struct {
	Type      string          `json:"type"`
	Text      string          `json:"text,omitempty"`
	ToolUseID string          `json:"tool_use_id,omitempty"`
	Content   json.RawMessage `json:"content,omitempty"` // tool_result: a string or blocks
	IsError   bool            `json:"is_error,omitempty"`
}

func (m *mockAPI) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	req := apiRequest{Method: r.Method, Path: r.URL.Path, Query: r.URL.RawQuery, Header: r.Header.Clone(), Body: body}
	var mr messagesRequest
	isMessages := r.Method == http.MethodPost && r.URL.Path == "/v1/messages"
	if isMessages {
		if err := json.Unmarshal(body, &mr); err != nil {
			m.record(req)
			m.t.Errorf("mock: unreadable /v1/messages body: %v", err)
			apiError(w, http.StatusBadRequest, "invalid_request_error", "unreadable body")
			return
		}
		req.Model, req.Stream = mr.Model, mr.Stream
		for _, tool := range mr.Tools {
			req.Tools = append(req.Tools, tool.Name)
		}
	}
	m.record(req)

	switch {
	case isMessages:
		m.answer(w, req, mr)
	case r.Method == http.MethodPost && r.URL.Path == "/v1/messages/count_tokens":
		writeJSON(w, map[string]any{"input_tokens": 100})
	case r.Method == http.MethodGet && r.URL.Path == "/v1/models":
		writeJSON(w, map[string]any{"data": []any{}, "has_more": false, "first_id": nil, "last_id": nil})
	default:
		apiError(w, http.StatusNotFound, "not_found_error", "ozdesk mock: no such endpoint: "+r.Method+" "+r.URL.Path)
	}
}

func (m *mockAPI) record(req apiRequest) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.requests = append(m.requests, req)
}

// answer scripts the conversation: record the tool_results of the last
// message, then send the next scripted tool_use if the request offers that
// tool, else the final text.
func (m *mockAPI) answer(w http.ResponseWriter, req apiRequest, mr messagesRequest) {
	m.mu.Lock()
	if n := len(mr.Messages); n > 0 && mr.Messages[n-1].Role == "user" {
		var blocks []contentBlock
		_ = json.Unmarshal(mr.Messages[n-1].Content, &blocks) // a plain string has no tool_result
		for _, b := range blocks {
			if b.Type != "tool_result" || m.seen[b.ToolUseID] {
				continue
			}
			m.seen[b.ToolUseID] = true
			m.results = append(m.results, toolResult{ToolUseID: b.ToolUseID, Content: resultText(b.Content), IsError: b.IsError})
		}
	}
	var content []map[string]any
	stop := "end_turn"
	if m.next < len(m.script) && offers(req.Tools, m.script[m.next].Name) {
		call := m.script[m.next]
		content = []map[string]any{{"type": "tool_use", "id": toolUseID(m.next), "name": call.Name, "input": call.Input}}
		stop = "tool_use"
		m.next++
	} else {
		content = []map[string]any{{"type": "text", "text": m.final}}
	}
	m.mu.Unlock()

	model := req.Model
	if model == "" {
		model = "claude-mock"
	}
	msg := map[string]any{
		"id":            fmt.Sprintf("msg_ozdesk_%d", time.Now().UnixNano()),
		"type":          "message",
		"role":          "assistant",
		"model":         model,
		"content":       content,
		"stop_reason":   stop,
		"stop_sequence": nil,
		"usage":         map[string]any{"input_tokens": 100, "output_tokens": 20},
	}
	if !req.Stream {
		writeJSON(w, msg)
		return
	}
	writeStream(w, msg, content, stop)
}

func offers(tools []string, name string) bool {
	for _, t := range tools {
		if t == name {
			return true
		}
	}
	return false
}

// resultText flattens a tool_result's content (a string, or a list of blocks).
func resultText(raw json.RawMessage) string {
	if len(raw) == 0 {
		return ""
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var blocks []contentBlock
	if json.Unmarshal(raw, &blocks) != nil {
		return string(raw)
	}
	var parts []string
	for _, b := range blocks {
		if b.Type == "text" {
			parts = append(parts, b.Text)
		} else {
			parts = append(parts, "["+b.Type+"]")
		}
	}
	return strings.Join(parts, "\n")
}

// writeStream sends msg as the Messages API's server-sent events:
// message_start, ping, per block content_block_start/delta…/stop,
// message_delta (with the stop_reason), message_stop.
func writeStream(w http.ResponseWriter, msg map[string]any, content []map[string]any, stop string) {
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(http.StatusOK)
	flusher, _ := w.(http.Flusher)
	send := func(event string, data any) {
		b, _ := json.Marshal(data)
		fmt.Fprintf(w, "event: %s\ndata: %s\n\n", event, b)
		if flusher != nil {
			flusher.Flush()
		}
	}
	start := map[string]any{}
	for k, v := range msg {
		start[k] = v
	}
	start["content"] = []any{}
	start["stop_reason"] = nil
	start["usage"] = map[string]any{"input_tokens": 100, "output_tokens": 1}
	send("message_start", map[string]any{"type": "message_start", "message": start})
	send("ping", map[string]any{"type": "ping"})
	for i, block := range content {
		switch block["type"] {
		case "text":
			text, _ := block["text"].(string)
			send("content_block_start", map[string]any{"type": "content_block_start", "index": i,
				"content_block": map[string]any{"type": "text", "text": ""}})
			for _, chunk := range splitHalf(text) {
				send("content_block_delta", map[string]any{"type": "content_block_delta", "index": i,
					"delta": map[string]any{"type": "text_delta", "text": chunk}})
			}
		case "tool_use":
			send("content_block_start", map[string]any{"type": "content_block_start", "index": i,
				"content_block": map[string]any{"type": "tool_use", "id": block["id"], "name": block["name"], "input": map[string]any{}}})
			input, _ := json.Marshal(block["input"])
			for _, chunk := range splitHalf(string(input)) {
				send("content_block_delta", map[string]any{"type": "content_block_delta", "index": i,
					"delta": map[string]any{"type": "input_json_delta", "partial_json": chunk}})
			}
		}
		send("content_block_stop", map[string]any{"type": "content_block_stop", "index": i})
	}
	send("message_delta", map[string]any{"type": "message_delta",
		"delta": map[string]any{"stop_reason": stop, "stop_sequence": nil},
		"usage": map[string]any{"output_tokens": 20}})
	send("message_stop", map[string]any{"type": "message_stop"})
}

// splitHalf cuts s in two pieces at a rune boundary (the real API streams
// text and tool input in several deltas; the client must join them).
func splitHalf(s string) []string {
	if len(s) < 2 {
		return []string{s}
	}
	cut := len(s) / 2
	for cut > 0 && (s[cut]&0xC0) == 0x80 {
		cut--
	}
	return []string{s[:cut], s[cut:]}
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}

func apiError(w http.ResponseWriter, status int, typ, message string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{"type": "error", "error": map[string]any{"type": typ, "message": message}})
}

// claudeRun is one `claude -p` invocation.
type claudeRun struct {
	Bin      string
	API      *mockAPI
	Prompt   string         // default "run the scripted command"
	Settings map[string]any // written to a file and passed with --settings
	Args     []string       // more flags, e.g. "--allowedTools", "Bash"
	Env      []string       // more environment, KEY=VALUE
	Timeout  time.Duration  // default 90s
	// Root is a scratch directory holding home/, wd/ and tmp/; made (and
	// removed at cleanup) when empty. Kept short: Claude Code puts unix
	// sockets under TMPDIR.
	Root string
}

// permissionDenial is an entry of the result's permission_denials.
type permissionDenial struct {
	ToolName  string         `json:"tool_name"`
	ToolUseID string         `json:"tool_use_id"`
	ToolInput map[string]any `json:"tool_input"`
}

// claudeResult is the parsed `--output-format json` result, plus what the run left.
type claudeResult struct {
	Type              string             `json:"type"`
	Subtype           string             `json:"subtype"`
	IsError           bool               `json:"is_error"`
	Result            string             `json:"result"`
	NumTurns          int                `json:"num_turns"`
	StopReason        string             `json:"stop_reason"`
	TerminalReason    string             `json:"terminal_reason"`
	SessionID         string             `json:"session_id"`
	PermissionDenials []permissionDenial `json:"permission_denials"`

	Stdout   []byte
	Stderr   string
	ExitCode int
	Elapsed  time.Duration
	Home     string // the scratch HOME
	Dir      string // the working directory claude ran in
}

// Denied reports whether permission_denials lists a Bash call of command.
func (r claudeResult) Denied(command string) bool {
	for _, d := range r.PermissionDenials {
		if d.ToolName == "Bash" && d.ToolInput["command"] == command {
			return true
		}
	}
	return false
}

// prepareClaude makes the run's directories and returns the working directory,
// so a test can put files there before the run starts.
func prepareClaude(t testing.TB, run *claudeRun) string {
	t.Helper()
	if run.Root == "" {
		root, err := os.MkdirTemp("", "ozcc-")
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = os.RemoveAll(root) })
		run.Root = root
	}
	for _, d := range []string{"home", "wd", "tmp"} {
		if err := os.MkdirAll(filepath.Join(run.Root, d), 0o700); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.Join(run.Root, "wd")
}

// runClaude runs claude -p against run.API and returns its parsed result.
// It fails the test when claude does not print a JSON result in time.
func runClaude(t testing.TB, run claudeRun) claudeResult {
	t.Helper()
	res, err := startClaude(t, run)()
	if err != nil {
		run.API.LogRequests(t)
		t.Fatal(err)
	}
	return res
}

// startClaude prepares the run (directories, the settings file) and returns a
// function that runs claude and waits for it; that function makes no calls on
// t, so it may run in a goroutine of its own.
func startClaude(t testing.TB, run claudeRun) func() (claudeResult, error) {
	t.Helper()
	wd := prepareClaude(t, &run)
	home := filepath.Join(run.Root, "home")
	settings := filepath.Join(run.Root, "settings.json")
	if run.Settings == nil {
		run.Settings = map[string]any{}
	}
	b, err := json.MarshalIndent(run.Settings, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(settings, b, 0o600); err != nil {
		t.Fatal(err)
	}
	if run.Prompt == "" {
		run.Prompt = "run the scripted command"
	}
	if run.Timeout == 0 {
		run.Timeout = 90 * time.Second
	}
	args := append([]string{
		"-p", run.Prompt,
		"--settings", settings,
		"--output-format", "json",
		"--max-turns", "6", // a guard: the scripts never need more
	}, run.Args...)
	// A clean environment: nothing of the developer's Claude Code (or of a
	// Claude Code this test may itself run under) leaks in.
	env := append([]string{
		"PATH=" + os.Getenv("PATH"),
		"HOME=" + home,
		"TMPDIR=" + filepath.Join(run.Root, "tmp"),
		"LANG=C.UTF-8",
		"ANTHROPIC_BASE_URL=" + run.API.URL(),
		"ANTHROPIC_API_KEY=dummy",
		"CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1",
	}, run.Env...)

	return func() (claudeResult, error) {
		ctx, cancel := context.WithTimeout(context.Background(), run.Timeout)
		defer cancel()
		cmd := exec.CommandContext(ctx, run.Bin, args...)
		cmd.Dir = wd
		cmd.Env = env
		cmd.WaitDelay = 5 * time.Second
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		start := time.Now()
		err := cmd.Run()
		res := claudeResult{Stdout: stdout.Bytes(), Stderr: stderr.String(), Elapsed: time.Since(start), Home: home, Dir: wd}
		var exitErr *exec.ExitError
		switch {
		case ctx.Err() != nil:
			return res, fmt.Errorf("claude did not finish within %v\nstdout: %s\nstderr: %s", run.Timeout, stdout.Bytes(), stderr.Bytes())
		case err == nil:
		case errors.As(err, &exitErr):
			res.ExitCode = exitErr.ExitCode()
		default:
			return res, fmt.Errorf("claude: %v", err)
		}
		if err := json.Unmarshal(stdout.Bytes(), &res); err != nil {
			return res, fmt.Errorf("claude printed no JSON result (exit %d): %v\nstdout: %s\nstderr: %s", res.ExitCode, err, stdout.Bytes(), stderr.Bytes())
		}
		return res, nil
	}
}

// hookSettings is a settings.json object with one PreToolUse command hook.
// timeout is in seconds (0: Claude Code's default); extra keys of the hook
// entry (e.g. "onFailure", "args") come from more.
func hookSettings(matcher, command string, timeout int, more map[string]any) map[string]any {
	hook := map[string]any{"type": "command", "command": command}
	if timeout > 0 {
		hook["timeout"] = timeout
	}
	for k, v := range more {
		hook[k] = v
	}
	return map[string]any{"hooks": map[string]any{"PreToolUse": []any{
		map[string]any{"matcher": matcher, "hooks": []any{hook}},
	}}}
}

// shellQuote quotes s for a POSIX shell (a settings "command" runs through one).
func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// TestClaudeHarness checks the harness itself against the real Claude Code,
// with no hook: the scripted Bash call runs (echo needs no permission) and its
// output comes back in the tool_result.
func TestClaudeHarness(t *testing.T) {
	t.Parallel() // its own root and agent (or sessions of the shared one): its waits overlap the other tests'
	bin := claudeBinary(t)
	out, err := exec.Command(bin, "--version").Output()
	if err != nil {
		t.Fatalf("%s --version: %v", bin, err)
	}
	if got := strings.TrimSpace(string(out)); !strings.HasPrefix(got, claudeVersion+" ") {
		t.Errorf("claude --version = %q; the harness and PROTOCOL.md were written against %s", got, claudeVersion)
	}

	api := newMockAPI(t, bashCall("echo ozdesk-harness-$((6*7))"))
	res := runClaude(t, claudeRun{Bin: bin, API: api})
	api.LogRequests(t)
	if res.ExitCode != 0 || res.IsError || res.Subtype != "success" {
		t.Fatalf("claude failed: exit %d, is_error %v, subtype %q\nstdout: %s\nstderr: %s", res.ExitCode, res.IsError, res.Subtype, res.Stdout, res.Stderr)
	}
	if res.Result != api.final {
		t.Errorf("result = %q, want the mock's final text %q", res.Result, api.final)
	}
	tr, ok := api.ResultFor(0)
	if !ok {
		t.Fatalf("no tool_result for the scripted Bash call; results: %+v", api.ToolResults())
	}
	if tr.IsError || strings.TrimSpace(tr.Content) != "ozdesk-harness-42" {
		t.Errorf("tool_result = %+v, want the command's output ozdesk-harness-42", tr)
	}
	if len(res.PermissionDenials) != 0 {
		t.Errorf("permission_denials = %+v, want none", res.PermissionDenials)
	}
	if res.NumTurns != 2 {
		t.Errorf("num_turns = %d, want 2 (tool_use, then the final text)", res.NumTurns)
	}
	for _, r := range api.Requests() {
		if r.Path != "/v1/messages" || r.Method != http.MethodPost {
			t.Errorf("unexpected request %s %s: the mock only expects POST /v1/messages (see PROTOCOL.md)", r.Method, r.Path)
		} else if !r.Stream {
			t.Logf("note: a non-streaming /v1/messages request (the mock answers it in JSON)")
		}
	}
}
