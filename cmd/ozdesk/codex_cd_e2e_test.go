package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCodexCdHookDir (rt37h D2, checked with the real Codex 0.171): Codex
// started in one directory with -C naming another (the project) starts
// its hooks in the project, not where it was started, and sends the
// project as the call's cwd; the command runs there. `hook codex` judges
// with the project as its workdir.
func TestCodexCdHookDir(t *testing.T) {
	codex := codexBinary(t)
	ozBin := buildOzdesk(t)
	takeHarnessSlot(t, harnessSlots())
	root, oz := harnessDesk(t, ozBin, "ozcodexcd-")
	// The hook's command records the directory it runs in, then is the
	// README's hook.
	hook := "pwd > " + shellQuote(filepath.Join(root, "hook-pwd")) + "; exec " + codexHookCommand(ozBin, "--db", oz.db, "--wait", "60s")
	run := newCodexRun(t, codex, root, "touch ran.txt", hook)
	run.dir, run.args = root, []string{"-C", run.wd}
	res := run.start(t)()
	if res.Err != nil {
		run.api.Log(t)
		t.Fatalf("codex: %v\nstdout: %s\nstderr: %s", res.Err, res.Stdout, res.Stderr)
	}
	checkRan(t, run.wd, true, res, func() { run.api.Log(t) })
	pwd, err := os.ReadFile(filepath.Join(root, "hook-pwd"))
	if err != nil {
		t.Fatalf("the hook did not run: %v", err)
	}
	t.Logf("codex started in %s with -C %s: the hook ran in %s", root, run.wd, bytes.TrimSpace(pwd))
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
		if rec.Kind != "evaluate" || rec.Data.Context == nil {
			continue
		}
		n++
		t.Logf("audit context: %v", rec.Data.Context)
		if cwd, wd := rec.Data.Context["cwd"], rec.Data.Context["workdir"]; cwd != run.wd || wd != run.wd {
			t.Errorf("audit %s: cwd %v, workdir %v; want both %s", line, cwd, wd, run.wd)
		}
	}
	if n != 1 {
		t.Fatalf("%d evaluations audited; want 1", n)
	}
	if got := strings.TrimSpace(string(pwd)); got != run.wd {
		t.Errorf("the hook ran in %s; want %s, the directory -C named", got, run.wd)
	}
}

// TestCodexWorkdirHookDir (rt37h D2, checked with the real Codex 0.171):
// a model's exec_command with a workdir below the session's directory
// runs the command there, but the hook runs in the session's directory
// and is sent the workdir as the call's cwd, not in tool_input (as rt18h
// #2 measured with an older Codex).
func TestCodexWorkdirHookDir(t *testing.T) {
	codex := codexBinary(t)
	ozBin := buildOzdesk(t)
	takeHarnessSlot(t, harnessSlots())
	root, oz := harnessDesk(t, ozBin, "ozcodexwd-")
	in := filepath.Join(root, "hook-in")
	hook := "pwd > " + shellQuote(filepath.Join(root, "hook-pwd")) + "; tee " + shellQuote(in) + " | " + codexHookCommand(ozBin, "--db", oz.db, "--wait", "60s")
	run := newCodexRun(t, codex, root, "touch ran.txt", hook)
	sub := filepath.Join(run.wd, "sub")
	if err := os.Mkdir(sub, 0o700); err != nil {
		t.Fatal(err)
	}
	run.api.setExtra(map[string]any{"workdir": "sub"})
	res := run.start(t)()
	if res.Err != nil {
		run.api.Log(t)
		t.Fatalf("codex: %v\nstdout: %s\nstderr: %s", res.Err, res.Stdout, res.Stderr)
	}
	checkRan(t, sub, true, res, func() { run.api.Log(t) })
	pwd, err := os.ReadFile(filepath.Join(root, "hook-pwd"))
	if err != nil {
		t.Fatalf("the hook did not run: %v", err)
	}
	input, err := os.ReadFile(in)
	if err != nil {
		t.Fatal(err)
	}
	var call struct {
		Cwd       string         `json:"cwd"`
		ToolInput map[string]any `json:"tool_input"`
	}
	if err := json.Unmarshal(input, &call); err != nil {
		t.Fatalf("the hook's input %s: %v", input, err)
	}
	if got := strings.TrimSpace(string(pwd)); got != run.wd || call.Cwd != sub || call.ToolInput["workdir"] != nil {
		t.Errorf("the hook ran in %s with cwd %s and tool_input %v; want it in %s, with cwd %s and no workdir in tool_input", got, call.Cwd, call.ToolInput, run.wd, sub)
	}
}
