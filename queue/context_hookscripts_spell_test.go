package queue

import (
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
)

// TestHookScriptsEverySpelling (rt19i #3): a script a harness's settings
// run is guarded however the command spells it, as the shell reads it
// in the project: relative paths, interpreters, prefix assignments,
// nested strings, cds, the exec form's args, a status line, Gemini's
// and crush's variables, Codex's config.toml hooks and notify, and a
// script not written yet.
func TestHookScriptsEverySpelling(t *testing.T) {
	root := t.TempDir()
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	scripts := []string{"scripts/rel.sh", "lib/b.js", "tools/a.py", "s2/2.sh", "s2/3.sh", "s2/4.sh", "s2/5.sh",
		"scripts/post.sh", "scripts/status.sh", "g/gem.sh", "c/crush.sh", "x/codex.sh", "x/notify.py", "x/uv.py", "x/key.sh"}
	files := map[string]string{
		filepath.Join(proj, ".claude", "settings.json"): `{"hooks":{"PreToolUse":[{"matcher":"Bash","hooks":[
			{"type":"command","command":"./scripts/rel.sh"},
			{"type":"command","command":"node lib/b.js"},
			{"type":"command","command":"python3","args":["tools/a.py"]},
			{"type":"command","command":"FOO=1 bash ` + proj + `/s2/2.sh"},
			{"type":"command","command":"python3","args":["` + proj + `/s2/3.sh"]},
			{"type":"command","command":"bash -c '` + proj + `/s2/4.sh'"},
			{"type":"command","command":"cd ` + proj + ` && ./s2/5.sh"}]}],
			"PostToolUse":[{"hooks":[{"type":"command","command":"bash -c 'scripts/post.sh'"}]}]},
			"statusLine":{"type":"command","command":"scripts/status.sh"},
			"apiKeyHelper":"\"$CLAUDE_PROJECT_DIR\"/x/key.sh"}`,
		filepath.Join(proj, ".gemini", "settings.json"): `{"hooks":{"BeforeTool":[{"hooks":[{"type":"command","command":"\"$GEMINI_PROJECT_DIR\"/g/gem.sh"}]}]}}`,
		filepath.Join(proj, "crush.json"):               `{"hooks":{"PreToolUse":[{"matcher":"bash","command":"$CRUSH_PROJECT_DIR/c/crush.sh"}]}}`,
		filepath.Join(home, ".codex", "config.toml"): "notify = [\"python3\", \"" + proj + "/x/notify.py\"]\n\n" +
			"[[hooks.PreToolUse]]\nmatcher = \"Bash\"\n\n[[hooks.PreToolUse.hooks]]\ntype = \"command\"\ncommand = 'bash x/codex.sh'\n" +
			"[[hooks.PostToolUse]]\nhooks = [{ type = \"command\", command = \"uv run x/uv.py\" }]\n",
	}
	for _, s := range scripts {
		if s == "s2/5.sh" {
			continue // not written yet: guarded all the same
		}
		files[filepath.Join(proj, s)] = "#!/bin/sh\n"
	}
	files[filepath.Join(proj, "scripts", "notes.txt")] = ""
	writeTree(t, files)
	s := homeService(t, root, home)
	for _, sc := range scripts {
		t.Run(sc, func(t *testing.T) {
			a := mustEvaluate(t, s, Request{Command: "echo 'exit 0' > " + sc, Cwd: proj, ProjectDir: proj})
			if a.Outcome != patterns.Ask || a.Rule != "cmd.guard-tamper" {
				t.Errorf("write of %s: %s by %s (%s), want ask by cmd.guard-tamper", sc, a.Outcome, a.Rule, a.Reason)
			}
		})
	}
	for _, other := range []string{"scripts/notes.txt", "lib/c.js", "s2/other.sh"} {
		a := mustEvaluate(t, s, Request{Command: "echo x > " + other, Cwd: proj, ProjectDir: proj})
		if a.Rule == "cmd.guard-tamper" {
			t.Errorf("write of %s: %s by %s, want no guard-tamper (no settings name it)", other, a.Outcome, a.Rule)
		}
	}
}

// FuzzTOMLHookCommands: any config.toml is read without a panic.
func FuzzTOMLHookCommands(f *testing.F) {
	f.Add("notify = [\"a\", 'b']\n[[hooks.PreToolUse.hooks]]\ncommand = \"x \\\" y\"\n")
	f.Add("[hooks]\nPreToolUse = [{ command = 'z' }]\n")
	f.Fuzz(func(t *testing.T, text string) {
		_ = tomlHookCommands(text)
	})
}
