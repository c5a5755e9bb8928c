package queue

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"ozdesk.dev/ozdesk/patterns"
)

// A harness's hook settings name the programs its hooks run, and Claude
// Code's docs put them in scripts (`"$CLAUDE_PROJECT_DIR"/.claude/hooks/
// check.sh`): an agent that rewrites such a script switches the guard off
// without touching the settings (rt18i #7). The scripts the settings name
// are guarded as the settings are.

// hookSettingsFiles are the settings, relative to a home or a project,
// whose hooks (or MCP servers) name the scripts they run (JSON, with
// "command" strings).
var hookSettingsFiles = []string{
	".claude/settings.json", ".claude/settings.local.json",
	".gemini/settings.json", ".codex/hooks.json", ".codex/config.toml",
	"crush.json", ".crush.json", ".crush/crush.json",
	// The MCP servers' files: Claude Code's project .mcp.json and its
	// user and local servers in ~/.claude.json (fx21c).
	".mcp.json", ".claude.json", "opencode.json", ".opencode/opencode.json",
}

// maxHookSettings bounds how much of a settings file is read.
const maxHookSettings = 1 << 20

// hookScripts returns the absolute paths of the files the commands in
// the settings files of dir run (see [hookCommands]): each command read
// by the real shell reader as the harness runs it, through bash in the
// project (relative paths are the project's), with its variables
// (`$CLAUDE_PROJECT_DIR`, `$GEMINI_PROJECT_DIR`, `$CRUSH_PROJECT_DIR`)
// as the project and `~` as home ([patterns.FilesRun]: `./x.sh`, `node
// lib/b.js`, `FOO=1 bash x.sh`, `bash -c 'x.sh'`, `cd P && ./x.sh`,
// `uv run x.py`; rt19i #3), that are regular files or not there yet (a
// hook whose script is missing runs what is written there next). A
// settings file that is not there, or not JSON (TOML for Codex's
// config.toml), names none.
func hookScripts(dir, home, project string) []string {
	vars := map[string]string{}
	if filepath.IsAbs(project) {
		for _, v := range projectVars {
			vars[v] = project
		}
	}
	var out []string
	for _, f := range hookSettingsFiles {
		b, err := readSmall(filepath.Join(dir, f))
		if err != nil {
			continue
		}
		var cmds []string
		if strings.HasSuffix(f, ".toml") {
			cmds = tomlHookCommands(string(b))
		} else {
			var v any
			if json.Unmarshal(b, &v) != nil {
				continue
			}
			cmds = hookCommands(v, false)
		}
		for _, cmd := range cmds {
			out = append(out, commandScripts(cmd, home, project, vars)...)
		}
	}
	return out
}

// projectVars are the variables the harnesses set to the project for
// their hooks' commands: Claude Code's (Gemini CLI sets it too), Gemini
// CLI's and crush's.
var projectVars = []string{"CLAUDE_PROJECT_DIR", "GEMINI_PROJECT_DIR", "GEMINI_CWD", "CRUSH_PROJECT_DIR", "CRUSH_CWD"}

// readSmall reads a file of at most maxHookSettings bytes.
func readSmall(p string) ([]byte, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b := make([]byte, maxHookSettings+1)
	n, _ := f.Read(b)
	if n > maxHookSettings {
		return nil, os.ErrInvalid
	}
	return b[:n], nil
}

// commandKey reports the settings, beside hooks, whose value is a command
// the harness runs later, by Claude Code's docs: the status line and
// the helpers it runs for credentials and headers.
func commandKey(k string) bool {
	switch k {
	case "statusLine", "apiKeyHelper", "awsAuthRefresh", "awsCredentialExport", "otelHeadersHelper":
		return true
	}
	return false
}

// mcpKey reports the settings whose entries are MCP servers the harness
// starts later, each a "command" with its "args" (Claude Code's and
// Gemini CLI's mcpServers, Codex's mcp_servers, crush's mcp): a script a
// server names runs outside any hook, as a hook's does (issue 10, fx21c).
func mcpKey(k string) bool {
	switch k {
	case "mcpServers", "mcp_servers", "mcp":
		return true
	}
	return false
}

// hookCommands lists the command strings within v's "hooks" objects
// (inHooks: v is inside one), its MCP servers' (mcpKey) and the commands of commandKey: each
// "command" string, with its "args" list (the exec form: the program
// and its arguments, no shell) quoted after it as bash would read them.
func hookCommands(v any, inHooks bool) []string {
	var out []string
	switch x := v.(type) {
	case map[string]any:
		if s, ok := x["command"].(string); ok && inHooks {
			out = append(out, execCommand(s, x["args"]))
		}
		if argv, ok := x["command"].([]any); ok && inHooks && len(argv) > 0 {
			// opencode's local MCP server: the program and its
			// arguments in one list.
			if prog, ok := argv[0].(string); ok {
				out = append(out, execCommand(prog, argv[1:]))
			}
		}
		for k, e := range x {
			if s, ok := e.(string); ok && commandKey(k) {
				out = append(out, s)
				continue
			}
			if k == "command" || k == "args" {
				continue
			}
			out = append(out, hookCommands(e, inHooks || strings.EqualFold(k, "hooks") || commandKey(k) || mcpKey(k))...)
		}
	case []any:
		for _, e := range x {
			out = append(out, hookCommands(e, inHooks)...)
		}
	}
	return out
}

// execCommand is a command with an exec form's args, each quoted for
// bash after it; the command alone when there are none.
func execCommand(cmd string, args any) string {
	list, ok := args.([]any)
	if !ok || len(list) == 0 {
		return cmd
	}
	words := []string{cmd}
	for _, a := range list {
		s, ok := a.(string)
		if !ok {
			continue
		}
		words = append(words, s)
	}
	for i, w := range words {
		q, err := syntax.Quote(w, syntax.LangBash)
		if err != nil {
			return cmd
		}
		words[i] = q
	}
	return strings.Join(words, " ")
}

// commandScripts is the files one command runs (see [hookScripts]).
func commandScripts(cmd, home, project string, vars map[string]string) []string {
	if !filepath.IsAbs(project) {
		return nil
	}
	var out []string
	for _, p := range patterns.FilesRun(cmd, project, home, vars) {
		// A file only: a directory a runner is given must not guard
		// all below it.
		fi, err := os.Stat(p)
		if err == nil && fi.Mode().IsRegular() || errors.Is(err, fs.ErrNotExist) {
			out = append(out, p)
		}
	}
	return out
}
