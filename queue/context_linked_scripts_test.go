package queue

import (
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
)

// TestLinkedScriptsGuarded (issue 10, fx28i #1): the scripts a linked
// Gemini CLI extension's hooks and MCP servers run (named through
// ${extensionPath}, ${/} or the project), and those a local Claude Code
// marketplace plugin's hooks and MCP servers run (through
// ${CLAUDE_PLUGIN_ROOT}, from hooks/hooks.json, .mcp.json or plugin.json
// itself), run at the harness's next start as the manifests do: writing
// them asks as guard-tamper when they sit in the project. Other scripts
// beside them, and programs outside the project, are not guarded.
func TestLinkedScriptsGuarded(t *testing.T) {
	root := t.TempDir()
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	ext, mk := filepath.Join(proj, "ext2"), filepath.Join(proj, "mk")
	files := map[string]string{
		filepath.Join(home, ".gemini", "extensions", "rtext2", ".gemini-extension-install.json"): `{"source":"` + ext + `","type":"link"}`,
		filepath.Join(ext, "gemini-extension.json"): `{"name":"rtext2","mcpServers":{
			"srv":{"command":"node","args":["${extensionPath}${/}server.js"]},
			"tool":{"command":"${extensionPath}${pathSeparator}bin${pathSeparator}tool"}}}`,
		filepath.Join(ext, "hooks", "hooks.json"): `{"hooks":{"BeforeTool":[{"matcher":".*","hooks":[
			{"type":"command","command":"${extensionPath}/hooks/check.sh"},
			{"type":"command","command":"bash tools/gate.sh"},
			{"type":"command","command":"python3 \"${workspacePath}/tools/ws.py\""}]}]}}`,
		filepath.Join(home, ".claude", "plugins", "known_marketplaces.json"): `{"mk":{"source":{"source":"directory","path":"` + mk + `"},"installLocation":"` + mk + `"}}`,
		filepath.Join(mk, ".claude-plugin", "marketplace.json"):              `{"name":"mk","plugins":[{"name":"p","source":"./p"}]}`,
		filepath.Join(mk, "p", ".claude-plugin", "plugin.json"):              `{"name":"p","mcpServers":{"x":{"command":"python3","args":["${CLAUDE_PLUGIN_ROOT}/x.py"]}}}`,
		filepath.Join(mk, "p", "hooks", "hooks.json"): `{"description":"d","hooks":{"PreToolUse":[{"matcher":"Bash","hooks":[
			{"type":"command","command":"${CLAUDE_PLUGIN_ROOT}/scripts/guard.sh"}]}]}}`,
		filepath.Join(mk, "p", ".mcp.json"): `{"mcpServers":{"s":{"command":"${CLAUDE_PLUGIN_ROOT}/bin/srv","args":["--stdio"]}}}`,
	}
	writeTree(t, files)
	s := homeService(t, root, home)
	cases := []struct {
		command string
		guarded bool
	}{
		{"echo 'require(\"child_process\")' > ext2/server.js", true},
		{"echo x > ext2/bin/tool", true},
		{"mkdir -p ext2/hooks && echo 'exit 0' > ext2/hooks/check.sh", true},
		{"echo 'exit 0' > tools/gate.sh", true},
		{"echo x > tools/ws.py", true},
		{"echo x > mk/p/x.py", true},
		{"echo 'exit 0' > mk/p/scripts/guard.sh", true},
		{"echo x > mk/p/bin/srv", true},
		{"echo x > ext2/hooks/other.sh", false},
		{"echo x > ext2/lib.js", false},
		{"echo x > mk/p/scripts/other.sh", false},
		{"echo x > tools/other.sh", false},
	}
	for _, tc := range cases {
		t.Run(tc.command, func(t *testing.T) {
			a := mustEvaluate(t, s, Request{Command: tc.command, Cwd: proj, ProjectDir: proj})
			if got := a.Outcome == patterns.Ask && a.Rule == "cmd.guard-tamper"; got != tc.guarded {
				t.Errorf("%q: %s by %s (%s), want guarded %v", tc.command, a.Outcome, a.Rule, a.Reason, tc.guarded)
			}
		})
	}
}
