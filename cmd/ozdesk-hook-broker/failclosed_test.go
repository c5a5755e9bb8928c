package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// envRunMain makes this test binary run main's run with its arguments
// (TestMain), so that a test sees the exit code and output a harness sees.
const envRunMain = "OZDESK_HOOK_BROKER_TEST_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(envRunMain) == "1" {
		os.Exit(run(os.Args[1:]))
	}
	os.Exit(m.Run())
}

// harnessCalls are one shell call in each harness's terms.
var harnessCalls = map[string]string{
	"claude-code": `{"session_id":"s","cwd":"/tmp","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls"}}`,
	"codex":       `{"session_id":"s","cwd":"/tmp","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls"}}`,
	"gemini-cli":  `{"session_id":"s","cwd":"/tmp","hook_event_name":"BeforeTool","tool_name":"run_shell_command","tool_input":{"command":"ls"}}`,
	"crush":       `{"event":"PreToolUse","session_id":"s","cwd":"/tmp","tool_name":"bash","tool_input":{"command":"ls"}}`,
}

// blocks reports whether a hook's exit code and output block the call in
// harness's own terms: exit 2 with a reason on standard error, or exit 0
// with that harness's deny.
func blocks(harness string, code int, stdout, stderr string) bool {
	if code == 2 {
		return strings.TrimSpace(stderr) != ""
	}
	if code != 0 {
		return false
	}
	var out struct {
		Decision string `json:"decision"`
		Reason   string `json:"reason"`
		Hook     struct {
			Decision string `json:"permissionDecision"`
			Reason   string `json:"permissionDecisionReason"`
		} `json:"hookSpecificOutput"`
	}
	if json.Unmarshal([]byte(stdout), &out) != nil {
		return false
	}
	switch harness {
	case "claude-code", "codex":
		return out.Hook.Decision == "deny" && out.Hook.Reason != ""
	default:
		return out.Decision == "deny" && out.Reason != ""
	}
}

// TestBadArgumentsBlockInTheHarnessTerms: a command line this build cannot
// take is refused in the terms of the harness it names, wherever the
// harness and the flags stand and however the flags are spelled; a line
// that names no harness is refused by exit 2, a block in all four. Before,
// `--config=F` (the full build's spelling) was not read and the refusal
// was Claude Code's JSON, which Gemini CLI reads as nothing said and then
// runs the command.
func TestBadArgumentsBlockInTheHarnessTerms(t *testing.T) {
	missing := t.TempDir() + "/none/config.yaml"
	lines := [][]string{
		{"--config=" + missing, "hook", "H"},
		{"hook", "H", "--config=" + missing},
		{"hook", "H", "--config", missing},
		{"--config", missing, "hook", "H", "--wait=2s"},
		{"hook", "H", "--wait=x"},
		{"hook", "H", "--wait"},
		{"hook", "H", "--local-ask"},
		{"hook", "H", "extra"},
		{"--db", "/x.db", "hook", "H"},
		{"hook", "H", "--agent="},
	}
	for harness, call := range harnessCalls {
		for _, line := range lines {
			argv := make([]string, len(line))
			for i, w := range line {
				argv[i] = w
				if w == "H" {
					argv[i] = harness
				}
			}
			code, stdout, stderr := runHook(t, argv, call)
			if !blocks(harness, code, stdout, stderr) {
				t.Errorf("%s: exit %d, stdout %q, stderr %q: does not block in %s's terms", strings.Join(argv, " "), code, stdout, stderr, harness)
			}
		}
	}
	for _, argv := range [][]string{nil, {"--config=" + missing}, {"hook"}, {"hook", "opencode"}, {"--config", "hook", "gemini-cli"}, {"ask", "ls"}} {
		code, stdout, stderr := runHook(t, argv, harnessCalls["gemini-cli"])
		if code != 2 || strings.TrimSpace(stderr) == "" || stdout != "" {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 with the reason on stderr (a block in every harness)", argv, code, stdout, stderr)
		}
	}
}

// runHook runs this build as a harness would, with call on its standard
// input.
func runHook(t *testing.T, argv []string, call string) (int, string, string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], argv...)
	cmd.Env = append(os.Environ(), envRunMain+"=1")
	cmd.Stdin = strings.NewReader(call)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return 0, stdout.String(), stderr.String()
	case errors.As(err, &exit):
		return exit.ExitCode(), stdout.String(), stderr.String()
	}
	t.Fatalf("running %q: %v", argv, err)
	return 0, "", ""
}
