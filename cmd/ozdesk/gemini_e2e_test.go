package main

// End-to-end tests of `ozdesk hook gemini-cli` with the real Gemini CLI
// against a loopback mock of its model API (gemini_harness_test.go): the
// model calls run_shell_command, the hook decides, and the command's side
// effect (a file) shows whether it ran.

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestGeminiCLIEndToEnd(t *testing.T) {
	gemini := geminiBinary(t)
	ozBin := buildOzdesk(t)
	tests := []struct {
		name    string
		command string // writes ran.txt when it runs
		setup   func(t *testing.T, oz ozdeskCLI)
		desk    string // "approve" or "deny" a pending ask meanwhile
		hookDB  string // the hook's --db, relative to the run's root ("" for the store's)
		ran     bool
		model   string // the functionResponse the model got holds this
	}{
		{name: "allowed", command: "touch ran.txt", ran: true},
		{name: "refused", command: "touch ran.txt",
			setup: func(t *testing.T, oz ozdeskCLI) {
				oz.must(t, "policy", "refuse", "touch ran.txt", "--reason", "no touching")
			},
			model: "no touching"},
		{name: "asked then approved", command: "npm publish", desk: "approve", ran: true},
		{name: "asked then denied", command: "npm publish", desk: "deny", model: "not today"},
		// Gemini CLI cuts the wrapper and drops the quotes, and trims
		// Unicode spaces, before it runs the command (rt18h #3).
		{name: "wrapper stripped", command: "bash -c 'echo x' '; touch ran.txt #'",
			setup: func(t *testing.T, oz ozdeskCLI) {
				oz.must(t, "policy", "refuse", "touch ran.txt", "--reason", "no touching")
			},
			model: "no touching"},
		{name: "unicode space trimmed", command: "\u00a0touch ran.txt",
			setup: func(t *testing.T, oz ozdeskCLI) {
				oz.must(t, "policy", "refuse", "touch ran.txt", "--reason", "no touching")
			},
			model: "no touching"},
		// A store that cannot be read fails closed.
		{name: "store unreadable", command: "touch ran.txt", hookDB: "missing/desk.db", model: "could not be read"},
	}
	slots := harnessSlots()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			takeHarnessSlot(t, slots)
			root, oz := harnessDesk(t, ozBin, "ozgem-")
			if tt.setup != nil {
				tt.setup(t, oz)
			}
			db := oz.db
			if tt.hookDB != "" {
				db = filepath.Join(root, tt.hookDB)
			}
			hook := geminiHookCommand(ozBin, "--db", db, "--wait", "60s")
			run := newGeminiRun(t, gemini, root, tt.command, hook, fakeNpmRan(t, root))
			wait := run.start(t)
			if tt.desk != "" {
				decideAtDesk(t, oz, tt.desk, tt.command)
			}
			res := wait()
			if res.Err != nil {
				run.api.Log(t)
				t.Fatalf("gemini: %v\nstdout: %s\nstderr: %s", res.Err, res.Stdout, res.Stderr)
			}
			checkRan(t, run.wd, tt.ran, res, func() { run.api.Log(t) })
			got := run.api.Responses()
			if len(got) != 1 {
				run.api.Log(t)
				t.Fatalf("the model got %d functionResponses, want 1", len(got))
			}
			t.Logf("functionResponse: %s", got[0])
			if !strings.Contains(got[0], tt.model) {
				t.Errorf("functionResponse %s; want it to hold %q", got[0], tt.model)
			}
			if pending := pendingAsks(t, oz); len(pending) != 0 && tt.hookDB == "" {
				t.Errorf("asks left pending: %+v", pending)
			}
		})
	}
}
