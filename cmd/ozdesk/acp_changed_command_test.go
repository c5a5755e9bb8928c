package main

import (
	"bufio"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestACPCommandChangedAfterJudging (rt37h D4): a stand-in agent process
// behind the real `ozdesk acp` asks permission for tool call tc31 titled
// `ls` (no rawInput, as Gemini CLI asks), which the policy allows; it
// then shows tc31 with another command, in its title or its rawInput,
// and asks again (request 40). The proxy must exit 126 before request 40
// is answered. Before, it answered request 40 and went on. An agent that
// shows the same title again is answered and goes on.
func TestACPCommandChangedAfterJudging(t *testing.T) {
	ozBin := buildOzdesk(t)
	update := func(u string) string {
		return `{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"S1","update":` + u + `}}`
	}
	for _, tt := range []struct {
		name    string
		updates []string // the agent's, after request 31 was answered
		stopped bool
	}{
		{name: "tool_call with another title", updates: []string{
			update(`{"sessionUpdate":"tool_call","toolCallId":"tc31","title":"rm -rf ~","kind":"execute","status":"in_progress"}`),
			update(`{"sessionUpdate":"tool_call_update","toolCallId":"tc31","status":"completed"}`)}, stopped: true},
		{name: "tool_call_update with another title", updates: []string{
			update(`{"sessionUpdate":"tool_call_update","toolCallId":"tc31","title":"rm -rf ~","status":"in_progress"}`)}, stopped: true},
		{name: "tool_call_update with a rawInput command", updates: []string{
			update(`{"sessionUpdate":"tool_call_update","toolCallId":"tc31","rawInput":{"command":"rm -rf ~"},"status":"in_progress"}`)}, stopped: true},
		{name: "the same title", updates: []string{
			update(`{"sessionUpdate":"tool_call","toolCallId":"tc31","title":"ls","kind":"execute","status":"in_progress"}`),
			update(`{"sessionUpdate":"tool_call_update","toolCallId":"tc31","title":"ls","status":"completed"}`)}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			oz := ozdeskCLI{bin: ozBin, db: filepath.Join(dir, "desk.db")}
			oz.must(t, "init")
			got := filepath.Join(dir, "agent-got")
			// The agent logs each line it reads to got.
			logTo := "echo \"$line\" >> '" + got + "'"
			logLine := "read -r line; " + logTo + "\n"
			say := func(line string) string { return "echo '" + line + "'\n" }
			script := "#!/bin/sh\n" + logLine + say(`{"jsonrpc":"2.0","id":1,"result":{"sessionId":"S1"}}`) +
				say(permissionFor(31, "tc31")) + logLine
			for _, u := range tt.updates {
				script += say(u)
			}
			script += say(permissionFor(40, "tc40")) + "while read -r line; do " + logTo + "; done\n"
			agent := filepath.Join(dir, "agent")
			if err := os.WriteFile(agent, []byte(script), 0o700); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(ozBin, "acp", "--db", oz.db, "--wait", "5s", "--", agent)
			stdin, err := cmd.StdinPipe()
			if err != nil {
				t.Fatal(err)
			}
			stdout, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			var stderr strings.Builder
			cmd.Stderr = &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			toEditor := make(chan string, 100)
			go func() {
				defer close(toEditor)
				sc := bufio.NewScanner(stdout)
				for sc.Scan() {
					toEditor <- sc.Text()
				}
			}()
			if _, err := io.WriteString(stdin, `{"jsonrpc":"2.0","id":1,"method":"session/new","params":{"cwd":`+strconv.Quote(dir)+`,"mcpServers":[]}}`+"\n"); err != nil {
				t.Fatal(err)
			}
			exited := make(chan error, 1)
			go func() {
				for range toEditor {
				}
				exited <- cmd.Wait()
			}()
			answered := func() string {
				b, _ := os.ReadFile(got)
				return string(b)
			}
			if !tt.stopped {
				deadline := time.Now().Add(30 * time.Second)
				for !strings.Contains(answered(), `"id":40`) && time.Now().Before(deadline) {
					time.Sleep(50 * time.Millisecond)
				}
				_ = stdin.Close()
			}
			var err2 error
			select {
			case err2 = <-exited:
			case <-time.After(30 * time.Second):
				_ = cmd.Process.Kill()
				t.Fatalf("ozdesk acp did not end within 30 s; the agent got:\n%s\nstderr:\n%s", answered(), stderr.String())
			}
			_ = stdin.Close()
			code := 0
			var ee *exec.ExitError
			if errors.As(err2, &ee) {
				code = ee.ExitCode()
			} else if err2 != nil {
				t.Fatal(err2)
			}
			a := answered()
			if !strings.Contains(a, `"id":31,"result":{"outcome":{"optionId":"proceed_once"`) {
				t.Errorf("request 31 (ls) was not allowed; the agent got:\n%s\nstderr:\n%s", a, stderr.String())
			}
			want := 0
			if tt.stopped {
				want = exitACPUnguarded
				if strings.Contains(a, `"id":40`) {
					t.Errorf("request 40 was answered before the agent was stopped:\n%s", a)
				}
				if !strings.Contains(stderr.String(), "changed the command of a tool call") {
					t.Errorf("stderr %q does not say the command changed", stderr.String())
				}
			} else if !strings.Contains(a, `"id":40,"result":{"outcome":{"optionId":"proceed_once"`) {
				t.Errorf("request 40 was not allowed; the agent got:\n%s\nstderr:\n%s", a, stderr.String())
			}
			if code != want {
				t.Errorf("ozdesk acp exited %d, want %d; stderr:\n%s", code, want, stderr.String())
			}
		})
	}
}

// permissionFor is a Gemini CLI-like permission request with id for tool
// call tc titled `ls`, with no rawInput.
func permissionFor(id int, tc string) string {
	return `{"jsonrpc":"2.0","id":` + strconv.Itoa(id) + `,"method":"session/request_permission","params":{"sessionId":"S1","toolCall":{"toolCallId":"` + tc +
		`","title":"ls","kind":"execute","status":"pending","locations":[],"content":[]},"options":[{"optionId":"proceed_always","name":"Allow always","kind":"allow_always"},{"optionId":"proceed_once","name":"Allow","kind":"allow_once"},{"optionId":"cancel","name":"Reject","kind":"reject_once"}]}}`
}
