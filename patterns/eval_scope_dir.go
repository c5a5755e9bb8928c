package patterns

import (
	"path"
	"strings"
)

// A workdir-scoped allow meets the directory the part runs in (fx36q #3).
// Scope.Applies is checked against the ask's cwd, once per rule; a part
// that runs elsewhere, after a `cd` (pushd, a subshell's cd, env -C …) or
// by its program's own directory option (`-C DIR`, `--chdir`, terraform's
// `-chdir=`), is not covered by an allow scoped to the project: `cd
// /prod && terraform destroy -target=x` asks even where an allow of
// `terraform destroy **` is scoped to /home/op/proj. A directory not
// known fails closed. Ask and refuse rules keep matching as before.

// chdirOptions are the program options that name the directory a
// program works in.
var chdirOptions = []string{"-C", "--chdir", "-chdir", "--directory", "--cwd"}

// scopeCoversPart reports whether the workdir of scope s covers the
// directory part i runs in, and every directory its options name.
func (e *evaluation) scopeCoversPart(s Scope, i int) bool {
	if s.Workdir == "" {
		return true
	}
	cwd := e.ctxOf(i).Cwd
	if !dirWithin(cwd, s.Workdir) {
		return false
	}
	words := e.cmd.Parts[i].Words
	for k := 1; k < len(words); k++ {
		lit, ok := words[k].Literal()
		if !ok {
			continue
		}
		for _, o := range chdirOptions {
			var val Word
			switch {
			case lit == o && k+1 < len(words):
				val = words[k+1]
			case strings.HasPrefix(lit, o+"="):
				val = LitWord(lit[len(o)+1:])
			case o == "-C" && len(lit) > 2 && strings.HasPrefix(lit, "-C"):
				val = LitWord(lit[2:])
			default:
				continue
			}
			v, ok := val.Literal()
			if !ok || strings.HasPrefix(v, "~") || strings.Contains(v, "$") {
				return false // a directory not known
			}
			if !path.IsAbs(v) {
				v = path.Join(cwd, v)
			}
			if !dirWithin(v, s.Workdir) {
				return false
			}
		}
	}
	return true
}

// dirWithin reports whether dir is workdir or below it; an unknown or
// relative dir is not.
func dirWithin(dir, workdir string) bool {
	if dir == unknownDir || !path.IsAbs(dir) {
		return false
	}
	return Scope{Workdir: workdir}.Applies("", "", dir)
}
