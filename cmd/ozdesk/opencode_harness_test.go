package main

// A harness for driving the real opencode (`opencode` from the npm package
// opencode-ai, a native binary) in tests, with no model on the network:
//
//   - opencodeAPI is a loopback server speaking OpenAI's chat completions
//     (POST /v1/chat/completions, streamed as SSE), which opencode reaches
//     through a provider of its own config ("@ai-sdk/openai-compatible"):
//     a turn that offers tools is answered with one call of the bash tool
//     running the scripted command; a turn that carries the tool's result
//     is recorded and answered with a final message; a turn without tools
//     (the session's title) with text.
//   - opencodeRun runs `opencode run --model mock/m go` against it in a
//     project whose opencode.json names the mock, with ozdesk's plugin
//     installed as the README says.
//
// The binary is found through OZDESK_OPENCODE (`.ci/opencode` installs it
// and prints its path); tests skip when it is not set. opencode installs
// its plugin package (@opencode-ai/plugin) from npm into each config
// directory it loads plugins from, the first time: the runs of one test
// share a home, so that happens once per test.

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
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

// opencodeVersion is the opencode version the harness was written against
// (the one .ci/opencode installs).
const opencodeVersion = "1.18.33"

// opencodeBinary returns the opencode command named by OZDESK_OPENCODE, or skips the test saying
// how to get one.
func opencodeBinary(t testing.TB) string {
	t.Helper()
	return npmHarness{name: "opencode", env: "OZDESK_OPENCODE", script: ".ci/opencode", pkg: "opencode-ai", version: opencodeVersion, run: "Opencode"}.binary(t)
}

// opencodeAPI is the mock model: one scripted bash call, or a call of
// tool with args when tool is set.
type opencodeAPI struct {
	srv     *httptest.Server
	command string
	tool    string
	args    map[string]any

	mu      sync.Mutex
	paths   []string
	calls   int      // tool calls sent
	results []string // tool results received
}

func newOpencodeAPI(t testing.TB, command string) *opencodeAPI {
	m := &opencodeAPI{command: command}
	m.srv = newLoopbackServer(t, http.HandlerFunc(m.serve))
	t.Cleanup(m.srv.Close)
	return m
}

// setTool makes the model call tool with args instead of bash; the mock
// may already be serving, so it is set under the lock.
func (m *opencodeAPI) setTool(tool string, args map[string]any) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.tool, m.args = tool, args
}

// Results returns the tool results the model got.
func (m *opencodeAPI) Results() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]string(nil), m.results...)
}

// Log tells the test what the mock saw.
func (m *opencodeAPI) Log(t testing.TB) {
	m.mu.Lock()
	defer m.mu.Unlock()
	t.Logf("mock chat completions: %d requests %q; tool calls sent %d; tool results %q", len(m.paths), m.paths, m.calls, m.results)
}

// chatRequest is the part of a chat completions body the mock reads.
type chatRequest struct {
	Messages []struct {
		Role    string          `json:"role"`
		Content json.RawMessage `json:"content"`
	} `json:"messages"`
	Tools []json.RawMessage `json:"tools"`
}

func (m *opencodeAPI) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	m.mu.Lock()
	m.paths = append(m.paths, r.Method+" "+r.URL.Path)
	m.mu.Unlock()
	if r.Method != http.MethodPost || r.URL.Path != "/v1/chat/completions" {
		http.Error(w, `{"error":{"message":"not mocked"}}`, http.StatusNotFound)
		return
	}
	var req chatRequest
	_ = json.Unmarshal(body, &req)
	if n := len(req.Messages); n > 0 && req.Messages[n-1].Role == "tool" {
		var content string
		if json.Unmarshal(req.Messages[n-1].Content, &content) != nil {
			content = string(req.Messages[n-1].Content)
		}
		m.mu.Lock()
		m.results = append(m.results, content)
		m.mu.Unlock()
		writeChatStream(w, map[string]any{"role": "assistant", "content": "done"}, "stop")
		return
	}
	m.mu.Lock()
	first := len(req.Tools) > 0 && m.calls == 0
	if first {
		m.calls++
	}
	tool, call := "bash", map[string]any{"command": m.command, "description": "ozdesk harness: run a scripted command"}
	if m.tool != "" {
		tool, call = m.tool, m.args
	}
	m.mu.Unlock()
	if !first {
		writeChatStream(w, map[string]any{"role": "assistant", "content": "done"}, "stop")
		return
	}
	args, _ := json.Marshal(call)
	writeChatStream(w, map[string]any{"role": "assistant", "tool_calls": []any{map[string]any{
		"index": 0, "id": "call_oz1", "type": "function",
		"function": map[string]any{"name": tool, "arguments": string(args)},
	}}}, "tool_calls")
}

// writeChatStream writes one streamed chat completion: a chunk with delta,
// a chunk with the finish reason, and [DONE].
func writeChatStream(w http.ResponseWriter, delta map[string]any, finish string) {
	w.Header().Set("Content-Type", "text/event-stream")
	chunk := func(choice map[string]any) {
		b, _ := json.Marshal(map[string]any{"id": "chatcmpl-oz", "object": "chat.completion.chunk", "created": 1, "model": "m", "choices": []any{choice}})
		fmt.Fprintf(w, "data: %s\n\n", b)
	}
	chunk(map[string]any{"index": 0, "delta": delta, "finish_reason": nil})
	chunk(map[string]any{"index": 0, "delta": map[string]any{}, "finish_reason": finish})
	fmt.Fprint(w, "data: [DONE]\n\n")
}

// opencodeRun is one `opencode run` through ozdesk's plugin.
type opencodeRun struct {
	bin  string
	api  *opencodeAPI
	home string // shared by the runs of one test
	wd   string // the project
	env  []string
}

// newOpencodeRun prepares a run in a fresh project under root whose model
// calls bash with command; plugin is the plugin's source, installed in the
// project's .opencode/plugin (project) or in the home's
// ~/.config/opencode/plugin.
func newOpencodeRun(t *testing.T, bin, home, root, command string, plugin []byte, project bool, env ...string) *opencodeRun {
	t.Helper()
	o := &opencodeRun{bin: bin, api: newOpencodeAPI(t, command), home: home, wd: filepath.Join(root, "work"), env: env}
	dir := filepath.Join(home, ".config", "opencode", "plugin")
	if project {
		// Where the README's and the help's install puts it.
		if !strings.Contains(opencodeInstall, "> .opencode/plugin/ozdesk.js") {
			t.Fatalf("the install snippet no longer writes .opencode/plugin/ozdesk.js:\n%s", opencodeInstall)
		}
		dir = filepath.Join(o.wd, ".opencode", "plugin")
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(o.wd, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "ozdesk.js"), plugin, 0o600); err != nil {
		t.Fatal(err)
	}
	config := map[string]any{
		"$schema": "https://opencode.ai/config.json",
		"provider": map[string]any{"mock": map[string]any{
			"npm":     "@ai-sdk/openai-compatible",
			"name":    "mock",
			"options": map[string]any{"baseURL": o.api.srv.URL + "/v1", "apiKey": "x"},
			"models":  map[string]any{"m": map[string]any{"name": "m", "tool_call": true}},
		}},
		"model": "mock/m", "small_model": "mock/m", "share": "disabled", "autoupdate": false,
	}
	b, _ := json.MarshalIndent(config, "", "  ")
	if err := os.WriteFile(filepath.Join(o.wd, "opencode.json"), b, 0o600); err != nil {
		t.Fatal(err)
	}
	return o
}

// start starts the run; the function it returns waits for it.
func (o *opencodeRun) start(t *testing.T) func() harnessResult {
	t.Helper()
	args := []string{"run", "--model", "mock/m"}
	if r := os.Getenv(envTestPorts); r != "" {
		// Its local server on a port of the range, not one it picks.
		l, err := listenInRange(r)
		if err != nil {
			t.Fatalf("%s=%s: %v", envTestPorts, r, err)
		}
		port := l.Addr().(*net.TCPAddr).Port
		_ = l.Close()
		args = append(args, "--port", strconv.Itoa(port))
	}
	args = append(args, "go")
	return startHarness("opencode", 240*time.Second, func(ctx context.Context) *exec.Cmd {
		cmd := exec.CommandContext(ctx, o.bin, args...)
		cmd.Dir = o.wd
		cmd.Stdin = nil
		cmd.Env = append(os.Environ(),
			"HOME="+o.home,
			"XDG_CONFIG_HOME="+filepath.Join(o.home, ".config"),
			"XDG_DATA_HOME="+filepath.Join(o.home, ".local", "share"),
			"XDG_CACHE_HOME="+filepath.Join(o.home, ".cache"),
			"XDG_STATE_HOME="+filepath.Join(o.home, ".local", "state"),
			"OPENCODE_DISABLE_MODELS_FETCH=1",
			"OPENCODE_DISABLE_AUTOUPDATE=1",
			"OPENCODE_DISABLE_LSP_DOWNLOAD=1",
			"OPENCODE_DISABLE_DEFAULT_PLUGINS=1",
			"NO_COLOR=1",
			// opencode takes its directory from $PWD, which os.Environ()
			// holds as this test's.
			"PWD="+o.wd,
		)
		cmd.Env = append(cmd.Env, o.env...)
		return cmd
	})
}

// opencodePlugin prints ozdesk's plugin with the built ozdesk.
func opencodePlugin(t *testing.T, ozBin string, args ...string) []byte {
	t.Helper()
	cmd := exec.Command(ozBin, append([]string{"hook", "opencode", "--plugin"}, args...)...)
	var errOut bytes.Buffer
	cmd.Stderr = &errOut
	src, err := cmd.Output()
	if err != nil {
		t.Fatalf("ozdesk hook opencode --plugin: %v\n%s", err, errOut.String())
	}
	if !strings.Contains(string(src), `"tool.execute.before"`) {
		t.Fatalf("the plugin has no tool.execute.before handler:\n%s", src)
	}
	return src
}
