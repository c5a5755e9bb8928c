package patterns

import "strings"

// systemctl set-environment and import-environment put variables into
// the service manager's environment, which every unit it starts later
// inherits (rt65 A8): `systemctl --user set-environment
// LD_PRELOAD=/tmp/x.so` loads the library into every user service
// started after it, with no ask seeing what it loads. A variable that
// loads code (isCodeEnvVar: LD_PRELOAD, BASH_ENV …) or PATH, a name the
// line does not show, and import-environment of everything (no names)
// are runs-later; the session's display variables (`import-environment
// DISPLAY WAYLAND_DISPLAY`, everyday desktop setup) are left alone.

// systemctlEnvLater returns the word of a systemctl part that sets a
// variable in the service manager's environment which later units run
// code by, and what runs it; ops are the part's words that are not
// options.
func systemctlEnvLater(p *Part, ops []Word) (Word, string, bool) {
	if p.Program != "systemctl" || len(ops) == 0 {
		return Word{}, "", false
	}
	const what = "systemd (every unit it starts later inherits the variable)"
	switch {
	case isLit(ops[0], "set-environment"):
		for _, w := range ops[1:] {
			v, ok := w.Literal()
			name, _, _ := strings.Cut(v, "=")
			if !ok || envLaterName(name) {
				return w, what, true
			}
		}
	case isLit(ops[0], "import-environment"):
		if len(ops) == 1 {
			return ops[0], what, true // every variable of the caller's
		}
		for _, w := range ops[1:] {
			if v, ok := w.Literal(); !ok || envLaterName(v) {
				return w, what, true
			}
		}
	}
	return Word{}, "", false
}

// envLaterName reports whether a variable put into the service
// manager's environment changes what later units run: it loads code,
// or it is PATH, or its name is not plain.
func envLaterName(name string) bool {
	return name == "" || name == "PATH" || isCodeEnvVar(name) || strings.ContainsAny(name, "*?[$")
}
