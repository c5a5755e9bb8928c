package hookcall

import "strings"

// ClaudePowerShell is Claude Code's PowerShell tool (Claude Code 2.1
// offers it where pwsh is installed, or with
// CLAUDE_CODE_USE_POWERSHELL_TOOL set): a command ozdesk cannot read, so
// the hook denies it (rt37h D3: `rm -rf ~` through it passed silently).
const ClaudePowerShell = "PowerShell"

// ClaudePowerShellReason is the deny the hook answers a PowerShell call
// with.
const ClaudePowerShellReason = "ozdesk reads only POSIX shell commands, not PowerShell, so a PowerShell call is refused: " +
	"set CLAUDE_CODE_USE_POWERSHELL_TOOL=0 for Claude Code (its Bash tool is judged), or approve the command by other means"

// IsClaudePowerShell reports whether a Claude Code tool name is its
// PowerShell tool, in any capitals (a name Claude Code might send in
// another spelling is refused too, never passed through).
func IsClaudePowerShell(tool string) bool {
	return strings.EqualFold(tool, ClaudePowerShell) || strings.EqualFold(tool, "pwsh")
}
