package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCodexApplyPatchTool: Codex's own apply_patch tool (a freeform tool
// the models of its catalog are given) reaches `ozdesk hook codex`
// through the README's snippet (its matcher names apply_patch: "Bash"
// alone does not match it), with the patch in tool_input.command; each
// file the patch writes is judged as a file tool's write. A project file
// is written; a shell profile, and authorized_keys through a link the
// project holds to the home, wait for the desk and are refused there, and
// nothing is written.
func TestCodexApplyPatchTool(t *testing.T) {
	codex := codexBinary(t)
	ozBin := buildOzdesk(t)
	tests := []struct {
		name    string
		file    func(root string) string // the patch's Add File name
		written string                   // the file the patch writes, from the root
		ran     bool
		model   string // the tool's output holds this
	}{
		{name: "a project file", file: func(string) string { return "src/new.txt" }, written: "work/src/new.txt", ran: true},
		{name: "a shell profile", file: func(root string) string { return filepath.Join(root, "home", ".bashrc") }, written: "home/.bashrc", model: "nobody decided"},
		{name: "through a link to the home", file: func(string) string { return "hh/.ssh/authorized_keys" }, written: "home/.ssh/authorized_keys", model: "nobody decided"},
	}
	slots := harnessSlots()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			takeHarnessSlot(t, slots)
			root, oz := harnessDesk(t, ozBin, "ozcodexap-")
			run := newCodexRun(t, codex, root, "", codexHookCommand(ozBin, "--db", oz.db, "--wait", "2s"))
			run.model = "gpt-5.5"
			run.writeConfig(t)
			for _, d := range []string{filepath.Join(root, "home", ".ssh"), filepath.Join(run.wd, "src")} {
				if err := os.MkdirAll(d, 0o700); err != nil {
					t.Fatal(err)
				}
			}
			if err := os.Symlink(filepath.Join(root, "home"), filepath.Join(run.wd, "hh")); err != nil {
				t.Fatal(err)
			}
			patch := "*** Begin Patch\n*** Add File: " + tt.file(root) + "\n+x\n*** End Patch\n"
			run.api.setSteps(func(string) (string, map[string]any) {
				return "apply_patch", map[string]any{customInput: patch}
			})
			res := run.start(t)()
			if res.Err != nil {
				run.api.Log(t)
				t.Fatalf("codex: %v\nstdout: %s\nstderr: %s", res.Err, res.Stdout, res.Stderr)
			}
			_, err := os.Stat(filepath.Join(root, tt.written))
			if ran := err == nil; ran != tt.ran {
				run.api.Log(t)
				t.Fatalf("%s written: %v, want %v\nstdout: %s\nstderr: %s", tt.written, ran, tt.ran, res.Stdout, res.Stderr)
			}
			got := run.api.Outputs()
			if len(got) != 1 || !strings.Contains(got[0], tt.model) {
				run.api.Log(t)
				t.Fatalf("tool outputs %q; want one holding %q", got, tt.model)
			}
			if pending := pendingAsks(t, oz); len(pending) != 0 {
				t.Errorf("asks left pending: %+v", pending)
			}
		})
	}
}
