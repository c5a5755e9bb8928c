package patterns

import "strings"

// A git part whose look finds nothing to write from (no repository, no
// such revision or upstream: [ErrNoGitTree]) fails, writing nothing,
// unless an earlier part of the line makes what it lacks. Earlier parts
// that make no repository and no ref (rt22d #6, #11: `git stash && git
// pull`, `git config pull.rebase true && git pull`, `git add -A && git
// commit -m x && git pull`) leave it to its look, as a line of that part
// alone is; any other earlier part (`git fetch . x:y && git checkout y`,
// a script, a redirection) might make one, and the part asks as a might.

// nothingEarlierMakes reports whether every part before p in the line
// surely makes no repository and no ref.
func nothingEarlierMakes(ctx *Context, p *Part) bool {
	if ctx == nil || ctx.cmd == nil {
		return false
	}
	for _, q := range ctx.cmd.Parts {
		if q == p {
			return true
		}
		if !makesNoRef(q) {
			return false
		}
	}
	return false
}

// makesNoRef reports whether part q surely makes no repository and no
// ref: a git verb that only reads, stages, commits on the branch checked
// out or puts the work tree away, a git config key that is neither a
// branch's, a remote's nor one that runs a program, or a program that
// writes nothing; without redirections.
func makesNoRef(q *Part) bool {
	if q.Unreadable != nil || len(q.Redirs) > 0 || len(q.Assigns) > 0 {
		return false
	}
	switch q.Program {
	case "echo", "printf", "true", ":", "pwd", "ls", "test":
		return true
	case "git":
	default:
		return false
	}
	ops, dirs := operandWords(q, "-C", "--git-dir", "--work-tree", "-c")
	if len(ops) == 0 || len(dirs) > 0 {
		return false
	}
	sub, _ := ops[0].Literal()
	switch sub {
	case "status", "diff", "log", "show", "add", "commit":
		return true
	case "fetch":
		return ownRemoteRefs(q, sub, ops[1:]) // class_gitfetch_line.go
	case "pull":
		// The usual pull of the branch's own remote (`git stash && git
		// pull --rebase && git stash pop`): it makes that remote's
		// tracking branches and commits on the branch checked out, as a
		// commit does; what it brings in is judged on the pull itself.
		return ownPull(q, ops[1:]) // class_gitfetch_line.go
	case "stash":
		if len(ops) == 1 {
			return true
		}
		v, _ := ops[1].Literal()
		return v == "push" || v == "save" || v == "list" || v == "show"
	case "config":
		if len(ops) < 2 {
			return false
		}
		key, ok := ops[1].Literal()
		if !ok || strings.HasPrefix(key, "-") {
			return false
		}
		key = strings.ToLower(key)
		for _, pre := range []string{"branch.", "remote.", "alias.", "include", "url.", "core.", "filter.", "diff.", "credential.", "submodule."} {
			if strings.HasPrefix(key, pre) {
				return false
			}
		}
		return strings.Contains(key, ".")
	}
	return false
}

// stashPutEarlier: `git stash pop` (or apply) of the newest stash after
// a `git stash` earlier in the line writes back what that stash puts
// away, the work tree's changes as they are now (and its untracked
// files with -u or -a), which the repository's stash does not hold yet.
func stashPutEarlier(p *Part, sub string, rest []Word, ctx *Context) []GitTreeQuery {
	if sub != "stash" || len(rest) != 1 || !isLit(rest[0], "pop") && !isLit(rest[0], "apply") || ctx == nil || ctx.cmd == nil {
		return nil
	}
	for _, q := range ctx.cmd.Parts {
		if q == p {
			return nil
		}
		if puts, untracked := stashPuts(q); puts {
			qs := []GitTreeQuery{{Worktree: true, From: "HEAD"}}
			if untracked != "" {
				qs = append(qs, GitTreeQuery{Untracked: untracked})
			}
			return qs
		}
	}
	return nil
}

// stagedEarlier: a `git add` earlier in the line stages untracked files
// (`git add -A && git stash`, rt22e #5), which a part that writes the
// work tree back from HEAD (wq: stash, reset --hard, a forced checkout)
// then deletes; the untracked files the add may stage (the ignored ones
// too with -f) are looked at as well.
func stagedEarlier(p *Part, wq []GitTreeQuery, ctx *Context) []GitTreeQuery {
	fromHead := false
	for _, q := range wq {
		fromHead = fromHead || q.Worktree && q.From == "HEAD"
	}
	if !fromHead || ctx == nil || ctx.cmd == nil {
		return nil
	}
	for _, q := range ctx.cmd.Parts {
		if q == p {
			return nil
		}
		if q.Program != "git" {
			continue
		}
		ops, _ := operandWords(q, "-C")
		if len(ops) == 0 || !isLit(ops[0], "add") {
			continue
		}
		mode := UntrackedOthers
		if hasFlag(q, "-f", "--force") {
			mode = UntrackedAll
		}
		return []GitTreeQuery{{Untracked: mode}}
	}
	return nil
}
