package harness

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestClaudeLocalAskOnlyWherePrompted (rt21i #13): with --local-ask the
// hook answers "ask" only in a permission mode in which Claude Code shows
// its user a prompt. Under bypassPermissions Claude Code asks nobody and
// ran the command while the trail said the ask was withdrawn; in dontAsk,
// auto, a mode not known, or none given, the hook waits at the desk as
// without --local-ask, and the trail says what the desk decided. A file
// tool's write of a guarded file is handled the same way.
func TestClaudeLocalAskOnlyWherePrompted(t *testing.T) {
	cases := []struct {
		mode  string
		local bool
	}{
		{"default", true},
		{"acceptEdits", true},
		{"plan", true},
		{"bypassPermissions", false},
		{"dontAsk", false},
		{"auto", false},
		{"", false},
		{"someFutureMode", false},
	}
	calls := []struct {
		name  string
		input func(mode string) map[string]any
	}{
		{"Bash", func(mode string) map[string]any {
			return map[string]any{"tool_name": "Bash", "tool_input": map[string]any{"command": "npm publish"}}
		}},
		{"Write", func(mode string) map[string]any {
			return map[string]any{"tool_name": "Write", "tool_input": map[string]any{"file_path": "/tmp/proj/.claude/settings.json", "content": "{}"}}
		}},
	}
	for _, call := range calls {
		for _, tc := range cases {
			t.Run(call.name+"/"+tc.mode, func(t *testing.T) {
				t.Setenv(EnvClaudeProjectDir, "/tmp/proj")
				svc := newService(t)
				in := call.input(tc.mode)
				in["session_id"], in["cwd"], in["hook_event_name"] = "s1", "/tmp/proj", "PreToolUse"
				if tc.mode != "" {
					in["permission_mode"] = tc.mode
				}
				b, _ := json.Marshal(in)
				done := make(chan struct{})
				go func() { // the desk refuses whatever waits there
					defer close(done)
					if tc.local {
						return
					}
					if _, err := svc.Decide(waitPending(t, svc).ID, queue.Decision{Outcome: patterns.Refuse, By: "bob", Reason: "no"}); err != nil {
						t.Error(err)
					}
				}()
				r := Claude(context.Background(), strings.NewReader(string(b)), ClaudeConfig{
					LocalAsk: true, Wait: 20 * time.Second, Open: func() (queue.Asker, error) { return svc, nil }})
				<-done
				asks, err := svc.Asks(store.AskFilter{})
				if err != nil || len(asks) != 1 {
					t.Fatalf("asks %+v (%v); want one", asks, err)
				}
				switch {
				case tc.local && (r.Decision != ClaudeAsk || asks[0].State != store.StateWithdrawn):
					t.Errorf("reply %+v, ask %s; want ask (Claude Code prompts), the queued ask withdrawn", r, asks[0].State)
				case !tc.local && (r.Decision != ClaudeDeny || !strings.Contains(r.Reason, "bob") || asks[0].State != store.StateDenied):
					t.Errorf("reply %+v, ask %s; want the desk's refusal, the trail saying so", r, asks[0].State)
				}
			})
		}
	}
}
