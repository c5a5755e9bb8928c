package patterns

import (
	"errors"
	"path"
	"strings"
)

// A forced push that names no refspec (`git push --force-with-lease`,
// `git push -f origin`) pushes the branch checked out where git runs
// (push.default simple, git's default: to its upstream of the same name;
// rt22d #13). [git-push-head] asks the repository where the ask is
// judged (Context.GitTree with GitTreeQuery.Head) which branch that is
// and which branch its upstream names, and matches when either is a
// default branch ([default-branch]). Where it cannot be told (no look: a
// replay, the pure reading; a detached HEAD; push.default matching or a
// remote's own push refspecs, which push other branches; another
// repository by --git-dir or GIT_DIR; a look that fails; an earlier part
// of the line that may check out another branch) it might, and the bare
// forced push asks as before. A branch a checkout just before it names
// is the one looked at (class_pushhead_checkout.go). --all, --branches, --tags and --mirror
// force every branch or tag, a default one among them: they match.

// gitPushHead judges a git part's push that names no refspec (git push,
// git push REMOTE) by the branch checked out ([git-push-head]), once per
// part and context: a rule's might and certain readings, and each rule
// that names the class, share one look (a look runs git).
func gitPushHead(p *Part, ctx *Context) Judgement {
	if p.Program != "git" {
		return Judgement{}
	}
	ops, _ := operandWords(p, "-C")
	if len(ops) == 0 || len(ops) > 2 || !isLit(ops[0], "push") {
		return Judgement{} // not a push, or one that names its refspecs
	}
	if ctx == nil || ctx.memo == nil {
		return pushHeadLook(p, ctx)
	}
	return memoPart(&ctx.memo.pushHead, p, ctx, pushHeadLook)
}

// pushHeadLook is [gitPushHead] without the memo.
func pushHeadLook(p *Part, ctx *Context) Judgement {
	if ctx == nil || ctx.GitTree == nil {
		return Judgement{Might: true}
	}
	_, dirs := operandWords(p, "-C")
	dir := ctx.Cwd
	for _, d := range dirs {
		v, ok := d.Literal()
		if !ok {
			return Judgement{Might: true}
		}
		dir = joinGitC(dir, v)
	}
	// git -C DIR (read here, or peeled into the part's directory as cd's)
	// pushes the branch checked out in DIR's repository (fx44e, rt42:
	// `git -C ../other push -f`): one certainly outside the workdir is
	// another repository, whose branch and settings the ask does not
	// vouch for, as --git-dir's (might); one inside is looked at where it
	// is.
	if dir == "" || judgeOutside("", LitWord(dir), ctx).Certainly {
		return Judgement{Might: true}
	}
	if hasFlag(p, "--git-dir", "--work-tree") || assignsGitDir(p) {
		return Judgement{Might: true}
	}
	if hasFlag(p, "--all", "--branches", "--tags", "--mirror") {
		// Every branch (a default one among them) or every tag, forced:
		// not the branch checked out.
		return Judgement{Might: true, Certainly: true}
	}
	if j := pushConfigMatching(p, ctx); j.Might {
		return j // push.default matching: every branch, a default one among them
	}
	branch, read := lineCheckedOut(ctx, p) // class_pushhead_checkout.go
	if !read {
		// An earlier part may check out another branch (git checkout
		// main; git push -f): the branch checked out now may not be
		// the one pushed.
		return Judgement{Might: true}
	}
	names, err := ctx.GitTree(dir, GitTreeQuery{Head: true, Branch: branch})
	if err != nil || len(names) == 0 {
		if errors.Is(err, ErrNoGitTree) && nothingEarlierMakes(ctx, p) {
			return Judgement{} // no repository: git fails, pushing nothing
		}
		return Judgement{Might: true}
	}
	var j Judgement
	for _, b := range names {
		bj := judgeDefaultBranch("", LitWord(b), ctx)
		j.Might = j.Might || bj.Might
		j.Certainly = j.Certainly || bj.Certainly
	}
	return j
}

// judgeGitPushHead is [git-push-head] of a word: the class judges a part
// (match.go calls gitPushHead), so a word alone is none.
func judgeGitPushHead(string, Word, *Context) Judgement { return Judgement{} }

// joinGitC is the directory git -C v leads to from dir: v itself when
// absolute, else v below dir (git applies each -C after the last); ""
// when neither is known (a ~ git does not expand, no cwd).
func joinGitC(dir, v string) string {
	switch {
	case strings.HasPrefix(v, "/"):
		return path.Clean(v)
	case v == "" || strings.HasPrefix(v, "~") || dir == "":
		if v == "" {
			return dir // git -C "" stays where it is
		}
		return ""
	}
	return path.Join(dir, v)
}
