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

// stdinRunners are commands that run what is sent on their standard
// input (rt17h F1, F2: exec wrappers after xargs, bare fakeroot, sed's
// script from /dev/stdin) or write the files their input names (F3:
// patch, git apply, archives). The payload makes pwned in the work
// directory wherever the program is installed here; the refusal comes
// before the program is looked up.
var stdinRunners = []struct {
	command, payload string
}{
	{"xargs -L1 env", "sh -c 'touch pwned'\n"},
	{"xargs env", "touch pwned\n"},
	{"xargs nice", "touch pwned\n"},
	{"xargs timeout 9", "touch pwned\n"},
	{"xargs nohup", "touch pwned\n"},
	{"xargs setsid", "touch pwned\n"},
	{"xargs stdbuf -o0", "touch pwned\n"},
	{"xargs flock lockfile", "touch pwned\n"},
	{"xargs ionice -c3", "touch pwned\n"},
	{"fakeroot", "touch pwned\n"},
	{"fakeroot --", "touch pwned\n"},
	{"fakeroot -u", "touch pwned\n"},
	{"sed -f /dev/stdin in.txt", "1e touch pwned\n"},
	{"sed -f - in.txt", "1e touch pwned\n"},
	{"sed -nf /proc/self/fd/0 in.txt", "1e touch pwned\n"},
	{"sed --file=/dev/fd/0 in.txt", "1e touch pwned\n"},
	{"m4", "syscmd(`touch pwned')\n"},
	{"patch -p0", "--- /dev/null\n+++ pwned\n@@ -0,0 +1 @@\n+echo owned\n"},
	{"patch -i -", "--- /dev/null\n+++ pwned\n@@ -0,0 +1 @@\n+echo owned\n"},
	{"git apply", "diff --git a/pwned b/pwned\nnew file mode 100644\n--- /dev/null\n+++ b/pwned\n@@ -0,0 +1 @@\n+echo owned\n"},
	{"git apply --unsafe-paths", "diff --git a/pwned b/pwned\nnew file mode 100644\n--- /dev/null\n+++ b/pwned\n@@ -0,0 +1 @@\n+echo owned\n"},
	{"git am", ""},
	{"git fast-import", ""},
	{"pax -r", ""},
	{"7z x -si", ""},
	{"ar x /dev/stdin", ""},
	{"dpkg-deb -x /dev/stdin .", ""},
	{"unzip /dev/stdin", ""},
	{"busybox patch -p0", ""},
	// rt18h #12, #8: database shells, raw sockets and script runners fed
	// the channel, source of standard input, sed e, awk's system.
	{"redis-cli", "FLUSHALL\n"},
	{"redis-cli -h db", "FLUSHALL\n"},
	{"clickhouse-client", "DROP TABLE t\n"},
	{"cqlsh", ""},
	{"usql pg://x", ""},
	{"sqlcmd", ""},
	{"nc db 6379", "FLUSHALL\r\n"},
	{"socat - TCP:db:6379", "FLUSHALL\r\n"},
	{"cmake -P /dev/stdin", "execute_process(COMMAND touch pwned)\n"},
	{"ninja -f /dev/stdin", ""},
	{". /dev/stdin", "touch pwned\n"},
	{"source /proc/self/fd/0", "touch pwned\n"},
	{"sed e", "touch pwned\n"},
	{"sed 's/.*/&/e'", "touch pwned\n"},
	{"awk '{system($0)}'", "touch pwned\n"},
}

// TestShellRefusesStdinRunners: `ozdesk shell -c CMD` with the payload on
// its standard input exits 126 and the payload never runs; neighbours
// that read their input as data, or a patch the command names, run.
func TestShellRefusesStdinRunners(t *testing.T) {
	ozBin := buildOzdesk(t)
	root := t.TempDir()
	oz := ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
	oz.must(t, "init")
	for _, tt := range stdinRunners {
		t.Run(tt.command, func(t *testing.T) {
			wd := t.TempDir()
			if err := os.WriteFile(filepath.Join(wd, "in.txt"), []byte("x\n"), 0o600); err != nil {
				t.Fatal(err)
			}
			cmd := oz.shell(wd, []string{"--wait", "5s", "-c", tt.command}, []string{"HOME=" + wd})
			cmd.Stdin = strings.NewReader(tt.payload)
			var out, errOut bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &errOut
			if code := exitCodeOf(t, cmd.Run()); code != 126 || !strings.Contains(errOut.String(), "refuse") {
				t.Errorf("exit %d, stderr %q; want 126 and a refusal", code, errOut.String())
			}
			if _, err := os.Stat(filepath.Join(wd, "pwned")); err == nil {
				t.Errorf("the payload ran")
			}
		})
	}
	diff := "--- /dev/null\n+++ new.txt\n@@ -0,0 +1 @@\n+hello\n"
	for _, ok := range []struct{ command, stdin string }{
		{"patch -p0 -i fix.diff", ""},
		{"xargs echo", "a b\n"},
		{"sed -e s/x/y/ in.txt", ""},
		{"find . -name in.txt | xargs env true", ""},
	} {
		t.Run(ok.command, func(t *testing.T) {
			wd := t.TempDir()
			for name, body := range map[string]string{"fix.diff": diff, "in.txt": "x\n"} {
				if err := os.WriteFile(filepath.Join(wd, name), []byte(body), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			// the project is not the home: a patch applied in the home itself
			// asks (fx40e), whatever it holds
			cmd := oz.shell(wd, []string{"--wait", "5s", "-c", ok.command}, []string{"HOME=" + t.TempDir()})
			cmd.Stdin = strings.NewReader(ok.stdin)
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Errorf("%v: %s", err, out)
			}
		})
	}
}

// TestHookCodexRefusesStdinRunners: the codex hook denies each of them
// before it asks anything.
func TestHookCodexRefusesStdinRunners(t *testing.T) {
	ozBin := buildOzdesk(t)
	root := t.TempDir()
	oz := ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
	oz.must(t, "init")
	for _, tt := range stdinRunners {
		in, _ := json.Marshal(map[string]any{"hook_event_name": "PreToolUse", "tool_name": "Bash", "cwd": root,
			"session_id": "s1", "tool_input": map[string]any{"command": tt.command}})
		cmd := exec.Command(ozBin, "--db", oz.db, "hook", "codex", "--wait", "1s")
		cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+filepath.Join(root, "state"), "HOME="+root)
		cmd.Stdin = bytes.NewReader(in)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("%s: %v", tt.command, err)
		}
		if !strings.Contains(string(out), "deny") || !strings.Contains(string(out), "write_stdin") {
			t.Errorf("%q: hook said %q; want a deny naming write_stdin", tt.command, out)
		}
	}
}
