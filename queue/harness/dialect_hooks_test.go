package harness

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestHooksJudgeTheirShell: Claude Code and Codex run a Bash call with
// another shell than bash when the account says so (rt18h #6, #6b, and
// #5's dash reading); a command that shell reads otherwise than bash is
// refused, one it reads alike is judged as before (TestHooksJudgeTheirShell
// failed before: the hooks allowed every dangerous row).
func TestHooksJudgeTheirShell(t *testing.T) {
	type hook func(command, shell string) string
	claude := func(command, shell string) string {
		svc := newService(t)
		return Claude(context.Background(), strings.NewReader(bashCall(command)),
			ClaudeConfig{Wait: time.Second, Open: opener(svc), Shell: func() string { return shell }}).Decision
	}
	codex := func(command, shell string) string {
		svc := newService(t)
		r := Codex(context.Background(), strings.NewReader(bashCall(command)),
			CodexConfig{Wait: time.Second, Open: opener(svc), Shell: func() string { return shell }})
		if r.Decision == "" {
			return ClaudeAllow
		}
		return r.Decision
	}
	for name, h := range map[string]hook{"claude-code": claude, "codex": codex} {
		for _, tc := range []struct {
			shell, command, want string
		}{
			{"/bin/bash", "ls -la", ClaudeAllow},
			{"/bin/zsh", "ls -la", ClaudeAllow},
			{"/bin/sh", "ls -la", ClaudeAllow},
			{"/bin/zsh", "setopt bareglobqual; ls -d *(e:'rm -rf ~':)", ClaudeDeny},
			{"/bin/zsh", "ls -d *(e:'rm -rf ~':)", ClaudeDeny},
			{"/bin/zsh", "=rm -rf ~", ClaudeDeny},
			{"/bin/sh", "echo $'\\' ; rm -rf ~ ; #'", ClaudeDeny},
			{"/usr/bin/fish", "ls -la", ClaudeDeny},
			{"", "ls -la", ClaudeDeny},
		} {
			if got := h(tc.command, tc.shell); got != tc.want {
				t.Errorf("%s under %q: %q is %s, want %s", name, tc.shell, tc.command, got, tc.want)
			}
		}
	}
}

// TestClaudeShell finds the shell as Claude Code does: CLAUDE_CODE_SHELL
// or SHELL when they name bash or zsh, else zsh before bash unless SHELL
// is bash.
func TestClaudeShell(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"bash", "zsh", "dash", "fish"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("#!/bin/true\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	bash, zsh := filepath.Join(dir, "bash"), filepath.Join(dir, "zsh")
	for _, tc := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"SHELL": bash, "PATH": dir}, bash},
		{map[string]string{"SHELL": zsh, "PATH": dir}, zsh},
		{map[string]string{"SHELL": bash, "CLAUDE_CODE_SHELL": zsh, "PATH": dir}, zsh},
		{map[string]string{"SHELL": filepath.Join(dir, "dash"), "PATH": dir}, zsh},
		{map[string]string{"SHELL": filepath.Join(dir, "fish"), "PATH": dir}, zsh},
		{map[string]string{"SHELL": "/bin/bash-gone", "PATH": dir}, zsh},
		{map[string]string{"SHELL": "/no/bash", "PATH": dir}, bash},
	} {
		got := ClaudeShell(func(k string) string { return tc.env[k] })
		if got != tc.want {
			t.Errorf("ClaudeShell(%v) = %q, want %q", tc.env, got, tc.want)
		}
	}
}

// TestLoginShell reads the account's shell from a passwd file, and fails
// for an account not in it.
func TestLoginShell(t *testing.T) {
	path := filepath.Join(t.TempDir(), "passwd")
	if err := os.WriteFile(path, []byte("root:x:0:0:root:/root:/bin/bash\nu:x:1024:1024::/home/u:/usr/bin/zsh\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if sh, err := LoginShell(path, 1024); err != nil || sh != "/usr/bin/zsh" {
		t.Errorf("LoginShell(1024) = %q, %v", sh, err)
	}
	if sh, err := LoginShell(path, 7); err == nil {
		t.Errorf("LoginShell(7) = %q, want an error", sh)
	}
}
