package main

import (
	"errors"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestAskShell: `ozdesk ask --shell PATH` (the opencode plugin passes
// opencode's shell) refuses, exit 1, a command that shell reads otherwise
// than bash, and judges the rest as before (rt18h #5).
func TestAskShell(t *testing.T) {
	oz := ozdeskCLI{bin: buildOzdesk(t), db: filepath.Join(t.TempDir(), "desk.db")}
	oz.must(t, "init")
	for _, tc := range []struct {
		shell, command string
		code           int
		says           string
	}{
		{"/bin/bash", `echo $'\' ; touch x ; #'`, 0, "allow"},
		{"/bin/sh", `echo $'\' ; touch x ; #'`, 1, "reads it otherwise than bash"},
		{"/bin/sh", "ls -la", 0, "allow"},
		{"/usr/bin/zsh", "ls -d *(e:'touch x':)", 1, "as a glob qualifier"},
		{"/usr/bin/zsh", "ls -la", 0, "allow"},
		{"/usr/bin/fish", "ls -la", 1, "cannot read"},
	} {
		cmd := exec.Command(oz.bin, "ask", "--db", oz.db, "--agent", "a", "--cwd", t.TempDir(), "--shell", tc.shell, "--", tc.command)
		out, err := cmd.Output()
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
