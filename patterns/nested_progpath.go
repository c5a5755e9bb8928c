package patterns

import (
	"fmt"
	"strings"
)

// A program named by its path in an option or a git key (rt40 §6): `scp
// -S /tmp/evil`, `rsync -e /tmp/evil`, `git -c gpg.program=/tmp/evil
// commit -S`, `git -c core.askPass=/tmp/evil fetch`. The value is no
// command string the reader can follow into: the program is a file whose
// contents the line does not show, perhaps planted by an earlier call, so
// the part is unreadable (foreign code), as CC=/tmp/evilcc is. A bare
// name (`-e ssh`, `gpg.program=gpg2`) and a path under the system's
// program directories (/usr/bin/gpg) are installed programs and are read
// as before; so is a path inside the project (`./scripts/ssh-wrap`),
// which is the project's own code, as running it directly is.

// foreignProgramPath reports whether a command string's program (its
// first field) is a path outside the system's program directories and
// outside the project: absolute, below the home, or above the workdir.
func foreignProgramPath(v string) bool {
	f := strings.Fields(v)
	if len(f) == 0 || installedProgram(v) {
		return false
	}
	return strings.HasPrefix(f[0], "/") || strings.HasPrefix(f[0], "~") || strings.HasPrefix(f[0], "..")
}

// foreignProgram is the unreadable node for such a program, named by who.
func (r *reading) foreignProgram(p *Part, who string, val Word) *Node {
	return r.unreadable(p, UnreadableForeignCode, val.Span, fmt.Sprintf(
		"%s names the program %s, a file whose contents the command does not show, so what runs is not known.",
		who, quoteRaw(val.Raw)))
}
