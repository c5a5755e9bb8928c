package patterns

import "strings"

// A program word that runs a file by its path need not be literal (rt56
// R1, rt54 M25): `~+/p`, `"$PWD/p"`, `"${PWD}"/p`, `"$(pwd)/p"`,
// `"$(realpath .)/p"` and `X=.; "$X/p"` run ./p as `./p` does. Such a
// word is read as the script word of a shell is (scriptNames: the
// workdir's spellings resolved, each value the line gives its variable,
// each match of a glob), and each path it names that runs by its path
// (runsByPath) is read as `./p` is. A word whose directory is not known
// (`"$DIR/build.sh"`) is left as it was.

// computedPathProgram reports whether part p's program word is not
// literal but names a file by a path: a literal slash stands in it.
func computedPathProgram(p *Part) bool {
	if len(p.Words) == 0 || p.Program == "" {
		return false
	}
	w := p.Words[0]
	if _, ok := w.Literal(); ok {
		return false
	}
	for _, s := range w.Segs {
		if s.Kind == SegLit && strings.Contains(s.Text, "/") {
			return true
		}
	}
	return false
}

// cwdPrinted reports whether a substitution's source prints the
// directory it runs in: pwd (-P, -L), realpath ., readlink -f ., cd . &&
// pwd (effects_pathcwd.go's cwdSubst, less the repository's top, which
// is not where the part stands).
func cwdPrinted(text string) bool {
	return cwdSubst(text) && !strings.Contains(text, "rev-parse")
}

// pathPrograms returns the names a computed program word was read as
// that run by their path: a system program (/usr/bin/env) is not read,
// as its literal path is not.
func pathPrograms(names []string) []string {
	out := names[:0:0]
	for _, v := range names {
		if runsByPath(v) {
			out = append(out, v)
		}
	}
	return out
}
