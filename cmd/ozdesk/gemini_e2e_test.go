package main

// End-to-end tests of `ozdesk hook gemini-cli` with the real Gemini CLI
// against a loopback mock of its model API (gemini_harness_test.go): the
// model calls run_shell_command, the hook decides, and the command's side
// effect (a file) shows whether it ran.

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
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
		// A store that cannot be read fails closed.
		{name: "store unreadable", command: "touch ran.txt", hookDB: "missing/desk.db", model: "could not be read"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, err := os.MkdirTemp("", "ozgem-")
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = os.RemoveAll(root) })
			oz := ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
			oz.must(t, "init")
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
				ask := waitPendingAsk(t, oz, tt.command)
				args := []string{"queue", tt.desk, ask.id()}
				if tt.desk == "deny" {
					args = append(args, "--reason", "not today")
				}
				oz.must(t, args...)
			}
			res := wait()
			if res.Err != nil {
				run.api.Log(t)
				t.Fatalf("gemini: %v\nstdout: %s\nstderr: %s", res.Err, res.Stdout, res.Stderr)
			}
			_, err = os.Stat(filepath.Join(run.wd, "ran.txt"))
			if ran := err == nil; ran != tt.ran {
				run.api.Log(t)
				t.Fatalf("the command ran: %v, want %v\nstdout: %s\nstderr: %s", ran, tt.ran, res.Stdout, res.Stderr)
			}
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

// fakeNpmRan puts an `npm` first on the PATH that writes ran.txt in the
// directory it runs in, and does nothing else: the asked command (`npm
// publish`, which the default rules ask about) is harmless, and the file
// proves that it ran.
func fakeNpmRan(t *testing.T, root string) string {
	t.Helper()
	dir := filepath.Join(root, "bin")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "npm"), []byte("#!/bin/sh\necho \"npm $*\" > ran.txt\n"), 0o700); err != nil {
		t.Fatal(err)
	}
	return "PATH=" + dir + string(os.PathListSeparator) + os.Getenv("PATH")
}

// waitPendingAsk returns the pending ask of command once it is queued.
func waitPendingAsk(t *testing.T, oz ozdeskCLI, command string) queuedAsk {
	t.Helper()
	for deadline := time.Now().Add(90 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		for _, a := range pendingAsks(t, oz) {
			if a.Command == command {
				return a
			}
		}
	}
	t.Fatalf("no pending ask of %q appeared in the queue within 90 s", command)
	return queuedAsk{}
}

// pendingAsks lists the pending asks (none when the store is busy).
func pendingAsks(t *testing.T, oz ozdeskCLI) []queuedAsk {
	t.Helper()
	var out []queuedAsk
	for _, a := range oz.queue(t) {
		if a.State == "pending" {
			out = append(out, a)
		}
	}
	return out
}
