package patterns

import "strings"

// What git throws away of the work tree's own state (rt22e #4, #5; rt22d
// #5, #15) is read, like a work-tree update from another commit
// ([git-tree-change], class_gittree.go), from the repository where the
// ask is judged: `git clean` and `git stash -u`/`-a` delete the
// untracked files (with -x or -a the ignored ones too) that `git ls-files
// --others` lists, and `git checkout .`, `git restore .`, `git reset
// --hard`, `git stash` and a forced `git checkout`/`switch` write the
// tracked files whose work-tree copy differs (`git diff --name-only`)
// back from the index or a commit. Each asks when one of those files is
// guarded (a harness's settings, a hook script, a file that runs later,
// a path ozdesk protects), and is left alone otherwise: a project's
// untracked `.claude/settings.local.json` that holds the hook is gone
// after `git clean -fd` as surely as after `rm`, while `git clean -fdx`
// in a tree that holds no settings deletes only build output.

// Untracked files a look lists ([GitTreeQuery].Untracked).
const (
	// UntrackedOthers: untracked files git does not ignore.
	UntrackedOthers = "others"
	// UntrackedIgnored: untracked files git ignores.
	UntrackedIgnored = "ignored"
	// UntrackedAll: every untracked file, ignored or not.
	UntrackedAll = "all"
)

// gitWorkQueries lists the looks at what git sub, with its operands
// rest, throws away of the work tree's own state; known is false where
// a pathspec is not literal.
func gitWorkQueries(p *Part, sub string, rest []Word) (qs []GitTreeQuery, known bool) {
	specs := func(ws []Word) ([]string, bool) {
		out := make([]string, 0, len(ws))
		for _, w := range ws {
			v, ok := w.Literal()
			if !ok {
				return nil, false
			}
			out = append(out, v)
		}
		return out, true
	}
	dash := dashAt(p)
	switch sub {
	case "clean":
		if surelyFlag(p, "-n", "--dry-run") {
			return nil, true
		}
		ps, ok := specs(rest)
		if !ok {
			return nil, false
		}
		_, ex := operandWords(p, "-e", "--exclude")
		excludes, ok := specs(ex)
		if !ok {
			return nil, false
		}
		mode := UntrackedOthers
		switch {
		case hasFlag(p, "-x"):
			mode = UntrackedAll
		case hasFlag(p, "-X"):
			mode = UntrackedIgnored
		}
		keep := len(ps) == 0 && !hasFlag(p, "-d")
		return []GitTreeQuery{{Untracked: mode, Pathspecs: ps, Excludes: excludes, KeepDirs: keep}}, true
	case "stash":
		return stashWorkQueries(p, rest)
	case "reset":
		if resetMoves(p) {
			return resetMoveQueries(rest) // class_gitreset.go
		}
		if !hasFlag(p, "--hard") {
			return nil, true
		}
		return resetWorkQueries(rest) // class_gitreset.go
	case "restore":
		if surelyFlag(p, "--staged", "-S") && !hasFlag(p, "--worktree", "-W") {
			return nil, true
		}
		ps, ok := specs(rest)
		if !ok {
			return nil, false
		}
		from := ""
		if hasFlag(p, "--staged", "-S") {
			from = "HEAD"
		}
		_, src := operandWords(p, "--source", "-s")
		for _, w := range src {
			v, ok := w.Literal()
			if !ok || strings.HasPrefix(v, "-") {
				return nil, false
			}
			from = v
		}
		return []GitTreeQuery{{Worktree: true, From: from, Pathspecs: ps}}, true
	case "switch":
		if hasFlag(p, "-f", "--force", "--discard-changes") {
			return []GitTreeQuery{{Worktree: true, From: "HEAD"}}, true
		}
		return nil, true
	case "checkout":
		return checkoutWorkQueries(p, rest, dash)
	}
	return nil, true
}

// checkoutWorkQueries: `git checkout [TREE] -- PATHS` and `git checkout
// .` write PATHS from the index (or TREE) over the work tree; a forced
// checkout of a branch throws every local change away.
func checkoutWorkQueries(p *Part, rest []Word, dash int) ([]GitTreeQuery, bool) {
	var before, after []string
	for _, w := range rest {
		v, ok := w.Literal()
		if !ok {
			return nil, false
		}
		if dash >= 0 && w.Span.Start > dash {
			after = append(after, v)
		} else {
			before = append(before, v)
		}
	}
	var qs []GitTreeQuery
	switch {
	case dash >= 0:
		from := ""
		if len(before) > 0 {
			from = before[len(before)-1]
		}
		if strings.HasPrefix(from, "-") {
			return nil, false
		}
		qs = append(qs, GitTreeQuery{Worktree: true, From: from, Pathspecs: after})
	case len(before) == 1 && pathspecLike(before[0]) || len(before) > 1:
		// `git checkout .`; with more than one operand the first may be a
		// tree-ish (another commit's files ask as a might: gitDoes), and
		// every one may be a path whose changes are thrown away.
		qs = append(qs, GitTreeQuery{Worktree: true, Pathspecs: before})
	case len(before) == 0 && hasFlag(p, "-p", "--patch"):
		qs = append(qs, GitTreeQuery{Worktree: true})
	}
	if hasFlag(p, "-f", "--force") {
		qs = append(qs, GitTreeQuery{Worktree: true, From: "HEAD"})
	}
	return qs, true
}

// stashWorkQueries: `git stash` (push, save, or no verb) puts the work
// tree's changes away, writing the tracked files back from HEAD (or,
// with -k, from the index); with -u it deletes the untracked files, with
// -a the ignored ones too. Its other verbs throw nothing of the work
// tree away (pop and apply are work-tree updates: class_gittree.go).
func stashWorkQueries(p *Part, rest []Word) ([]GitTreeQuery, bool) {
	var specs []Word
	switch {
	case len(rest) == 0:
	case isLit(rest[0], "push"):
		specs = rest[1:]
	case isLit(rest[0], "save"):
		// its operands are the message
	default:
		v, ok := rest[0].Literal()
		if !ok {
			return nil, false
		}
		if stashVerbs.get()[v] {
			return nil, true
		}
		specs = rest // `git stash -- PATHS`
	}
	ps := make([]string, 0, len(specs))
	for _, w := range specs {
		v, ok := w.Literal()
		if !ok {
			return nil, false
		}
		ps = append(ps, v)
	}
	from := "HEAD"
	if hasFlag(p, "-k", "--keep-index") && !hasFlag(p, "--no-keep-index") {
		from = ""
	}
	qs := []GitTreeQuery{{Worktree: true, From: from, Pathspecs: ps}}
	switch {
	case hasFlag(p, "-a", "--all"):
		qs = append(qs, GitTreeQuery{Untracked: UntrackedAll, Pathspecs: ps})
	case hasFlag(p, "-u", "--include-untracked"):
		qs = append(qs, GitTreeQuery{Untracked: UntrackedOthers, Pathspecs: ps})
	}
	return qs, true
}

// stashPuts reports whether p is `git stash` putting the work tree's
// changes away (push, save, or no verb), and the untracked files it puts
// away with them ("" none).
func stashPuts(p *Part) (bool, string) {
	if p.Program != "git" {
		return false, ""
	}
	ops, _ := operandWords(p, "-C")
	if len(ops) == 0 || !isLit(ops[0], "stash") {
		return false, ""
	}
	if rest := ops[1:]; len(rest) > 0 {
		v, _ := rest[0].Literal()
		if v != "push" && v != "save" && stashVerbs.get()[v] {
			return false, ""
		}
	}
	switch {
	case hasFlag(p, "-a", "--all"):
		return true, UntrackedAll
	case hasFlag(p, "-u", "--include-untracked"):
		return true, UntrackedOthers
	}
	return true, ""
}

// dashAt is the start of p's "--" word, or -1.
func dashAt(p *Part) int {
	for _, w := range p.Args() {
		if isLit(w, "--") {
			return w.Span.Start
		}
	}
	return -1
}

// pathspecLike reports whether a lone operand of git checkout is surely
// a path, not a branch: the directory, the top, or a magic pathspec.
func pathspecLike(s string) bool {
	return s == "." || s == "./" || s == ":/" || strings.HasPrefix(s, ":(") || strings.HasPrefix(s, ":/")
}

// gitWorkSub reports whether a git subcommand may throw the work tree's
// own state away ([gitWorkQueries]).
func gitWorkSub(sub string) bool {
	switch sub {
	case "clean", "stash", "reset", "restore", "switch", "checkout":
		return true
	}
	return false
}

// gitCleanLooked reports whether p is git clean in the tree where it
// runs, with literal pathspecs: [git-tree-change] looks at the files it
// deletes, so the deletes that stand for them are not judged as words.
func gitCleanLooked(p *Part) bool {
	if p.Program != "git" || assignsGitDir(p) {
		return false
	}
	ops, dirs := operandWords(p, "-C", "--git-dir", "--work-tree")
	if len(ops) == 0 || len(dirs) > 0 || hasFlag(p, "--git-dir", "--work-tree", "-C") || !isLit(ops[0], "clean") {
		return false
	}
	for _, w := range ops[1:] {
		if _, ok := w.Literal(); !ok {
			return false
		}
	}
	return true
}
