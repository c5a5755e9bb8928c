package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// brokerOnlyAdapters holds the broker-only build's other adapters
// (gemini-cli, codex, crush) to their harnesses' own terms against the
// real broker of TestProtectedBrokerOnlyHook: an allowed command is the
// harness's allow (Codex's: no output), an ask nobody decides is its
// deny and is recorded expired, one approved at the desk its allow, the
// file tools and a malformed call its deny, other tools pass through, and
// with no configuration every one is its deny. askState says the state
// of the ask of a command.
func brokerOnlyAdapters(t *testing.T, n *node, hb string, agent, bob account, askState func(string) string) {
	hook := func(adapter, in, wait string) procResult {
		return agent.run(hb, in, "--config", n.config, "hook", adapter, "--wait", wait)
	}
	gemini := func(tool string, input map[string]any) string {
		b, _ := json.Marshal(map[string]any{"hook_event_name": "BeforeTool", "tool_name": tool, "session_id": "s", "cwd": "/", "tool_input": input})
		return string(b)
	}
	crush := func(tool string, input map[string]any) string {
		b, _ := json.Marshal(map[string]any{"event": "PreToolUse", "tool_name": tool, "session_id": "s", "cwd": "/", "tool_input": input})
		return string(b)
	}
	codex := func(tool string, input map[string]any) string {
		b, _ := json.Marshal(map[string]any{"hook_event_name": "PreToolUse", "tool_name": tool, "session_id": "s", "cwd": "/", "tool_input": input})
		return string(b)
	}
	cmd := func(command string) map[string]any { return map[string]any{"command": command} }
	// topDecision is Gemini CLI's and crush's answer: a top-level
	// decision ("" for no output or {}).
	topDecision := func(r procResult) string {
		var out struct{ Decision string }
		_ = json.Unmarshal([]byte(r.stdout), &out)
		return out.Decision
	}
	claudeDecision := func(r procResult) string {
		var out struct {
			HookSpecificOutput struct{ PermissionDecision string } `json:"hookSpecificOutput"`
		}
		_ = json.Unmarshal([]byte(r.stdout), &out)
		return out.HookSpecificOutput.PermissionDecision
	}
	approveWhile := func(t *testing.T, adapter, in, command string) string {
		t.Helper()
		c := agent.command(hb, "--config", n.config, "hook", adapter, "--wait", "60s")
		c.Stdin = strings.NewReader(in)
		var out strings.Builder
		c.Stdout, c.Stderr = &out, &out
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
		id := n.pendingID(t, bob, command)
		if r := n.ozdesk(bob, "", "queue", "approve", id, "--reason", "checked"); r.code != 0 {
			t.Fatalf("approve: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		if err := c.Wait(); err != nil {
			t.Errorf("%s after the approval: %v\n%s", adapter, err, out.String())
		}
		return out.String()
	}

	t.Run("gemini-cli", func(t *testing.T) {
		if r := hook("gemini-cli", gemini("run_shell_command", cmd("ls -l")), "5s"); r.code != 0 || topDecision(r) != "allow" {
			t.Errorf("ls -l: exit %d, %q\n%s%s", r.code, topDecision(r), r.stdout, r.stderr)
		}
		// Gemini CLI runs its rewrite of the command (bash -c cut): that
		// text is what is asked about.
		r := hook("gemini-cli", gemini("run_shell_command", cmd("bash -c 'rm -rf ~/g'")), "3s")
		if r.code != 0 || topDecision(r) != "deny" || askState("rm -rf ~/g") != "expired" {
			t.Errorf("bash -c 'rm -rf ~/g': exit %d, %q, ask %q; want deny, expired\n%s%s", r.code, topDecision(r), askState("rm -rf ~/g"), r.stdout, r.stderr)
		}
		if out := approveWhile(t, "gemini-cli", gemini("run_shell_command", cmd("rm -rf ~/g2")), "rm -rf ~/g2"); !strings.Contains(out, `"decision":"allow"`) {
			t.Errorf("approved at the desk: %s", out)
		}
		for _, c := range []struct {
			in, want string
		}{
			{gemini("write_file", map[string]any{"file_path": "/tmp/x", "content": "x"}), "deny"},
			{gemini("read_file", map[string]any{"file_path": "/tmp/x"}), ""},
			{gemini("run_shell_command", map[string]any{"command": "ls", "dir_path": 3}), "deny"},
			{strings.Replace(gemini("run_shell_command", cmd("ls")), "BeforeTool", "AfterTool", 1), "deny"},
			{`{"hook_event_name":"BeforeTool","tool_name":"run_shell_command","tool_input":{"command":"ls"}}`, "deny"},
			{"{", "deny"},
		} {
			if r := hook("gemini-cli", c.in, "5s"); r.code != 0 || topDecision(r) != c.want || r.stdout == "" {
				t.Errorf("%s: exit %d, %q, want %q\n%s%s", c.in, r.code, topDecision(r), c.want, r.stdout, r.stderr)
			}
		}
	})
	t.Run("crush", func(t *testing.T) {
		if r := hook("crush", crush("bash", cmd("ls -l")), "5s"); r.code != 0 || topDecision(r) != "allow" {
			t.Errorf("ls -l: exit %d, %q\n%s%s", r.code, topDecision(r), r.stdout, r.stderr)
		}
		r := hook("crush", crush("bash", map[string]any{"command": "rm -rf ~/k", "working_dir": "/tmp"}), "3s")
		if r.code != 0 || topDecision(r) != "deny" || askState("rm -rf ~/k") != "expired" {
			t.Errorf("rm -rf ~/k: exit %d, %q, ask %q; want deny, expired\n%s%s", r.code, topDecision(r), askState("rm -rf ~/k"), r.stdout, r.stderr)
		}
		if out := approveWhile(t, "crush", crush("bash", cmd("rm -rf ~/k2")), "rm -rf ~/k2"); !strings.Contains(out, `"decision":"allow"`) {
			t.Errorf("approved at the desk: %s", out)
		}
		for _, c := range []struct {
			in, want string
		}{
			{crush("write", map[string]any{"file_path": "/tmp/x", "content": "x"}), "deny"},
			{crush("Bash", cmd("ls")), "deny"},
			{crush("view", map[string]any{"file_path": "/tmp/x"}), ""},
			{codex("bash", cmd("ls")), "deny"}, // Claude Code's shape
			{"", "deny"},
		} {
			if r := hook("crush", c.in, "5s"); r.code != 0 || topDecision(r) != c.want {
				t.Errorf("%s: exit %d, %q, want %q\n%s%s", c.in, r.code, topDecision(r), c.want, r.stdout, r.stderr)
			}
		}
	})
	t.Run("codex", func(t *testing.T) {
		// The broker reads a Codex command as the full build's hook does
		// (askwire.Request.Codex): an everyday command is allowed (no
		// output), not asked about (it was, before the broker read it).
		if r := hook("codex", codex("Bash", cmd("ls -la /tmp")), "5s"); r.code != 0 || r.stdout != "" || askState("ls -la /tmp") != "" {
			t.Errorf("ls -la /tmp: exit %d, %q, ask %q; want no output, no ask\n%s", r.code, r.stdout, askState("ls -la /tmp"), r.stderr)
		}
		r := hook("codex", codex("Bash", cmd("rm -rf ~/x1")), "3s")
		if r.code != 0 || claudeDecision(r) != "deny" || askState("rm -rf ~/x1") != "expired" {
			t.Errorf("rm -rf ~/x1: exit %d, %q, ask %q; want deny, expired\n%s%s", r.code, claudeDecision(r), askState("rm -rf ~/x1"), r.stdout, r.stderr)
		}
		// What Codex could type into later (write_stdin), and a program
		// run under a name ozdesk cannot read, the broker refuses before
		// the policy: nothing is queued.
		for _, c := range []struct{ command, says string }{
			{"sh", "write_stdin"},
			{"python3", "write_stdin"},
			{"scp -t /tmp", "write_stdin"},
			{"exec -a foo ls", "run the program by its own name"},
		} {
			r := hook("codex", codex("Bash", cmd(c.command)), "5s")
			if r.code != 0 || claudeDecision(r) != "deny" || !strings.Contains(r.stdout, c.says) || !strings.Contains(r.stdout, "harness.codex") || askState(c.command) != "" {
				t.Errorf("%s: exit %d, %q, ask %q; want deny naming harness.codex and %q, nothing queued\n%s%s", c.command, r.code, claudeDecision(r), askState(c.command), c.says, r.stdout, r.stderr)
			}
		}
		if out := approveWhile(t, "codex", codex("exec_command", map[string]any{"cmd": "rm -rf ~/x2", "workdir": "/tmp"}), "rm -rf ~/x2"); out != "" {
			t.Errorf("approved at the desk: %q, want no output (Codex's allow)", out)
		}
		for _, c := range []struct {
			in, want string
		}{
			{codex("apply_patch", cmd("*** Begin Patch\n*** Add File: x\n+x\n*** End Patch\n")), "deny"},
			{codex("Bash", map[string]any{"command": "ls", "shell": "zsh"}), "deny"},
			{codex("Bash", map[string]any{"command": "ls", "cmd": "id"}), "deny"},
			{codex("Read", map[string]any{"file_path": "/tmp/x"}), ""},
			{strings.Replace(codex("Bash", cmd("ls")), "PreToolUse", "PostToolUse", 1), "deny"},
			{"null", "deny"},
		} {
			if r := hook("codex", c.in, "5s"); r.code != 0 || claudeDecision(r) != c.want {
				t.Errorf("%s: exit %d, %q, want %q\n%s%s", c.in, r.code, claudeDecision(r), c.want, r.stdout, r.stderr)
			}
		}
	})
	t.Run("the broker reads the command as the harness's shell does", func(t *testing.T) {
		// This build links no shell parser: it names Claude Code's shell
		// (CLAUDE_CODE_SHELL) and the broker reads the command as zsh
		// does, where == in [ ] is an error, not bash's test.
		zsh := filepath.Join(n.dir, "bin", "zsh")
		copyBinary(t, "/bin/sh", zsh)
		plain := filepath.Join(n.dir, "plain")
		if err := os.Mkdir(plain, 0o755); err != nil {
			t.Fatal(err)
		}
		mustAsk := func(command string) string {
			r := n.ozdesk(bob, "", "queue", "ls", "--all", "--json")
			var asks []struct {
				Command string
				MustAsk string `json:"must_ask"`
			}
			if err := json.Unmarshal([]byte(r.stdout), &asks); err != nil {
				t.Fatalf("queue ls: %v\n%s%s", err, r.stdout, r.stderr)
			}
			for _, a := range asks {
				if a.Command == command {
					return a.MustAsk
				}
			}
			return ""
		}
		run := func(shell, command string) procResult {
			c := agent.command(hb, "--config", n.config, "hook", "claude-code", "--wait", "2s")
			c.Env = append(c.Env, "CLAUDE_CODE_SHELL="+shell)
			// In a directory that holds no link (the agent's home has one).
			in, _ := json.Marshal(map[string]any{"hook_event_name": "PreToolUse", "tool_name": "Bash", "session_id": "s", "cwd": plain, "tool_input": cmd(command)})
			c.Stdin = bytes.NewReader(in)
			var out, errOut bytes.Buffer
			c.Stdout, c.Stderr = &out, &errOut
			return waitProc(c, c.Run(), &out, &errOut)
		}
		// Under bash no reason to ask names a shell (the link gate's own
		// may stand: it looks at words, not at shells).
		if r := run("/bin/bash", "[ zy == zy ] && ls"); strings.Contains(mustAsk("[ zy == zy ] && ls"), "runs commands with") {
			t.Errorf("under bash: %q, must ask %q; want no shell's doubt\n%s%s", claudeDecision(r), mustAsk("[ zy == zy ] && ls"), r.stdout, r.stderr)
		}
		if r := run(zsh, "[ zz == zz ] && ls"); claudeDecision(r) != "deny" || !strings.Contains(mustAsk("[ zz == zz ] && ls"), "zsh`, which") {
			t.Errorf("under zsh: %q, must ask %q; want an ask saying what zsh reads otherwise\n%s%s", claudeDecision(r), mustAsk("[ zz == zz ] && ls"), r.stdout, r.stderr)
		}
	})
	t.Run("no configuration", func(t *testing.T) {
		if _, err := os.Stat("/etc/ozdesk/config.yaml"); err == nil {
			t.Skip("this machine has /etc/ozdesk/config.yaml: the default path is in protected mode here")
		}
		for _, c := range []struct {
			adapter, in string
			decision    func(procResult) string
		}{
			{"gemini-cli", gemini("run_shell_command", cmd("ls")), topDecision},
			{"crush", crush("bash", cmd("ls")), topDecision},
			{"codex", codex("Bash", cmd("ls")), claudeDecision},
		} {
			r := agent.run(hb, c.in, "hook", c.adapter)
			if r.code != 0 || c.decision(r) != "deny" || !strings.Contains(r.stdout, "only talks to a broker") {
				t.Errorf("%s with no configuration: exit %d, %q\n%s%s", c.adapter, r.code, c.decision(r), r.stdout, r.stderr)
			}
		}
		// A bad flag is a refusal in the harness's terms too.
		if r := agent.run(hb, gemini("run_shell_command", cmd("ls")), "hook", "gemini-cli", "--wait", "x"); r.code != 0 || topDecision(r) != "deny" {
			t.Errorf("gemini-cli --wait x: exit %d, %q\n%s%s", r.code, topDecision(r), r.stdout, r.stderr)
		}
	})
}
