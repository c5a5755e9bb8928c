package main

// End-to-end tests of `ozdesk hook claude-code` with the real Claude Code:
// the ozdesk binary is built with `go build`, put in a settings file as the
// PreToolUse hook, and Claude Code runs a scripted Bash call through it (see
// claude_harness_test.go for the mock API and the runner, and
// testdata/claude/PROTOCOL.md for the protocol).
//
// The contract these tests hold the CLI to:
//
//	ozdesk hook claude-code [--db PATH] [--local-ask] [--wait DURATION]   (env OZDESK_DB names the store too)
//	ozdesk policy refuse PATTERN --reason R --db PATH
//	ozdesk queue ls --json --db PATH           a JSON array of asks: id, command, state ("pending" until decided)
//	ozdesk queue approve ID --db PATH
//	ozdesk queue deny ID --reason R --db PATH

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// buildOzdesk builds this package's binary once per test process and
// returns its path: every test that runs the real binary shares it, since
// linking it costs seconds of CPU each time. A binary that does not build,
// or lacks a hook, fails the test: a broken hook must never look like a
// skipped test. The directory is this process's own (testBinDir), made
// afresh by TestMain and removed when the tests end; other accounts may
// run the binary from it.
func buildOzdesk(t *testing.T) string {
	t.Helper()
	return buildTool(t, ".", "ozdesk")
}

// testBinDir is where buildOzdesk puts the binary: a directory named for
// this test process.
func testBinDir() string {
	return filepath.Join(os.TempDir(), "ozdesk-test-bin-"+strconv.Itoa(os.Getpid()))
}

// ozdeskCLI runs the ozdesk binary for one store.
type ozdeskCLI struct {
	bin string
	db  string
}

func (o ozdeskCLI) run(args ...string) ([]byte, error) {
	cmd := exec.Command(o.bin, append(args, "--db", o.db)...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	// The store lives where --db says; keep the rest of ozdesk's state away
	// from the developer's home.
	cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+filepath.Join(filepath.Dir(o.db), "state"))
	if err := cmd.Run(); err != nil {
		return stdout.Bytes(), fmt.Errorf("ozdesk %s: %v\nstdout: %s\nstderr: %s", strings.Join(args, " "), err, stdout.Bytes(), stderr.Bytes())
	}
	return stdout.Bytes(), nil
}

func (o ozdeskCLI) must(t *testing.T, args ...string) []byte {
	t.Helper()
	out, err := o.run(args...)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// queuedAsk is an entry of `ozdesk queue ls --json`.
type queuedAsk struct {
	ID      json.RawMessage `json:"id"` // a string or a number: passed back as printed
	Command string          `json:"command"`
	State   string          `json:"state"`
}

func (a queuedAsk) id() string {
	var s string
	if json.Unmarshal(a.ID, &s) == nil {
		return s
	}
	return string(a.ID)
}

func (o ozdeskCLI) queue(t *testing.T) []queuedAsk {
	t.Helper()
	out := o.must(t, "queue", "ls", "--json")
	var asks []queuedAsk
	if err := json.Unmarshal(out, &asks); err != nil {
		t.Fatalf("ozdesk queue ls --json printed no JSON array of asks: %v\n%s", err, out)
	}
	return asks
}

// hookCommand is the settings "command" that runs ozdesk's hook.
func hookCommand(bin string, args ...string) string {
	words := []string{shellQuote(bin), "hook", "claude-code"}
	for _, a := range args {
		words = append(words, shellQuote(a))
	}
	return strings.Join(words, " ")
}

// e2eHookTimeout is the hook's timeout in the settings (seconds); ozdesk's
// --wait stays well under it, so ozdesk, not Claude Code, decides what a
// wait that runs out means (at Claude Code's timeout the command would go
// ahead: PROTOCOL.md).
const (
	e2eHookTimeout = 120
	e2eWait        = "60s"
)

// fakeNpm puts an `npm` first on the PATH Claude Code's Bash tool sees: it
// prints what it was asked to do and does nothing else, so the "asked"
// command (`npm publish`, which the default rules ask about) is harmless if
// it runs, and its output proves that it did.
func fakeNpm(t *testing.T, root string) string {
	t.Helper()
	dir := filepath.Join(root, "bin")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	script := "#!/bin/sh\necho \"ozdesk-e2e-fake-npm $*\"\n"
	if err := os.WriteFile(filepath.Join(dir, "npm"), []byte(script), 0o700); err != nil {
		t.Fatal(err)
	}
	return "PATH=" + dir + string(os.PathListSeparator) + os.Getenv("PATH")
}

// e2e is one Claude Code run through ozdesk's hook.
type e2e struct {
	t      *testing.T
	claude string
	oz     ozdeskCLI
	api    *mockAPI
	run    claudeRun
	wd     string
}

// newE2E prepares a run of command through the hook invoked with hookArgs
// (hookArgs nil: --db, --wait), on a fresh store.
func newE2E(t *testing.T, claude, ozBin string, call toolCall, matcher string, hookArgs []string, claudeArgs ...string) *e2e {
	t.Helper()
	root, err := os.MkdirTemp("", "ozcc-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(root) })
	oz := ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
	// A hook never makes the store (a store deleted must fail closed): the
	// operator makes it once.
	oz.must(t, "init")
	if hookArgs == nil {
		hookArgs = []string{"--db", oz.db, "--wait", e2eWait}
	}
	api := newMockAPI(t, call)
	run := claudeRun{
		Bin:      claude,
		API:      api,
		Root:     root,
		Settings: hookSettings(matcher, hookCommand(ozBin, hookArgs...), e2eHookTimeout, nil),
		Args:     claudeArgs,
		Env: []string{
			fakeNpm(t, root),
			"XDG_STATE_HOME=" + filepath.Join(root, "state"),
		},
		Timeout: 150 * time.Second,
	}
	e := &e2e{t: t, claude: claude, oz: oz, api: api, run: run}
	e.wd = prepareClaude(t, &e.run)
	// A package.json that cannot be published, in case a real npm ever runs.
	pkg := `{"name":"ozdesk-e2e-fixture","version":"0.0.0","private":true}` + "\n"
	if err := os.WriteFile(filepath.Join(e.wd, "package.json"), []byte(pkg), 0o600); err != nil {
		t.Fatal(err)
	}
	return e
}

// result returns the tool_result the model got for the scripted call.
func (e *e2e) result() toolResult {
	e.t.Helper()
	tr, ok := e.api.ResultFor(0)
	if !ok {
		e.api.LogRequests(e.t)
		e.t.Fatalf("no tool_result reached the model; tool_uses sent: %d", e.api.ToolUsesSent())
	}
	return tr
}

func checkOK(t *testing.T, res claudeResult) {
	t.Helper()
	if res.ExitCode != 0 || res.IsError || res.Subtype != "success" {
		t.Fatalf("claude: exit %d, is_error %v, subtype %q\nstdout: %s\nstderr: %s", res.ExitCode, res.IsError, res.Subtype, res.Stdout, res.Stderr)
	}
}

// waitForAsk polls the queue until a pending ask of command appears, while
// Claude Code waits on the hook; it fails if Claude Code finishes first.
func (e *e2e) waitForAsk(command string, done <-chan claudeOutcome) (queuedAsk, claudeOutcome, bool) {
	e.t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		select {
		case out := <-done:
			return queuedAsk{}, out, false
		case <-time.After(200 * time.Millisecond):
		}
		out, err := e.oz.run("queue", "ls", "--json")
		if err != nil {
			continue // the hook may hold the store for a moment
		}
		var asks []queuedAsk
		if err := json.Unmarshal(out, &asks); err != nil {
			e.t.Fatalf("ozdesk queue ls --json printed no JSON array of asks: %v\n%s", err, out)
		}
		for _, a := range asks {
			if a.Command == command && a.State == "pending" {
				return a, claudeOutcome{}, true
			}
		}
	}
	e.t.Fatalf("no pending ask of %q appeared in the queue within 60 s (the default rules should ask about npm publish: cmd.publish); queue: %+v", command, e.oz.queue(e.t))
	return queuedAsk{}, claudeOutcome{}, false
}

type claudeOutcome struct {
	res claudeResult
	err error
}

// start runs Claude Code in the background.
func (e *e2e) start() <-chan claudeOutcome {
	e.t.Helper()
	wait := startClaude(e.t, e.run)
	done := make(chan claudeOutcome, 1)
	go func() {
		res, err := wait()
		done <- claudeOutcome{res, err}
	}()
	return done
}

func (e *e2e) finish(done <-chan claudeOutcome) claudeResult {
	e.t.Helper()
	out := <-done
	if out.err != nil {
		e.api.LogRequests(e.t)
		e.t.Fatal(out.err)
	}
	checkOK(e.t, out.res)
	return out.res
}

func TestClaudeCodeEndToEnd(t *testing.T) {
	claude := claudeBinary(t)
	ozBin := buildOzdesk(t)
	// The Bash permission Claude Code grants itself in some runs, so that a
	// command is kept from running by ozdesk's answer alone; the other runs
	// use -p's default mode, where Claude Code itself refuses `touch` and
	// `npm publish`, so that the command runs by ozdesk's allow alone.
	allowBash := []string{"--allowedTools", "Bash"}
	const askedCommand = "npm publish"
	const askedOutput = "ozdesk-e2e-fake-npm publish"
	slots := harnessSlots()

	t.Run("allowed", func(t *testing.T) {
		takeHarnessSlot(t, slots)
		command := "touch allowed-marker && echo ozdesk-e2e-allowed"
		e := newE2E(t, claude, ozBin, bashCall(command), "Bash", nil)
		res := e.finish(e.start())
		tr := e.result()
		if tr.IsError || strings.TrimSpace(tr.Content) != "ozdesk-e2e-allowed" {
			t.Errorf("tool_result = %+v; want the allowed command's output ozdesk-e2e-allowed", tr)
		}
		if !exists(e.wd, "allowed-marker") {
			t.Errorf("allowed-marker does not exist: the allowed command did not run")
		}
		if len(res.PermissionDenials) != 0 {
			t.Errorf("permission_denials = %+v; want none", res.PermissionDenials)
		}
		if q := e.oz.queue(t); len(q) != 0 {
			t.Errorf("the queue holds %+v; an allowed command is not queued", q)
		}
	})

	t.Run("refused", func(t *testing.T) {
		takeHarnessSlot(t, slots)
		command := "touch refused-marker"
		const reason = "e2e: refused by rule"
		// The hook finds the store through OZDESK_DB alone here: the rule
		// lives only in that store.
		e := newE2E(t, claude, ozBin, bashCall(command), "Bash", []string{"--wait", e2eWait}, allowBash...)
		e.run.Env = append(e.run.Env, "OZDESK_DB="+e.oz.db)
		e.oz.must(t, "policy", "refuse", command, "--reason", reason)
		res := e.finish(e.start())
		if exists(e.wd, "refused-marker") {
			t.Errorf("refused-marker exists: the refused command ran")
		}
		if !res.Denied(command) {
			t.Errorf("permission_denials = %+v; want it to list %q", res.PermissionDenials, command)
		}
		if tr := e.result(); !tr.IsError || !strings.Contains(tr.Content, reason) {
			t.Errorf("tool_result = %+v; want an error holding the rule's reason %q", tr, reason)
		}
	})

	t.Run("asked then approved", func(t *testing.T) {
		takeHarnessSlot(t, slots)
		e := newE2E(t, claude, ozBin, bashCall(askedCommand), "Bash", nil)
		done := e.start()
		ask, early, ok := e.waitForAsk(askedCommand, done)
		if !ok {
			t.Fatalf("Claude Code finished before the ask was queued (err %v): the hook did not wait; tool_results %+v", early.err, e.api.ToolResults())
		}
		if _, got := e.api.ResultFor(0); got {
			t.Fatalf("the asked command got a tool_result before it was decided")
		}
		e.oz.must(t, "queue", "approve", ask.id())
		res := e.finish(done)
		tr := e.result()
		if tr.IsError || !strings.Contains(tr.Content, askedOutput) {
			t.Errorf("tool_result = %+v; want the approved command's output %q", tr, askedOutput)
		}
		if len(res.PermissionDenials) != 0 {
			t.Errorf("permission_denials = %+v; want none", res.PermissionDenials)
		}
	})

	t.Run("asked then denied", func(t *testing.T) {
		takeHarnessSlot(t, slots)
		const reason = "e2e: denied at the desk"
		e := newE2E(t, claude, ozBin, bashCall(askedCommand), "Bash", nil, allowBash...)
		done := e.start()
		ask, early, ok := e.waitForAsk(askedCommand, done)
		if !ok {
			t.Fatalf("Claude Code finished before the ask was queued (err %v): the hook did not wait; tool_results %+v", early.err, e.api.ToolResults())
		}
		e.oz.must(t, "queue", "deny", ask.id(), "--reason", reason)
		res := e.finish(done)
		tr := e.result()
		if strings.Contains(tr.Content, askedOutput) {
			t.Errorf("tool_result = %+v: the denied command ran", tr)
		}
		if !tr.IsError || !strings.Contains(tr.Content, reason) {
			t.Errorf("tool_result = %+v; want an error holding the operator's reason %q", tr, reason)
		}
		if !res.Denied(askedCommand) {
			t.Errorf("permission_denials = %+v; want it to list %q", res.PermissionDenials, askedCommand)
		}
	})

	t.Run("ask with --local-ask", func(t *testing.T) {
		takeHarnessSlot(t, slots)
		// The ask goes back to Claude Code's own prompt, which -p answers
		// with a denial at once: nothing is queued, nothing waits.
		e := newE2E(t, claude, ozBin, bashCall(askedCommand), "Bash", nil, allowBash...)
		e.run.Settings = hookSettings("Bash", hookCommand(ozBin, "--db", e.oz.db, "--wait", e2eWait, "--local-ask"), e2eHookTimeout, nil)
		res := e.finish(e.start())
		tr := e.result()
		if strings.Contains(tr.Content, askedOutput) {
			t.Errorf("tool_result = %+v: the asked command ran", tr)
		}
		if !tr.IsError || strings.TrimSpace(tr.Content) == "" || strings.HasPrefix(tr.Content, "PreToolUse:") {
			t.Errorf("tool_result = %+v; want an error holding the ask's reason (an ask, not a hook deny or error)", tr)
		}
		if !res.Denied(askedCommand) {
			t.Errorf("permission_denials = %+v; want it to list %q", res.PermissionDenials, askedCommand)
		}
		if q := e.oz.queue(t); len(q) != 0 {
			t.Errorf("the queue holds %+v; --local-ask queues nothing", q)
		}
		if res.Elapsed > 30*time.Second {
			t.Errorf("the run took %v; --local-ask does not wait", res.Elapsed)
		}
	})

	t.Run("an unreadable store fails closed", func(t *testing.T) {
		takeHarnessSlot(t, slots)
		command := "echo ozdesk-e2e-broken-store"
		e := newE2E(t, claude, ozBin, bashCall(command), "Bash", nil, allowBash...)
		if err := os.WriteFile(e.oz.db, bytes.Repeat([]byte("not a bbolt file\n"), 512), 0o600); err != nil {
			t.Fatal(err)
		}
		res := e.finish(e.start())
		if tr := e.result(); !tr.IsError || strings.Contains(tr.Content, "ozdesk-e2e-broken-store") {
			t.Errorf("tool_result = %+v; want the command kept from running", tr)
		}
		if !res.Denied(command) {
			t.Errorf("permission_denials = %+v; want it to list %q", res.PermissionDenials, command)
		}
	})

	t.Run("other tools pass through", func(t *testing.T) {
		takeHarnessSlot(t, slots)
		e := newE2E(t, claude, ozBin, toolCall{Name: "Read", Input: map[string]any{}}, "*", nil)
		file := filepath.Join(e.wd, "notes.txt")
		if err := os.WriteFile(file, []byte("ozdesk-e2e-read-me\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		e.api.script[0].Input["file_path"] = file
		res := e.finish(e.start())
		if tr := e.result(); tr.IsError || !strings.Contains(tr.Content, "ozdesk-e2e-read-me") {
			t.Errorf("Read's tool_result = %+v; want the file's text", tr)
		}
		if len(res.PermissionDenials) != 0 {
			t.Errorf("permission_denials = %+v; want none", res.PermissionDenials)
		}
	})
}

// TestClaudeHookFailsClosed feeds `ozdesk hook claude-code` what Claude Code
// never should, without Claude Code: each answer must be a deny in Claude
// Code's terms — exit 0 with a deny on stdout, or exit 2 with a reason on
// stderr — never exit 1 (a non-blocking error: the command would run).
func TestClaudeHookFailsClosed(t *testing.T) {
	ozBin := buildOzdesk(t)
	dir := t.TempDir()
	good := filepath.Join(dir, "desk.db")
	broken := filepath.Join(dir, "broken.db")
	if err := os.WriteFile(broken, bytes.Repeat([]byte("not a bbolt file\n"), 512), 0o600); err != nil {
		t.Fatal(err)
	}
	bash := func(command string) string {
		b, _ := json.Marshal(map[string]any{
			"session_id": "e2e", "cwd": dir, "permission_mode": "default", "hook_event_name": "PreToolUse",
			"tool_name": "Bash", "tool_input": map[string]any{"command": command}, "tool_use_id": "toolu_e2e",
		})
		return string(b)
	}
	hook := func(t *testing.T, db, stdin string, args ...string) (int, []byte, []byte) {
		t.Helper()
		cmd := exec.Command(ozBin, append([]string{"hook", "claude-code", "--db", db, "--wait", "5s"}, args...)...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+filepath.Join(dir, "state"))
		cmd.Stdin = strings.NewReader(stdin)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		code := 0
		var exitErr *exec.ExitError
		if errors.As(err, &exitErr) {
			code = exitErr.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		return code, stdout.Bytes(), stderr.Bytes()
	}
	// decision reads the permissionDecision on stdout ("" for none).
	decision := func(t *testing.T, stdout []byte) string {
		t.Helper()
		if len(bytes.TrimSpace(stdout)) == 0 {
			return ""
		}
		var out struct {
			HookSpecificOutput struct {
				HookEventName            string `json:"hookEventName"`
				PermissionDecision       string `json:"permissionDecision"`
				PermissionDecisionReason string `json:"permissionDecisionReason"`
			} `json:"hookSpecificOutput"`
		}
		if err := json.Unmarshal(stdout, &out); err != nil {
			t.Fatalf("stdout is not one JSON object (Claude Code would ignore it): %v\n%s", err, stdout)
		}
		h := out.HookSpecificOutput
		if h.PermissionDecision != "" && h.HookEventName != "PreToolUse" {
			t.Errorf("hookEventName = %q, want PreToolUse", h.HookEventName)
		}
		if h.PermissionDecision != "" && strings.TrimSpace(h.PermissionDecisionReason) == "" {
			t.Errorf("a %s without a permissionDecisionReason", h.PermissionDecision)
		}
		return h.PermissionDecision
	}
	denies := func(t *testing.T, db, stdin string) {
		t.Helper()
		code, stdout, stderr := hook(t, db, stdin)
		switch code {
		case 0:
			if d := decision(t, stdout); d != "deny" {
				t.Errorf("exit 0 with decision %q; want deny\nstdout: %s\nstderr: %s", d, stdout, stderr)
			}
		case 2:
			if len(bytes.TrimSpace(stderr)) == 0 {
				t.Errorf("exit 2 with nothing on stderr: Claude Code shows the model no reason")
			}
		default:
			t.Errorf("exit %d; want 0 with a deny or 2 (exit 1 and others let the command run)\nstdout: %s\nstderr: %s", code, stdout, stderr)
		}
	}

	t.Run("empty stdin", func(t *testing.T) { denies(t, good, "") })
	t.Run("not JSON", func(t *testing.T) { denies(t, good, "rm -rf /\n") })
	t.Run("truncated JSON", func(t *testing.T) { denies(t, good, bash("echo hi")[:40]) })
	t.Run("Bash without a command", func(t *testing.T) {
		denies(t, good, `{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{},"cwd":"/"}`)
	})
	t.Run("unreadable store", func(t *testing.T) { denies(t, broken, bash("echo hi")) })
	t.Run("store under a file", func(t *testing.T) {
		denies(t, filepath.Join(broken, "sub", "desk.db"), bash("echo hi"))
	})

	t.Run("no store yet", func(t *testing.T) {
		code, stdout, stderr := hook(t, good, bash("echo ozdesk-e2e-allowed"))
		if d := decision(t, stdout); code != 0 || d != "deny" || !strings.Contains(string(stdout), "running 'ozdesk init'") {
			t.Errorf("exit %d, decision %q; want exit 0 and a deny saying an operator makes the store\nstdout: %s\nstderr: %s", code, d, stdout, stderr)
		}
		if _, err := os.Stat(good); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("the hook made the store: %v", err)
		}
	})
	if r := runProc(ozBin, nil, "", "init", "--db", good); r.code != 0 {
		t.Fatalf("ozdesk init: %+v", r)
	}
	t.Run("allowed", func(t *testing.T) {
		code, stdout, stderr := hook(t, good, bash("echo ozdesk-e2e-allowed"))
		if d := decision(t, stdout); code != 0 || d != "allow" {
			t.Errorf("exit %d, decision %q; want exit 0 and allow\nstderr: %s", code, d, stderr)
		}
	})
	t.Run("non-Bash tools pass through", func(t *testing.T) {
		in := `{"session_id":"e2e","cwd":"/","hook_event_name":"PreToolUse","tool_name":"Read","tool_input":{"file_path":"/etc/hostname"},"tool_use_id":"toolu_e2e"}`
		code, stdout, stderr := hook(t, good, in)
		if d := decision(t, stdout); code != 0 || d != "" {
			t.Errorf("exit %d, decision %q; want exit 0 and no decision (Claude Code's own rules decide)\nstderr: %s", code, d, stderr)
		}
	})
}
