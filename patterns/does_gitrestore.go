package patterns

// What `git checkout -- .` and `git restore .` write back is the index's
// (or HEAD's) copy of every tracked file below the directory: the same
// files `git reset --hard` writes back, and they are read the same way
// (match_files.go's spareSettings): the work tree's entries where git
// runs, which git writes only from what the repository tracks, and the
// harness settings a project uses are committed or ignored. So the
// everyday "throw my edits away" is left alone. Another commit's files
// (`git checkout origin/x -- .`, `git restore --source=v1 .`) are what
// `git reset --hard origin/x` writes: they still ask, as that commit
// might carry other settings (might, not certain). A pathspec that names
// the settings (`git checkout -- .claude/settings.json`) and another
// tree (`git -C DIR`, `--work-tree`) are judged as before.

// gitRestoresIndex reports whether a git checkout or restore (sub) writes
// its paths from the index or from HEAD: restore without --source (or
// with --source=HEAD); checkout with nothing but HEAD before its --, or
// given only the one operand.
func gitRestoresIndex(p *Part, sub string, rest []Word) bool {
	if sub == "restore" {
		_, vals := operandWords(p, "--source", "-s")
		for _, v := range vals {
			if !isLit(v, "HEAD") {
				return false
			}
		}
		return !hasFlag(p, "--source", "-s") || len(vals) > 0
	}
	dash := -1
	for _, w := range p.Args() {
		if isLit(w, "--") {
			dash = w.Span.Start
			break
		}
	}
	if dash < 0 {
		return len(rest) == 1
	}
	for _, w := range rest {
		if w.Span.Start < dash && !isLit(w, "HEAD") {
			return false
		}
	}
	return true
}

// isWorkTreeDot reports whether a pathspec is the directory git runs in.
func isWorkTreeDot(w Word) bool {
	return isLit(w, ".") || isLit(w, "./")
}

// resetDot is the directory whose entries (DIR/*) stand for the tracked
// files git writes back where it runs: "." from the index or HEAD, which
// spareSettings leaves alone, "./." from another commit, which it does
// not (the same place, spelled apart).
func resetDot(head bool) string {
	if head {
		return "."
	}
	return "./."
}
