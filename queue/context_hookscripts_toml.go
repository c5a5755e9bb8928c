package queue

import (
	"regexp"
	"strconv"
	"strings"
)

// Codex reads its hooks from config.toml as well as hooks.json
// ([[hooks.PreToolUse.hooks]] tables, or inline tables in a hooks array),
// and runs its notify program (an argv list) after each turn. ozdesk
// reads no TOML otherwise, so the few forms these take are read here by
// line; a command spelt in a form not read (a multi-line string) names
// no script, and the settings file itself stays guarded.

// tomlCommand matches a command key and its basic or literal string.
var tomlCommand = regexp.MustCompile(`(?:^|[\s,{])command\s*=\s*("(?:[^"\\]|\\.)*"|'[^']*')`)

// tomlNotify matches a notify key and its one-line array.
var tomlNotify = regexp.MustCompile(`^notify\s*=\s*\[(.*)\]`)

// tomlString matches one basic or literal string in an array.
var tomlString = regexp.MustCompile(`"(?:[^"\\]|\\.)*"|'[^']*'`)

// tomlHookCommands lists the hook commands and the notify program (as
// one command, its words quoted) in a Codex config.toml.
func tomlHookCommands(text string) []string {
	var out []string
	inHooks := false
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "[") {
			name := strings.Trim(line, "[] \t")
			inHooks = name == "hooks" || strings.HasPrefix(name, "hooks.")
			continue
		}
		if m := tomlNotify.FindStringSubmatch(line); m != nil && !inHooks {
			var argv []any
			for _, s := range tomlString.FindAllString(m[1], -1) {
				argv = append(argv, tomlUnquote(s))
			}
			if len(argv) > 0 {
				out = append(out, execCommand(argv[0].(string), argv[1:]))
			}
			continue
		}
		if !inHooks && !strings.HasPrefix(line, "hooks") {
			continue
		}
		for _, m := range tomlCommand.FindAllStringSubmatch(line, -1) {
			out = append(out, tomlUnquote(m[1]))
		}
	}
	return out
}

// tomlUnquote reads a TOML basic ("…", with escapes) or literal ('…')
// string.
func tomlUnquote(s string) string {
	if strings.HasPrefix(s, "'") {
		return strings.Trim(s, "'")
	}
	if v, err := strconv.Unquote(s); err == nil {
		return v
	}
	return strings.Trim(s, `"`)
}
