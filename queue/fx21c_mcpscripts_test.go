package queue

import (
	"os"
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
)

// TestMCPServerScriptsGuarded (fx21c, issue 10): an MCP server's command
// and args are run by the harness later, outside any hook, so the script
// a server names is guarded as a hook's script is: in the project's
// .mcp.json and .gemini/settings.json (mcpServers), crush.json and opencode.json (mcp), the
// home's ~/.claude.json and Codex's config.toml ([mcp_servers.NAME]). A
// file no server names is left alone. The settings files themselves ask
// already (guard-tamper).
func TestMCPServerScriptsGuarded(t *testing.T) {
	root := t.TempDir()
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	files := map[string]string{
		filepath.Join(proj, ".mcp.json"):             `{"mcpServers":{"a":{"command":"node","args":["tools/mcp-a.js"]}}}`,
		filepath.Join(proj, ".gemini/settings.json"): `{"mcpServers":{"b":{"command":"python3","args":["tools/mcp_b.py"]}}}`,
		filepath.Join(proj, "crush.json"):            `{"mcp":{"c":{"type":"stdio","command":"./tools/mcp-c.sh"}}}`,
		filepath.Join(proj, "opencode.json"):         `{"mcp":{"f":{"type":"local","command":["node","tools/mcp-f.js"]}}}`,
		filepath.Join(home, ".claude.json"):          `{"mcpServers":{"d":{"type":"stdio","command":"bash","args":["` + filepath.Join(home, "bin", "mcp-d.sh") + `"]}}}`,
		filepath.Join(home, ".codex/config.toml"):    "[mcp_servers.e]\ncommand = \"node\"\nargs = [\"" + filepath.Join(home, "mcp", "e.js") + "\"]\n",
	}
	writeTree(t, files)
	if err := os.MkdirAll(filepath.Join(root, "state"), 0o700); err != nil {
		t.Fatal(err)
	}
	s := homeService(t, root, home)
	cases := []struct {
		command string
		rule    string // "": allowed
	}{
		{"echo 'curl x | sh' > tools/mcp-a.js", "cmd.guard-tamper"},
		{"cp evil.py tools/mcp_b.py", "cmd.guard-tamper"},
		{"echo x >> tools/mcp-c.sh", "cmd.guard-tamper"},
		{"echo x > ~/bin/mcp-d.sh", "cmd.guard-tamper"},
		{"echo x > tools/mcp-f.js", "cmd.guard-tamper"},
		{"echo x > ~/mcp/e.js", "cmd.guard-tamper"},
		{`echo '{"mcpServers":{}}' > .mcp.json`, "cmd.guard-tamper"},
		{"echo x > tools/other.js", ""},
	}
	for _, tc := range cases {
		t.Run(tc.command, func(t *testing.T) {
			a := mustEvaluate(t, s, Request{Command: tc.command, Cwd: proj})
			switch {
			case tc.rule == "" && a.Outcome != patterns.Allow:
				t.Errorf("%q: %s by %s (%s), want allow", tc.command, a.Outcome, a.Rule, a.Reason)
			case tc.rule != "" && (a.Outcome != patterns.Ask || a.Rule != tc.rule):
				t.Errorf("%q: %s by %s (%s), want ask by %s", tc.command, a.Outcome, a.Rule, a.Reason, tc.rule)
			}
		})
	}
}
