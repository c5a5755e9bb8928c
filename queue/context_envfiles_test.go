package queue

import (
	"os"
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
)

// TestEnvFilesGuardedForGemini (rt19i #6): Gemini CLI loads the project's
// .env (or a parent's, or ~/.env) into the environment its commands run
// in, so for an ask from it (as the gemini-cli hook, or the gemini agent
// behind ozdesk acp) a write of any of them asks by cmd.guard-tamper; for
// another harness a project's .env stays everyday work.
func TestEnvFilesGuardedForGemini(t *testing.T) {
	root := t.TempDir()
	home := filepath.Join(root, "home")
	proj := filepath.Join(home, "work", "proj")
	if err := os.MkdirAll(proj, 0o700); err != nil {
		t.Fatal(err)
	}
	s := homeService(t, root, home)
	cases := []struct {
		harness, agent, command string
		guarded                 bool
	}{
		{"gemini-cli", "gemini-cli", "echo BASH_ENV=/tmp/x.sh >> .env", true},
		{"gemini-cli", "gemini-cli", "echo BASH_ENV=/tmp/x.sh > ../.env", true},
		{"gemini-cli", "gemini-cli", "echo BASH_ENV=/tmp/x.sh > ~/.env", true},
		{"gemini-cli", "gemini-cli", "cp /tmp/e " + filepath.Join(proj, ".env"), true},
		{"gemini-cli", "gemini-cli", ": > '" + filepath.Join(proj, ".env") + "'", true},
		{"acp", "gemini", "echo BASH_ENV=/tmp/x.sh >> .env", true},
		{"gemini-cli", "gemini-cli", "echo x > .env.example", false},
		{"gemini-cli", "gemini-cli", "cat .env", false},
		{"claude-code", "claude-code", "echo DEBUG=1 >> .env", false},
		{"codex", "codex", "echo DEBUG=1 >> .env", false},
	}
	for _, tc := range cases {
		t.Run(tc.harness+" "+tc.command, func(t *testing.T) {
			a := mustEvaluate(t, s, Request{Command: tc.command, Cwd: proj, ProjectDir: proj, Harness: tc.harness, Agent: tc.agent})
			if got := a.Outcome == patterns.Ask && a.Rule == "cmd.guard-tamper"; got != tc.guarded {
				t.Errorf("%s %q: %s by %s (%s), want guarded %v", tc.harness, tc.command, a.Outcome, a.Rule, a.Reason, tc.guarded)
			}
		})
	}
}
