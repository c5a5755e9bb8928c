package harness

import (
	"os"
	"path/filepath"
	"strings"

	"ozdesk.dev/ozdesk/patterns"
)

// A file tool's path is judged where its links lead when the hook runs,
// but the harness writes it after the hook answers, and the agent's own
// background process may swap a link on the way in between (rt20i #5: a
// loop renaming `d` between a link to a project directory and one to
// ~/.claude landed a Write of d/settings.json in ~/.claude/settings.json).
// ozdesk cannot make the harness's write atomic with its check. What it
// does: a write, below the project, of a file that is a symbolic link
// now, or of a file named like a guarded file (settings.json,
// config.toml, .bashrc …) through a directory that is a link now, asks
// whatever the policy says. What remains: a plain directory the
// agent replaces by a link after the check (two renames), and a link to
// a directory guarded whole (~/.gemini, ~/.claude/hooks) written under a
// name not guarded anywhere; README.md and claude/PROTOCOL.md say so.

// swapDoubt says why a write of abs (absolute) must ask because a link
// the agent may swap lies on its way below project, "" when none does.
func swapDoubt(abs, project string) string {
	abs = filepath.Clean(abs)
	if !filepath.IsAbs(project) {
		return ""
	}
	project = filepath.Clean(project)
	rest, ok := strings.CutPrefix(abs, project+"/")
	if !ok {
		return ""
	}
	if fi, err := os.Lstat(abs); err == nil && fi.Mode()&os.ModeSymlink != 0 {
		return "the file is a symbolic link that the agent can change after this check: the write might land in a guarded place"
	}
	if !guardedName(filepath.Base(abs)) {
		return ""
	}
	p := project
	for _, c := range strings.Split(rest, "/") {
		p = filepath.Join(p, c)
		fi, err := os.Lstat(p)
		if err != nil {
			return ""
		}
		if fi.Mode()&os.ModeSymlink != 0 {
			return "the path passes through a symbolic link (" + p + ") that the agent can change after this check, " +
				"and the file is named like a guarded file: the write might land in a guarded place"
		}
	}
	return ""
}

// guardedName reports whether name is the last element of a guarded
// file's path: a harness's settings or a shell start-up file.
func guardedName(name string) bool {
	home, _ := patterns.ShellStartup()
	for _, g := range append(patterns.HarnessSettings(), home...) {
		if b := filepath.Base(g); !strings.ContainsAny(b, "*?[") && b == name {
			return true
		}
	}
	return false
}
