package main

// End-to-end tests of `ozdesk acp` with the real `gemini --acp` against
// the loopback mock of its model API, and a Go ACP client playing the
// editor (acp_harness_test.go): the model calls run_shell_command, the
// agent asks permission, the proxy decides, and the command's side effect
// (a file) shows whether it ran.

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	acp "github.com/coder/acp-go-sdk"
)

// acpProxyArgv is the command line an editor runs for gemini behind the
// proxy: the settings snippet's (acpSettings), with the real binaries
// and the flags given put after "acp".
func acpProxyArgv(t *testing.T, ozBin, gemini string, flags ...string) []string {
	t.Helper()
	var settings struct {
		AgentServers map[string]struct {
			Type    string            `json:"type"`
			Command string            `json:"command"`
			Args    []string          `json:"args"`
			Env     map[string]string `json:"env"`
		} `json:"agent_servers"`
	}
	if err := json.Unmarshal([]byte(acpSettings), &settings); err != nil {
		t.Fatalf("the settings snippet: %v", err)
	}
	s, ok := settings.AgentServers["Gemini CLI (ozdesk)"]
	if !ok || s.Type != "custom" || s.Command != "ozdesk" || len(s.Args) != 4 || s.Args[0] != "acp" || s.Args[2] != "gemini" {
		t.Fatalf("the settings snippet no longer runs `ozdesk acp -- gemini --acp`:\n%s", acpSettings)
	}
	argv := []string{ozBin, "acp"}
	argv = append(argv, flags...)
	return append(argv, "--", gemini, s.Args[3])
}

func TestACPEndToEnd(t *testing.T) {
	gemini := geminiBinary(t)
	ozBin := buildOzdesk(t)
	tests := []struct {
		name     string
		command  string // writes ran.txt when it runs
		setup    func(t *testing.T, oz ozdeskCLI)
		flags    []string // the proxy's, besides --db and --wait
		desk     string   // "approve" or "deny" a pending ask meanwhile
		proxyDB  string   // the proxy's --db, relative to the run's root ("" for the store's)
		yolo     bool     // the editor tries session/set_mode yolo first
		ran      bool
		editor   string // the editor was told this
		editorPR int    // permission requests the editor saw
	}{
		{name: "allowed", command: "touch ran.txt", ran: true},
		{name: "refused", command: "touch ran.txt",
			setup: func(t *testing.T, oz ozdeskCLI) {
				oz.must(t, "policy", "refuse", "touch ran.txt", "--reason", "no touching")
			},
			editor: "no touching"},
		{name: "asked then approved", command: "npm publish", desk: "approve", ran: true, editor: "waiting for an operator at the desk"},
		{name: "asked then denied", command: "npm publish", desk: "deny", editor: "not today"},
		{name: "asked locally", command: "npm publish", flags: []string{"--local-ask"}, ran: true, editorPR: 1},
		// A store that cannot be read fails closed.
		{name: "store unreadable", command: "touch ran.txt", proxyDB: "missing/desk.db", editor: "the store could not be read"},
		// The editor cannot put the agent in yolo mode: the refused command
		// still asks, and is refused.
		{name: "set_mode yolo", command: "touch ran.txt", yolo: true,
			setup: func(t *testing.T, oz ozdeskCLI) {
				oz.must(t, "policy", "refuse", "touch ran.txt", "--reason", "no touching")
			},
			editor: "no touching"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Each run has its own root, agent and mock API: they overlap
			// (up to -parallel at once), since much of a run waits on the agent.
			t.Parallel()
			root, wd := newACPRoot(t)
			oz := ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
			oz.must(t, "init")
			if tt.setup != nil {
				tt.setup(t, oz)
			}
			db := oz.db
			if tt.proxyDB != "" {
				db = filepath.Join(root, tt.proxyDB)
			}
			flags := append([]string{"--db", db, "--wait", "60s"}, tt.flags...)
			ed := &acpEditor{}
			r := startACP(t, root, tt.command, ed, []string{fakeNpmRan(t, root)}, acpProxyArgv(t, ozBin, gemini, flags...)...)
			ctx, cancel := context.WithTimeout(context.Background(), 150*time.Second)
			defer cancel()
			sess := r.session(t, ctx)
			if tt.yolo {
				_, err := r.conn.SetSessionMode(ctx, acp.SetSessionModeRequest{SessionId: sess.SessionId, ModeId: "yolo"})
				if err == nil || !strings.Contains(err.Error(), "yolo") {
					r.log(t)
					t.Fatalf("session/set_mode yolo: %v; want the proxy's refusal naming the mode", err)
				}
				t.Logf("session/set_mode yolo: %v", err)
			}
			type turn struct {
				res acp.PromptResponse
				err error
			}
			done := make(chan turn, 1)
			go func() {
				res, err := r.prompt(ctx, sess.SessionId)
				done <- turn{res, err}
			}()
			if tt.desk != "" {
				ask := waitPendingAsk(t, oz, tt.command)
				args := []string{"queue", tt.desk, ask.id()}
				if tt.desk == "deny" {
					args = append(args, "--reason", "not today")
				}
				oz.must(t, args...)
			}
			res := <-done
			if res.err != nil {
				r.log(t)
				t.Fatalf("session/prompt: %v", res.err)
			}
			_, err := os.Stat(filepath.Join(wd, "ran.txt"))
			if ran := err == nil; ran != tt.ran {
				r.log(t)
				t.Fatalf("the command ran: %v, want %v", ran, tt.ran)
			}
			if !strings.Contains(ed.Texts(), tt.editor) {
				r.log(t)
				t.Errorf("the editor was told %q; want it to hold %q", ed.Texts(), tt.editor)
			}
			// The model is told what Gemini CLI tells it of an answer
			// (PROTOCOL.md): the command's output, or that it was
			// cancelled.
			model := "was canceled by the user"
			if tt.ran {
				model = "Output:"
			}
			if got := r.api.Responses(); len(got) != 1 || !strings.Contains(got[0], model) {
				t.Errorf("functionResponses %q; want one holding %q", got, model)
			}
			perms := ed.Permissions()
			if len(perms) != tt.editorPR {
				r.log(t)
				t.Fatalf("the editor saw %d permission requests, want %d", len(perms), tt.editorPR)
			}
			for _, p := range perms {
				for _, o := range p.Options {
					if o.Kind == acp.PermissionOptionKindAllowAlways {
						t.Errorf("the editor was offered the allow-always option %q", o.OptionId)
					}
				}
			}
			if pending := pendingAsks(t, oz); len(pending) != 0 && tt.proxyDB == "" {
				t.Errorf("asks left pending: %+v", pending)
			}
			// Closing the editor's side ends the proxy and the agent.
			_ = r.stdin.Close()
			if err, ok := r.Exited(30 * time.Second); !ok {
				t.Errorf("ozdesk acp did not end within 30 s of its input closing")
			} else if err != nil {
				t.Logf("ozdesk acp ended: %v", err)
			}
		})
	}
}

// TestACPRefusesYoloFlags: the proxy does not start an agent given a flag
// that turns its permission requests off, and says so.
func TestACPRefusesYoloFlags(t *testing.T) {
	ozBin := buildOzdesk(t)
	for _, args := range [][]string{
		{"--yolo"}, {"-y"}, {"-dy"}, {"--approval-mode", "yolo"}, {"--approval-mode=yolo"},
		{"--approvalMode=YOLO"}, {"--policy", "p.toml"}, {"--allowed-tools", "run_shell_command"},
	} {
		cmd := exec.Command(ozBin, append([]string{"acp", "--", "/nonexistent/gemini", "--acp"}, args...)...)
		out, err := cmd.CombinedOutput()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != exitUsage {
			t.Errorf("ozdesk acp -- gemini --acp %s: %v, want exit %d\n%s", strings.Join(args, " "), err, exitUsage, out)
			continue
		}
		if !strings.Contains(string(out), "does not start an agent with") {
			t.Errorf("ozdesk acp -- gemini --acp %s said %q; want it to name the flag", strings.Join(args, " "), out)
		}
	}
	// An agent that cannot be started exits 127 (its settings read from
	// an empty home).
	cmd := exec.Command(ozBin, "acp", "--", "/nonexistent/gemini", "--acp")
	cmd.Env = append(os.Environ(), "HOME="+t.TempDir(), "GEMINI_CLI_HOME=")
	out, err := cmd.CombinedOutput()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != exitACPNoAgent {
		t.Errorf("ozdesk acp -- /nonexistent/gemini: %v, want exit %d\n%s", err, exitACPNoAgent, out)
	}
}

// TestACPAgentGroup: the proxy starts gemini in a process group of its
// own; gemini re-launches itself in it; and when the editor closes the
// proxy's input, the whole group ends.
func TestACPAgentGroup(t *testing.T) {
	t.Parallel() // its own root and agent (or sessions of the shared one): its waits overlap the other tests'
	gemini := geminiBinary(t)
	ozBin := buildOzdesk(t)
	root, _ := newACPRoot(t)
	oz := ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
	oz.must(t, "init")
	r := startACP(t, root, "touch ran.txt", &acpEditor{}, nil, acpProxyArgv(t, ozBin, gemini, "--db", oz.db)...)
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	r.session(t, ctx) // the agent is up
	proxy := r.cmd.Process.Pid
	var agent procInfo
	var group []procInfo
	for _, p := range processes(t) {
		if p.ppid == proxy {
			agent = p
		}
	}
	if agent.pid == 0 || agent.pgid != agent.pid || agent.pgid == proxy {
		t.Fatalf("the agent %+v is not the leader of a process group of its own (the proxy is %d)", agent, proxy)
	}
	for _, p := range processes(t) {
		if p.pgid == agent.pgid {
			group = append(group, p)
		}
	}
	relaunched := false
	for _, p := range group {
		relaunched = relaunched || p.ppid == agent.pid
	}
	if !relaunched {
		t.Errorf("gemini did not re-launch itself as a child (its group: %+v); PROTOCOL.md says it does", group)
	}
	t.Logf("the agent's group: %+v", group)
	closed := time.Now()
	_ = r.stdin.Close()
	if _, ok := r.Exited(30 * time.Second); !ok {
		t.Fatal("ozdesk acp did not end within 30 s of its input closing")
	}
	t.Logf("ozdesk acp ended %v after its input closed", time.Since(closed).Round(time.Millisecond))
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		var left []procInfo
		for _, p := range processes(t) {
			if p.pgid == agent.pgid {
				left = append(left, p)
			}
		}
		if len(left) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the agent's group outlived the proxy by 10 s: %+v", left)
		}
	}
}

// TestACPExitStatus: ozdesk acp exits as its agent does, and 126 when it
// stops an agent that says it asks nothing any more. The agents are
// stand-in shell scripts: the real one cannot be made to misbehave.
func TestACPExitStatus(t *testing.T) {
	ozBin := buildOzdesk(t)
	yolo := `{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s1","update":{"sessionUpdate":"current_mode_update","currentModeId":"yolo"}}}`
	for _, tt := range []struct {
		name, script string
		code         int
		stderr       string
	}{
		{name: "exit 0", script: "exit 0", code: 0},
		{name: "exit 3", script: "exit 3", code: 3},
		{name: "killed", script: "kill -KILL $$", code: 128 + 9},
		{name: "enters yolo", script: "echo '" + yolo + "'; sleep 60", code: exitACPUnguarded, stderr: "runs shell commands without asking"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			script := filepath.Join(t.TempDir(), "agent")
			if err := os.WriteFile(script, []byte("#!/bin/sh\n"+tt.script+"\n"), 0o700); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(ozBin, "acp", "--db", filepath.Join(t.TempDir(), "desk.db"), "--", script)
			var stdout, stderr strings.Builder
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			stdin, err := cmd.StdinPipe() // held open: the editor stays
			if err != nil {
				t.Fatal(err)
			}
			defer stdin.Close()
			start := time.Now()
			err = cmd.Run()
			code := 0
			var ee *exec.ExitError
			if errors.As(err, &ee) {
				code = ee.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			if code != tt.code || !strings.Contains(stderr.String(), tt.stderr) {
				t.Errorf("exit %d, stderr %q; want exit %d and %q", code, stderr.String(), tt.code, tt.stderr)
			}
			if d := time.Since(start); d > 30*time.Second {
				t.Errorf("ozdesk acp took %v to end", d)
			}
		})
	}
}

// TestACPReadmeSnippet: the README's Zed settings are the ones `ozdesk acp
// --help` prints and the end-to-end tests run.
func TestACPReadmeSnippet(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), acpSettings) {
		t.Errorf("README.md does not hold the ACP settings snippet:\n%s", acpSettings)
	}
	b, err = os.ReadFile("testdata/acp/PROTOCOL.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), acpSettings) {
		t.Errorf("testdata/acp/PROTOCOL.md does not hold the ACP settings snippet:\n%s", acpSettings)
	}
}

// TestACPSignalWithdraws: SIGTERM to ozdesk acp while a shell call waits
// at the desk withdraws the ask, and stops the agent. The agent is a
// stand-in script that opens a session and asks once.
func TestACPSignalWithdraws(t *testing.T) {
	ozBin := buildOzdesk(t)
	dir := t.TempDir()
	oz := ozdeskCLI{bin: ozBin, db: filepath.Join(dir, "desk.db")}
	oz.must(t, "init")
	perm := `{"jsonrpc":"2.0","id":0,"method":"session/request_permission","params":{"sessionId":"s1","options":[{"optionId":"y","name":"Allow","kind":"allow_once"},{"optionId":"n","name":"Reject","kind":"reject_once"}],"toolCall":{"toolCallId":"t","title":"npm publish","kind":"execute"}}}`
	script := filepath.Join(dir, "agent")
	body := "#!/bin/sh\nread line\necho '{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"sessionId\":\"s1\"}}'\necho '" + perm + "'\nexec sleep 60\n"
	if err := os.WriteFile(script, []byte(body), 0o700); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(ozBin, "acp", "--db", oz.db, "--", script)
	cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+filepath.Join(dir, "state"))
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	defer stdin.Close()
	var stdout, stderr lockedBuffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	if _, err := io.WriteString(stdin, `{"jsonrpc":"2.0","id":1,"method":"session/new","params":{"cwd":`+mustJSON(dir)+`,"mcpServers":[]}}`+"\n"); err != nil {
		t.Fatal(err)
	}
	ask := waitPendingAsk(t, oz, "npm publish")
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		t.Logf("ozdesk acp ended: %v; stderr %q", err, stderr.String())
	case <-time.After(30 * time.Second):
		_ = cmd.Process.Kill()
		t.Fatal("ozdesk acp did not end within 30 s of SIGTERM")
	}
	for _, a := range oz.queue(t) {
		if a.id() == ask.id() && a.State != "withdrawn" {
			t.Errorf("the ask is %s after SIGTERM, want withdrawn", a.State)
		}
	}
	if !strings.Contains(stdout.String(), "waiting for an operator at the desk") {
		t.Errorf("the editor was not told the command waited: %q", stdout.String())
	}
}

// TestACPEditorGoneEPIPE: an editor that stops reading does not kill ozdesk
// acp by SIGPIPE: it goes on, and ends as its agent does.
func TestACPEditorGoneEPIPE(t *testing.T) {
	ozBin := buildOzdesk(t)
	script := filepath.Join(t.TempDir(), "agent")
	body := "#!/bin/sh\nsleep 1\necho '{\"jsonrpc\":\"2.0\",\"method\":\"x/y\"}'\nsleep 1\nexit 5\n"
	if err := os.WriteFile(script, []byte(body), 0o700); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(ozBin, "acp", "--db", filepath.Join(t.TempDir(), "desk.db"), "--", script)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	defer stdin.Close()
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	_ = stdout.Close() // the editor reads nothing more
	err = cmd.Wait()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 5 {
		t.Errorf("ozdesk acp ended %v; want the agent's exit 5, not a SIGPIPE", err)
	}
}

// TestACPStopsAnAgentThatDoesNotAsk: gemini with a user policy rule that
// allows run_shell_command, or its project settings' tools.allowed
// naming it (each refused at start unless --accept-agent-policy is
// given: TestACPRefusesGeminiOwnPolicy), runs the command without asking
// (the proxy would never see it); the proxy sees the shell call in
// progress that never asked, tells the editor, and stops the agent (exit
// 126) before its next command.
func TestACPStopsAnAgentThatDoesNotAsk(t *testing.T) {
	gemini := geminiBinary(t)
	ozBin := buildOzdesk(t)
	for _, s := range geminiUnaskedSetups {
		t.Run(s.name, func(t *testing.T) {
			t.Parallel() // its own root and agent: its waits overlap the other tests'
			root, wd := newACPRoot(t)
			writeRootFile(t, root, s.file, s.text)
			oz := ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
			oz.must(t, "init")
			ed := &acpEditor{}
			r := startACP(t, root, "touch ran.txt", ed, nil, acpProxyArgv(t, ozBin, gemini, "--db", oz.db, "--"+acceptPolicyFlag)...)
			ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
			defer cancel()
			sess := r.session(t, ctx)
			if _, err := r.prompt(ctx, sess.SessionId); err == nil {
				r.log(t)
				t.Fatal("the prompt turn ended normally; want the proxy to have stopped the agent")
			}
			err, ok := r.Exited(30 * time.Second)
			var ee *exec.ExitError
			if !ok || !errors.As(err, &ee) || ee.ExitCode() != exitACPUnguarded {
				r.log(t)
				t.Fatalf("ozdesk acp ended %v (ended: %v); want exit %d", err, ok, exitACPUnguarded)
			}
			if !strings.Contains(ed.Texts(), "without asking permission") {
				t.Errorf("the editor was told %q", ed.Texts())
			}
			if n := len(ed.Permissions()); n != 0 {
				t.Errorf("the editor saw %d permission requests", n)
			}
			// That the agent ran the command unasked is what the editor was
			// told above (the proxy saw it start with no request). Whether the
			// touch itself finished is a race with the proxy's stop: CI run
			// 39 (load 12) stopped the agent first. Say so, not fail.
			if _, err := os.Stat(filepath.Join(wd, "ran.txt")); err != nil {
				t.Logf("the agent was stopped before its unasked command finished (%v)", err)
			}
		})
	}
}
