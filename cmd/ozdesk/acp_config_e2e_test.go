package main

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// geminiShellPolicy is a Gemini CLI policy rule that lets
// run_shell_command run without a permission request.
const geminiShellPolicy = "[[rule]]\ntoolName = \"run_shell_command\"\ndecision = \"allow\"\npriority = 100\n"

// geminiUnaskedSetups are the settings and policies that let the real
// gemini --acp run a shell command without asking (verified by
// TestACPStopsAnAgentThatDoesNotAsk): each is a file, relative to a run's
// root, and its text.
var geminiUnaskedSetups = []struct {
	name, file, text string
}{
	{"a user policy rule", "home/.gemini/policies/allow.toml", geminiShellPolicy},
	{"the project's tools.allowed", "work/.gemini/settings.json", `{"tools":{"allowed":["run_shell_command"]}}`},
}

// writeRootFile writes text to name under root, making its directories.
func writeRootFile(t *testing.T, root, name, text string) {
	t.Helper()
	p := filepath.Join(root, name)
	if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
}

// TestACPRefusesGeminiOwnPolicy: ozdesk acp does not start Gemini CLI
// when its own settings or policy let it run a shell command (or a file
// edit) without asking: exit 2, the file and the setting named, and what
// to do (the hook, the override flag). The agent is never started.
func TestACPRefusesGeminiOwnPolicy(t *testing.T) {
	t.Parallel() // its own roots: its processes overlap the other tests' waits
	ozBin := buildOzdesk(t)
	setups := append(geminiUnaskedSetups[:len(geminiUnaskedSetups):len(geminiUnaskedSetups)],
		struct{ name, file, text string }{"auto_edit by default", "home/.gemini/settings.json", `{"general":{"defaultApprovalMode":"auto_edit"}}`},
		struct{ name, file, text string }{"tools.autoAccept", "home/.gemini/settings.json", `{"tools":{"autoAccept":true}}`},
		struct{ name, file, text string }{"an extension's MCP server", "home/.gemini/extensions/x/gemini-extension.json", geminiExtensionMCP("x", "id")},
	)
	for _, s := range setups {
		t.Run(s.name, func(t *testing.T) {
			root := t.TempDir()
			writeRootFile(t, root, s.file, s.text)
			if err := os.MkdirAll(filepath.Join(root, "work"), 0o700); err != nil {
				t.Fatal(err)
			}
			started := filepath.Join(root, "started")
			agent := filepath.Join(root, "gemini")
			writeRootFile(t, root, "gemini", "#!/bin/sh\ntouch "+started+"\n")
			if err := os.Chmod(agent, 0o700); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(ozBin, "acp", "--db", filepath.Join(root, "desk.db"), "--", agent, "--acp")
			cmd.Dir = filepath.Join(root, "work")
			cmd.Env = append(os.Environ(), "HOME="+filepath.Join(root, "home"), "GEMINI_CLI_HOME=", "GEMINI_CLI_SYSTEM_SETTINGS_PATH="+filepath.Join(root, "etc", "settings.json"))
			out, err := cmd.CombinedOutput()
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.ExitCode() != exitUsage {
				t.Fatalf("ozdesk acp: %v, want exit %d\n%s", err, exitUsage, out)
			}
			for _, want := range []string{filepath.Join(root, s.file), "without asking", "runs no BeforeTool hook", "--" + acceptPolicyFlag} {
				if !strings.Contains(string(out), want) {
					t.Errorf("ozdesk acp said %q; want it to say %q", out, want)
				}
			}
			if _, err := os.Stat(started); err == nil {
				t.Error("the agent was started")
			}
		})
	}
}

// TestACPGeminiHookNotRunUnderACP: ozdesk's gemini-cli BeforeTool hook,
// installed as the README shows (in the user's settings, or a trusted
// project's), is not run by gemini --acp 0.61.0: with a user policy rule
// allowing run_shell_command, the command runs unasked and the hook never
// runs (it does run headless: TestGeminiEndToEnd). So the hook cannot
// stand in for the permission requests, and ozdesk acp refuses to start
// the agent all the same; with --accept-agent-policy it starts, and stops
// the agent once the command has run.
func TestACPGeminiHookNotRunUnderACP(t *testing.T) {
	t.Parallel() // its own roots, mock APIs and agents: its waits overlap the other tests'
	gemini := geminiBinary(t)
	ozBin := buildOzdesk(t)
	for _, at := range []string{"home/.gemini/settings.json", "work/.gemini/settings.json"} {
		t.Run(at, func(t *testing.T) {
			root, wd := newACPRoot(t)
			oz := ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
			oz.must(t, "init")
			oz.must(t, "policy", "refuse", "touch ran.txt", "--reason", "no touching")
			writeRootFile(t, root, "home/.gemini/policies/allow.toml", geminiShellPolicy)
			// The hook's program is a copy's name (ozdesk-hook, as the
			// README's): a script that notes each run and runs ozdesk's hook.
			hookRuns := filepath.Join(root, "hook-runs")
			writeRootFile(t, root, "bin/ozdesk-hook", "#!/bin/sh\necho ran >> "+hookRuns+"\nexec "+ozBin+" \"$@\"\n")
			if err := os.Chmod(filepath.Join(root, "bin", "ozdesk-hook"), 0o700); err != nil {
				t.Fatal(err)
			}
			hook := filepath.Join(root, "bin", "ozdesk-hook") + " hook gemini-cli --db " + oz.db + " --wait 20s"
			writeRootFile(t, root, at, `{"security":{"auth":{"selectedType":"gemini-api-key"}},`+
				`"hooks":{"BeforeTool":[{"matcher":"run_shell_command|write_file|replace","hooks":[{"name":"ozdesk","type":"command","command":`+mustJSON(hook)+`,"timeout":60000}]}]}}`)

			refused := exec.Command(ozBin, "acp", "--db", oz.db, "--", gemini, "--acp")
			refused.Dir = wd
			refused.Env = append(os.Environ(), "HOME="+filepath.Join(root, "home"), "GEMINI_CLI_HOME=", "GEMINI_CLI_TRUSTED_FOLDERS_PATH="+filepath.Join(root, "trustedFolders.json"))
			out, err := refused.CombinedOutput()
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.ExitCode() != exitUsage || !strings.Contains(string(out), "allow.toml rule 1") {
				t.Fatalf("ozdesk acp with the hook installed: %v, want exit %d naming the rule\n%s", err, exitUsage, out)
			}

			ed := &acpEditor{}
			r := startACP(t, root, "touch ran.txt", ed, nil, acpProxyArgv(t, ozBin, gemini, "--db", oz.db, "--"+acceptPolicyFlag)...)
			ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
			defer cancel()
			sess := r.session(t, ctx)
			_, _ = r.prompt(ctx, sess.SessionId)
			if _, err := os.Stat(hookRuns); err == nil {
				r.log(t)
				t.Error("gemini --acp ran the hook: it may stand in for the permission requests now (see CheckGeminiConfig)")
			}
			// gemini --acp runs the command unasked under the policy: the
			// proxy sees it reported running without a permission request
			// and stops the agent (exit exitACPUnguarded). Whether the
			// command got to make its file first is a race with that stop
			// (fx37c stops the agent before reading on), so only the stop
			// is asserted; a run that asked instead would not end so.
			if err, ok := r.Exited(30 * time.Second); !ok || !errors.As(err, &ee) || ee.ExitCode() != exitACPUnguarded {
				r.log(t)
				t.Errorf("ozdesk acp ended %v (ended: %v); want exit %d: gemini --acp no longer runs the command unasked under the policy", err, ok, exitACPUnguarded)
			}
			if _, err := os.Stat(filepath.Join(wd, "ran.txt")); err != nil {
				t.Logf("the command did not get to run before the proxy stopped the agent: %v", err)
			}
		})
	}
}
