package queue

import (
	"github.com/pelletier/go-toml/v2"
)

// Codex reads its hooks from config.toml as well as hooks.json
// ([[hooks.PreToolUse.hooks]] tables, or inline tables in a hooks array),
// and runs its notify program (an argv list) after each turn. The file
// is read with a TOML parser, so every form TOML allows (multi-line and
// literal strings, dotted keys, inline tables) names its scripts; a file
// that is not TOML names none (Codex does not start with it either), and
// the settings file itself stays guarded.

// tomlHookCommands lists the hook commands and the notify program (as
// one command, its words quoted) in a Codex config.toml.
func tomlHookCommands(text string) []string {
	var v map[string]any
	if toml.Unmarshal([]byte(text), &v) != nil {
		return nil
	}
	var out []string
	if h, ok := v["hooks"]; ok {
		out = hookCommands(map[string]any{"hooks": h}, false)
	}
	if m, ok := v["mcp_servers"]; ok {
		out = append(out, hookCommands(map[string]any{"mcp_servers": m}, false)...)
	}
	if argv, ok := v["notify"].([]any); ok && len(argv) > 0 {
		if prog, ok := argv[0].(string); ok {
			out = append(out, execCommand(prog, argv[1:]))
		}
	}
	return out
}
