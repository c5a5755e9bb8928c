package hookcall

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"ozdesk.dev/ozdesk/internal/safetext"
)

// Codex's exec_command takes, beside cmd, arguments that say how it runs
// (read from its binary, 0.171.0): workdir, tty, shell ("Shell binary to
// launch. Defaults to the user's default shell."), login, yield_time_ms,
// max_output_tokens, sandbox_permissions, justification, prefix_rule and
// additional_permissions. Its hook passes only command on today (rt18h
// #1), but a call that carries one ozdesk does not read the way Codex
// does is refused, not judged as if it were not there.

// codexKnownArg reports whether a tool_input member is one the hook
// reads, or one that says nothing of what runs and where (the sandbox's
// and the output's).
func codexKnownArg(name string) bool {
	switch name {
	case "command", "cmd", "workdir", "tty", "shell", "login", "yield_time_ms", "max_output_tokens", "timeout_ms", "timeout",
		"sandbox_permissions", "with_escalated_permissions", "justification", "prefix_rule", "additional_permissions", "description":
		return true
	}
	return false
}

// CodexArgs checks a shell call's tool_input members: each must be one
// the hook knows ([codexKnownArg]); shell, when given, must be bash (an
// absolute path or the bare name), as ozdesk reads every command; login
// must be a boolean. The error says which member and what to do.
func CodexArgs(toolInput json.RawMessage, tool string) error {
	var keys map[string]json.RawMessage
	if json.Unmarshal(toolInput, &keys) != nil {
		return nil // commandOf says so
	}
	names := make([]string, 0, len(keys))
	for k := range keys {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		if !codexKnownArg(k) {
			return fmt.Errorf("the %s call's tool_input has a member %q that ozdesk does not know, and it may change what runs or how", safetext.Escape(tool), safetext.Escape(k))
		}
	}
	if raw, ok := keys["shell"]; ok && string(raw) != "null" {
		var shell string
		if err := json.Unmarshal(raw, &shell); err != nil {
			return fmt.Errorf("the %s call's shell is not a string: %w", safetext.Escape(tool), err)
		}
		if shell != "" && !IsBash(shell) {
			return fmt.Errorf("the %s call asks for the shell %s, and ozdesk reads every command as bash does: another shell may run another command from the same text; leave shell out (or name bash)", safetext.Escape(tool), safetext.Escape(shell))
		}
	}
	if raw, ok := keys["login"]; ok && string(raw) != "null" {
		var login bool
		if err := json.Unmarshal(raw, &login); err != nil {
			return fmt.Errorf("the %s call's login is not true or false: %w", safetext.Escape(tool), err)
		}
	}
	return nil
}

// IsBash reports whether shell names bash: "bash", or an absolute path
// whose last element is bash.
func IsBash(shell string) bool {
	return shell == "bash" || filepath.IsAbs(shell) && filepath.Base(shell) == "bash" && !strings.HasSuffix(shell, "/")
}

// CodexPatchTool is the tool name of Codex's own patch tool.
const CodexPatchTool = "apply_patch"

// codexShellTool reports whether tool is a name under which Codex runs
// shell commands (they differ by model family and version); its hook
// names the model's exec_command "Bash".
func codexShellTool(tool string) bool {
	switch tool {
	case ClaudeBash, "bash", "shell", "shell_command", "exec_command", "local_shell", "unified_exec", "container.exec":
		return true
	}
	return false
}

// CodexRunsShell reports whether a call is judged as a shell command: a
// shell tool's, or an unknown tool's whose input carries a command or cmd
// (fail closed: a tool ozdesk does not know may run it).
func CodexRunsShell(tool string, toolInput json.RawMessage) bool {
	if codexShellTool(tool) {
		return true
	}
	var keys map[string]json.RawMessage
	if json.Unmarshal(toolInput, &keys) != nil {
		return false
	}
	_, command := keys["command"]
	_, cmd := keys["cmd"]
	return command || cmd
}

// CodexCommand is a shell call's command: tool_input.command, or cmd
// (exec_command's name for it) when there is no command; both is refused.
func CodexCommand(toolInput json.RawMessage, tool string) (string, error) {
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(toolInput, &keys); err == nil {
		_, command := keys["command"]
		raw, cmd := keys["cmd"]
		switch {
		case command && cmd:
			return "", fmt.Errorf("the %s call's tool_input has both command and cmd: which one runs is not certain", safetext.Escape(tool))
		case cmd:
			return CommandOf(json.RawMessage(`{"command":`+string(raw)+`}`), safetext.Escape(tool))
		}
	}
	return CommandOf(toolInput, safetext.Escape(tool))
}
