package harness

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestHooksJudgeTheirShell: Claude Code and Codex run a Bash call with
// another shell than bash when the account says so (rt18h #6, #6b, and
// #5's dash reading); a command that shell reads otherwise than bash, or
// any under a shell ozdesk cannot read, is asked about at the desk
// whatever the policy says (issue 10, fx10b #1: it was refused, as the
// hooks could not make the queue ask; TestHooksJudgeTheirShell failed
// before, as nothing was asked), and one it reads alike is judged as
// before.
func TestHooksJudgeTheirShell(t *testing.T) {
	type hook func(svc *queue.Service, command, shell string) string
	claude := func(svc *queue.Service, command, shell string) string {
		return Claude(context.Background(), strings.NewReader(bashCall(command)),
			ClaudeConfig{Wait: 20 * time.Second, Open: opener(svc), Shell: func() string { return shell }}).Decision
	}
	codex := func(svc *queue.Service, command, shell string) string {
		r := Codex(context.Background(), strings.NewReader(bashCall(command)),
			CodexConfig{Wait: 20 * time.Second, Open: opener(svc), Shell: func() string { return shell }})
		if r.Decision == "" {
			return ClaudeAllow
		}
		return r.Decision
	}
	for name, h := range map[string]hook{"claude-code": claude, "codex": codex} {
		for _, tc := range []struct {
			shell, command string
			desk           string // "" nothing asked; "approve" or "deny": asked, by MustAsk, and so decided
			want           string
		}{
			{"/bin/bash", "ls -la", "", ClaudeAllow},
			{"/bin/zsh", "ls -la", "", ClaudeAllow},
			{"/bin/sh", "ls -la", "", ClaudeAllow},
			{"/bin/zsh", "setopt bareglobqual; ls -d *(e:'rm -rf ~':)", "deny", ClaudeDeny},
			{"/bin/zsh", "ls -d *(e:'rm -rf ~':)", "deny", ClaudeDeny},
			{"/bin/zsh", "=rm -rf ~", "deny", ClaudeDeny},
			{"/bin/zsh", "rm -rf $HOME:h:h", "deny", ClaudeDeny},
			{"/bin/zsh", "rm -rf \"$PWD:h\"", "deny", ClaudeDeny},
			{"/bin/sh", "echo $'\\' ; rm -rf ~ ; #'", "deny", ClaudeDeny},
			{"/usr/bin/fish", "ls -la", "approve", ClaudeAllow},
			{"/usr/bin/fish", "ls -la", "deny", ClaudeDeny},
			{"", "ls -la", "approve", ClaudeAllow},
		} {
			svc := newService(t)
			asked := make(chan store.Ask, 1)
			if tc.desk != "" {
				go func() {
					// Never t.Fatal here: a hook that asks nothing sends
					// the zero ask, and the test fails below.
					for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
						if p, err := svc.Pending(); err == nil && len(p) > 0 {
							asked <- p[0]
							decide(t, svc, tc.desk)
							return
						}
					}
					asked <- store.Ask{}
				}()
			}
			if got := h(svc, tc.command, tc.shell); got != tc.want {
				t.Errorf("%s under %q: %q is %s, want %s", name, tc.shell, tc.command, got, tc.want)
			}
			if tc.desk == "" {
				continue
			}
			a := <-asked
			if a.MustAsk == "" || tc.command == "ls -la" && a.Rule != queue.MustAskRule {
				t.Errorf("%s under %q: %q was asked by %s with MustAsk %q, want %s's doubt", name, tc.shell, tc.command, a.Rule, a.MustAsk, queue.MustAskRule)
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
	// A SHELL that runs is taken without searching PATH (fx48h: every
	// hook searched it twice, a stat in each directory, whatever SHELL).
	for _, shell := range []string{bash, zsh} {
		asked := map[string]bool{}
		got := ClaudeShell(func(k string) string {
			asked[k] = true
			return map[string]string{"SHELL": shell, "PATH": dir}[k]
		})
		if got != shell || asked["PATH"] {
			t.Errorf("ClaudeShell with SHELL %s = %q, PATH read: %v", shell, got, asked["PATH"])
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
