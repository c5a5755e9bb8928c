package main

// End-to-end tests of `ozdesk hook codex` with the real Codex against a
// loopback mock of the Responses API (codex_harness_test.go): the model
// calls exec_command, the hook decides, and the command's side effect (a
// file) shows whether it ran.

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestCodexEndToEnd(t *testing.T) {
	codex := codexBinary(t)
	ozBin := buildOzdesk(t)
	tests := []struct {
		name    string
		command string // writes ran.txt when it runs; $NPM is the fake npm (Codex runs bash -lc, whose profile resets PATH)
		setup   func(t *testing.T, oz ozdeskCLI)
		desk    string // "approve" or "deny" a pending ask meanwhile
		hookDB  string // the hook's --db, relative to the run's root ("" for the store's)
		ran     bool
		model   string         // the function_call_output the model got holds this
		extra   map[string]any // exec_command's arguments beside cmd
	}{
		{name: "allowed", command: "touch ran.txt", ran: true},
		{name: "refused", command: "touch ran.txt",
			setup: func(t *testing.T, oz ozdeskCLI) {
				oz.must(t, "policy", "refuse", "touch ran.txt", "--reason", "no touching")
			},
			model: "no touching"},
		{name: "asked then approved", command: "$NPM publish", desk: "approve", ran: true},
		{name: "asked then denied", command: "$NPM publish", desk: "deny", model: "not today"},
		// The model picks the shell; Codex runs cmd with dash, and the
		// hook is not told (rt18h #1): bash reads one echo, dash a touch.
		// The hook cannot read it as dash will, so it asks (harness.unsure,
		// fx10b) and the operator's deny reaches the model.
		{name: "sh reads another command", command: `echo $'\\' ; touch ran.txt ; #'`, extra: map[string]any{"shell": "/bin/sh"}, desk: "deny", model: "not today"},
		{name: "store unreadable", command: "touch ran.txt", hookDB: "missing/desk.db", model: "could not be read"},
	}
	slots := harnessSlots()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			takeHarnessSlot(t, slots)
			root, oz := harnessDesk(t, ozBin, "ozcodex-")
			if tt.setup != nil {
				tt.setup(t, oz)
			}
			db := oz.db
			if tt.hookDB != "" {
				db = filepath.Join(root, tt.hookDB)
			}
			command := strings.ReplaceAll(tt.command, "$NPM", filepath.Join(root, "bin", "npm"))
			run := newCodexRun(t, codex, root, command, codexHookCommand(ozBin, "--db", db, "--wait", "60s"), fakeNpmRan(t, root))
			run.api.setExtra(tt.extra)
			wait := run.start(t)
			if tt.desk != "" {
				decideAtDesk(t, oz, tt.desk, command)
			}
			res := wait()
			if res.Err != nil {
				run.api.Log(t)
				t.Fatalf("codex: %v\nstdout: %s\nstderr: %s", res.Err, res.Stdout, res.Stderr)
			}
			checkRan(t, run.wd, tt.ran, res, func() { run.api.Log(t) })
			got := run.api.Outputs()
			if len(got) != 1 {
				run.api.Log(t)
				t.Fatalf("the model got %d function_call_outputs, want 1\nstdout: %s\nstderr: %s", len(got), res.Stdout, res.Stderr)
			}
			t.Logf("function_call_output: %s", got[0])
			if !strings.Contains(got[0], tt.model) {
				t.Errorf("function_call_output %s; want it to hold %q", got[0], tt.model)
			}
			if pending := pendingAsks(t, oz); len(pending) != 0 {
				t.Errorf("asks left pending: %+v", pending)
			}
		})
	}
}
