package patterns

import (
	"fmt"
	"strings"
)

// sudo's --preserve-env=LIST (fx69a, rt67 F): the variables named are
// passed from the caller's environment to the command, their values ones
// the line does not show. Naming one that loads code (LD_PRELOAD,
// BASH_ENV …: isCodeEnvVar; not a library path, LD_LIBRARY_PATH, judged
// where it is set) makes
// the command load code from there, as `LD_PRELOAD=… ls` does, so the
// part is unreadable (foreign-code). Decided: `sudo -E` and a bare
// `--preserve-env`, which keep the whole environment, are everyday
// (`sudo -E make install`) and stay the command's: the line names no such
// variable, and one the line sets or exports is judged where it is set.

// sudoPreservedCode returns the word of a sudo wrapper of p whose
// --preserve-env list names a variable that loads code, and that name.
func sudoPreservedCode(p *Part) (Word, string, bool) {
	for _, wr := range p.Wrappers {
		if wr.Name != "sudo" {
			continue
		}
		for _, w := range wr.Words {
			lit, _ := litPrefix(w)
			list, ok := strings.CutPrefix(lit, "--preserve-env=")
			if !ok {
				continue
			}
			for _, name := range strings.Split(list, ",") {
				if isCodeEnvVar(name) {
					return w, name, true
				}
			}
		}
	}
	return Word{}, "", false
}

// sudoPreservedWhy is the reason for sudoPreservedCode's word.
func sudoPreservedWhy(p *Part, w Word, name string) string {
	return fmt.Sprintf("sudo %s passes %s from an environment the command does not show, which makes %s load code from there, so what runs is not known.",
		quoteRaw(w.Raw), name, partName(p))
}
