package main

// A harness for driving the real Gemini CLI (`gemini` from the npm package
// @google/gemini-cli) in tests, with no network:
//
//   - geminiAPI is a loopback server speaking the Gemini API's
//     generateContent (the CLI's model router, answered with JSON) and
//     streamGenerateContent?alt=sse (the turn): the first turn is answered
//     with a functionCall of run_shell_command running the scripted
//     command, and a turn that carries its functionResponse is recorded and
//     answered with a final text.
//   - runGemini runs `gemini -p go --yolo` against it (GOOGLE_GEMINI_BASE_URL)
//     in a scratch HOME and a trusted working directory whose
//     .gemini/settings.json holds the hook.
//
// The binary is found through OZDESK_GEMINI (`.ci/gemini-cli` installs it
// and prints its path); tests skip when it is not set. What Gemini CLI sends
// and how it treats a BeforeTool hook's answers is in
// testdata/gemini/PROTOCOL.md, pinned by these tests.

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// geminiVersion is the Gemini CLI version the harness was written against
// (the one .ci/gemini-cli installs).
const geminiVersion = "0.61.0"

// geminiBinary returns the Gemini CLI command named by OZDESK_GEMINI, or skips the test saying
// how to get one.
func geminiBinary(t testing.TB) string {
	t.Helper()
	return npmHarness{name: "Gemini CLI", env: "OZDESK_GEMINI", script: ".ci/gemini-cli", pkg: "@google/gemini-cli", version: geminiVersion, run: "Gemini"}.binary(t)
}

// geminiAPI is the mock model: one scripted run_shell_command call.
type geminiAPI struct {
	srv     *httptest.Server
	command string
	// dirPath, when set, is the call's dir_path: the model names the
	// directory the command runs in, relative to the workspace.
	dirPath string
	// tool and args, when tool is set, are the scripted call instead of
	// run_shell_command (write_file of a guarded file: rt22i #4).
	tool string
	args map[string]any

	mu       sync.Mutex
	paths    []string
	calls    int      // functionCalls sent
	response []string // functionResponse outputs received, as JSON
}

func newGeminiAPI(t testing.TB, command string) *geminiAPI {
	return serveGeminiAPI(t, &geminiAPI{command: command})
}

// serveGeminiAPI starts the server of m, a mock set up before it serves.
func serveGeminiAPI(t testing.TB, m *geminiAPI) *geminiAPI {
	m.srv = newLoopbackServer(t, http.HandlerFunc(m.serve))
	t.Cleanup(m.srv.Close)
	return m
}

// Responses returns the functionResponses the model got, as JSON.
func (m *geminiAPI) Responses() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]string(nil), m.response...)
}

// Log tells the test what the mock saw.
func (m *geminiAPI) Log(t testing.TB) {
	m.mu.Lock()
	defer m.mu.Unlock()
	t.Logf("mock Gemini API: %d requests %q; functionCalls sent %d; functionResponses %q", len(m.paths), m.paths, m.calls, m.response)
}

// geminiRequest is the part of a generateContent body the mock reads.
type geminiRequest struct {
	Contents []struct {
		Role  string            `json:"role"`
		Parts []json.RawMessage `json:"parts"`
	} `json:"contents"`
}

func (m *geminiAPI) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	m.answer(w, r, body)
}

// answer answers one request whose body has been read.
func (m *geminiAPI) answer(w http.ResponseWriter, r *http.Request, body []byte) {
	m.mu.Lock()
	m.paths = append(m.paths, r.Method+" "+r.URL.Path)
	m.mu.Unlock()
	var req geminiRequest
	_ = json.Unmarshal(body, &req)
	switch {
	case strings.HasSuffix(r.URL.Path, ":generateContent"):
		// The CLI's router asks which model to use; answer the flash one.
		writeJSON(w, geminiText(`{"reasoning":"a scripted test","model_choice":"flash"}`))
	case strings.HasSuffix(r.URL.Path, ":streamGenerateContent"):
		m.turn(w, req)
	case strings.HasSuffix(r.URL.Path, ":countTokens"):
		writeJSON(w, map[string]any{"totalTokens": 10})
	default:
		http.Error(w, `{"error":{"code":404,"message":"not mocked","status":"NOT_FOUND"}}`, http.StatusNotFound)
	}
}

// turn answers one streamed turn: the scripted call, then a final text
// once its functionResponse is back.
func (m *geminiAPI) turn(w http.ResponseWriter, req geminiRequest) {
	if out, ok := lastFunctionResponse(req); ok {
		m.mu.Lock()
		m.response = append(m.response, out)
		m.mu.Unlock()
		writeSSE(w, geminiText("done"))
		return
	}
	m.mu.Lock()
	first := m.calls == 0
	m.calls++
	m.mu.Unlock()
	if !first {
		writeSSE(w, geminiText("done"))
		return
	}
	args := map[string]any{"command": m.command, "description": "ozdesk harness: run a scripted command"}
	if m.dirPath != "" {
		args["dir_path"] = m.dirPath
	}
	name := "run_shell_command"
	if m.tool != "" {
		name, args = m.tool, m.args
	}
	writeSSE(w, geminiResponse(map[string]any{"functionCall": map[string]any{
		"name": name,
		"args": args,
	}}))
}

// lastFunctionResponse is the functionResponse in the request's last
// content, as JSON.
func lastFunctionResponse(req geminiRequest) (string, bool) {
	if len(req.Contents) == 0 {
		return "", false
	}
	for _, p := range req.Contents[len(req.Contents)-1].Parts {
		var part struct {
			FunctionResponse json.RawMessage `json:"functionResponse"`
		}
		if json.Unmarshal(p, &part) == nil && len(part.FunctionResponse) > 0 {
			return string(part.FunctionResponse), true
		}
	}
	return "", false
}

func geminiText(text string) map[string]any {
	return geminiResponse(map[string]any{"text": text})
}

func geminiResponse(part map[string]any) map[string]any {
	return map[string]any{
		"candidates": []any{map[string]any{
			"content":      map[string]any{"role": "model", "parts": []any{part}},
			"finishReason": "STOP",
			"index":        0,
		}},
		"usageMetadata": map[string]any{"promptTokenCount": 10, "candidatesTokenCount": 5, "totalTokenCount": 15},
		"modelVersion":  "gemini-2.5-flash",
	}
}

func writeSSE(w http.ResponseWriter, v any) {
	b, _ := json.Marshal(v)
	w.Header().Set("Content-Type", "text/event-stream")
	fmt.Fprintf(w, "data: %s\r\n\r\n", b)
}

// geminiRun is one headless Gemini CLI run through an ozdesk hook.
type geminiRun struct {
	bin     string
	api     *geminiAPI
	root    string // scratch: home, the working directory
	wd      string
	hook    string // the hook's command
	timeout int    // the hook's timeout, milliseconds
	env     []string
}

// newGeminiRun prepares a run whose model calls run_shell_command with
// command, through hook.
func newGeminiRun(t *testing.T, bin, root, command, hook string, env ...string) *geminiRun {
	t.Helper()
	g := &geminiRun{bin: bin, api: newGeminiAPI(t, command), root: root, wd: filepath.Join(root, "work"), hook: hook, timeout: 120000, env: env}
	for _, dir := range []string{filepath.Join(g.wd, ".gemini"), filepath.Join(root, "home", ".gemini")} {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	g.writeSettings(t)
	// The user's settings pick the API key (GEMINI_API_KEY) as the way in.
	user := `{"security":{"auth":{"selectedType":"gemini-api-key"}}}` + "\n"
	if err := os.WriteFile(filepath.Join(root, "home", ".gemini", "settings.json"), []byte(user), 0o600); err != nil {
		t.Fatal(err)
	}
	return g
}

// writeSettings writes the project's settings: the hook, and nothing
// that reaches the network.
func (g *geminiRun) writeSettings(t *testing.T) {
	t.Helper()
	// The hooks are the README's and the help's snippet (geminiSettings),
	// with this test's command and timeout: the snippet is what runs.
	var settings map[string]any
	snippet := strings.Replace(geminiSettings, `"ozdesk-hook hook gemini-cli --wait 14m"`, mustJSON(g.hook), 1)
	if snippet == geminiSettings || !strings.Contains(snippet, `"timeout": 900000`) {
		t.Fatalf("the settings snippet no longer holds the command and timeout this harness replaces:\n%s", geminiSettings)
	}
	snippet = strings.Replace(snippet, `"timeout": 900000`, `"timeout": `+strconv.Itoa(g.timeout), 1)
	if err := json.Unmarshal([]byte(snippet), &settings); err != nil {
		t.Fatalf("the settings snippet: %v", err)
	}
	for k, v := range map[string]any{
		"general":   map[string]any{"disableAutoUpdate": true, "disableUpdateNag": true},
		"telemetry": map[string]any{"enabled": false},
		"privacy":   map[string]any{"usageStatisticsEnabled": false},
	} {
		settings[k] = v
	}
	b, _ := json.MarshalIndent(settings, "", "  ")
	if err := os.WriteFile(filepath.Join(g.wd, ".gemini", "settings.json"), b, 0o600); err != nil {
		t.Fatal(err)
	}
}

// mustJSON is s as a JSON string.
func mustJSON(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// start starts the run; the function it returns waits for it.
func (g *geminiRun) start(t *testing.T) func() harnessResult {
	t.Helper()
	return startHarness("gemini", 150*time.Second, func(ctx context.Context) *exec.Cmd {
		cmd := exec.CommandContext(ctx, g.bin, "-p", "go", "--yolo", "--output-format", "json")
		cmd.Dir = g.wd
		home := filepath.Join(g.root, "home")
		cmd.Env = append(os.Environ(),
			"HOME="+home,
			"XDG_CONFIG_HOME="+filepath.Join(home, ".config"),
			"XDG_CACHE_HOME="+filepath.Join(home, ".cache"),
			"XDG_STATE_HOME="+filepath.Join(g.root, "state"),
			"GOOGLE_GEMINI_BASE_URL="+g.api.srv.URL,
			"GEMINI_API_KEY=x",
			"GEMINI_CLI_TRUST_WORKSPACE=true",
			"GEMINI_CLI_NO_RELAUNCH=true",
			"NO_COLOR=1",
		)
		cmd.Env = append(cmd.Env, g.env...)
		return cmd
	})
}

// geminiHookCommand is the settings "command" that runs ozdesk's hook.
func geminiHookCommand(bin string, args ...string) string {
	words := []string{shellQuote(bin), "hook", "gemini-cli"}
	for _, a := range args {
		words = append(words, shellQuote(a))
	}
	return strings.Join(words, " ")
}
