package harness

import (
	"context"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/queue"
)

// TestClaudePowerShellDenied: Claude Code's PowerShell tool is denied
// with a reason that says why and how to turn it off, without opening
// the store (rt37h D3: `rm -rf ~` through it passed silently); other
// tools that are not Bash still pass through.
func TestClaudePowerShellDenied(t *testing.T) {
	for _, tt := range []struct {
		name, in, want string
	}{
		{"PowerShell", `{"hook_event_name":"PreToolUse","tool_name":"PowerShell","cwd":"/srv/p","tool_input":{"command":"rm -rf ~"}}`, ClaudeDeny},
		{"harmless PowerShell", `{"hook_event_name":"PreToolUse","tool_name":"PowerShell","cwd":"/srv/p","tool_input":{"command":"Get-ChildItem"}}`, ClaudeDeny},
		{"lower-case powershell", `{"tool_name":"powershell","cwd":"/srv/p","tool_input":{"command":"Remove-Item -Recurse ~"}}`, ClaudeDeny},
		{"pwsh", `{"tool_name":"pwsh","cwd":"/srv/p","tool_input":{"command":"ls"}}`, ClaudeDeny},
		{"no input", `{"tool_name":"PowerShell"}`, ClaudeDeny},
		{"Read passes", `{"tool_name":"Read","tool_input":{"file_path":"/x"}}`, ""},
		{"mcp tool named powershell passes", `{"tool_name":"mcp__x__PowerShellHelp","cwd":"/","tool_input":{}}`, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			cfg := ClaudeConfig{Open: func() (queue.Asker, error) {
				t.Fatal("the store was opened for a call that needs none")
				return nil, nil
			}}
			r := Claude(context.Background(), strings.NewReader(tt.in), cfg)
			if r.Decision != tt.want || r.Block {
				t.Fatalf("reply %+v; want %q", r, tt.want)
			}
			if tt.want == ClaudeDeny && (!strings.Contains(r.Reason, "POSIX shell") || !strings.Contains(r.Reason, "CLAUDE_CODE_USE_POWERSHELL_TOOL=0")) {
				t.Errorf("reason %q; want it to name POSIX shell and CLAUDE_CODE_USE_POWERSHELL_TOOL=0", r.Reason)
			}
		})
	}
}
