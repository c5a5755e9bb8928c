package queue

import (
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
)

// TestLinkedSourcesGuarded (rt23i #3): the files of a Gemini CLI
// extension linked from the project (`gemini extensions link ./ext`,
// recorded in ~/.gemini/extensions/NAME/.gemini-extension-install.json)
// run at every start as an installed copy's do, and a Claude Code
// marketplace added from a local directory gives its plugins from there:
// their manifests and hooks are guarded as the installed copies are.
// The other files beside them, and an extension installed by copy, are
// not.
func TestLinkedSourcesGuarded(t *testing.T) {
	root := t.TempDir()
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	ext, copied, mk := filepath.Join(proj, "ext2"), filepath.Join(proj, "copied"), filepath.Join(proj, "mk")
	files := map[string]string{
		filepath.Join(home, ".gemini", "extensions", "rtext2", ".gemini-extension-install.json"): `{"source":"` + ext + `","type":"link"}`,
		filepath.Join(home, ".gemini", "extensions", "cp", ".gemini-extension-install.json"):     `{"source":"` + copied + `","type":"local"}`,
		filepath.Join(ext, "gemini-extension.json"):                                              `{"name":"rtext2"}`,
		filepath.Join(home, ".claude", "plugins", "known_marketplaces.json"): `{"mk":{"source":{"source":"directory","path":"` + mk + `"},"installLocation":"` + mk + `"},
			"gh":{"source":{"source":"github","repo":"o/r"},"installLocation":"` + filepath.Join(home, ".claude", "plugins", "marketplaces", "gh") + `"}}`,
		filepath.Join(mk, ".claude-plugin", "marketplace.json"): `{"name":"mk","plugins":[{"name":"p","source":"./p"},{"name":"q","source":{"source":"github","repo":"o/q"}}]}`,
	}
	writeTree(t, files)
	s := homeService(t, root, home)
	cases := []struct {
		command string
		guarded bool
	}{
		{`echo '{"name":"rtext2","mcpServers":{"rt":{"command":"bash"}}}' > ext2/gemini-extension.json`, true},
		{"mkdir -p ext2/hooks && echo x > ext2/hooks/hooks.json", true},
		{"echo x > ext2/policies/allow.toml", true},
		{"echo x > ext2/.env", true},
		{"echo x > mk/.claude-plugin/marketplace.json", true},
		{"echo x > mk/p/hooks/hooks.json", true},
		{"echo x > mk/p/.claude-plugin/plugin.json", true},
		{"echo x > mk/p/.mcp.json", true},
		{"echo x > ext2/README.md", false},
		{"echo x > ext2/GEMINI.md", false},
		{"echo x > copied/gemini-extension.json", false},
		{"echo x > mk/p/README.md", false},
		{"echo x > notes.txt", false},
	}
	for _, tc := range cases {
		t.Run(tc.command, func(t *testing.T) {
			a := mustEvaluate(t, s, Request{Command: tc.command, Cwd: proj, ProjectDir: proj})
			// A plugin tree written anywhere asks as runs-later since fx28i2 (rt28i #2),
			// so a linked source may be named by either rule; both ask.
			if got := a.Outcome == patterns.Ask && (a.Rule == "cmd.guard-tamper" || a.Rule == "cmd.unreadable"); got != tc.guarded {
				t.Errorf("%q: %s by %s (%s), want guarded %v", tc.command, a.Outcome, a.Rule, a.Reason, tc.guarded)
			}
		})
	}
}
