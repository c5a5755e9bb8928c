package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestAskShellRunningEnv (fx21c, issue 10): `ozdesk ask --shell PATH` is
// how opencode's plugin asks, in opencode's environment, which the shell
// that runs the command inherits too: BASH_ENV or ENV set there runs a
// file first, so an allowed command is asked about (harness.unsure, here
// nobody decides: exit 3) naming the variable. Without --shell (an agent
// asking for itself) and with neither set, the policy decides as before.
// It failed before (allowed).
func TestAskShellRunningEnv(t *testing.T) {
	oz := ozdeskCLI{bin: buildOzdesk(t), db: filepath.Join(t.TempDir(), "desk.db")}
	oz.must(t, "init")
	for _, tc := range []struct {
		env   []string
		shell string
		code  int
		says  string
	}{
		{nil, "/bin/bash", 0, "allow"},
		{[]string{"BASH_ENV=/p/x.sh"}, "/bin/bash", 3, "harness.unsure"},
		{[]string{"ENV=/p/e.sh"}, "/bin/sh", 3, "harness.unsure"},
		{[]string{"BASH_ENV="}, "/bin/bash", 0, "allow"},
		{[]string{"BASH_ENV=/p/x.sh"}, "", 0, "allow"},
	} {
		args := []string{"ask", "--db", oz.db, "--agent", "a", "--cwd", t.TempDir(), "--wait", "30s"}
		if tc.shell != "" {
			args = append(args, "--shell", tc.shell)
		}
		cmd := exec.Command(oz.bin, append(args, "--", "ls -la")...)
		cmd.Env = append(withoutRunningEnv(os.Environ()), tc.env...)
		var stderr strings.Builder
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		out = append(out, stderr.String()...)
		code := 0
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if code != tc.code || !strings.Contains(string(out), tc.says) {
			t.Errorf("%v ask --shell %q -- ls -la: exit %d, %q; want exit %d saying %q", tc.env, tc.shell, code, out, tc.code, tc.says)
		}
		if m := askNumber.FindStringSubmatch(string(out)); tc.code == 3 && m != nil {
			name, _, _ := strings.Cut(tc.env[0], "=")
			if card := oz.must(t, "queue", "show", m[1]); !strings.Contains(string(card), name+" set") {
				t.Errorf("%v: ask %s does not say why (%s set):\n%s", tc.env, m[1], name, card)
			}
		}
	}
}

// askNumber finds the ask's number in what ozdesk ask printed.
var askNumber = regexp.MustCompile(`ask (\d+)`)

// withoutRunningEnv is env without BASH_ENV and ENV.
func withoutRunningEnv(env []string) []string {
	var out []string
	for _, kv := range env {
		if !strings.HasPrefix(kv, "BASH_ENV=") && !strings.HasPrefix(kv, "ENV=") {
			out = append(out, kv)
		}
	}
	return out
}
