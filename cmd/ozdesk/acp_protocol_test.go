package main

// TestACPGeminiProtocol pins what testdata/acp/PROTOCOL.md says about the
// real `gemini --acp`, with no proxy: what its permission request for a
// shell call holds, how each answer is taken, and what makes the request
// disappear. The model calls run_shell_command with `touch ran.txt`.

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	acp "github.com/coder/acp-go-sdk"
)

func TestACPGeminiProtocol(t *testing.T) {
	gemini := geminiBinary(t)
	answerKind := func(kind acp.PermissionOptionKind) func(acp.RequestPermissionRequest) (acp.RequestPermissionResponse, error) {
		return func(p acp.RequestPermissionRequest) (acp.RequestPermissionResponse, error) {
			return selectKind(p, kind), nil
		}
	}
	tests := []struct {
		name    string
		args    []string // gemini's, after --acp
		answer  func(acp.RequestPermissionRequest) (acp.RequestPermissionResponse, error)
		setMode string // session/set_mode before the prompt
		policy  string // a user policy file (~/.gemini/policies/ozdesk-test.toml)
		again   bool   // a second prompt runs the command again
		asks    int    // permission requests the editor gets
		ran     bool
		model   string // the functionResponse holds this
	}{
		{name: "allow_once", answer: answerKind(acp.PermissionOptionKindAllowOnce), asks: 1, ran: true},
		// An answer 45 s late is waited for.
		{name: "allow_once after 45 s", answer: func(p acp.RequestPermissionRequest) (acp.RequestPermissionResponse, error) {
			time.Sleep(45 * time.Second)
			return selectKind(p, acp.PermissionOptionKindAllowOnce), nil
		}, asks: 1, ran: true},
		{name: "reject_once", answer: answerKind(acp.PermissionOptionKindRejectOnce), asks: 1, model: "was canceled by the user"},
		{name: "cancelled", answer: func(acp.RequestPermissionRequest) (acp.RequestPermissionResponse, error) {
			return acp.RequestPermissionResponse{Outcome: acp.NewRequestPermissionOutcomeCancelled()}, nil
		}, asks: 1, model: "was canceled by the user"},
		{name: "unknown option", answer: func(acp.RequestPermissionRequest) (acp.RequestPermissionResponse, error) {
			return acp.RequestPermissionResponse{Outcome: acp.NewRequestPermissionOutcomeSelected("ozdesk_no_such_option")}, nil
		}, asks: 1, model: "invalid_enum_value"},
		{name: "json-rpc error", answer: func(acp.RequestPermissionRequest) (acp.RequestPermissionResponse, error) {
			return acp.RequestPermissionResponse{}, errors.New("pinned refusal")
		}, asks: 1, model: "[object Object]"},
		{name: "allow_always then again", answer: answerKind(acp.PermissionOptionKindAllowAlways), again: true, asks: 1, ran: true},
		{name: "allow_once then again", answer: answerKind(acp.PermissionOptionKindAllowOnce), again: true, asks: 2, ran: true},
		{name: "set_mode yolo", setMode: "yolo", ran: true},
		{name: "--yolo", args: []string{"--yolo"}, ran: true},
		{name: "--approval-mode yolo", args: []string{"--approval-mode", "yolo"}, ran: true},
		{name: "a user policy rule", policy: "[[rule]]\ntoolName = \"run_shell_command\"\ndecision = \"allow\"\npriority = 100\n", ran: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Each run has its own root, agent and mock API: they overlap
			// (up to -parallel at once), since much of a run waits on the agent.
			t.Parallel()
			root, wd := newACPRoot(t)
			if tt.policy != "" {
				dir := filepath.Join(root, "home", ".gemini", "policies")
				if err := os.MkdirAll(dir, 0o700); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dir, "ozdesk-test.toml"), []byte(tt.policy), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			ed := &acpEditor{answer: tt.answer}
			r := startACP(t, root, "touch ran.txt", ed, nil, append([]string{gemini, "--acp"}, tt.args...)...)
			ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
			defer cancel()
			sess := r.session(t, ctx)
			if tt.setMode != "" {
				if _, err := r.conn.SetSessionMode(ctx, acp.SetSessionModeRequest{SessionId: sess.SessionId, ModeId: acp.SessionModeId(tt.setMode)}); err != nil {
					t.Fatalf("session/set_mode %s: %v", tt.setMode, err)
				}
			}
			res, err := r.prompt(ctx, sess.SessionId)
			t.Logf("prompt: %v %v", res.StopReason, err)
			if tt.again {
				_ = os.Remove(filepath.Join(wd, "ran.txt"))
				r.api.mu.Lock()
				r.api.calls = 0 // the mock calls the tool again
				r.api.mu.Unlock()
				res, err = r.prompt(ctx, sess.SessionId)
				t.Logf("second prompt: %v %v", res.StopReason, err)
			}
			_, statErr := os.Stat(filepath.Join(wd, "ran.txt"))
			if ran := statErr == nil; ran != tt.ran {
				r.log(t)
				t.Fatalf("the command ran: %v, want %v", ran, tt.ran)
			}
			if got := len(ed.Permissions()); got != tt.asks {
				r.log(t)
				t.Fatalf("the editor got %d permission requests, want %d", got, tt.asks)
			}
			got := r.api.Responses()
			t.Logf("functionResponses: %q", got)
			if tt.model != "" && (len(got) == 0 || !strings.Contains(got[0], tt.model)) {
				t.Errorf("functionResponses %q; want the first to hold %q", got, tt.model)
			}
			if n := len(ed.Terminals()); n != 0 {
				t.Errorf("the agent sent terminal/create %d times; PROTOCOL.md says it never does", n)
			}
			if tt.asks > 0 {
				checkACPPermission(t, r, wd)
			}
		})
	}
}

// checkACPPermission checks the first permission request on the wire:
// PROTOCOL.md's shape, id 0, sent while the prompt waited.
func checkACPPermission(t *testing.T, r *acpRun, wd string) {
	t.Helper()
	ms := messages(t, r.fromAgent.Lines())
	perms := withMethod(ms, acp.ClientMethodSessionRequestPermission)
	if len(perms) == 0 {
		t.Fatal("no session/request_permission on the wire")
	}
	p := perms[0]
	if string(p.ID) != "0" {
		t.Errorf("the agent's first request id is %s, want 0", p.ID)
	}
	var params struct {
		Options []struct {
			OptionID string `json:"optionId"`
			Kind     string `json:"kind"`
		} `json:"options"`
		ToolCall map[string]json.RawMessage `json:"toolCall"`
	}
	if err := json.Unmarshal(p.Params, &params); err != nil {
		t.Fatal(err)
	}
	var opts []string
	for _, o := range params.Options {
		opts = append(opts, o.OptionID+"="+o.Kind)
	}
	if got, want := strings.Join(opts, " "), "proceed_always=allow_always proceed_once=allow_once cancel=reject_once"; got != want {
		t.Errorf("options %s, want %s", got, want)
	}
	tc := params.ToolCall
	if string(tc["kind"]) != `"execute"` || string(tc["title"]) != `"touch ran.txt"` {
		t.Errorf("toolCall kind %s title %s; want execute and the command", tc["kind"], tc["title"])
	}
	if _, ok := tc["rawInput"]; ok {
		t.Errorf("toolCall has a rawInput: %s", tc["rawInput"])
	}
	if string(tc["locations"]) != "[]" {
		t.Errorf("toolCall locations %s, want []", tc["locations"])
	}
	if !strings.Contains(string(tc["content"]), "[current working directory "+wd+"]") {
		t.Errorf("toolCall content %s; want it to name the cwd", tc["content"])
	}
	// The request comes while the editor's session/prompt waits: the
	// prompt's answer is written after it.
	for _, m := range ms {
		if m.Method == acp.ClientMethodSessionRequestPermission {
			break
		}
		if m.Method == "" && len(m.Result) > 0 && strings.Contains(string(m.Result), "stopReason") {
			t.Errorf("the prompt ended before the permission request")
		}
	}
}

// TestACPGeminiDirPath: when the model names a directory (dir_path), the
// command runs there, the title is still the command alone, and the
// content begins "[in DIR]" instead of the agent's cwd; through the
// proxy, the ask is judged in that directory.
func TestACPGeminiDirPath(t *testing.T) {
	gemini := geminiBinary(t)
	ozBin := buildOzdesk(t)
	for _, proxied := range []bool{false, true} {
		root, wd := newACPRoot(t)
		if err := os.MkdirAll(filepath.Join(wd, "sub"), 0o700); err != nil {
			t.Fatal(err)
		}
		oz := ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
		oz.must(t, "init")
		api := newGeminiAPI(t, "npm publish")
		argv := []string{gemini, "--acp"}
		if proxied {
			argv = acpProxyArgv(t, ozBin, gemini, "--db", oz.db, "--wait", "60s")
		}
		ed := &acpEditor{}
		r := startACPWith(t, root, api, withDirPath(t, api, "sub"), ed, []string{fakeNpmRan(t, root)}, argv...)
		ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
		sess := r.session(t, ctx)
		done := make(chan error, 1)
		go func() { _, err := r.prompt(ctx, sess.SessionId); done <- err }()
		if proxied {
			ask := waitPendingAsk(t, oz, "npm publish")
			out := oz.must(t, "queue", "show", ask.id())
			if !strings.Contains(string(out), filepath.Join(wd, "sub")) {
				t.Errorf("the ask was not judged in %s:\n%s", filepath.Join(wd, "sub"), out)
			}
			oz.must(t, "queue", "approve", ask.id())
		}
		if err := <-done; err != nil {
			r.log(t)
			t.Fatalf("session/prompt: %v", err)
		}
		cancel()
		if _, err := os.Stat(filepath.Join(wd, "sub", "ran.txt")); err != nil {
			r.log(t)
			t.Fatalf("the command did not run in sub: %v", err)
		}
		if proxied {
			continue
		}
		perms := withMethod(messages(t, r.fromAgent.Lines()), acp.ClientMethodSessionRequestPermission)
		if len(perms) != 1 {
			t.Fatalf("%d permission requests", len(perms))
		}
		var params struct {
			ToolCall struct {
				Title   string `json:"title"`
				Content []struct {
					Content struct{ Text string } `json:"content"`
				} `json:"content"`
			} `json:"toolCall"`
		}
		if err := json.Unmarshal(perms[0].Params, &params); err != nil {
			t.Fatal(err)
		}
		if params.ToolCall.Title != "npm publish" || len(params.ToolCall.Content) == 0 ||
			!strings.HasPrefix(params.ToolCall.Content[0].Content.Text, "[in sub] (") {
			t.Errorf("title %q, content %+v; want the command, and content beginning [in sub]", params.ToolCall.Title, params.ToolCall.Content)
		}
	}
}

// TestACPGeminiTitleIsTheCommand: the title is the whole command, byte for
// byte: every line of a multi-line command, a long one uncut, control
// characters as they are. (Judging only a first line would let the rest
// run unjudged.)
func TestACPGeminiTitleIsTheCommand(t *testing.T) {
	gemini := geminiBinary(t)
	command := "echo " + strings.Repeat("a", 3000) + "\necho \x1b[2J done\ntouch ran.txt"
	root, _ := newACPRoot(t)
	ed := &acpEditor{answer: func(p acp.RequestPermissionRequest) (acp.RequestPermissionResponse, error) {
		return selectKind(p, acp.PermissionOptionKindRejectOnce), nil
	}}
	r := startACP(t, root, command, ed, nil, gemini, "--acp")
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	sess := r.session(t, ctx)
	if _, err := r.prompt(ctx, sess.SessionId); err != nil {
		t.Fatal(err)
	}
	perms := ed.Permissions()
	if len(perms) != 1 || perms[0].ToolCall.Title == nil {
		t.Fatalf("permission requests %+v; want one with a title", perms)
	}
	if got := *perms[0].ToolCall.Title; got != command {
		t.Errorf("the title is %q (%d bytes); want the command, %d bytes", acpClip(got), len(got), len(command))
	}
}
