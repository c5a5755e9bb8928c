package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestHookCodexWorkdirIsTheCall: `ozdesk hook codex` started in another
// directory than the call's cwd (the project's parent, /, /tmp) answers
// as when it is started in the project, and its audit's workdir is the
// project (rt37h D2: from the parent, `echo {} > .claude/settings.json`
// and an apply_patch adding it were allowed, judged with the parent as
// the workdir). Real processes, one store.
func TestHookCodexWorkdirIsTheCall(t *testing.T) {
	ozBin := buildOzdesk(t)
	root := t.TempDir()
	project := filepath.Join(root, "proj")
	if err := os.MkdirAll(project, 0o755); err != nil {
		t.Fatal(err)
	}
	oz := ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
	oz.must(t, "init")
	patch := "*** Begin Patch\n*** Add File: .claude/settings.json\n+{\"hooks\":{}}\n*** End Patch\n"
	calls := []struct {
		name  string
		tool  string
		input map[string]any
	}{
		{"settings by redirection", "Bash", map[string]any{"command": "echo {} > .claude/settings.json"}},
		{"mcp servers", "Bash", map[string]any{"command": "echo {} > .mcp.json"}},
		{"codex hooks", "Bash", map[string]any{"command": "echo {} > .codex/hooks.json"}},
		{"settings by apply_patch", "apply_patch", map[string]any{"command": patch}},
		{"everyday", "Bash", map[string]any{"command": "ls -la"}},
		{"delete in the project", "Bash", map[string]any{"command": "rm -rf build"}},
	}
	hook := func(t *testing.T, dir, tool string, input map[string]any) string {
		t.Helper()
		in, _ := json.Marshal(map[string]any{"session_id": "s", "cwd": project, "hook_event_name": "PreToolUse",
			"tool_name": tool, "tool_input": input, "tool_use_id": "x"})
		cmd := exec.Command(ozBin, "--db", oz.db, "hook", "codex", "--wait", "1s")
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+filepath.Join(root, "state"))
		cmd.Stdin = bytes.NewReader(in)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("hook codex in %s: %v", dir, err)
		}
		if strings.Contains(string(out), "deny") {
			return "deny"
		}
		return strings.TrimSpace(string(out))
	}
	want := map[string]string{}
	for _, c := range calls {
		want[c.name] = hook(t, project, c.tool, c.input)
	}
	for _, name := range []string{"settings by redirection", "mcp servers", "codex hooks", "settings by apply_patch"} {
		if want[name] != "deny" {
			t.Fatalf("%s, started in the project: %q; want deny", name, want[name])
		}
	}
	for _, name := range []string{"everyday", "delete in the project"} {
		if want[name] != "" {
			t.Fatalf("%s, started in the project: %q; want nothing (allowed)", name, want[name])
		}
	}
	for _, dir := range []string{root, "/", os.TempDir()} {
		for _, c := range calls {
			if got := hook(t, dir, c.tool, c.input); got != want[c.name] {
				t.Errorf("%s, started in %s: %q; started in the project: %q", c.name, dir, got, want[c.name])
			}
		}
	}
	// Every judged call's audit names the project as its workdir.
	n := 0
	for _, line := range bytes.Split(bytes.TrimSpace(oz.must(t, "audit", "--json")), []byte("\n")) {
		var rec struct {
			Kind string `json:"kind"`
			Data struct {
				Context map[string]any `json:"context"`
			} `json:"data"`
		}
		if err := json.Unmarshal(line, &rec); err != nil {
			t.Fatalf("audit line %s: %v", line, err)
		}
		ctx := rec.Data.Context
		if rec.Kind != "evaluate" || ctx == nil {
			continue
		}
		n++
		if wd := ctx["workdir"]; wd != project {
			t.Errorf("audit %s: workdir %v; want %s", line, wd, project)
		}
	}
	if want := 4 * len(calls); n < want {
		t.Fatalf("%d evaluations audited; want at least %d", n, want)
	}
}

// TestHookClaudePowerShell: `ozdesk hook claude-code`, a real process,
// denies Claude Code's PowerShell tool (rt37h D3), and its help's
// settings snippet names the tool in the matcher.
func TestHookClaudePowerShell(t *testing.T) {
	ozBin := buildOzdesk(t)
	root := t.TempDir()
	oz := ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
	oz.must(t, "init")
	in, _ := json.Marshal(map[string]any{"session_id": "s", "cwd": root, "hook_event_name": "PreToolUse",
		"tool_name": "PowerShell", "tool_input": map[string]any{"command": "rm -rf ~"}, "tool_use_id": "x"})
	cmd := exec.Command(ozBin, "--db", oz.db, "hook", "claude-code", "--wait", "1s")
	cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+filepath.Join(root, "state"))
	cmd.Stdin = bytes.NewReader(in)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("hook claude-code: %v", err)
	}
	var reply struct {
		Out struct {
			Decision string `json:"permissionDecision"`
			Reason   string `json:"permissionDecisionReason"`
		} `json:"hookSpecificOutput"`
	}
	if err := json.Unmarshal(out, &reply); err != nil || reply.Out.Decision != "deny" || !strings.Contains(reply.Out.Reason, "PowerShell") {
		t.Fatalf("hook said %s (%v); want a deny naming PowerShell", out, err)
	}
	help := oz.must(t, "hook", "claude-code", "--help")
	if !bytes.Contains(help, []byte(`"matcher": "Bash|PowerShell|`)) {
		t.Errorf("hook claude-code --help's snippet does not name PowerShell in its matcher:\n%s", help)
	}
}
