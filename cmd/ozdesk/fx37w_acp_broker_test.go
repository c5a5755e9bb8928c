package main

import (
	"context"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	acp "github.com/coder/acp-go-sdk"
)

// TestFx37wACPBrokerHungOrStopped (issue 10): `ozdesk acp -- AGENT` in
// protected mode, with a Go ACP client playing the editor, and a
// stand-in agent that opens a session and asks the editor to run a
// command (terminal/create). With the broker hung (a real `ozdesk serve`
// waiting for its store's lock, which the test holds) or stopped
// (SIGSTOP), the proxy answers the agent a refusal in bounded time —
// the node's evaluate-timeout (1 s) or the stopped check, plus a slack —
// saying why, and the editor never gets the terminal/create: the command
// is not run. --wait is 60 s: the proxy did not wait for it.
func TestFx37wACPBrokerHungOrStopped(t *testing.T) {
	needRoot(t)
	brokerAcct := makeAccount(t, "oz37pb")
	agent := makeAccount(t, "oz37pa")
	n := newNode(t, buildTool(t, ".", "ozdesk"), brokerAcct, "operators:\n  - {user: root, role: admin}\n")
	const bound = time.Second
	addToConfig(t, n, "evaluate-timeout: "+bound.String()+"\n")
	script := filepath.Join(n.dir, "bin", "agent")
	// The stand-in answers session/new with the id the editor gave it,
	// asks for a terminal, and writes down the proxy's answer.
	body := `#!/bin/sh
read line
id=$(printf '%s' "$line" | sed 's/.*"id":\([0-9]*\).*/\1/')
echo '{"jsonrpc":"2.0","id":'"$id"',"result":{"sessionId":"s1"}}'
echo '{"jsonrpc":"2.0","id":"t1","method":"terminal/create","params":{"sessionId":"s1","command":"touch","args":["/tmp/oz37-ran"]}}'
read answer
echo "$answer" > "$HOME/answer.new" && mv "$HOME/answer.new" "$HOME/answer"
`
	if err := os.WriteFile(script, []byte(body), 0o755); err != nil {
		t.Fatal(err)
	}
	// The broker gives up on a held lock after 5 s and exits: the slack
	// keeps the hung case's answer inside that.
	const slack = 3 * time.Second
	cases := []struct {
		name string
		// setup makes the broker hung or stopped, and returns its undoing.
		setup  func(t *testing.T) func()
		within time.Duration
		says   string
	}{
		{"hung: its store's lock held by another process", func(t *testing.T) func() {
			release := holdStoreLock(t, n.store)
			n.start(t)
			return func() { release(); n.stop() }
		}, bound + slack, "did not answer the evaluation within " + bound.String()},
		{"stopped by SIGSTOP", func(t *testing.T) func() {
			n.start(t)
			if err := n.serve.Process.Signal(syscall.SIGSTOP); err != nil {
				t.Fatal(err)
			}
			return func() { _ = n.serve.Process.Signal(syscall.SIGCONT); n.stop() }
		}, slack, "is stopped"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			undo := c.setup(t)
			defer undo()
			editor := &acpEditor{}
			answer, took := acpTerminalThroughProxy(t, n, agent, script, editor)
			t.Logf("the agent was answered after %s: %s", took.Round(time.Millisecond), answer)
			if got := editor.Terminals(); len(got) != 0 {
				t.Errorf("the editor was asked to run %d terminals: %+v", len(got), got)
			}
			if !strings.Contains(answer, `"id":"t1"`) || !strings.Contains(answer, `"error"`) || strings.Contains(answer, `"result"`) {
				t.Errorf("the agent's terminal/create was answered %s; want a JSON-RPC error", answer)
			}
			for _, w := range []string{"the broker at", c.says} {
				if !strings.Contains(answer, w) {
					t.Errorf("the refusal does not say %q: %s", w, answer)
				}
			}
			if took > c.within {
				t.Errorf("answered after %s, want under %s", took, c.within)
			}
		})
	}
}

// acpTerminalThroughProxy runs the proxy as agent's account before the
// stand-in agent script, opens a session from editor, and returns the
// answer the stand-in got to its terminal/create and how long after the
// session opened it came.
func acpTerminalThroughProxy(t *testing.T, n *node, agent account, script string, editor *acpEditor) (string, time.Duration) {
	t.Helper()
	answerFile := filepath.Join(agent.home, "answer")
	_ = os.Remove(answerFile)
	cmd := agent.command(n.bin, "--config", n.config, "acp", "--wait", "60s", "--", script)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr lockedBuffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() { _ = cmd.Wait(); close(done) }()
	defer func() {
		stdin.Close()
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			_ = cmd.Process.Kill()
			<-done
		}
	}()
	conn := acp.NewClientSideConnection(editor, stdin, stdout)
	conn.SetLogger(slog.New(slog.NewTextHandler(io.Discard, nil)))
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	if _, err := conn.NewSession(ctx, acp.NewSessionRequest{Cwd: agent.home, McpServers: []acp.McpServer{}}); err != nil {
		t.Fatalf("session/new through the proxy: %v\n%s", err, stderr.String())
	}
	start := time.Now()
	for deadline := start.Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if b, err := os.ReadFile(answerFile); err == nil {
			return strings.TrimSpace(string(b)), time.Since(start)
		}
	}
	t.Fatalf("the agent got no answer within 60 s\n%s", stderr.String())
	return "", 0
}
