//go:build !ozdesk_adapters

package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestACPRefusesGeminiTrustSwitch (rt29i #11): ozdesk acp does not start
// Gemini CLI told to trust its folder, by --skip-trust or by
// GEMINI_CLI_TRUST_WORKSPACE=true in its own environment (the folder's
// MCP servers and hooks would start unasked): exit 2, the switch named,
// the agent never started; with --accept-agent-policy it starts.
func TestACPRefusesGeminiTrustSwitch(t *testing.T) {
	t.Parallel() // its own roots: its processes overlap the other tests' waits
	ozBin := buildOzdesk(t)
	for _, tt := range []struct {
		name   string
		flags  []string // ozdesk acp's own
		args   []string // the agent's
		env    string
		want   string // what the refusal names, "" when it starts
		starts bool
	}{
		{name: "--skip-trust", args: []string{"--skip-trust"}, want: "--skip-trust trusts the folder"},
		{name: "the environment", env: "GEMINI_CLI_TRUST_WORKSPACE=true", want: "GEMINI_CLI_TRUST_WORKSPACE=true"},
		{name: "false starts", env: "GEMINI_CLI_TRUST_WORKSPACE=false", starts: true},
		{name: "accepted", flags: []string{"--" + acceptPolicyFlag}, args: []string{"--skip-trust"}, starts: true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			started := filepath.Join(root, "started")
			agent := filepath.Join(root, "gemini")
			writeRootFile(t, root, "gemini", "#!/bin/sh\ntouch "+started+"\n")
			if err := os.Chmod(agent, 0o700); err != nil {
				t.Fatal(err)
			}
			if err := os.MkdirAll(filepath.Join(root, "work"), 0o700); err != nil {
				t.Fatal(err)
			}
			argv := append([]string{"acp", "--db", filepath.Join(root, "desk.db")}, tt.flags...)
			argv = append(append(argv, "--", agent, "--acp"), tt.args...)
			cmd := exec.Command(ozBin, argv...)
			cmd.Dir = filepath.Join(root, "work")
			cmd.Env = append(os.Environ(), "HOME="+filepath.Join(root, "home"), "GEMINI_CLI_HOME=",
				"GEMINI_CLI_SYSTEM_SETTINGS_PATH="+filepath.Join(root, "etc", "settings.json"), "GEMINI_CLI_TRUST_WORKSPACE=")
			if tt.env != "" {
				cmd.Env = append(cmd.Env, tt.env)
			}
			out, err := cmd.CombinedOutput()
			_, statErr := os.Stat(started)
			if tt.starts {
				if statErr != nil {
					t.Fatalf("ozdesk acp %s: the agent was not started (%v)\n%s", strings.Join(argv, " "), err, out)
				}
				return
			}
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.ExitCode() != exitUsage {
				t.Fatalf("ozdesk acp: %v, want exit %d\n%s", err, exitUsage, out)
			}
			for _, want := range []string{tt.want, "--" + acceptPolicyFlag} {
				if !strings.Contains(string(out), want) {
					t.Errorf("ozdesk acp said %q; want it to say %q", out, want)
				}
			}
			if statErr == nil {
				t.Error("the agent was started")
			}
		})
	}
}
