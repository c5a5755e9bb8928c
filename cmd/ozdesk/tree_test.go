package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestAdapterTree: a harness's call (hook, ask, shell) runs in a tree of
// the root and that command alone; it must parse, answer and fail exactly
// as the whole tree does: the same output, errors and exit code.
func TestAdapterTree(t *testing.T) {
	db := filepath.Join(t.TempDir(), "none", "desk.db") // never made: every call that reaches the store fails closed
	made := filepath.Join(t.TempDir(), "desk.db")
	t.Setenv("OZDESK_OPERATOR", "tree")
	if r := runTree(t, []string{"--db", made, "init"}, "", true); !strings.HasPrefix(r, "exit 0") {
		t.Fatalf("ozdesk init: %s", r)
	}
	for i, tc := range treeCases(db, made) {
		if tc.execs {
			continue // TestAdapterBuild runs it, as processes
		}
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			t.Setenv("OZDESK_DB", "")
			whole := runTree(t, tc.args, tc.stdin, true)
			alone := runTree(t, tc.args, tc.stdin, false)
			if whole != alone {
				t.Errorf("%q: the whole tree and the command alone differ:\nwhole: %s\nalone: %s", tc.args, whole, alone)
			}
		})
	}
}

// treeCase is one harness's call: its arguments and standard input.
type treeCase struct {
	args  []string
	stdin string
	// execs: the call, allowed, becomes bash (ozdesk shell's
	// syscall.Exec), so it runs only as a process: run in the test
	// process, bash would take its place and end it with exit 0, and go
	// test would report ok for the tests that never ran.
	execs bool
}

// treeCases are the calls TestAdapterTree and TestAdapterBuild run: db is
// a store never made, made one that is.
func treeCases(db, made string) []treeCase {
	claude := `{"session_id":"s","cwd":"/tmp","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls"}}`
	gemini := `{"session_id":"s","cwd":"/tmp","hook_event_name":"BeforeTool","tool_name":"run_shell_command","tool_input":{"command":"ls"}}`
	return []treeCase{
		{[]string{"hook"}, "", false},
		{[]string{"hook", "--help"}, "", false},
		{[]string{"hook", "nope"}, "", false},
		{[]string{"hook", "claude-code", "--help"}, "", false},
		{[]string{"hook", "claude-code", "--bogus"}, "", false},
		{[]string{"hook", "claude-code", "extra"}, "", false},
		{[]string{"hook", "claude-code", "--wait", "0s"}, claude, false},
		{[]string{"--db", db, "hook", "claude-code"}, "not json", false},
		{[]string{"--db", db, "hook", "claude-code"}, claude, false},
		{[]string{"--db=" + db, "hook", "claude-code"}, strings.Replace(claude, `"Bash"`, `"Read"`, 1), false},
		{[]string{"--db", db, "hook", "gemini-cli"}, gemini, false},
		{[]string{"--db", db, "hook", "gemini-cli"}, "{", false},
		{[]string{"--db", db, "hook", "codex"}, claude, false},
		{[]string{"--db", db, "--operator", "x", "hook", "codex"}, "", false},
		{[]string{"--db", made, "hook", "claude-code"}, claude, false},
		{[]string{"--db", made, "hook", "claude-code", "--local-ask"}, strings.Replace(strings.Replace(claude, `"ls"`, `"rm -rf ~"`, 1), `"cwd"`, `"permission_mode":"default","cwd"`, 1), false},
		{[]string{"--db", made, "hook", "gemini-cli"}, gemini, false},
		{[]string{"--db", made, "hook", "codex"}, claude, false},
		{[]string{"--db", made, "ask", "--agent", "a", "--", "ls"}, "", false},
		{[]string{"--db", made, "shell", "-c", "echo tree"}, "", true},
		{[]string{"ask", "--help"}, "", false},
		{[]string{"ask"}, "", false},
		{[]string{"--db", db, "ask", "--agent", "a", "--", "ls"}, "", false},
		{[]string{"shell", "--help"}, "", false},
		{[]string{"shell"}, "", false},
		{[]string{"--db", db, "shell", "-c", "true"}, "", false},
	}
}

// runTree runs args in the whole tree or the tree commandTree builds, and
// returns the exit code and what was written.
func runTree(t *testing.T, args []string, stdin string, whole bool) string {
	t.Helper()
	var out, errOut bytes.Buffer
	a := &app{stdin: strings.NewReader(stdin), stdout: &out, stderr: &errOut}
	root := a.commandTree(args)
	if whole {
		root = a.rootCommand()
	} else if len(root.Commands()) != 1 {
		t.Fatalf("the tree for %q holds %d commands, not the one", args, len(root.Commands()))
	}
	code := a.executeIn(root, args)
	return "exit " + strconv.Itoa(code) + "\nstdout:\n" + out.String() + "\nstderr:\n" + errOut.String()
}

// TestAdapterBuild: the adapter-only build (go build -tags
// ozdesk_adapters,netgo,osusergo, tree_adapters.go) answers every harness's call exactly
// as the full binary does, as processes: the same output, errors and exit
// code, in direct mode and through a broker (and failing closed when the
// broker is gone); and it refuses every other command, and the desk, as
// a usage error.
func TestAdapterBuild(t *testing.T) {
	t.Parallel() // processes and temporary directories of its own: its builds overlap the other tests' waits
	full := buildTool(t, ".", "ozdesk")
	lean := buildTool(t, ".", "ozdesk-hook", "-tags", adapterTags)
	db := filepath.Join(t.TempDir(), "none", "desk.db")
	made := filepath.Join(t.TempDir(), "desk.db")
	env := []string{"OZDESK_OPERATOR=tree", "OZDESK_DB="}
	if r := runProc(full, env, "", "--db", made, "init"); r.code != 0 {
		t.Fatalf("ozdesk init: exit %d: %s", r.code, r.stderr)
	}
	for i, tc := range treeCases(db, made) {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			want := runProc(full, env, tc.stdin, tc.args...)
			got := runProc(lean, env, tc.stdin, tc.args...)
			if got.code != want.code || got.stdout != want.stdout || got.stderr != want.stderr {
				t.Errorf("%q: the adapter build and the full binary differ:\nfull: exit %d\n%s\n%s\nadapters: exit %d\n%s\n%s",
					tc.args, want.code, want.stdout, want.stderr, got.code, got.stdout, got.stderr)
			}
		})
	}
	t.Run("protected", func(t *testing.T) {
		if os.Getuid() != 0 {
			t.Skip("protected mode's configuration must be root's: run as root")
		}
		config := benchBroker(t)
		gone := filepath.Join(t.TempDir(), "gone.yaml") // a socket nobody listens on: fails closed
		if err := os.WriteFile(gone, []byte("socket: "+filepath.Join(t.TempDir(), "none.sock")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, cfg := range []string{config, gone} {
			for _, ac := range adapterCases() {
				args := append([]string{"--config", cfg}, ac.args...)
				want := runProc(full, nil, ac.stdin, args...)
				got := runProc(lean, nil, ac.stdin, args...)
				if got.code != want.code || got.stdout != want.stdout || got.stderr != want.stderr {
					t.Errorf("%q: the adapter build and the full binary differ:\nfull: exit %d\n%s\n%s\nadapters: exit %d\n%s\n%s",
						args, want.code, want.stdout, want.stderr, got.code, got.stdout, got.stderr)
				}
				if cfg == config && !ac.allows(got) {
					t.Errorf("%q through the broker: exit %d, stdout %q, stderr %q; want an allow", args, got.code, got.stdout, got.stderr)
				}
			}
		}
	})
	for _, args := range [][]string{{}, {"policy", "list"}, {"serve"}, {"--db", made, "queue", "ls"}} {
		r := runProc(lean, env, "", args...)
		if r.code != exitUsage || !strings.Contains(r.stderr, "answers harnesses only") {
			t.Errorf("adapter build %q: exit %d, stderr %q; want exit %d naming the full ozdesk", args, r.code, r.stderr, exitUsage)
		}
	}
}

// TestAdapterRootBare: a harness's call (its command's help here, which
// runs the whole of cobra's execution) reads no version string and makes
// no completion command, which no such call can reach: some 0.09 M
// instructions of every call. The whole tree keeps both.
func TestAdapterRootBare(t *testing.T) {
	for _, args := range [][]string{{"hook", "claude-code", "--help"}, {"ask", "--help"}, {"shell", "--help"}, {"--help"}} {
		a := &app{stdin: strings.NewReader(""), stdout: io.Discard, stderr: io.Discard}
		root := a.commandTree(args)
		if code := a.executeIn(root, args); code != exitOK {
			t.Fatalf("%q: exit %d", args, code)
		}
		completion := false
		for _, c := range root.Commands() {
			completion = completion || c.Name() == "completion"
		}
		whole := args[0] == "--help"
		if (root.Version != "") != whole || completion != whole {
			t.Errorf("%q: version %q, a completion command %v; want both only in the whole tree", args, root.Version, completion)
		}
	}
}
