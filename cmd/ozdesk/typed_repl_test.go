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

// typedREPLs are interactive programs that run what is typed or sent into
// them (patterns.Part.ReadsTypedProgram): both of its users, `ozdesk
// shell` (whose standard input is the agent's SSH channel) and `ozdesk
// hook codex` (Codex types into a running command with write_stdin),
// refuse them before anything runs. The payload makes typed.txt in the
// programs that are installed here (python3, node, gdb, vim, tmux); the
// refusal comes before the program is looked up, so the others are
// refused all the same.
var typedREPLs = []struct {
	command, payload string
}{
	{"python3 -i", "open('typed.txt','w')\n"},
	{"python3 -m code", "open('typed.txt','w')\n"},
	{"python3 -m asyncio", "open('typed.txt','w')\n"},
	{"rlwrap sh", "touch typed.txt\n"},
	{"rlwrap -c python3", "open('typed.txt','w')\n"},
	{"gdb -q", "shell touch typed.txt\n"},
	{"node -i", "require('fs').writeFileSync('typed.txt','')\n"},
	{"deno repl", "Deno.writeTextFileSync('typed.txt','')\n"},
	{"bun repl", "Bun.write('typed.txt','')\n"},
	{"vim -es", "!touch typed.txt\n"},
	{"ex -s", "!touch typed.txt\n"},
	{"screen", "touch typed.txt\n"},
	{"tmux new-session", "touch typed.txt\n"},
	{"less README.md", "!touch typed.txt\n"},
	// Editors in any mode, what opens one, info, debuggers, containers.
	{"vi", ":!touch typed.txt\n:q!\n"},
	{"ed", "!touch typed.txt\nq\n"},
	{"nano -s 'sh -c \"touch typed.txt\"' x", "\x14"},
	{"emacs -nw", "\x1b!touch typed.txt\n"},
	{"mc", ""},
	{"info ls", "!touch typed.txt\n"},
	{"git commit", ":!touch typed.txt\n:q!\n"},
	{"crontab -e", ":!touch typed.txt\n:q!\n"},
	{"lldb", "platform shell touch typed.txt\n"},
	{"docker run -i debian sh", "touch typed.txt\n"},
	{"lua5.4", "os.execute('touch typed.txt')\n"},
	// rt19i #5: members of the same families under their usual names.
	{"rvim", ":w typed.txt\n:q!\n"},
	{"rview", ":w! typed.txt\n:q!\n"},
	{"vimtutor", ":!touch typed.txt\n:q!\n"},
	{"zellij", "touch typed.txt\n"},
	{"ts-node", "require('fs').writeFileSync('typed.txt','')\n"},
	{"jupyter console", "open('typed.txt','w')\n"},
	{"lein repl", "(spit \"typed.txt\" \"\")\n"},
	{"sbt", "console\n"},
	{"gcloud alpha interactive", "touch typed.txt\n"},
	{"az interactive", "#touch typed.txt\n"},
	{"bq shell", "\n"},
	{"pgcli", "\\! touch typed.txt\n"},
	{"mycli", "system touch typed.txt\n"},
	{"litecli", ".shell touch typed.txt\n"},
	{"openssl", "enc -out typed.txt\n"},
	{"top", "k1\n"},
	{"htop", ""},
	{"gpg --edit-key x", "quit\n"},
	{"swift", ":!touch typed.txt\n"},
	{"fdisk /dev/sdz", "w\n"},
}

// TestShellRefusesTypedREPLs: `ozdesk shell -c REPL` exits 126 and the
// typed payload never runs; the neighbours that take their program from
// the line run.
func TestShellRefusesTypedREPLs(t *testing.T) {
	ozBin := buildOzdesk(t)
	root := t.TempDir()
	oz := ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
	oz.must(t, "init")
	for _, tt := range typedREPLs {
		t.Run(tt.command, func(t *testing.T) {
			wd := t.TempDir()
			cmd := oz.shell(wd, []string{"--wait", "5s", "-c", tt.command}, nil)
			cmd.Stdin = strings.NewReader(tt.payload)
			var out, errOut bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &errOut
			if code := exitCodeOf(t, cmd.Run()); code != 126 || !strings.Contains(errOut.String(), "cannot be judged") {
				t.Errorf("exit %d, stderr %q; want 126 and a refusal", code, errOut.String())
			}
			if _, err := os.Stat(filepath.Join(wd, "typed.txt")); err == nil {
				t.Errorf("the typed payload ran")
			}
		})
	}
	for _, ok := range []string{"python3 -m json.tool in.json", "gdb -batch -ex 'print 1'"} {
		t.Run(ok, func(t *testing.T) {
			wd := t.TempDir()
			if err := os.WriteFile(filepath.Join(wd, "in.json"), []byte("{}"), 0o600); err != nil {
				t.Fatal(err)
			}
			cmd := oz.shell(wd, []string{"--wait", "5s", "-c", ok}, nil)
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Errorf("%v: %s", err, out)
			}
		})
	}
}

// TestHookCodexRefusesTypedREPLs: the codex hook denies each REPL for
// write_stdin before it asks anything; python3 -m json.tool is judged.
func TestHookCodexRefusesTypedREPLs(t *testing.T) {
	ozBin := buildOzdesk(t)
	root := t.TempDir()
	oz := ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
	oz.must(t, "init")
	hook := func(command string) string {
		in, _ := json.Marshal(map[string]any{"hook_event_name": "PreToolUse", "tool_name": "Bash", "cwd": root,
			"session_id": "s1", "tool_input": map[string]any{"command": command}})
		cmd := exec.Command(ozBin, "--db", oz.db, "hook", "codex", "--wait", "1s")
		cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+filepath.Join(root, "state"))
		cmd.Stdin = bytes.NewReader(in)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("%s: %v", command, err)
		}
		return string(out)
	}
	for _, tt := range typedREPLs {
		if out := hook(tt.command); !strings.Contains(out, "deny") || !strings.Contains(out, "write_stdin") {
			t.Errorf("%q: hook said %q; want a deny naming write_stdin", tt.command, out)
		}
	}
	if out := hook("python3 -m json.tool in.json"); out != "" {
		t.Errorf("python3 -m json.tool: hook said %q; want nothing (allowed)", out)
	}
}
