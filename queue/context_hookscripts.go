package queue

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
)

// A harness's hook settings name the programs its hooks run, and Claude
// Code's docs put them in scripts (`"$CLAUDE_PROJECT_DIR"/.claude/hooks/
// check.sh`): an agent that rewrites such a script switches the guard off
// without touching the settings (rt18i #7). The scripts the settings name
// are guarded as the settings are.

// hookSettingsFiles are the settings, relative to a home or a project,
// whose hooks name the scripts they run (JSON, with "command" strings).
var hookSettingsFiles = []string{
	filepath.Join(".claude", "settings.json"), filepath.Join(".claude", "settings.local.json"),
	filepath.Join(".gemini", "settings.json"), filepath.Join(".codex", "hooks.json"),
	"crush.json", ".crush.json",
}

// maxHookSettings bounds how much of a settings file is read.
const maxHookSettings = 1 << 20

// hookScripts returns the absolute paths of the scripts the hooks in the
// settings files of dir name: each hook command's first two words that
// hold a slash (a program, or the script an interpreter is given), with
// `$CLAUDE_PROJECT_DIR` (braced or quoted) as project and `~/` as home,
// that are regular files. A settings file that is not there, or not
// JSON, names none.
func hookScripts(dir, home, project string) []string {
	var out []string
	for _, f := range hookSettingsFiles {
		b, err := readSmall(filepath.Join(dir, f))
		if err != nil {
			continue
		}
		var v any
		if json.Unmarshal(b, &v) != nil {
			continue
		}
		for _, cmd := range hookCommands(v, false) {
			out = append(out, commandScripts(cmd, home, project)...)
		}
	}
	return out
}

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

// hookCommands lists the "command" strings within v's "hooks" objects
// (inHooks: v is inside one).
func hookCommands(v any, inHooks bool) []string {
	var out []string
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			if s, ok := e.(string); ok && inHooks && k == "command" {
				out = append(out, s)
				continue
			}
			out = append(out, hookCommands(e, inHooks || strings.EqualFold(k, "hooks"))...)
		}
	case []any:
		for _, e := range x {
			out = append(out, hookCommands(e, inHooks)...)
		}
	}
	return out
}

// commandScripts is the scripts one hook command names (see
// [hookScripts]).
func commandScripts(cmd, home, project string) []string {
	var out []string
	for i, w := range strings.Fields(cmd) {
		if i > 1 {
			break
		}
		w = strings.NewReplacer(`"`, "", `'`, "", "${CLAUDE_PROJECT_DIR}", "$CLAUDE_PROJECT_DIR").Replace(w)
		switch {
		case strings.HasPrefix(w, "$CLAUDE_PROJECT_DIR/") && filepath.IsAbs(project):
			w = filepath.Join(project, strings.TrimPrefix(w, "$CLAUDE_PROJECT_DIR/"))
		case strings.HasPrefix(w, "~/") && filepath.IsAbs(home):
			w = filepath.Join(home, w[2:])
		}
		if !filepath.IsAbs(w) || strings.ContainsAny(w, "$`*?[") {
			continue
		}
		// A file only: `cd /proj && …` must not guard the whole project.
		if fi, err := os.Stat(w); err == nil && fi.Mode().IsRegular() {
			out = append(out, filepath.Clean(w))
		}
	}
	return out
}
