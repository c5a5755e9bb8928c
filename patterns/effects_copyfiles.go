package patterns

import (
	"path"
	"strings"
)

// A copy of files is a write of known names (fx29e1, rt28d #2): `cp
// a.txt b.txt` makes b.txt, or b.txt/a.txt when b.txt is a directory,
// and `cp /tmp/notes.txt .` makes ./notes.txt, as `>` would write them.
// Taken for a whole tree, its destination might hold git's hooks or a
// build's files, and every later git or npm was unreadable. cp and
// install copy files only (without -r, -a); mv and ln may carry a
// directory whose insides the line does not show, and rsync and scp
// copy a source's contents with a trailing slash: they keep the tree.

// copiedFiles returns the places a cp or install of files makes: each
// destination dirNamed like a file, or below a destination that names a
// directory (-t, ., .., a trailing slash, several sources) each source's
// base name. It reports false, for the caller to
// take the destination as a tree, when the copy may copy directories or
// a source or destination is not known.
func copiedFiles(p *Part, dests, srcs []Word, into bool, dir place, how string) ([]made, bool) {
	if p.Program != "cp" && p.Program != "install" || len(srcs) == 0 ||
		hasFlag(p, "-r", "-R", "-a", "--recursive", "--archive") {
		return nil, false
	}
	var bases []string
	for _, w := range srcs {
		b, ok := copiedBase(w)
		if !ok {
			return nil, false
		}
		bases = append(bases, b)
	}
	var out []made
	for _, d := range dests {
		pl, ok := wordPlace(d, dir)
		if !ok || pl.tree || pl.at == atSome || len(pl.pat) != 1 {
			return nil, false
		}
		raw := strings.Trim(d.Raw, `"'`)
		b := path.Base(raw)
		dirNamed := pl.pat[0] == "" || strings.HasSuffix(raw, "/") || b == "." || b == ".."
		if !dirNamed {
			out = append(out, made{place: pl, how: how})
		}
		if !dirNamed && !into && len(bases) == 1 {
			// One file copied onto a name makes that name (rt21d #6): a
			// directory of that name is not what anyone copies onto.
			continue
		}
		for _, b := range bases {
			out = append(out, made{place: below(pl.at, pl.pat[0], b), how: how})
		}
	}
	return out, true
}

// copiedFromTree reports whether part p is a cp or install of files
// whose sources all lie in the line's directory or below it (`cp
// Dockerfile.dev Dockerfile`): what it makes the project already held.
func copiedFromTree(p *Part) bool {
	if p.Program != "cp" && p.Program != "install" {
		return false
	}
	ops, targets := operandWords(p, "--target-directory", "-t")
	if len(targets) == 0 && len(ops) > 0 {
		ops = ops[:len(ops)-1]
	}
	for _, w := range ops {
		v, ok := w.Literal()
		if !ok || v == "" || strings.HasPrefix(v, "/") || strings.HasPrefix(v, "~") ||
			v == ".." || strings.HasPrefix(v, "../") || strings.Contains(v, "/../") {
			return false
		}
	}
	return len(ops) > 0
}

// copiedBase is the base name a copied source takes at its destination:
// the literal word's, a ~ spelled path's too. It reports false for a
// word that is not literal, is empty, ends in a slash (rsync copies its
// contents) or names no file of its own (., .., /, ~).
func copiedBase(w Word) (string, bool) {
	v, ok := w.Literal()
	if rest, home := homeRest(&w); home && !ok {
		v, ok = rest.Literal()
		v = "~" + v
	}
	b := path.Base(v)
	if !ok || v == "" || strings.HasSuffix(v, "/") || b == "." || b == ".." || b == "/" || b == "~" {
		return "", false
	}
	return b, true
}
