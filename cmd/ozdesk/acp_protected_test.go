package main

// TestACPProtectedMode: ozdesk acp asks through the broker when the node is
// in protected mode (the agent's account cannot decide its own asks), an
// approver decides at the desk, and a broker that is down fails closed.
// The agent is a stand-in script that opens a session, asks once and
// writes down the answer: the real Gemini CLI is installed in root's
// cache, which the agent's account cannot read (TestACPEndToEnd runs it,
// through the same proxy, in direct mode).

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestACPProtectedMode(t *testing.T) {
	needRoot(t)
	broker := makeAccount(t, "oztacpbroker")
	bob := makeAccount(t, "oztacpbob") // approver
	agent := makeAccount(t, "oztacpagent")
	n := newNode(t, buildTool(t, ".", "ozdesk"), broker, fmt.Sprintf("operators:\n  - {user: %s, role: approver}\n", bob.name))
	n.start(t)
	perm := `{"jsonrpc":"2.0","id":0,"method":"session/request_permission","params":{"sessionId":"s1","options":[{"optionId":"always","name":"Always","kind":"allow_always"},{"optionId":"once","name":"Allow","kind":"allow_once"},{"optionId":"no","name":"Reject","kind":"reject_once"}],"toolCall":{"toolCallId":"t","title":"npm publish","kind":"execute"}}}`
	script := filepath.Join(n.dir, "bin", "agent")
	body := "#!/bin/sh\nread line\necho '{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"sessionId\":\"s1\"}}'\necho '" + perm + "'\n" +
		"read answer\necho \"$answer\" > \"$HOME/answer\"\n"
	if err := os.WriteFile(script, []byte(body), 0o755); err != nil {
		t.Fatal(err)
	}
	// run runs the proxy as the agent's account until the stand-in has
	// its answer, with decide called once the ask is queued ("" for
	// none), and returns the answer.
	run := func(t *testing.T, decide string) string {
		t.Helper()
		_ = os.Remove(filepath.Join(agent.home, "answer"))
		cmd := agent.command(n.bin, "--config", n.config, "acp", "--wait", "60s", "--", script)
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
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		if _, err := io.WriteString(stdin, `{"jsonrpc":"2.0","id":1,"method":"session/new","params":{"cwd":`+mustJSON(agent.home)+`,"mcpServers":[]}}`+"\n"); err != nil {
			t.Fatal(err)
		}
		if decide != "" {
			id := n.pendingAsk(t, bob, "npm publish")
			if r := n.ozdesk(agent, "", "queue", "approve", id); r.code != exitDenied {
				t.Errorf("the agent's account approving its own ask: exit %d, want %d", r.code, exitDenied)
			}
			if r := n.ozdesk(bob, "", "queue", decide, id); r.code != 0 {
				t.Fatalf("queue %s as the approver: exit %d\n%s%s", decide, r.code, r.stdout, r.stderr)
			}
		}
		select {
		case err := <-done:
			t.Logf("ozdesk acp ended: %v", err)
		case <-time.After(90 * time.Second):
			_ = cmd.Process.Kill()
			t.Fatalf("ozdesk acp did not end\nstdout: %s\nstderr: %s", stdout.String(), stderr.String())
		}
		b, err := os.ReadFile(filepath.Join(agent.home, "answer"))
		if err != nil {
			t.Fatalf("the agent got no answer: %v\nstdout: %s\nstderr: %s", err, stdout.String(), stderr.String())
		}
		t.Logf("the editor was told: %s", stdout.String())
		return strings.TrimSpace(string(b))
	}
	chose := func(option string) string {
		return `{"jsonrpc":"2.0","id":0,"result":{"outcome":{"optionId":"` + option + `","outcome":"selected"}}}`
	}
	if got := run(t, "approve"); got != chose("once") {
		t.Errorf("approved at the desk, the agent got %s; want the allow-once option", got)
	}
	if got := run(t, "deny"); got != chose("no") {
		t.Errorf("denied at the desk, the agent got %s; want the reject-once option", got)
	}
	n.stop()
	if got := run(t, ""); got != chose("no") {
		t.Errorf("with the broker down, the agent got %s; want the reject-once option", got)
	}
}

// pendingAsk returns the id of command's pending ask, as acct sees the
// queue, once it is there.
func (n *node) pendingAsk(t *testing.T, acct account, command string) string {
	t.Helper()
	for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		r := n.ozdesk(acct, "", "queue", "ls", "--json")
		var asks []queuedAsk
		if r.code != 0 || json.Unmarshal([]byte(r.stdout), &asks) != nil {
			continue
		}
		for _, a := range asks {
			if a.Command == command && a.State == "pending" {
				return a.id()
			}
		}
	}
	t.Fatalf("no pending ask of %q within 60 s", command)
	return ""
}
