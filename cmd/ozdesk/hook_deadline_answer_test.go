package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestHookDeadlineAnswer: a hook that has no answer by its --wait (here
// its input never ends) answers its harness's ordinary refusal, the one
// an ask nobody decided gets, and the one each PROTOCOL.md's answer table
// lists: a deny JSON object at exit 0, with a reason that names --wait.
// `hook claude-code` exited 2 with the reason on stderr before (rt14h
// #9): Claude Code blocks on that too, but shows the model the hook's
// command line and reads no JSON.
func TestHookDeadlineAnswer(t *testing.T) {
	bin := buildOzdesk(t)
	oz := ozdeskCLI{bin: bin, db: filepath.Join(t.TempDir(), "desk.db")}
	oz.must(t, "init")
	// decision reads the deny from each harness's answer.
	type answer struct {
		Decision string `json:"decision"`
		Reason   string `json:"reason"`
		Specific struct {
			Event    string `json:"hookEventName"`
			Decision string `json:"permissionDecision"`
			Reason   string `json:"permissionDecisionReason"`
		} `json:"hookSpecificOutput"`
		Version *int `json:"version"`
	}
	tests := []struct {
		harness string
		check   func(a answer) (decision, reason string, ok bool)
	}{
		{"claude-code", func(a answer) (string, string, bool) {
			return a.Specific.Decision, a.Specific.Reason, a.Specific.Event == "PreToolUse" && a.Decision == ""
		}},
		{"codex", func(a answer) (string, string, bool) {
			return a.Specific.Decision, a.Specific.Reason, a.Specific.Event == "PreToolUse" && a.Decision == ""
		}},
		{"gemini-cli", func(a answer) (string, string, bool) { return a.Decision, a.Reason, a.Specific.Decision == "" }},
		{"crush", func(a answer) (string, string, bool) {
			return a.Decision, a.Reason, a.Version != nil && *a.Version == 1
		}},
	}
	runAtOnce(len(tests), func(i int) {
		tc := tests[i]
		t.Run(tc.harness, func(t *testing.T) {
			call := hookCall(t, tc.harness, t.TempDir(), "ls")
			start := time.Now()
			_, done := startHook(t, oz, tc.harness, call[:len(call)/2], true, "--wait", "2s")
			r := done()
			took := time.Since(start)
			if r.code != 0 {
				t.Fatalf("exit %d (stdout %q, stderr %q); want the harness's deny JSON at exit 0", r.code, r.stdout, r.stderr)
			}
			var a answer
			if err := json.Unmarshal([]byte(r.stdout), &a); err != nil {
				t.Fatalf("stdout %q is not one JSON answer: %v", r.stdout, err)
			}
			decision, reason, ok := tc.check(a)
			if !ok || decision != "deny" || !strings.Contains(reason, "no answer within --wait 2s") {
				t.Errorf("answer %q; want %s's deny naming --wait", r.stdout, tc.harness)
			}
			if took > 2*time.Second+hookGrace {
				t.Errorf("answered after %v, past --wait 2s", took.Round(time.Millisecond))
			}
		})
	})
}
