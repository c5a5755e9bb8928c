package main

// A harness for driving the real Codex CLI (`codex` from the npm package
// @openai/codex, a native binary) in tests, with no network:
//
//   - codexAPI is a loopback server speaking the OpenAI Responses API
//     (POST /v1/responses, streamed as SSE): the first turn is answered with
//     a function_call of exec_command running the scripted command, and a
//     turn that carries its function_call_output is recorded and answered
//     with a final message.
//   - codexRun runs `codex exec --skip-git-repo-check
//     --dangerously-bypass-hook-trust --json go` against it, with a scratch
//     CODEX_HOME whose config.toml names the mock provider and the hook.
//
// The binary is found through OZDESK_CODEX (`.ci/codex` installs it and
// prints its path); tests skip when it is not set. What Codex sends and how
// it treats a PreToolUse hook's answers is in testdata/codex/PROTOCOL.md,
// pinned by these tests.

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

// codexVersion is the Codex version the harness was written against (the
// one .ci/codex installs).
const codexVersion = "0.171.0"

// codexBinary returns the Codex command named by OZDESK_CODEX, or skips the test saying
// how to get one.
func codexBinary(t testing.TB) string {
	t.Helper()
	return npmHarness{name: "Codex", env: "OZDESK_CODEX", script: ".ci/codex", pkg: "@openai/codex", version: codexVersion, run: "Codex"}.binary(t)
}

// codexAPI is the mock model: one scripted exec_command call, or the
// calls of steps, one a turn.
type codexAPI struct {
	srv     *httptest.Server
	command string
	mu      sync.Mutex
	// steps, when set (setSteps), are the model's calls in turn: each is
	// given the output of the call before ("" for the first) and names the
	// tool and its arguments. Once they are done, the model answers "done".
	steps []func(last string) (tool string, args map[string]any)
	// extra are arguments of the one scripted call beside cmd (setExtra).
	extra   map[string]any
	paths   []string
	calls   int      // function_calls sent
	outputs []string // function_call_outputs received
}

func newCodexAPI(t testing.TB, command string) *codexAPI {
	m := &codexAPI{command: command}
	m.srv = newLoopbackServer(t, http.HandlerFunc(m.serve))
	t.Cleanup(m.srv.Close)
	return m
}

// setSteps scripts the model's calls (codexAPI.steps). The server reads
// them under mu: the test sets them after it started, and the race
// detector sees no order between the two through the Codex process.
func (m *codexAPI) setSteps(steps ...func(last string) (tool string, args map[string]any)) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.steps = steps
}

// setExtra sets the scripted call's arguments beside cmd
// (codexAPI.extra), under mu as setSteps does.
func (m *codexAPI) setExtra(extra map[string]any) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.extra = extra
}

// Outputs returns the function_call_outputs the model got.
func (m *codexAPI) Outputs() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]string(nil), m.outputs...)
}

// Log tells the test what the mock saw.
func (m *codexAPI) Log(t testing.TB) {
	m.mu.Lock()
	defer m.mu.Unlock()
	t.Logf("mock Responses API: requests %q; function_calls sent %d; outputs %q", m.paths, m.calls, m.outputs)
}

func (m *codexAPI) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	m.mu.Lock()
	m.paths = append(m.paths, r.Method+" "+r.URL.Path)
	m.mu.Unlock()
	if r.Method != http.MethodPost || !strings.HasSuffix(r.URL.Path, "/responses") {
		http.Error(w, `{"error":{"message":"not mocked"}}`, http.StatusNotFound)
		return
	}
	var req struct {
		Input []struct {
			Type   string          `json:"type"`
			CallID string          `json:"call_id"`
			Output json.RawMessage `json:"output"`
		} `json:"input"`
	}
	_ = json.Unmarshal(body, &req)
	m.mu.Lock()
	steps := m.steps
	m.mu.Unlock()
	if steps != nil {
		m.step(w, steps, req.Input)
		return
	}
	for _, it := range req.Input {
		if it.Type == "function_call_output" && it.CallID == "call_ozdesk_1" {
			m.mu.Lock()
			m.outputs = append(m.outputs, string(it.Output))
			m.mu.Unlock()
			m.stream(w, map[string]any{"type": "message", "role": "assistant", "id": "msg_1", "status": "completed",
				"content": []any{map[string]any{"type": "output_text", "text": "done", "annotations": []any{}}}})
			return
		}
	}
	m.mu.Lock()
	first := m.calls == 0
	m.calls++
	m.mu.Unlock()
	if !first {
		m.stream(w, map[string]any{"type": "message", "role": "assistant", "id": "msg_2", "status": "completed",
			"content": []any{map[string]any{"type": "output_text", "text": "done", "annotations": []any{}}}})
		return
	}
	call := map[string]any{"cmd": m.command}
	m.mu.Lock()
	for k, v := range m.extra {
		call[k] = v
	}
	m.mu.Unlock()
	args, _ := json.Marshal(call)
	m.stream(w, map[string]any{"type": "function_call", "id": "fc_1", "call_id": "call_ozdesk_1", "name": "exec_command",
		"arguments": string(args), "status": "completed"})
}

// step answers a turn of a scripted run: the next step's call, given the
// last call's output, or "done" once every step has been called.
func (m *codexAPI) step(w http.ResponseWriter, steps []func(string) (string, map[string]any), input []struct {
	Type   string          `json:"type"`
	CallID string          `json:"call_id"`
	Output json.RawMessage `json:"output"`
}) {
	var outputs []string
	for _, it := range input {
		if (it.Type == "function_call_output" || it.Type == "custom_tool_call_output") && strings.HasPrefix(it.CallID, "call_ozdesk_") {
			var text string
			if json.Unmarshal(it.Output, &text) != nil {
				text = string(it.Output)
			}
			outputs = append(outputs, text)
		}
	}
	m.mu.Lock()
	m.outputs = outputs
	n := len(outputs)
	if n < len(steps) {
		m.calls++
	}
	m.mu.Unlock()
	if n >= len(steps) {
		m.stream(w, map[string]any{"type": "message", "role": "assistant", "id": "msg_done", "status": "completed",
			"content": []any{map[string]any{"type": "output_text", "text": "done", "annotations": []any{}}}})
		return
	}
	last := ""
	if n > 0 {
		last = outputs[n-1]
	}
	tool, args := steps[n](last)
	id := strconv.Itoa(n + 1)
	if input, ok := args[customInput].(string); ok {
		// A freeform tool (apply_patch for the models of Codex's
		// catalog): a custom_tool_call whose input is the text itself.
		m.stream(w, map[string]any{"type": "custom_tool_call", "id": "ct_" + id, "call_id": "call_ozdesk_" + id, "name": tool,
			"input": input, "status": "completed"})
		return
	}
	b, _ := json.Marshal(args)
	m.stream(w, map[string]any{"type": "function_call", "id": "fc_" + id, "call_id": "call_ozdesk_" + id, "name": tool,
		"arguments": string(b), "status": "completed"})
}

// customInput is the key of a step's arguments that makes its call a
// freeform tool's (custom_tool_call) with that text as its input.
const customInput = "(custom input)"

// stream answers one turn of one output item.
func (m *codexAPI) stream(w http.ResponseWriter, item map[string]any) {
	w.Header().Set("Content-Type", "text/event-stream")
	id := "resp_" + strconv.Itoa(int(time.Now().UnixNano()%1e9))
	event := func(typ string, v map[string]any) {
		v["type"] = typ
		b, _ := json.Marshal(v)
		fmt.Fprintf(w, "event: %s\ndata: %s\n\n", typ, b)
	}
	event("response.created", map[string]any{"response": map[string]any{"id": id}})
	event("response.output_item.added", map[string]any{"output_index": 0, "item": item})
	event("response.output_item.done", map[string]any{"output_index": 0, "item": item})
	event("response.completed", map[string]any{"response": map[string]any{"id": id,
		"usage": map[string]any{"input_tokens": 10, "output_tokens": 5, "total_tokens": 15}}})
}

// codexRun is one `codex exec` run through a hook.
type codexRun struct {
	// model is the model's name ("" for mock-model, which Codex knows
	// nothing of: it offers no apply_patch tool); one of its catalog
	// (gpt-5.5) is offered apply_patch as a freeform tool.
	model   string
	bin     string
	api     *codexAPI
	root    string
	wd      string
	hook    string // the hook's command
	timeout int    // the hook's timeout, seconds
	env     []string
	// dir is where codex is started ("" for wd), and args its arguments
	// before exec (-C wd).
	dir  string
	args []string
}

// newCodexRun prepares a run whose model calls exec_command with command,
// through hook.
func newCodexRun(t *testing.T, bin, root, command, hook string, env ...string) *codexRun {
	t.Helper()
	c := &codexRun{bin: bin, api: newCodexAPI(t, command), root: root, wd: filepath.Join(root, "work"), hook: hook, timeout: 120, env: env}
	for _, dir := range []string{c.wd, filepath.Join(root, "codex-home")} {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	c.writeConfig(t)
	return c
}

// writeConfig writes CODEX_HOME/config.toml: the mock provider, no
// sandbox or approvals of Codex's own (so that only the hook decides),
// and the hook.
func (c *codexRun) writeConfig(t *testing.T) {
	t.Helper()
	q := func(s string) string { b, _ := json.Marshal(s); return string(b) }
	model := c.model
	if model == "" {
		model = "mock-model"
	}
	config := `model = ` + q(model) + `
model_provider = "mock"
approval_policy = "never"
sandbox_mode = "danger-full-access"

[model_providers.mock]
name = "mock"
base_url = ` + q(c.api.srv.URL+"/v1") + `
wire_api = "responses"
request_max_retries = 0
stream_max_retries = 0

`
	// The hooks are the README's and the help's snippet (codexSettings),
	// with this test's command and timeout: the snippet is what runs.
	hooks := strings.Replace(codexSettings, `"ozdesk-hook hook codex --wait 14m"`, q(c.hook), 1)
	if hooks == codexSettings || !strings.Contains(hooks, "timeout = 900\n") {
		t.Fatalf("the settings snippet no longer holds the command and timeout this harness replaces:\n%s", codexSettings)
	}
	config += strings.Replace(hooks, "timeout = 900\n", "timeout = "+strconv.Itoa(c.timeout)+"\n", 1)
	if err := os.WriteFile(filepath.Join(c.root, "codex-home", "config.toml"), []byte(config), 0o600); err != nil {
		t.Fatal(err)
	}
}

// start starts the run; the function it returns waits for it.
func (c *codexRun) start(t *testing.T) func() harnessResult {
	t.Helper()
	return startHarness("codex", 150*time.Second, func(ctx context.Context) *exec.Cmd {
		args := append(append([]string{}, c.args...), "exec", "--skip-git-repo-check", "--dangerously-bypass-hook-trust", "--json", "go")
		cmd := exec.CommandContext(ctx, c.bin, args...)
		cmd.Dir = c.wd
		if c.dir != "" {
			cmd.Dir = c.dir
		}
		cmd.Stdin = nil
		cmd.Env = append(os.Environ(),
			"CODEX_HOME="+filepath.Join(c.root, "codex-home"),
			"HOME="+filepath.Join(c.root, "home"),
			"XDG_STATE_HOME="+filepath.Join(c.root, "state"),
			"OPENAI_API_KEY=x",
			"NO_COLOR=1",
		)
		cmd.Env = append(cmd.Env, c.env...)
		return cmd
	})
}

// codexHookCommand is the config's "command" that runs ozdesk's hook.
func codexHookCommand(bin string, args ...string) string {
	words := []string{shellQuote(bin), "hook", "codex"}
	for _, a := range args {
		words = append(words, shellQuote(a))
	}
	return strings.Join(words, " ")
}
