package patterns

import "strings"

// Files checked out of another tree (rt42 §12, fx43r): `git checkout
// origin/eve -- Makefile` and `git restore --source=origin/eve Makefile`
// write the named files as that ref holds them, which the line does not
// show, so a later part that runs them (`&& make`) is made-then-run, as
// after `git show origin/eve:Makefile > Makefile`. The tree is one named
// with a slash (a remote's branch, origin/eve; refs/…); a local branch,
// switched to as a whole or a file of it (`git checkout feature`, `git
// checkout feature -- Makefile`) is the project's own code and left
// alone (effects_gitfetched.go), and so are the files restored from the
// index or from HEAD and its ancestors (`git checkout -- Makefile`, `git
// checkout HEAD~1 -- Makefile`), the tree's own history.

// gitGraftMakes returns the files git part p, running in dir, checks out
// of another tree, with that tree's name.
func gitGraftMakes(p *Part, dir place) []made {
	args := p.Args()
	at := gitSubcommand(args)
	if at < 0 {
		return nil
	}
	verb, _ := args[at].Literal()
	if verb != "checkout" && verb != "restore" {
		return nil
	}
	var source Word
	var operands, paths []Word
	hasSource, dashed := false, false
	rest := args[at+1:]
	for k := 0; k < len(rest); k++ {
		w := rest[k]
		lit, _ := litPrefix(w)
		switch {
		case dashed:
			paths = append(paths, w)
		case lit == "--":
			dashed = true
		case verb == "restore" && (lit == "-s" || lit == "--source") && k+1 < len(rest):
			source, hasSource = rest[k+1], true
			k++
		case verb == "restore" && strings.HasPrefix(lit, "--source="):
			source, hasSource = subWord(w, len("--source=")), true
		case verb == "restore" && strings.HasPrefix(lit, "-s") && len(lit) > 2:
			source, hasSource = subWord(w, 2), true
		case strings.HasPrefix(lit, "-"):
		default:
			operands = append(operands, w)
		}
	}
	if verb == "restore" {
		paths = append(operands, paths...)
	} else {
		// git checkout TREE -- PATHS, or TREE PATHS; one word alone is
		// a branch switched to.
		if len(operands) == 0 || !dashed && len(operands) < 2 {
			return nil
		}
		source, hasSource = operands[0], true
		paths = append(operands[1:], paths...)
	}
	if !hasSource || len(paths) == 0 {
		return nil
	}
	ref, ok := source.Literal()
	if ok && (ownHistory(ref) || !strings.Contains(ref, "/")) {
		return nil // the tree's own history, or a local branch (feature)
	}
	return placesOf(paths, dir, false, "checks out of "+quoteRaw(source.Raw)+", another tree,")
}

// ownHistory reports whether a tree-ish is HEAD or one of its ancestors
// (HEAD~2, @^, HEAD@{1}).
func ownHistory(ref string) bool {
	for _, h := range []string{"HEAD", "@"} {
		if rest, ok := strings.CutPrefix(ref, h); ok && (rest == "" || strings.IndexAny(rest[:1], "~^@{") == 0) {
			return true
		}
	}
	return false
}

// gitMayGraft reports, cheaply, whether git part p may check files out of
// another tree: a checkout with "--" or a restore with a source.
func gitMayGraft(p *Part) bool {
	verb := ""
	for _, w := range p.Args() {
		v, _ := w.Literal()
		switch {
		case verb == "" && (v == "checkout" || v == "restore"):
			verb = v
		case verb == "checkout" && v == "--":
			return true
		case verb == "restore" && (v == "-s" || v == "--source" || strings.HasPrefix(v, "--source=") || strings.HasPrefix(v, "-s")):
			return true
		}
	}
	return false
}
