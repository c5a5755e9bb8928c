package patterns

import "strings"

// A work tree reset to another commit (rt23d #1): `git reset --hard
// REF`, `git checkout REF -- .` and `git restore --source REF .` write
// REF's copy of every tracked file over the work tree. The reading cannot
// see what REF holds, so it stands for them as the tree's entries (./././*,
// does_gitrestore.go) and asks as a might; where the caller reads the
// repository (Context.GitTree), [git-tree-change] looks at the files whose
// work-tree copy differs from REF (`git diff --name-only REF`), which are
// the files the reset writes, and asks only when one of them is guarded.
// The tree's entries are then spared as words ([gitTreeLooked]): on a
// feature branch of a project that tracks no harness settings the reset
// is left alone, as `git restore .` is. A look that fails, a ref the line
// itself might make, a ref that is not literal and another tree (git -C,
// --git-dir, --work-tree) still ask.

// rt54 M24: `git reset --keep REF` and `git reset --merge REF` write
// REF's copy of every file that differs between HEAD and REF, as `reset
// --hard REF` does (keeping the work tree's own changes to the others, or
// stopping where one of them is changed): a REF fetched from another
// repository wrote its .husky/pre-commit unasked. They are read as the
// same work-tree update, by the paths `git diff --name-only HEAD REF`
// lists ([resetMoveQueries]); with no REF, or HEAD, they write nothing.

// resetMoves reports whether p resets with --keep or --merge (and not
// --hard, read by [resetWorkQueries]).
func resetMoves(p *Part) bool {
	return hasFlag(p, "--keep", "--merge") && !hasFlag(p, "--hard")
}

// resetMoveQueries: `git reset --keep|--merge [REF] [--]` writes the
// files that differ between HEAD and REF; known is false where the commit
// cannot be named.
func resetMoveQueries(rest []Word) ([]GitTreeQuery, bool) {
	qs, known := resetWorkQueries(rest)
	if !known {
		return nil, false
	}
	if from := qs[0].From; from != "HEAD" && from != "@" {
		return []GitTreeQuery{{From: "HEAD", To: from}}, true
	}
	return nil, true
}

// resetNamesHead reports whether every operand of a reset is HEAD (or
// --): the reset writes HEAD's own files back.
func resetNamesHead(rest []Word) bool {
	for _, w := range rest {
		if v, ok := w.Literal(); !ok || v != "HEAD" && v != "--" {
			return false
		}
	}
	return true
}

// resetWorkQueries: `git reset --hard [REF] [--]` writes REF's tree
// (HEAD's when none is named) over the work tree; known is false where
// the commit cannot be named.
func resetWorkQueries(rest []Word) ([]GitTreeQuery, bool) {
	from := "HEAD"
	named := 0
	for _, w := range rest {
		v, ok := w.Literal()
		if !ok || v == "" || strings.HasPrefix(v, "-") && v != "--" {
			return nil, false
		}
		if v != "--" {
			from = v
			named++
		}
	}
	if named > 1 {
		return nil, false
	}
	return []GitTreeQuery{{Worktree: true, From: from}}, true
}

// gitTreeLooked reports whether w, a word the reader made for the work
// tree's entries where git runs (./* or ././*), stands for what the git
// part p writes back from a commit, in the tree where the ask is judged,
// with literal operands: [git-tree-change] then looks at those files in
// the repository (class_gittree.go), and asks if the look fails.
func gitTreeLooked(p *Part, w Word, ctx *Context) bool {
	if p.Program != "git" || w.Raw != "./*" && w.Raw != "././*" || ctx == nil || ctx.cmd == nil {
		return false
	}
	src := ctx.cmd.Source
	if w.Span.Start >= 0 && w.Span.End <= len(src) && w.Span.Start < w.Span.End && src[w.Span.Start:w.Span.End] == w.Raw {
		return false // spelled in the command, not made for the tree
	}
	if hasFlag(p, "-C", "--git-dir", "--work-tree") || assignsGitDir(p) {
		return false
	}
	ops, _ := operandWords(p, "-C", "--source", "-s")
	if len(ops) == 0 {
		return false
	}
	for _, o := range ops {
		if _, ok := o.Literal(); !ok {
			return false
		}
	}
	switch {
	case isLit(ops[0], "reset"):
		return hasFlag(p, "--hard", "--keep", "--merge")
	case isLit(ops[0], "checkout"):
		return dashAt(p) >= 0
	case isLit(ops[0], "restore"):
		return true
	}
	return false
}
