package main

// TestClaudeHookProtocol pins what the real Claude Code does with a PreToolUse
// hook, using a stand-in hook (testdata/claude/standin-hook.sh) that logs its
// input and answers as told. `ozdesk hook claude-code` is written against these
// facts (testdata/claude/PROTOCOL.md); an upgrade of Claude Code that changes
// one of them fails here, loudly, before it silently changes what ozdesk's
// answers mean.

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// standin is the stand-in hook of one run: where it logs.
type standin struct {
	script string // absolute path of standin-hook.sh
	log    string // its stdin, one JSON object a line
}

func newStandin(t *testing.T) standin {
	t.Helper()
	script, err := filepath.Abs(filepath.Join("testdata", "claude", "standin-hook.sh"))
	if err != nil {
		t.Fatal(err)
	}
	return standin{script: script, log: filepath.Join(t.TempDir(), "hook.jsonl")}
}

// command is the settings "command" string that runs the stand-in in mode.
func (s standin) command(mode string, arg ...string) string {
	words := []string{"sh", shellQuote(s.script), shellQuote(s.log), shellQuote(mode)}
	for _, a := range arg {
		words = append(words, shellQuote(a))
	}
	return strings.Join(words, " ")
}

// inputs returns what the hook read on stdin, one object per call.
func (s standin) inputs(t *testing.T) []map[string]any {
	t.Helper()
	b, err := os.ReadFile(s.log)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	var out []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatalf("the hook's stdin is not one JSON object: %v: %q", err, line)
		}
		out = append(out, m)
	}
	return out
}

// env returns the hook's last environment (and PWD, its working directory).
func (s standin) env(t *testing.T) map[string]string {
	t.Helper()
	b, err := os.ReadFile(s.log + ".env")
	if err != nil {
		t.Fatal(err)
	}
	env := map[string]string{}
	for _, line := range strings.Split(string(b), "\n") {
		if k, v, ok := strings.Cut(line, "="); ok {
			if _, dup := env[k]; !dup { // the first PWD is the shell's pwd
				env[k] = v
			}
		}
	}
	return env
}

func (s standin) signals(t *testing.T) string {
	t.Helper()
	b, _ := os.ReadFile(s.log + ".signals")
	return strings.TrimSpace(string(b))
}

// protocolRun runs one scripted Bash call under a hook and returns the result,
// the tool_result the model got (ok false: none) and whether marker exists
// in the working directory afterwards (the scripted commands touch it).
type protocolRun struct {
	res    claudeResult
	result toolResult
	gotRes bool
	api    *mockAPI
}

func runWithHook(t *testing.T, bin string, call toolCall, settings map[string]any, args ...string) protocolRun {
	t.Helper()
	api := newMockAPI(t, call)
	res := runClaude(t, claudeRun{Bin: bin, API: api, Settings: settings, Args: args})
	if res.ExitCode != 0 || res.IsError {
		api.LogRequests(t)
		t.Fatalf("claude: exit %d, is_error %v\nstdout: %s\nstderr: %s", res.ExitCode, res.IsError, res.Stdout, res.Stderr)
	}
	tr, ok := api.ResultFor(0)
	t.Logf("elapsed %v; denials %+v; tool_result %+v", res.Elapsed.Round(time.Millisecond), res.PermissionDenials, tr)
	return protocolRun{res: res, result: tr, gotRes: ok, api: api}
}

func exists(dir, name string) bool {
	_, err := os.Stat(filepath.Join(dir, name))
	return err == nil
}

// ran asserts that the Bash command ran: the marker exists, no denial.
func (p protocolRun) ran(t *testing.T, command, marker string) {
	t.Helper()
	if !exists(p.res.Dir, marker) {
		t.Errorf("%q did not run (no %s); want it run", command, marker)
	}
	if p.res.Denied(command) {
		t.Errorf("permission_denials lists %q; want none", command)
	}
	if !p.gotRes || p.result.IsError {
		t.Errorf("tool_result = %+v (present %v); want a successful one", p.result, p.gotRes)
	}
}

// blocked asserts that the Bash command did not run, that permission_denials
// lists it, and that the model's tool_result is an error holding want.
func (p protocolRun) blocked(t *testing.T, command, marker, want string) {
	t.Helper()
	if exists(p.res.Dir, marker) {
		t.Errorf("%q ran (%s exists); want it blocked", command, marker)
	}
	if !p.res.Denied(command) {
		t.Errorf("permission_denials = %+v; want it to list Bash %q", p.res.PermissionDenials, command)
	}
	for _, d := range p.res.PermissionDenials {
		if d.ToolUseID != toolUseID(0) {
			t.Errorf("permission_denials entry %+v: tool_use_id %q, want %q", d, d.ToolUseID, toolUseID(0))
		}
	}
	if !p.gotRes || !p.result.IsError {
		t.Errorf("tool_result = %+v (present %v); want an error result", p.result, p.gotRes)
	}
	if !strings.Contains(p.result.Content, want) {
		t.Errorf("tool_result content = %q; want it to hold %q", p.result.Content, want)
	}
}

func TestClaudeHookProtocol(t *testing.T) {
	bin := claudeBinary(t)
	// The Bash permission Claude Code grants itself in these runs, so that a
	// hook's "no decision" lets the command run: that is what tells a
	// non-blocking answer from a blocking one.
	allowBash := []string{"--allowedTools", "Bash"}
	const marker = "ran-marker"
	touch := "touch " + marker

	t.Run("input", func(t *testing.T) {
		t.Parallel() // its own root, mock API and processes
		h := newStandin(t)
		api := newMockAPI(t, bashCall(touch))
		res := runClaude(t, claudeRun{Bin: bin, API: api,
			Settings: hookSettings("Bash", h.command("allow"), 0, nil),
			Env:      []string{"OZDESK_DB=/nonexistent/ozdesk-protocol.db"}})
		in := h.inputs(t)
		if len(in) != 1 {
			t.Fatalf("the hook ran %d times, want once", len(in))
		}
		got := in[0]
		b, _ := json.MarshalIndent(got, "", "  ")
		t.Logf("PreToolUse input:\n%s", b)
		wd, _ := filepath.EvalSymlinks(res.Dir)
		want := map[string]any{
			"hook_event_name": "PreToolUse",
			"tool_name":       "Bash",
			"tool_use_id":     toolUseID(0),
			"session_id":      res.SessionID,
			"cwd":             wd,
			"permission_mode": "default",
		}
		for k, v := range want {
			if got[k] != v {
				t.Errorf("input %s = %#v, want %#v", k, got[k], v)
			}
		}
		ti, _ := got["tool_input"].(map[string]any)
		if ti["command"] != touch {
			t.Errorf("input tool_input = %#v, want command %q", got["tool_input"], touch)
		}
		if tp, _ := got["transcript_path"].(string); !strings.HasPrefix(tp, res.Home) || !strings.HasSuffix(tp, ".jsonl") {
			t.Errorf("input transcript_path = %q, want a .jsonl under HOME %s", tp, res.Home)
		}
		// Fields known in 2.1.332; a new one is logged, not failed.
		known := map[string]bool{"session_id": true, "transcript_path": true, "cwd": true, "prompt_id": true,
			"permission_mode": true, "effort": true, "hook_event_name": true, "tool_name": true,
			"tool_input": true, "tool_use_id": true}
		for k := range got {
			if !known[k] {
				t.Logf("note: a field PROTOCOL.md does not list: %s = %v", k, got[k])
			}
		}
		env := h.env(t)
		if env["PWD"] != wd {
			t.Errorf("the hook's working directory = %q, want the session's cwd %q", env["PWD"], wd)
		}
		if env["CLAUDE_PROJECT_DIR"] != wd {
			t.Errorf("the hook's CLAUDE_PROJECT_DIR = %q, want %q", env["CLAUDE_PROJECT_DIR"], wd)
		}
		if env["OZDESK_DB"] != "/nonexistent/ozdesk-protocol.db" {
			t.Errorf("the hook's OZDESK_DB = %q: Claude Code's environment does not reach the hook", env["OZDESK_DB"])
		}
	})

	t.Run("permission_mode follows --permission-mode", func(t *testing.T) {
		t.Parallel() // its own root, mock API and processes
		h := newStandin(t)
		runWithHook(t, bin, bashCall("echo hi"), hookSettings("Bash", h.command("allow"), 0, nil), "--permission-mode", "acceptEdits")
		if in := h.inputs(t); len(in) != 1 || in[0]["permission_mode"] != "acceptEdits" {
			t.Errorf("inputs = %v, want one with permission_mode acceptEdits", in)
		}
	})

	t.Run("allow runs what Claude Code would itself refuse", func(t *testing.T) {
		t.Parallel() // its own root, mock API and processes
		// In -p's default mode Claude Code refuses `touch` in the working
		// directory ("needs approval"); the hook's allow overrides that.
		h := newStandin(t)
		p := runWithHook(t, bin, bashCall(touch), hookSettings("Bash", h.command("allow"), 0, nil))
		p.ran(t, touch, marker)
	})

	t.Run("allow does not override the settings' deny and ask rules", func(t *testing.T) {
		t.Parallel() // its own root, mock API and processes
		for _, rules := range []string{"deny", "ask"} {
			h := newStandin(t)
			settings := hookSettings("Bash", h.command("allow"), 0, nil)
			settings["permissions"] = map[string]any{rules: []string{"Bash(touch:*)"}}
			p := runWithHook(t, bin, bashCall(touch), settings)
			if len(h.inputs(t)) != 1 {
				t.Errorf("permissions.%s: the hook ran %d times, want once", rules, len(h.inputs(t)))
			}
			p.blocked(t, touch, marker, "")
		}
	})

	t.Run("without a hook the default mode refuses the same command", func(t *testing.T) {
		t.Parallel() // its own root, mock API and processes
		p := runWithHook(t, bin, bashCall(touch), nil)
		p.blocked(t, touch, marker, "") // the wording ("needs approval") is Claude Code's own
	})

	t.Run("deny blocks even an allowed tool", func(t *testing.T) {
		t.Parallel() // its own root, mock API and processes
		h := newStandin(t)
		p := runWithHook(t, bin, bashCall(touch), hookSettings("Bash", h.command("deny"), 0, nil), allowBash...)
		p.blocked(t, touch, marker, "standin-deny-reason")
		if want := "PreToolUse:Bash hook error: standin-deny-reason"; p.result.Content != want {
			t.Errorf("tool_result content = %q, want %q", p.result.Content, want)
		}
	})

	t.Run("ask in -p mode is a denial", func(t *testing.T) {
		t.Parallel() // its own root, mock API and processes
		h := newStandin(t)
		p := runWithHook(t, bin, bashCall(touch), hookSettings("Bash", h.command("ask"), 0, nil), allowBash...)
		p.blocked(t, touch, marker, "standin-ask-reason")
		if p.result.Content != "standin-ask-reason" {
			t.Errorf("tool_result content = %q, want exactly the ask's reason", p.result.Content)
		}
	})

	t.Run("defer ends a -p run", func(t *testing.T) {
		t.Parallel() // its own root, mock API and processes
		h := newStandin(t)
		p := runWithHook(t, bin, bashCall(touch), hookSettings("Bash", h.command("defer"), 0, nil), allowBash...)
		if exists(p.res.Dir, marker) || p.gotRes {
			t.Errorf("the deferred command ran or got a result: %+v", p.result)
		}
		if p.res.TerminalReason != "tool_deferred" {
			t.Errorf("terminal_reason = %q, want tool_deferred", p.res.TerminalReason)
		}
	})

	t.Run("exit 2 blocks with stderr as the reason", func(t *testing.T) {
		t.Parallel() // its own root, mock API and processes
		h := newStandin(t)
		p := runWithHook(t, bin, bashCall(touch), hookSettings("Bash", h.command("exit2"), 0, nil), allowBash...)
		p.blocked(t, touch, marker, "standin-exit2-reason")
		if !strings.HasPrefix(p.result.Content, "PreToolUse:Bash hook error: [") {
			t.Errorf("tool_result content = %q, want it to start with the hook's command in brackets", p.result.Content)
		}
	})

	t.Run("exit 2 wins over an allow on stdout", func(t *testing.T) {
		t.Parallel() // its own root, mock API and processes
		script := filepath.Join(t.TempDir(), "hook.sh")
		body := "#!/bin/sh\ncat >/dev/null\n" +
			`echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow"}}'` +
			"\necho exit2-over-allow >&2\nexit 2\n"
		if err := os.WriteFile(script, []byte(body), 0o700); err != nil {
			t.Fatal(err)
		}
		p := runWithHook(t, bin, bashCall(touch), hookSettings("Bash", "sh "+shellQuote(script), 0, nil), allowBash...)
		p.blocked(t, touch, marker, "exit2-over-allow")
	})

	t.Run("exit 1 is non-blocking: the command runs", func(t *testing.T) {
		t.Parallel() // its own root, mock API and processes
		h := newStandin(t)
		p := runWithHook(t, bin, bashCall(touch), hookSettings("Bash", h.command("exit1"), 0, nil), allowBash...)
		p.ran(t, touch, marker)
		if strings.Contains(p.result.Content, "standin-exit1-message") {
			t.Errorf("the model saw the exit-1 hook's stderr: %q", p.result.Content)
		}
	})

	t.Run("exit 1 blocks with onFailure block", func(t *testing.T) {
		t.Parallel() // its own root, mock API and processes
		h := newStandin(t)
		p := runWithHook(t, bin, bashCall(touch), hookSettings("Bash", h.command("exit1"), 0, map[string]any{"onFailure": "block"}), allowBash...)
		p.blocked(t, touch, marker, "standin-exit1-message")
	})

	t.Run("no output is no decision", func(t *testing.T) {
		t.Parallel() // its own root, mock API and processes
		h := newStandin(t)
		p := runWithHook(t, bin, bashCall(touch), hookSettings("Bash", h.command("silent"), 0, nil), allowBash...)
		p.ran(t, touch, marker)
	})

	t.Run("malformed JSON is no decision, even with onFailure block", func(t *testing.T) {
		t.Parallel() // its own root, mock API and processes
		// Output that starts with { but does not parse is taken as plain
		// text: the deny inside it counts for nothing.
		for _, more := range []map[string]any{nil, {"onFailure": "block"}} {
			h := newStandin(t)
			p := runWithHook(t, bin, bashCall(touch), hookSettings("Bash", h.command("malformed"), 0, more), allowBash...)
			p.ran(t, touch, marker)
			_ = os.Remove(filepath.Join(p.res.Dir, marker))
		}
	})

	t.Run("an unknown decision is no decision, blocked with onFailure block", func(t *testing.T) {
		t.Parallel() // its own root, mock API and processes
		h := newStandin(t)
		p := runWithHook(t, bin, bashCall(touch), hookSettings("Bash", h.command("invalid"), 0, nil), allowBash...)
		p.ran(t, touch, marker)
		h = newStandin(t)
		p = runWithHook(t, bin, bashCall(touch), hookSettings("Bash", h.command("invalid"), 0, map[string]any{"onFailure": "block"}), allowBash...)
		p.blocked(t, touch, marker, "validation failed")
	})

	// Not parallel: it bounds the whole run's time, which a second Claude
	// Code starting beside it stretches on 2 cores. It runs first, alone.
	t.Run("timeout is in seconds; at expiry the hook gets SIGTERM and the command goes ahead", func(t *testing.T) {
		h := newStandin(t)
		start := time.Now()
		p := runWithHook(t, bin, bashCall(touch), hookSettings("Bash", h.command("sleep", "30"), 2, nil), allowBash...)
		p.ran(t, touch, marker)
		if d := time.Since(start); d < 2*time.Second || d > 20*time.Second {
			t.Errorf("the run took %v; want the 30 s hook cut at its 2 s timeout", d)
		}
		time.Sleep(200 * time.Millisecond)
		if sig := h.signals(t); sig != "TERM" {
			t.Errorf("signals the hook got = %q, want TERM", sig)
		}
	})

	t.Run("timeout blocks with onFailure block", func(t *testing.T) {
		t.Parallel() // its own root, mock API and processes
		h := newStandin(t)
		p := runWithHook(t, bin, bashCall(touch), hookSettings("Bash", h.command("sleep", "30"), 2, map[string]any{"onFailure": "block"}), allowBash...)
		p.blocked(t, touch, marker, "timed out")
	})

	t.Run("a hook that answers within its timeout is waited for", func(t *testing.T) {
		t.Parallel() // its own root, mock API and processes
		h := newStandin(t)
		p := runWithHook(t, bin, bashCall(touch), hookSettings("Bash", h.command("sleep", "3"), 20, nil))
		p.ran(t, touch, marker) // the stand-in answers allow after sleeping
		if p.res.Elapsed < 3*time.Second {
			t.Errorf("the run took %v; the hook slept 3 s", p.res.Elapsed)
		}
	})

	t.Run("exec form args runs without a shell", func(t *testing.T) {
		t.Parallel() // its own root, mock API and processes
		h := newStandin(t)
		p := runWithHook(t, bin, bashCall(touch), hookSettings("Bash", "/bin/sh", 0,
			map[string]any{"args": []string{h.script, h.log, "deny"}}), allowBash...)
		p.blocked(t, touch, marker, "standin-deny-reason")
	})

	t.Run("a Bash matcher does not see other tools", func(t *testing.T) {
		t.Parallel() // its own root, mock API and processes
		h := newStandin(t)
		api := newMockAPI(t, toolCall{Name: "Read", Input: map[string]any{}})
		run := claudeRun{Bin: bin, API: api, Settings: hookSettings("Bash", h.command("deny"), 0, nil)}
		wd := prepareClaude(t, &run)
		file := filepath.Join(wd, "notes.txt")
		if err := os.WriteFile(file, []byte("ozdesk-read-me\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		api.script[0].Input["file_path"] = file
		runClaude(t, run)
		if in := h.inputs(t); len(in) != 0 {
			t.Errorf("the Bash hook saw %d calls of another tool: %v", len(in), in)
		}
		if tr, ok := api.ResultFor(0); !ok || tr.IsError || !strings.Contains(tr.Content, "ozdesk-read-me") {
			t.Errorf("Read's tool_result = %+v (present %v), want the file's text", tr, ok)
		}
	})

	t.Run("a * matcher sees other tools; no output lets them through", func(t *testing.T) {
		t.Parallel() // its own root, mock API and processes
		h := newStandin(t)
		api := newMockAPI(t, toolCall{Name: "Read", Input: map[string]any{}})
		run := claudeRun{Bin: bin, API: api, Settings: hookSettings("*", h.command("silent"), 0, nil)}
		wd := prepareClaude(t, &run)
		file := filepath.Join(wd, "notes.txt")
		if err := os.WriteFile(file, []byte("ozdesk-read-me\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		api.script[0].Input["file_path"] = file
		runClaude(t, run)
		in := h.inputs(t)
		if len(in) != 1 || in[0]["tool_name"] != "Read" {
			t.Fatalf("the * hook saw %v, want one Read call", in)
		}
		if ti, _ := in[0]["tool_input"].(map[string]any); ti["file_path"] != file {
			t.Errorf("Read's tool_input = %v, want file_path %s", in[0]["tool_input"], file)
		}
		if tr, ok := api.ResultFor(0); !ok || tr.IsError || !strings.Contains(tr.Content, "ozdesk-read-me") {
			t.Errorf("Read's tool_result = %+v (present %v), want the file's text", tr, ok)
		}
	})
}
