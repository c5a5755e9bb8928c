package main

// Tests that the guarded shell runs the command it judged: the bash it
// execs gets no variable that would run code the command does not show,
// and a $OZDESK_BASH the agent could change is refused.

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestShellEnvScrubbed(t *testing.T) {
	ozBin := buildOzdesk(t)
	root := t.TempDir()
	oz := ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
	oz.must(t, "init")
	payload := filepath.Join(root, "payload.sh")
	if err := os.WriteFile(payload, []byte("echo PAYLOAD\ntouch \"$PWD/payload.txt\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		env     []string
		command string
		stdout  string // exactly, when the payload does not run
	}{
		{name: "BASH_ENV", env: []string{"BASH_ENV=" + payload}, command: "echo hello", stdout: "hello\n"},
		{name: "ENV in posix mode", env: []string{"ENV=" + payload, "POSIXLY_CORRECT=1"}, command: "echo hello", stdout: "hello\n"},
		{name: "exported function", env: []string{"BASH_FUNC_echo%%=() { . " + payload + "; }"}, command: "echo hello", stdout: "hello\n"},
		{name: "xtrace prompt", env: []string{"SHELLOPTS=xtrace", "PS4=$(. " + payload + ")"}, command: "echo hello", stdout: "hello\n"},
		{name: "CDPATH", env: []string{"CDPATH=" + root}, command: "mkdir -p sub && cd sub && pwd | grep -c " + root, stdout: "0\n"},
		{name: "a library preloaded", env: []string{"LD_PRELOAD=" + filepath.Join(root, "none.so")}, command: "echo hello", stdout: "hello\n"},
		// Everything else passes through.
		{name: "library path", env: []string{"LD_LIBRARY_PATH=" + root}, command: `echo "${LD_LIBRARY_PATH-unset}"`, stdout: "unset\n"},
		{name: "audit library", env: []string{"LD_AUDIT=" + root}, command: `echo "${LD_AUDIT-unset}"`, stdout: "unset\n"},
		{name: "origin path", env: []string{"LD_ORIGIN_PATH=" + root}, command: `echo "${LD_ORIGIN_PATH-unset}"`, stdout: "unset\n"},
		{name: "gconv path", env: []string{"GCONV_PATH=" + root}, command: `echo "${GCONV_PATH-unset}"`, stdout: "unset\n"},
		{name: "tunables", env: []string{"GLIBC_TUNABLES=glibc.malloc.check=3"}, command: `echo "${GLIBC_TUNABLES-unset}"`, stdout: "unset\n"},
		{name: "macOS loader", env: []string{"DYLD_INSERT_LIBRARIES=" + root}, command: `echo "${DYLD_INSERT_LIBRARIES-unset}"`, stdout: "unset\n"},
		{name: "other variables kept", env: []string{"FOO=bar"}, command: `echo "$FOO"`, stdout: "bar\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wd := t.TempDir()
			cmd := oz.shell(wd, []string{"-c", tt.command}, tt.env)
			var out, errOut bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &errOut
			if code := exitCodeOf(t, cmd.Run()); code != 0 && tt.name != "CDPATH" {
				t.Fatalf("exit %d, stderr %q", code, errOut.String())
			}
			if out.String() != tt.stdout {
				t.Errorf("stdout %q, want %q (stderr %q)", out.String(), tt.stdout, errOut.String())
			}
			if _, err := os.Stat(filepath.Join(wd, "payload.txt")); err == nil {
				t.Errorf("the payload ran")
			}
			// ozdesk itself (linked dynamically) says once that the
			// library cannot be preloaded; bash, given it, would say so again.
			if n := strings.Count(errOut.String(), "cannot be preloaded"); n > 1 {
				t.Errorf("LD_PRELOAD reached bash: %q", errOut.String())
			}
		})
	}
}

// TestShellBashTheAgentOwns: an agent's account sets $OZDESK_BASH to a
// program of its own; the guarded shell refuses it, and runs with a bash
// only root can change.
func TestShellBashTheAgentOwns(t *testing.T) {
	needRoot(t)
	// buildOzdesk's directory is one every account can read and traverse.
	bin := buildOzdesk(t)
	agent := makeAccount(t, "ozshb")
	// The agent's own copy of bash: it would pass the bash check.
	own := filepath.Join(agent.home, "bash")
	bash, err := os.ReadFile("/bin/bash")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(own, bash, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Chown(own, int(agent.uid), int(agent.gid)); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(agent.home, "desk.db")
	if r := agent.run(bin, "", "--db", db, "init"); r.code != 0 {
		t.Fatalf("init: %+v", r)
	}
	tests := []struct {
		name, bash string
		code       int
		stdout     string
		stderrHas  string
	}{
		{name: "the agent's own bash", bash: own, code: exitShellRefused, stderrHas: "could be changed by others than root"},
		{name: "root's bash", bash: "/bin/bash", stdout: "ran\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cmd := agent.command(bin, "shell", "--db", db, "-c", "echo ran")
			cmd.Env = append(cmd.Env, "OZDESK_BASH="+tt.bash)
			var out, errOut bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &errOut
			code := exitCodeOf(t, cmd.Run())
			if code != tt.code || out.String() != tt.stdout || !strings.Contains(errOut.String(), tt.stderrHas) {
				t.Errorf("exit %d, stdout %q, stderr %q; want %d, %q, stderr holding %q", code, out.String(), errOut.String(), tt.code, tt.stdout, tt.stderrHas)
			}
		})
	}
}
