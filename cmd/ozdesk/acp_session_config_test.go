package main

import (
	"bufio"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestACPRefusesGeminiSessionCwd (issue 10, fx28i #4): Gemini CLI's
// settings check ran once, in the directory ozdesk acp started in; a
// session/new (or load, resume, fork) whose cwd holds a
// .gemini/settings.json or policy that lets commands run unasked went to
// the agent, and its commands then ran without a permission request.
// Now such a request is answered with a JSON-RPC error naming the file
// and the setting, and never reaches the agent; a session in a clean
// directory does. With --accept-agent-policy it reaches the agent.
func TestACPRefusesGeminiSessionCwd(t *testing.T) {
	ozBin := buildOzdesk(t)
	for _, accept := range []bool{false, true} {
		name := "checked"
		if accept {
			name = "accepted"
		}
		t.Run(name, func(t *testing.T) {
			root := t.TempDir()
			for _, d := range []string{"work", "clean", "home"} {
				if err := os.MkdirAll(filepath.Join(root, d), 0o700); err != nil {
					t.Fatal(err)
				}
			}
			writeRootFile(t, root, "allowed/.gemini/settings.json", `{"tools":{"allowed":["run_shell_command"]}}`)
			writeRootFile(t, root, "policy/.gemini/policies/allow.toml", geminiShellPolicy)
			got := filepath.Join(root, "got")
			writeRootFile(t, root, "gemini", "#!/bin/sh\n# the shell keeps its standard output open: the proxy ends when it closes\ncat > "+got+"\n")
			if err := os.Chmod(filepath.Join(root, "gemini"), 0o700); err != nil {
				t.Fatal(err)
			}
			args := []string{"acp", "--db", filepath.Join(root, "desk.db")}
			if accept {
				args = append(args, "--"+acceptPolicyFlag)
			}
			cmd := exec.Command(ozBin, append(args, "--", filepath.Join(root, "gemini"), "--acp")...)
			cmd.Dir = filepath.Join(root, "work")
			cmd.Env = append(os.Environ(), "HOME="+filepath.Join(root, "home"), "GEMINI_CLI_HOME=", "GEMINI_CLI_SYSTEM_SETTINGS_PATH="+filepath.Join(root, "etc", "settings.json"))
			in, err := cmd.StdinPipe()
			if err != nil {
				t.Fatal(err)
			}
			out, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			var stderr strings.Builder
			cmd.Stderr = &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
			lines := make(chan string, 8)
			go func() {
				sc := bufio.NewScanner(out)
				for sc.Scan() {
					lines <- sc.Text()
				}
				close(lines)
			}()
			req := func(id, method, dir string) string {
				return `{"jsonrpc":"2.0","id":` + id + `,"method":"` + method + `","params":{"cwd":` + quoteJSON(filepath.Join(root, dir)) + `,"mcpServers":[]` +
					map[bool]string{true: `,"sessionId":"s0"`, false: ""}[method != "session/new"] + `}}`
			}
			sent := []string{req("1", "session/new", "allowed"), req("2", "session/load", "policy"), req("3", "session/new", "clean")}
			for _, l := range sent {
				if _, err := in.Write([]byte(l + "\n")); err != nil {
					t.Fatal(err)
				}
			}
			var answers []string
			if !accept {
				for len(answers) < 2 {
					select {
					case l, ok := <-lines:
						if !ok {
							t.Fatalf("ozdesk acp ended (%v); answers %q; stderr %s", cmd.Wait(), answers, stderr.String())
						}
						answers = append(answers, l)
					case <-time.After(20 * time.Second):
						t.Fatalf("no answers to the sessions; got %q; stderr %s", answers, stderr.String())
					}
				}
			}
			time.Sleep(300 * time.Millisecond)
			_ = in.Close()
			if err := cmd.Wait(); err != nil {
				t.Logf("ozdesk acp: %v", err)
			}
			b, _ := os.ReadFile(got)
			agentGot := string(b)
			if !strings.Contains(agentGot, req("3", "session/new", "clean")) {
				t.Errorf("the agent got %q; want the clean session/new", agentGot)
			}
			for i, dir := range []string{"allowed", "policy"} {
				reached := strings.Contains(agentGot, sent[i])
				if reached != accept {
					t.Errorf("the session/new in %s reached the agent: %v, want %v", dir, reached, accept)
				}
				if accept {
					continue
				}
				a := answers[i]
				for _, want := range []string{`"id":` + []string{"1", "2"}[i], `"error"`, filepath.Join(root, dir, ".gemini"), "without asking"} {
					if !strings.Contains(a, want) {
						t.Errorf("the editor got %s; want it to say %s", a, want)
					}
				}
			}
		})
	}
}

// quoteJSON is s as a JSON string.
func quoteJSON(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
