package acpproxy

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
)

// rawInput is what the proxy reads of a tool call's rawInput: the
// command line it runs, and where.
type rawInput struct {
	// command is the command line judged ("" when the rawInput names
	// none): the environment's assignments, then the command and its
	// arguments, quoted for bash. For a command string followed by args
	// (terminal/create's shape, which Zed joins by spaces and runs with
	// sh -c), when the words joined by spaces read otherwise, a second
	// line with them so, judged together with the first. A list of words
	// (codex-acp's ["bash","-lc","…"]) is an argv: its quoted line alone
	// says what runs, and the desk shows that one form (rt37h D8).
	command string
	// dir is the directory the rawInput says the command runs in ("" for
	// none).
	dir string
	// err says why the rawInput cannot be read as a command when it
	// looks like one in a shape ozdesk does not know: a request with it
	// is refused.
	err error
	// shellOnly: err is for a shape that may well be no command at all
	// (a command key nested deeper, a bare string or list): only a shell
	// call with it is refused; another tool call goes to the editor.
	shellOnly bool
}

// Keys of a rawInput, as the agents write them (compared by [fold], so
// that "Command" or "COMMAND" is not taken for another field):
//   - commandKeys hold the command: a string (Claude Code's ACP adapter's
//     Bash tool: {"command": "…", "description": …}; Codex's
//     exec_command: {"cmd": "…", "workdir": …}), or a list of words
//     (codex-acp: {"command": ["bash", "-lc", "…"], "cwd": …}, argv);
//   - argsKey holds more words after a string command ({"command": "ls",
//     "args": ["-la"]}, as terminal/create has them);
//   - dirKeys say where it runs (Gemini CLI's run_shell_command dir_path,
//     Codex's workdir);
//   - envKey holds variables set for it (an object, or terminal/create's
//     list of {name, value}).
var (
	commandKeys = []string{"command", "cmd", "argv", "script", "commandline", "shellcommand"}
	dirKeys     = []string{"cwd", "workdir", "dirpath", "dir", "directory", "workingdirectory"}
)

const (
	argsKey = "args"
	envKey  = "env"
)

// readRawInput reads a tool call's rawInput. A rawInput that holds no
// command anywhere reads as none. One that names a command in a shape
// ozdesk does not know (two command keys, a command key in another case,
// args without a command, a command that is no string or list of
// strings, a command nested in another member, a rawInput that is a bare
// string or list) has err set: a shell call with it is refused, never
// judged by a part of what runs.
func readRawInput(raw json.RawMessage) rawInput {
	if raw == nil || string(raw) == "null" {
		return rawInput{}
	}
	unknown := func(format string, args ...any) rawInput {
		return rawInput{err: fmt.Errorf("the toolCall's rawInput "+format, args...)}
	}
	switch raw[0] {
	case '{':
	case '"', '[':
		r := unknown("is a bare %s, not an object naming its command; ozdesk cannot tell what runs", map[byte]string{'"': "string", '[': "list"}[raw[0]])
		r.shellOnly = true
		return r
	default:
		return rawInput{} // a number or boolean names no command
	}
	f, err := object(raw, "the toolCall's rawInput")
	if err != nil {
		return rawInput{err: err}
	}
	byFold := map[string]string{} // folded key → key as written
	for k := range f {
		fk := fold(k)
		if other, dup := byFold[fk]; dup {
			return unknown("has the keys %s and %s, which ozdesk reads alike", quote(other), quote(k))
		}
		byFold[fk] = k
	}
	field := func(name string) (json.RawMessage, bool, error) {
		k, ok := byFold[name]
		if !ok || string(f[k]) == "null" {
			return nil, false, nil
		}
		if fold(k) != k && strings.ToLower(k) != k {
			// "Command" for "command", "work_dir" for "workdir": the agent
			// reads its own spelling, which may be another field.
			if !isKnownSpelling(k) {
				return nil, false, fmt.Errorf("the toolCall's rawInput names %s, a spelling of %q ozdesk does not know", quote(k), name)
			}
		}
		return f[k], true, nil
	}

	var r rawInput
	var cmdRaw json.RawMessage
	cmdKey := ""
	for _, name := range commandKeys {
		v, ok, err := field(name)
		if err != nil {
			return rawInput{err: err}
		}
		if !ok {
			continue
		}
		if cmdKey != "" {
			return unknown("names its command twice (%s and %s)", quote(byFold[cmdKey]), quote(byFold[name]))
		}
		cmdKey, cmdRaw = name, v
	}
	argsRaw, hasArgs, err := field(argsKey)
	if err != nil {
		return rawInput{err: err}
	}
	if k := unreadString(f); k != "" {
		// rawinput_unread.go
		r := unknown("has %s, a member ozdesk does not read, which may say what runs", quote(k))
		r.shellOnly = true
		return r
	}
	if cmdKey == "" {
		if hasArgs {
			// Many tools take args (an MCP tool's); only a shell call's
			// are a command ozdesk cannot read.
			r := unknown("has args but no command")
			r.shellOnly = true
			return r
		}
		if where := nestedCommand(f, 0); where != "" {
			r := unknown("holds a command nested in %s; ozdesk does not know that shape", quote(where))
			r.shellOnly = true
			return r
		}
		return rawInput{}
	}

	words, isList, err := commandWords(cmdRaw, byFold[cmdKey])
	if err != nil {
		return rawInput{err: err}
	}
	if hasArgs {
		var args []string
		if isList || json.Unmarshal(argsRaw, &args) != nil {
			return unknown("has args that are not a list of strings after a command string")
		}
		words = append(words, args...)
		isList = true
	}
	env, err := rawEnv(field)
	if err != nil {
		return rawInput{err: err}
	}
	if r.dir, err = rawDir(field); err != nil {
		return rawInput{err: err}
	}
	if !isList {
		r.command = strings.TrimSpace(env + " " + words[0])
		return r
	}
	quoted, err := quoteWords(words)
	if err != nil {
		return rawInput{err: fmt.Errorf("the toolCall's rawInput %w", err)}
	}
	r.command = strings.TrimSpace(env + " " + quoted)
	if joined := strings.Join(words, " "); hasArgs && joined != quoted {
		r.command += "\n" + strings.TrimSpace(env+" "+joined)
	}
	return r
}

// isKnownSpelling reports whether k is a key's spelling the agents use
// (camelCase or snake_case of a known key), not a case variant.
func isKnownSpelling(k string) bool {
	switch k {
	case "commandLine", "command_line", "shellCommand", "shell_command",
		"workDir", "work_dir", "dirPath", "dir_path", "workingDirectory", "working_directory":
		return true
	}
	return false
}

// commandWords reads a command member: a non-empty string (one word, the
// whole command line: isList false), or a non-empty list of strings.
func commandWords(raw json.RawMessage, key string) (words []string, isList bool, err error) {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		if strings.TrimSpace(s) == "" {
			return nil, false, fmt.Errorf("the toolCall's rawInput has an empty %s", key)
		}
		return []string{s}, false, nil
	}
	if json.Unmarshal(raw, &words) != nil || len(words) == 0 {
		return nil, false, fmt.Errorf("the toolCall's rawInput %s is neither a string nor a list of words", key)
	}
	return words, true, nil
}

// rawEnv reads a rawInput's env as NAME=value assignments for bash: an
// object of strings, or terminal/create's list of {name, value}.
func rawEnv(field func(string) (json.RawMessage, bool, error)) (string, error) {
	raw, ok, err := field(envKey)
	if err != nil || !ok {
		return "", err
	}
	var assigns []string
	var list []json.RawMessage
	if json.Unmarshal(raw, &list) == nil {
		for i, e := range list {
			a, err := envAssignment(e, i)
			if err != nil {
				return "", err
			}
			assigns = append(assigns, a)
		}
		return strings.Join(assigns, " "), nil
	}
	m, err := members(raw, "the toolCall's rawInput env")
	if err != nil {
		return "", err
	}
	names := make([]string, 0, len(m))
	for k := range m {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, name := range names {
		b, _ := json.Marshal(map[string]json.RawMessage{"name": json.RawMessage(quote(name)), "value": m[name]})
		a, err := envAssignment(b, len(assigns))
		if err != nil {
			return "", err
		}
		assigns = append(assigns, a)
	}
	return strings.Join(assigns, " "), nil
}

// rawDir reads where a rawInput says its command runs: one string, at
// most one of the directory keys.
func rawDir(field func(string) (json.RawMessage, bool, error)) (string, error) {
	dir := ""
	for _, name := range dirKeys {
		raw, ok, err := field(name)
		if err != nil {
			return "", err
		}
		if !ok {
			continue
		}
		var s string
		if json.Unmarshal(raw, &s) != nil {
			return "", fmt.Errorf("the toolCall's rawInput's %s is not a string", name)
		}
		if s == "" {
			continue
		}
		if dir != "" && dir != s {
			return "", errors.New("the toolCall's rawInput names two directories")
		}
		dir = s
	}
	return dir, nil
}

// maxNesting caps how deep [nestedCommand] looks.
const maxNesting = 8

// nestedCommand returns the member of f under which a command key sits
// deeper down ("" for none): {"input": {"command": …}} is a shape ozdesk
// does not read, so it must not pass as no command at all. Past
// maxNesting levels it answers as if one were there.
func nestedCommand(f map[string]json.RawMessage, depth int) string {
	for k, v := range f {
		if depth > 0 {
			for _, name := range append(commandKeys, argsKey) {
				if fold(k) == name {
					return k
				}
			}
		}
		if len(v) == 0 || (v[0] != '{' && v[0] != '[') {
			continue
		}
		if depth >= maxNesting {
			return k
		}
		var children []map[string]json.RawMessage
		if v[0] == '{' {
			if m, err := object(v, "a member"); err == nil {
				children = append(children, m)
			}
		} else {
			var items []json.RawMessage
			_ = json.Unmarshal(v, &items)
			for _, it := range items {
				if len(it) > 0 && it[0] == '{' {
					if m, err := object(it, "a member"); err == nil {
						children = append(children, m)
					}
				}
			}
		}
		for _, c := range children {
			if w := nestedCommand(c, depth+1); w != "" {
				return k
			}
		}
	}
	return ""
}
