package main

// End-to-end tests of ozdesk's opencode plugin (`ozdesk hook opencode
// --plugin`) in the real opencode against a loopback mock of a chat
// completions API (opencode_harness_test.go): the model calls bash, the
// plugin asks ozdesk, and the command's side effect (a file) shows whether
// it ran.

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestOpencodeEndToEnd(t *testing.T) {
	t.Parallel() // its own home, roots, mock API and processes: its waits overlap the other tests'
	opencode := opencodeBinary(t)
	ozBin := buildOzdesk(t)
	home := t.TempDir()
	tests := []struct {
		name    string
		command string // writes ran.txt when it runs
		setup   func(t *testing.T, oz ozdeskCLI)
		plugin  []string // the plugin's flags beyond --wait
		project bool     // the plugin in the project's .opencode/plugin (else the home's)
		desk    string   // "approve" or "deny" a pending ask meanwhile
		db      string   // OZDESK_DB for opencode, relative to the run's root ("" for the store's)
		shell   string   // opencode's $SHELL ("" for the test's)
		asked   string   // the ask's command, when not command
		ran     bool
		model   string // the tool result the model got holds this
		// dollarPWD: ran.txt holds the text $PWD, which the command
		// names in single quotes.
		dollarPWD bool
	}{
		{name: "allowed, the plugin in the project", command: "touch ran.txt", project: true, ran: true},
		{name: "refused", command: "touch ran.txt",
			setup: func(t *testing.T, oz ozdeskCLI) {
				oz.must(t, "policy", "refuse", "touch ran.txt", "--reason", "no touching")
			},
			model: "ozdesk: refuse: rule r1: no touching"},
		{name: "asked then approved", command: "npm publish", desk: "approve", ran: true},
		{name: "asked then denied", command: "npm publish", desk: "deny", model: "not today"},
		{name: "store unreadable", command: "touch ran.txt", db: "missing/desk.db", model: "could not be read"},
		// rt18h #5: dash reads $'\' as $ and a quoted \, and runs the rest:
		// asked about at the desk whatever the policy says (fx10b #1).
		{name: "dash reads it otherwise", command: `echo $'\' ; touch ran.txt ; #'`, shell: "/bin/sh", desk: "deny",
			model: "not today"},
		// rt37h D8: opencode 1.18.33's bash tool runs SHELL -c command, one
		// pass (its Shell.args eval "<JSON>" script is not what the tool
		// runs): a $(…) or $PWD inside single quotes stays text, so the
		// command is judged as it is, not as eval "…" (which asked about
		// every command holding $ or a backquote). Before, the plugin sent
		// eval "…" and both of these waited at the desk.
		{name: "bash leaves single quotes alone", command: `echo '$(touch ran.txt)'`, shell: "/bin/bash", model: "$(touch ran.txt)"},
		{name: "bash expands once", command: `printf %s '$PWD' > ran.txt; echo $HOME`, shell: "/bin/bash", ran: true, dollarPWD: true},
		{name: "bash runs a newline as one", command: "echo \"a b\"\ntouch ran.txt", shell: "/bin/bash", ran: true},
		{name: "ozdesk missing", command: "touch ran.txt", plugin: []string{"--ozdesk", "/nonexistent/ozdesk"}, model: "ozdesk could not be run"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			oz := ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
			oz.must(t, "init")
			if tt.setup != nil {
				tt.setup(t, oz)
			}
			db := oz.db
			if tt.db != "" {
				db = filepath.Join(root, tt.db)
			}
			plugin := opencodePlugin(t, ozBin, append([]string{"--wait", "90s"}, tt.plugin...)...)
			env := []string{"OZDESK_DB=" + db, fakeNpmRan(t, root)}
			if tt.shell != "" {
				env = append(env, "SHELL="+tt.shell)
			}
			run := newOpencodeRun(t, opencode, home, root, tt.command, plugin, tt.project, env...)
			wait := run.start(t)
			if tt.desk != "" {
				asked := tt.command
				if tt.asked != "" {
					asked = tt.asked
				}
				decideAtDesk(t, oz, tt.desk, asked)
			}
			res := wait()
			if res.Err != nil {
				run.api.Log(t)
				t.Fatalf("opencode: %v\nstdout: %s\nstderr: %s", res.Err, res.Stdout, res.Stderr)
			}
			checkRan(t, run.wd, tt.ran, res, func() { run.api.Log(t) })
			if tt.dollarPWD {
				if b, err := os.ReadFile(filepath.Join(run.wd, "ran.txt")); err != nil || string(b) != "$PWD" {
					t.Errorf("ran.txt holds %q (%v); want $PWD, left alone inside single quotes", b, err)
				}
			}
			got := run.api.Results()
			if len(got) != 1 {
				run.api.Log(t)
				t.Fatalf("the model got %d tool results, want 1\nstdout: %s\nstderr: %s", len(got), res.Stdout, res.Stderr)
			}
			t.Logf("tool result: %s", got[0])
			if !strings.Contains(got[0], tt.model) {
				t.Errorf("tool result %q; want it to hold %q", got[0], tt.model)
			}
			if pending := pendingAsks(t, oz); len(pending) != 0 && tt.db == "" {
				t.Errorf("asks left pending: %+v", pending)
			}
		})
	}
}

// TestOpencodeFileToolsEndToEnd (rt18i #9): the real opencode's write
// tool, called by the model, goes through the plugin too: a new plugin in
// .opencode/plugin (code opencode runs at its next start) waits for the
// desk and, nobody deciding, is never written; a note in the project is
// left to opencode's own permission, and written.
func TestOpencodeFileToolsEndToEnd(t *testing.T) {
	t.Parallel() // its own home, roots, mock API and processes: its waits overlap the other tests'
	opencode := opencodeBinary(t)
	ozBin := buildOzdesk(t)
	home := t.TempDir()
	tests := []struct {
		name    string
		file    string // relative to the project
		written bool
		model   string // the tool result the model got holds this
		// dollarPWD: ran.txt holds the text $PWD, which the command
		// names in single quotes.
		dollarPWD bool
	}{
		{name: "a plugin waits and is refused", file: ".opencode/plugin/evil.js", model: "ozdesk: "},
		{name: "a note is written", file: "notes.txt", written: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			oz := ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
			oz.must(t, "init")
			plugin := opencodePlugin(t, ozBin, "--wait", "3s")
			run := newOpencodeRun(t, opencode, home, root, "", plugin, true, "OZDESK_DB="+oz.db)
			target := filepath.Join(run.wd, tt.file)
			run.api.setTool("write", map[string]any{"filePath": target, "content": "export const X = async () => ({})\n"})
			res := run.start(t)()
			if res.Err != nil {
				run.api.Log(t)
				t.Fatalf("opencode: %v\nstdout: %s\nstderr: %s", res.Err, res.Stdout, res.Stderr)
			}
			if _, err := os.Stat(target); (err == nil) != tt.written {
				run.api.Log(t)
				t.Fatalf("%s written: %v, want %v\nstdout: %s\nstderr: %s", tt.file, err == nil, tt.written, res.Stdout, res.Stderr)
			}
			got := run.api.Results()
			if len(got) != 1 || !strings.Contains(got[0], tt.model) {
				run.api.Log(t)
				t.Errorf("tool results %q; want one holding %q", got, tt.model)
			}
			if pending := pendingAsks(t, oz); len(pending) != 0 {
				t.Errorf("asks left pending: %+v", pending)
			}
		})
	}
}
