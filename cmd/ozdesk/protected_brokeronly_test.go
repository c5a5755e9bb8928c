package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestProtectedBrokerOnlyHook runs the broker-only build
// (cmd/ozdesk-hook-broker) as an agent's account against a real broker
// on a node of real accounts: an allowed command is allowed, an ask
// nobody decides is denied and recorded expired, an ask approved at the
// desk is allowed, a signal while waiting blocks and withdraws the ask,
// the file tools and a look-alike shell tool are denied, other tools pass
// through, and a stopped broker, or no configuration, is a deny.
func TestProtectedBrokerOnlyHook(t *testing.T) {
	needRoot(t)
	broker := makeAccount(t, "oztbbroker")
	bob := makeAccount(t, "oztbbob") // approver
	agent := makeAccount(t, "oztbagent")
	n := newNode(t, buildTool(t, ".", "ozdesk"), broker, fmt.Sprintf("operators:\n  - {user: %s, role: approver}\n", bob.name))
	n.start(t)
	hb := filepath.Join(n.dir, "bin", "ozdesk-hook-broker")
	copyBinary(t, buildTool(t, "../ozdesk-hook-broker", "ozdesk-hook-broker", "-tags", "netgo,osusergo"), hb)
	call := func(tool, command string) string {
		in, _ := json.Marshal(map[string]any{"hook_event_name": "PreToolUse", "tool_name": tool, "session_id": "s", "cwd": "/",
			"tool_input": map[string]string{"command": command, "file_path": "/tmp/x"}})
		return string(in)
	}
	hook := func(in string, wait string) procResult {
		return agent.run(hb, in, "--config", n.config, "hook", "claude-code", "--wait", wait)
	}
	decision := func(r procResult) string {
		var out struct {
			HookSpecificOutput struct {
				PermissionDecision string `json:"permissionDecision"`
			} `json:"hookSpecificOutput"`
		}
		_ = json.Unmarshal([]byte(r.stdout), &out)
		return out.HookSpecificOutput.PermissionDecision
	}
	askState := func(command string) string {
		r := n.ozdesk(bob, "", "queue", "ls", "--all", "--json")
		var asks []struct {
			ID, Command, State string
		}
		if err := json.Unmarshal([]byte(r.stdout), &asks); err != nil {
			t.Fatalf("queue ls: %v\n%s%s", err, r.stdout, r.stderr)
		}
		for _, a := range asks {
			if a.Command == command {
				return a.State
			}
		}
		return ""
	}

	t.Run("allowed", func(t *testing.T) {
		if r := hook(call("Bash", "ls -l"), "5s"); r.code != 0 || decision(r) != "allow" {
			t.Errorf("ls -l: exit %d, %q\n%s%s", r.code, decision(r), r.stdout, r.stderr)
		}
	})
	t.Run("an ask nobody decides is denied, recorded expired", func(t *testing.T) {
		r := hook(call("Bash", "rm -rf ~/a"), "3s")
		if r.code != 0 || decision(r) != "deny" || !strings.Contains(r.stdout, "expired") {
			t.Errorf("rm -rf ~/a: exit %d, %q\n%s%s", r.code, decision(r), r.stdout, r.stderr)
		}
		if s := askState("rm -rf ~/a"); s != "expired" {
			t.Errorf("the ask is %q, want expired", s)
		}
	})
	t.Run("an ask approved at the desk is allowed", func(t *testing.T) {
		cmd := agent.command(hb, "--config", n.config, "hook", "claude-code", "--wait", "60s")
		cmd.Stdin = strings.NewReader(call("Bash", "rm -rf ~/b"))
		var out strings.Builder
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		id := n.pendingID(t, bob, "rm -rf ~/b")
		if r := n.ozdesk(bob, "", "queue", "approve", id, "--reason", "checked"); r.code != 0 {
			t.Fatalf("approve: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		if err := cmd.Wait(); err != nil || !strings.Contains(out.String(), `"permissionDecision":"allow"`) {
			t.Errorf("after the approval: %v\n%s", err, out.String())
		}
	})
	t.Run("a signal while waiting blocks and withdraws the ask", func(t *testing.T) {
		cmd := agent.command(hb, "--config", n.config, "hook", "claude-code", "--wait", "60s")
		cmd.Stdin = strings.NewReader(call("Bash", "rm -rf ~/c"))
		var stdout, stderr strings.Builder
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		n.pendingID(t, bob, "rm -rf ~/c")
		_ = cmd.Process.Signal(syscall.SIGTERM)
		err := cmd.Wait()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 2 || !strings.Contains(stderr.String(), "withdrawn") {
			t.Errorf("after SIGTERM: %v\n%s%s", err, stdout.String(), stderr.String())
		}
		deadline := time.Now().Add(10 * time.Second)
		for askState("rm -rf ~/c") == "pending" && time.Now().Before(deadline) {
			time.Sleep(50 * time.Millisecond)
		}
		if s := askState("rm -rf ~/c"); s != "withdrawn" {
			t.Errorf("the ask is %q, want withdrawn", s)
		}
	})
	t.Run("a write that may pass through a link asks", func(t *testing.T) {
		// The full build resolves such a path as the agent's account
		// (queue.AskerPaths); this one cannot, so the broker must ask.
		if r := agent.run("/bin/ln", "", "-s", "/tmp", filepath.Join(agent.home, "lnk")); r.code != 0 {
			t.Fatalf("ln: %s", r.stderr)
		}
		in := func(command string) string {
			b, _ := json.Marshal(map[string]any{"hook_event_name": "PreToolUse", "tool_name": "Bash", "session_id": "s", "cwd": agent.home,
				"tool_input": map[string]string{"command": command}})
			return string(b)
		}
		if r := hook(in("echo x > plain.txt"), "5s"); decision(r) != "allow" {
			t.Errorf("a write through no link: %q\n%s%s", decision(r), r.stdout, r.stderr)
		}
		r := hook(in("echo x > lnk/y.txt"), "2s")
		if decision(r) != "deny" || askState("echo x > lnk/y.txt") != "expired" {
			t.Errorf("a write through a link: %q, ask %q; want an ask, expired\n%s%s", decision(r), askState("echo x > lnk/y.txt"), r.stdout, r.stderr)
		}
	})
	t.Run("tools", func(t *testing.T) {
		for _, c := range []struct{ tool, want string }{{"Write", "deny"}, {"Edit", "deny"}, {"BASH", "deny"}, {"PowerShell", "deny"}, {"Read", ""}} {
			r := hook(call(c.tool, "ls"), "5s")
			if r.code != 0 || decision(r) != c.want {
				t.Errorf("%s: exit %d, %q, want %q\n%s%s", c.tool, r.code, decision(r), c.want, r.stdout, r.stderr)
			}
		}
		for _, in := range []string{"", "{", `{"tool_name":"Bash","tool_input":{"command":""}}`, `{"tool_name":"Bash","Tool_Name":"Read","tool_input":{"command":"ls"}}`} {
			if r := hook(in, "5s"); r.code != 0 || decision(r) != "deny" {
				t.Errorf("%q: exit %d, %q, want deny\n%s%s", in, r.code, decision(r), r.stdout, r.stderr)
			}
		}
	})
	t.Run("a configuration it cannot read whole is a deny", func(t *testing.T) {
		quoted := filepath.Join(n.dir, "etc", "quoted.yaml")
		if err := os.WriteFile(quoted, []byte(fmt.Sprintf("socket: %q\n", n.socket)), 0o644); err != nil {
			t.Fatal(err)
		}
		r := agent.run(hb, call("Bash", "ls"), "--config", quoted, "hook", "claude-code")
		if r.code != 0 || decision(r) != "deny" {
			t.Errorf("a quoted socket: exit %d, %q\n%s%s", r.code, decision(r), r.stdout, r.stderr)
		}
	})
	t.Run("no configuration: this build only talks to a broker", func(t *testing.T) {
		if _, err := os.Stat("/etc/ozdesk/config.yaml"); err == nil {
			t.Skip("this machine has /etc/ozdesk/config.yaml: the default path is in protected mode here")
		}
		r := agent.run(hb, call("Bash", "ls"), "hook", "claude-code")
		if r.code != 0 || decision(r) != "deny" || !strings.Contains(r.stdout, "only talks to a broker") {
			t.Errorf("no configuration: exit %d, %q\n%s%s", r.code, decision(r), r.stdout, r.stderr)
		}
	})
	brokerOnlyAdapters(t, n, hb, agent, bob, askState)
	t.Run("a stopped broker is a deny", func(t *testing.T) {
		n.stop()
		if r := hook(call("Bash", "ls"), "5s"); r.code != 0 || decision(r) != "deny" {
			t.Errorf("no broker: exit %d, %q\n%s%s", r.code, decision(r), r.stdout, r.stderr)
		}
	})
}

// pendingID waits for the pending ask of command to show in acct's queue
// and returns its ID.
func (n *node) pendingID(t *testing.T, acct account, command string) string {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		var asks []struct{ ID, Command string }
		if r := n.ozdesk(acct, "", "queue", "ls", "--json"); r.code == 0 && json.Unmarshal([]byte(r.stdout), &asks) == nil {
			for _, a := range asks {
				if a.Command == command {
					return strings.TrimLeft(a.ID, "0")
				}
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("the ask for %q was not queued", command)
	return ""
}
