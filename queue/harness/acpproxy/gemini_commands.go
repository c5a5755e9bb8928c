package acpproxy

import (
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strings"
)

// Gemini CLI's settings can run programs with no tool call the proxy
// sees (rt28i #4): an MCP server's command starts with the session (and
// a server marked trust: true has every tool call skip confirmation,
// whatever its transport), tools.discoveryCommand and tools.callCommand
// run to find and call project tools, and a hook of any event runs its
// command. ozdesk's own hook, a bare `ozdesk`/`ozdesk-hook` command with
// no shell syntax, is the one command that passes.

// commandFindings says which programs settings s (read from path) run.
func commandFindings(path string, s map[string]any) []string {
	var out []string
	servers, _ := s["mcpServers"].(map[string]any)
	for _, n := range slices.Sorted(maps.Keys(servers)) {
		srv, _ := servers[n].(map[string]any)
		if c, ok := srv["command"]; ok {
			out = append(out, fmt.Sprintf("%s sets mcpServers.%s.command to %v (Gemini CLI runs it at session start, with no request)", path, n, c))
		} else if t, ok := srv["trust"]; ok && t != false {
			out = append(out, fmt.Sprintf("%s sets mcpServers.%s.trust (its tool calls skip confirmation)", path, n))
		}
	}
	tools, _ := s["tools"].(map[string]any)
	for _, k := range []string{"discoveryCommand", "callCommand"} {
		if v, ok := tools[k]; ok && v != "" {
			out = append(out, fmt.Sprintf("%s sets tools.%s to %v (Gemini CLI runs it with no request)", path, k, v))
		}
	}
	hooks, _ := s["hooks"].(map[string]any)
	for _, e := range slices.Sorted(maps.Keys(hooks)) {
		for _, c := range hookCommands(hooks[e]) {
			if !isOzdeskHook(c) {
				out = append(out, fmt.Sprintf("%s sets a hooks.%s command %q (Gemini CLI runs it with no request)", path, e, c))
			}
		}
	}
	return out
}

// hookCommands are the commands of one event's hook groups (a value
// that is not a command string counts as one that is not ozdesk's).
func hookCommands(v any) []string {
	var out []string
	groups, ok := v.([]any)
	if !ok {
		return []string{fmt.Sprint(v)}
	}
	for _, g := range groups {
		gm, _ := g.(map[string]any)
		hs, ok := gm["hooks"].([]any)
		if !ok {
			out = append(out, fmt.Sprint(g))
			continue
		}
		for _, h := range hs {
			hm, _ := h.(map[string]any)
			c, ok := hm["command"].(string)
			if !ok {
				c = fmt.Sprint(h)
			}
			out = append(out, c)
		}
	}
	return out
}

// isOzdeskHook reports whether a hook command is ozdesk's own: its
// program ozdesk or ozdesk-hook, and no shell syntax that could run
// another.
func isOzdeskHook(c string) bool {
	if strings.ContainsAny(c, ";&|$`()<>\n\\'\"*?[]{}~") {
		return false
	}
	f := strings.Fields(c)
	if len(f) < 2 || f[1] != "hook" {
		return false
	}
	b := filepath.Base(f[0])
	return b == "ozdesk" || b == "ozdesk-hook"
}
