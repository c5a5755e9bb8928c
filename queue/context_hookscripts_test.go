package queue

import (
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
)

// TestHookScriptsGuarded (rt18i #7): the scripts a harness's hook
// settings name (by $CLAUDE_PROJECT_DIR, ~/, an absolute path, or given to
// an interpreter) are guarded as the settings are, wherever they are; a
// directory a hook command names (cd DIR && …), and a script no settings
// name, are not.
func TestHookScriptsGuarded(t *testing.T) {
	root := t.TempDir()
	home, proj, tools := filepath.Join(root, "home"), filepath.Join(root, "proj"), filepath.Join(root, "tools")
	files := map[string]string{
		filepath.Join(proj, "scripts", "guard.sh"): "#!/bin/sh\n",
		filepath.Join(home, "bin", "check.py"):     "",
		filepath.Join(tools, "audit.sh"):           "",
		filepath.Join(tools, "other.sh"):           "",
		filepath.Join(proj, ".claude", "settings.json"): `{"hooks":{"PreToolUse":[{"matcher":"Bash","hooks":[
			{"type":"command","command":"\"$CLAUDE_PROJECT_DIR\"/scripts/guard.sh"},
			{"type":"command","command":"cd ` + proj + ` && true"}]}]}}`,
		filepath.Join(home, ".claude", "settings.json"): `{"hooks":{"PreToolUse":[{"hooks":[{"type":"command","command":"python3 ~/bin/check.py --strict"}]}]}}`,
		filepath.Join(proj, ".gemini", "settings.json"): `{"hooks":{"BeforeTool":[{"hooks":[{"command":"` + filepath.Join(tools, "audit.sh") + `"}]}]},"command":"` + filepath.Join(tools, "other.sh") + `"}`,
	}
	writeTree(t, files)
	s := homeService(t, root, home)
	cases := []struct {
		command, cwd string
		guarded      bool
	}{
		{"echo 'exit 0' > scripts/guard.sh", proj, true},
		{"tee " + filepath.Join(home, "bin", "check.py"), proj, true},
		{"cp /dev/null " + filepath.Join(tools, "audit.sh"), proj, true},
		{"echo x >> " + filepath.Join(tools, "other.sh"), proj, false},
		{"echo x >> notes.txt", proj, false},
		{"echo x >> scripts/notes.txt", proj, false},
	}
	for _, tc := range cases {
		t.Run(tc.command, func(t *testing.T) {
			a := mustEvaluate(t, s, Request{Command: tc.command, Cwd: tc.cwd, ProjectDir: proj})
			if got := a.Outcome == patterns.Ask && a.Rule == "cmd.guard-tamper"; got != tc.guarded {
				t.Errorf("%q: %s by %s (%s), want guarded %v", tc.command, a.Outcome, a.Rule, a.Reason, tc.guarded)
			}
		})
	}
}
