package harness

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// TestGeminiJudgesWhatRuns: Gemini CLI strips a leading shell wrapper and
// Unicode spaces before it runs a command (GeminiRuns; rt18h #3): the
// hook judges that text, and the command as sent; a rewrite it cannot be
// sure of is asked about, the command as sent judged (fx10b #1: it was
// refused; the doubt is the ask's MustAsk). The inputs are the exact BeforeTool calls Gemini
// CLI 0.61.0 sent in the red team's runs.
func TestGeminiJudgesWhatRuns(t *testing.T) {
	call := func(cmd string) string {
		b, _ := json.Marshal(map[string]any{"session_id": "s1", "transcript_path": "/tmp/t.json", "cwd": "/tmp", "hook_event_name": "BeforeTool",
			"timestamp": "2026-12-03T03:00:00.000Z", "tool_name": "run_shell_command", "tool_input": map[string]any{"command": cmd}})
		return string(b)
	}
	tests := []struct {
		cmd       string
		want      string
		reasonHas string
	}{
		{cmd: "bash -c 'echo x' '; rm -rf / #'", want: GeminiDeny, reasonHas: "never the root"},
		{cmd: "cmd.exe /c 'rm -rf /'", want: GeminiDeny, reasonHas: "never the root"},
		{cmd: "BASH -c 'rm -rf /'", want: GeminiDeny, reasonHas: "never the root"},
		{cmd: "pwsh.exe -NoProfile -Command 'rm -rf /'", want: GeminiDeny, reasonHas: "never the root"},
		{cmd: "\u00a0rm -rf /", want: GeminiDeny, reasonHas: "never the root"},
		{cmd: "\ufeffrm -rf /", want: GeminiDeny, reasonHas: "never the root"},
		{cmd: "rm -rf /\u3000", want: GeminiDeny, reasonHas: "never the root"},
		{cmd: `bash -c "echo $HOME"`, want: GeminiDeny, reasonHas: "shell-quote"},
		{cmd: "bash -c 'ls -la'", want: GeminiAllow},
		{cmd: "ls -la\n", want: GeminiAllow},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			svc := newService(t)
			r := Gemini(context.Background(), strings.NewReader(call(tt.cmd)), GeminiConfig{Wait: time.Second, Open: opener(svc)})
			asks, err := svc.Asks(store.AskFilter{})
			if err != nil {
				t.Fatal(err)
			}
			if r.Decision != tt.want || !strings.Contains(r.Reason+mustAsks(asks), tt.reasonHas) {
				t.Errorf("reply %+v, asks' doubts %q; want %q holding %q", r, mustAsks(asks), tt.want, tt.reasonHas)
			}
		})
	}
}
