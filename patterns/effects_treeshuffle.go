package patterns

// A copy or move whose sources are all files of the line's own tree, into
// that tree, makes nothing new for a tree's code to run: a build or test
// of the tree (`npm test`, `make`, `pytest`) would run those files where
// they stood. `mv src/old.js src/new.js && npm test` asked "npm
// made-then-run, certain" (rt42), though no file the line brought in is
// run. A source outside the tree (`mv /tmp/x.js src/ && npm test`), one
// not literal, a link (ln: its target is read from where the link lies)
// and a file the line made earlier (the maker is seen on its own) are
// judged as before; so are the files a program runs by path, its
// configuration and git's hooks, which a file of the tree moved onto them
// still rebinds (`mv notes.txt .git/hooks/pre-commit`).

// treeShuffle reports whether p, running in dir, is cp or mv of files
// named literally below the line's own directory onto a place there.
func treeShuffle(p *Part, dir place) bool {
	if p.Program != "cp" && p.Program != "mv" || dir.at != atCwd {
		return false
	}
	ops, targets, doubt := copyOperands(p) // effects_copybraces.go
	if len(doubt) > 0 {
		return false
	}
	dests := targets
	if len(targets) == 0 {
		if len(ops) < 2 {
			return false
		}
		ops, dests = ops[:len(ops)-1], ops[len(ops)-1:]
	}
	if len(ops) == 0 {
		return false
	}
	for _, w := range append(append([]Word(nil), ops...), dests...) {
		if !inLineTree(w, dir) {
			return false
		}
	}
	return true
}

// inLineTree reports whether w is a literal path below the line's own
// directory.
func inLineTree(w Word, dir place) bool {
	if _, ok := w.Literal(); !ok {
		return false
	}
	pl, ok := wordPlace(w, dir)
	return ok && pl.at == atCwd && len(pl.pat) == 1
}

// withoutTreeShuffles returns mades without what the tree shuffles among
// parts made (the slice is copied only when one is dropped).
func withoutTreeShuffles(parts []*Part, mades [][]made, dirs []place) [][]made {
	return withoutMadeBy(mades, func(i int) bool { return treeShuffle(parts[i], dirs[i]) })
}

// withoutMadeBy returns mades without what the parts drop picks made; the
// slice is copied only when one is dropped.
func withoutMadeBy(mades [][]made, drop func(i int) bool) [][]made {
	var out [][]made
	for i := range mades {
		if mades[i] != nil && drop(i) {
			if out == nil {
				out = append([][]made(nil), mades...)
			}
			out[i] = nil
		}
	}
	if out == nil {
		return mades
	}
	return out
}
