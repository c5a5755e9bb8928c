package main

// TestACPGeminiProtocol pins what testdata/acp/PROTOCOL.md says about the
// real `gemini --acp`, with no proxy: what its permission request for a
// shell call holds, how each answer is taken, and what makes the request
// disappear. The model calls run_shell_command with `touch ran.txt`.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	acp "github.com/coder/acp-go-sdk"
)

func TestACPGeminiProtocol(t *testing.T) {
	t.Parallel() // its own root and agent (or sessions of the shared one): its waits overlap the other tests'
	gemini := geminiBinary(t)
	answerKind := func(kind acp.PermissionOptionKind) func(acp.RequestPermissionRequest) (acp.RequestPermissionResponse, error) {
		return func(p acp.RequestPermissionRequest) (acp.RequestPermissionResponse, error) {
			return selectKind(p, kind), nil
		}
	}
	type protocolRun struct {
		name    string
		args    []string // gemini's, after --acp
		answer  func(acp.RequestPermissionRequest) (acp.RequestPermissionResponse, error)
		setMode string // session/set_mode before the prompt
		policy  string // a user policy file (~/.gemini/policies/ozdesk-test.toml)
		again   bool   // a second prompt runs the command again
		asks    int    // permission requests the editor gets
		ran     bool
		model   string // the functionResponse holds this
	}
	tests := []protocolRun{
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
	// The runs that need no flags or settings of their own are sessions of
	// the shared agent (sharedGeminiAgent), opened one after another in
	// its working directory as an editor opens them, each with a mock
	// model and an editor of its own (the prompt carries the session's
	// tag) and a file of its own to touch: one node start-up instead of
	// one per run. Gemini CLI keeps an allow_always answer and a mode per
	// session ("Allow for this session"); were they the agent's, the other
	// sessions would not be asked and would fail.
	agent := sharedGeminiAgent(t)
	shared := agent.run
	ownAgent := func(tt protocolRun) bool { return len(tt.args) > 0 || tt.policy != "" }
	run := func(t *testing.T, i int, tt protocolRun) {
		ed := &acpEditor{answer: tt.answer}
		var r *acpRun
		var api *geminiAPI
		var wd string
		var sid acp.SessionId
		ctx, cancel := context.WithTimeout(context.Background(), 180*time.Second)
		defer cancel()
		prompt := func() (acp.PromptResponse, error) { return r.prompt(ctx, sid) }
		logRun := func() {
			if r == shared {
				api.Log(t) // the session's mock; r.log has the agent's wire
			}
			r.log(t)
		}
		ranFile := "ran.txt"
		if !ownAgent(tt) {
			r, wd, ranFile = shared, agent.wd, "ran-"+strconv.Itoa(i)+".txt"
			tag := "[ozdesk session " + strconv.Itoa(i) + "]"
			api = &geminiAPI{command: "touch " + ranFile}
			sid = agent.open(t, ctx, tag, api, ed)
			prompt = func() (acp.PromptResponse, error) { return r.promptText(ctx, sid, "go "+tag) }
		} else {
			var root string
			root, wd = newACPRoot(t)
			if tt.policy != "" {
				dir := filepath.Join(root, "home", ".gemini", "policies")
				if err := os.MkdirAll(dir, 0o700); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dir, "ozdesk-test.toml"), []byte(tt.policy), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			r = startACP(t, root, "touch ran.txt", ed, nil, append([]string{gemini, "--acp"}, tt.args...)...)
			api = r.api
			sid = r.session(t, ctx).SessionId
		}
		if tt.setMode != "" {
			if _, err := r.conn.SetSessionMode(ctx, acp.SetSessionModeRequest{SessionId: sid, ModeId: acp.SessionModeId(tt.setMode)}); err != nil {
				t.Fatalf("session/set_mode %s: %v", tt.setMode, err)
			}
		}
		res, err := prompt()
		t.Logf("prompt: %v %v", res.StopReason, err)
		if tt.again {
			_ = os.Remove(filepath.Join(wd, ranFile))
			api.mu.Lock()
			api.calls = 0 // the mock calls the tool again
			api.mu.Unlock()
			res, err = prompt()
			t.Logf("second prompt: %v %v", res.StopReason, err)
		}
		_, statErr := os.Stat(filepath.Join(wd, ranFile))
		if ran := statErr == nil; ran != tt.ran {
			logRun()
			t.Fatalf("the command ran: %v, want %v", ran, tt.ran)
		}
		if got := len(ed.Permissions()); got != tt.asks {
			logRun()
			t.Fatalf("the editor got %d permission requests, want %d", got, tt.asks)
		}
		got := api.Responses()
		t.Logf("functionResponses: %q", got)
		if tt.model != "" && (len(got) == 0 || !strings.Contains(got[0], tt.model)) {
			t.Errorf("functionResponses %q; want the first to hold %q", got, tt.model)
		}
		if n := len(ed.Terminals()); n != 0 {
			t.Errorf("the agent sent terminal/create %d times; PROTOCOL.md says it never does", n)
		}
		if tt.asks > 0 {
			checkACPPermission(t, r, sid, wd, "touch "+ranFile)
		}
		if r != shared {
			checkAgentRequestIDs(t, r)
		}
	}
	// The sessions go at once, each in a goroutine of its own; meanwhile
	// the runs with an agent of their own go one after another: their
	// start-ups overlap the late answer's 45 s, and no more than two agents
	// start at once.
	var wg sync.WaitGroup
	for i, tt := range tests {
		if !ownAgent(tt) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				t.Run(tt.name, func(t *testing.T) { run(t, i, tt) })
			}()
		}
	}
	for i, tt := range tests {
		if ownAgent(tt) {
			t.Run(tt.name, func(t *testing.T) { run(t, i, tt) })
		}
	}
	wg.Wait()
	checkAgentRequestIDs(t, shared)
}

// checkACPPermission checks session sid's first permission request on the
// wire, for command in wd: PROTOCOL.md's shape, sent while the prompt
// waited.
func checkACPPermission(t *testing.T, r *acpRun, sid acp.SessionId, wd, command string) {
	t.Helper()
	ms := messages(t, r.fromAgent.Lines())
	var perms []rawMessage
	for _, m := range withMethod(ms, acp.ClientMethodSessionRequestPermission) {
		if m.session() == sid {
			perms = append(perms, m)
		}
	}
	if len(perms) == 0 {
		t.Fatal("no session/request_permission on the wire")
	}
	p := perms[0]
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
	if string(tc["kind"]) != `"execute"` || string(tc["title"]) != mustJSON(command) {
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
	// prompt's answer (to the editor's first session/prompt of sid) is
	// written after it.
	var promptID string
	for _, m := range messages(t, r.toAgent.Lines()) {
		if m.Method == acp.AgentMethodSessionPrompt && m.session() == sid {
			promptID = string(m.ID)
			break
		}
	}
	if promptID == "" {
		t.Fatal("no session/prompt of the session on the wire")
	}
	for _, m := range ms {
		if m.Method == acp.ClientMethodSessionRequestPermission && m.session() == sid {
			break
		}
		if m.Method == "" && string(m.ID) == promptID && len(m.Result) > 0 {
			t.Errorf("the prompt ended before the permission request: %s", m.Result)
		}
	}
}

// checkAgentRequestIDs checks the ids of the agent's requests on the wire
// (PROTOCOL.md): they start at 0, and count up by one.
func checkAgentRequestIDs(t *testing.T, r *acpRun) {
	t.Helper()
	n := 0
	for _, m := range messages(t, r.fromAgent.Lines()) {
		if m.Method == "" || len(m.ID) == 0 || string(m.ID) == "null" {
			continue // a response, or a notification
		}
		if want := strconv.Itoa(n); string(m.ID) != want {
			t.Errorf("the agent's request %s has id %s, want %s", m.Method, m.ID, want)
		}
		n++
	}
}

// TestACPGeminiDirPath: when the model names a directory (dir_path), the
// command runs there, the title is still the command alone, and the
// content begins "[in DIR]" instead of the agent's cwd; through the
// proxy, the ask is judged in that directory.
func TestACPGeminiDirPath(t *testing.T) {
	t.Parallel() // its own root and agent (or sessions of the shared one): its waits overlap the other tests'
	gemini := geminiBinary(t)
	ozBin := buildOzdesk(t)
	for _, proxied := range []bool{false, true} {
		ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
		defer cancel()
		ed := &acpEditor{}
		var r *acpRun
		var wd string
		var sid acp.SessionId
		var prompt func() error
		var oz ozdeskCLI
		if !proxied {
			// Straight to the agent: a session of the shared one.
			agent := sharedGeminiAgent(t)
			r, wd = agent.run, agent.wd
			const tag = "[ozdesk dir_path]"
			sid = agent.open(t, ctx, tag, &geminiAPI{command: "npm publish", dirPath: "sub"}, ed)
			prompt = func() error { _, err := r.promptText(ctx, sid, "go "+tag); return err }
		} else {
			var root string
			root, wd = newACPRoot(t)
			oz = ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
			oz.must(t, "init")
			api := serveGeminiAPI(t, &geminiAPI{command: "npm publish", dirPath: "sub"})
			argv := acpProxyArgv(t, ozBin, gemini, "--db", oz.db, "--wait", "60s")
			r = startACPWith(t, root, api, api.srv.URL, ed, []string{fakeNpmRan(t, root)}, argv...)
			sid = r.session(t, ctx).SessionId
			prompt = func() error { _, err := r.prompt(ctx, sid); return err }
		}
		if err := os.MkdirAll(filepath.Join(wd, "sub"), 0o700); err != nil {
			t.Fatal(err)
		}
		done := make(chan error, 1)
		go func() { done <- prompt() }()
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
		var perms []rawMessage
		for _, m := range withMethod(messages(t, r.fromAgent.Lines()), acp.ClientMethodSessionRequestPermission) {
			if m.session() == sid {
				perms = append(perms, m)
			}
		}
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
	t.Parallel() // its own root and agent (or sessions of the shared one): its waits overlap the other tests'
	// A session of the shared agent (sharedGeminiAgent).
	agent := sharedGeminiAgent(t)
	command := "echo " + strings.Repeat("a", 3000) + "\necho \x1b[2J done\ntouch ran.txt"
	ed := &acpEditor{answer: func(p acp.RequestPermissionRequest) (acp.RequestPermissionResponse, error) {
		return selectKind(p, acp.PermissionOptionKindRejectOnce), nil
	}}
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	const tag = "[ozdesk title]"
	sid := agent.open(t, ctx, tag, &geminiAPI{command: command}, ed)
	if _, err := agent.run.promptText(ctx, sid, "go "+tag); err != nil {
		agent.run.log(t)
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

// TestACPGeminiSessionCwd: the editor opens the session in a directory
// other than the one it started the agent in. Gemini CLI runs the
// command in the session's directory, but its permission request names
// the agent's process cwd ("[current working directory DIR]"); through
// the proxy, the ask is judged in the session's directory, where the
// command runs, not in the one the request names.
func TestACPGeminiSessionCwd(t *testing.T) {
	t.Parallel() // its own roots and agents: its waits overlap the other tests'
	gemini := geminiBinary(t)
	ozBin := buildOzdesk(t)
	type run struct {
		proxied bool
		dirPath string // the model's dir_path, "" for none
	}
	for _, c := range []run{{false, ""}, {true, ""}, {false, "sub"}, {true, "sub"}} {
		t.Run(fmt.Sprintf("proxied=%v,dir_path=%q", c.proxied, c.dirPath), func(t *testing.T) {
			t.Parallel() // its own root, mock API and agent
			proxied := c.proxied
			root, wd := newACPRoot(t)
			session := filepath.Join(wd, "project")
			runs := filepath.Join(session, c.dirPath)
			if err := os.MkdirAll(runs, 0o700); err != nil {
				t.Fatal(err)
			}
			oz := ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
			oz.must(t, "init")
			argv := []string{gemini, "--acp"}
			if proxied {
				argv = acpProxyArgv(t, ozBin, gemini, "--db", oz.db, "--wait", "60s")
			}
			ed := &acpEditor{}
			api := serveGeminiAPI(t, &geminiAPI{command: "npm publish", dirPath: c.dirPath})
			r := startACPWith(t, root, api, api.srv.URL, ed, []string{fakeNpmRan(t, root)}, argv...)
			ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
			r.initialize(t, ctx)
			sess := r.newSession(t, ctx, session)
			done := make(chan error, 1)
			go func() { _, err := r.prompt(ctx, sess.SessionId); done <- err }()
			if proxied {
				ask := waitPendingAsk(t, oz, "npm publish")
				var asks []struct {
					Command string `json:"command"`
					Cwd     string `json:"cwd"`
				}
				out := oz.must(t, "queue", "ls", "--json")
				if err := json.Unmarshal(out, &asks); err != nil || len(asks) != 1 {
					t.Fatalf("queue ls --json: %v, want one ask\n%s", err, out)
				}
				if asks[0].Cwd != runs {
					t.Errorf("dir_path %q: the ask was judged in %q; want %q, where the command runs", c.dirPath, asks[0].Cwd, runs)
				}
				oz.must(t, "queue", "approve", ask.id())
			}
			if err := <-done; err != nil {
				r.log(t)
				t.Fatalf("session/prompt: %v", err)
			}
			cancel()
			if _, err := os.Stat(filepath.Join(runs, "ran.txt")); err != nil {
				r.log(t)
				t.Fatalf("%+v: the command did not run in %s: %v", c, runs, err)
			}
			if proxied {
				return
			}
			perms := withMethod(messages(t, r.fromAgent.Lines()), acp.ClientMethodSessionRequestPermission)
			if len(perms) != 1 {
				t.Fatalf("%d permission requests", len(perms))
			}
			var params struct {
				ToolCall struct {
					Content []struct {
						Content struct{ Text string } `json:"content"`
					} `json:"content"`
				} `json:"toolCall"`
			}
			if err := json.Unmarshal(perms[0].Params, &params); err != nil || len(params.ToolCall.Content) == 0 {
				t.Fatalf("the permission request: %v\n%s", err, perms[0].Params)
			}
			// What Gemini CLI names: its own process's cwd, not the session's.
			want := "[current working directory " + wd + "] ("
			if c.dirPath != "" {
				want = "[in " + c.dirPath + "] ("
			}
			if text := params.ToolCall.Content[0].Content.Text; !strings.HasPrefix(text, want) {
				t.Errorf("dir_path %q: the request's content begins %q; want %q", c.dirPath, text, want)
			}
		})
	}
}
