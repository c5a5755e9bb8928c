package main

import (
	"errors"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestAskShell: `ozdesk ask --shell PATH` (the opencode plugin passes
// opencode's shell) asks about a command that shell reads otherwise than
// bash, whatever the policy says (rule harness.unsure: here nobody decides,
// exit 3; fx10b #1, it was refused with exit 1 before), and judges the
// rest as before (rt18h #5). `$HOME:h:h` is zsh's modifier (rt20i #3;
// its zsh row allowed before).
func TestAskShell(t *testing.T) {
	oz := ozdeskCLI{bin: buildOzdesk(t), db: filepath.Join(t.TempDir(), "desk.db")}
	oz.must(t, "init")
	for _, tc := range []struct {
		shell, command string
		code           int
		says           string
	}{
		{"/bin/bash", `echo $'\' ; touch x ; #'`, 0, "allow"},
		{"/bin/sh", `echo $'\' ; touch x ; #'`, 3, "harness.unsure"},
		{"/bin/sh", "ls -la", 0, "allow"},
		{"/usr/bin/zsh", "ls -d *(e:'touch x':)", 3, "harness.unsure"},
		{"/usr/bin/zsh", "ls -la", 0, "allow"},
		{"/usr/bin/zsh", "touch $HOME:h:h/x", 3, "harness.unsure"},
		{"/bin/bash", "touch $HOME:h:h/x", 0, "allow"},
		{"/usr/bin/fish", "ls -la", 3, "harness.unsure"},
	} {
		cmd := exec.Command(oz.bin, "ask", "--db", oz.db, "--agent", "a", "--cwd", t.TempDir(), "--wait", "30s", "--shell", tc.shell, "--", tc.command)
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
			t.Errorf("ask --shell %s -- %q: exit %d, %q; want exit %d saying %q", tc.shell, tc.command, code, out, tc.code, tc.says)
		}
	}
}
