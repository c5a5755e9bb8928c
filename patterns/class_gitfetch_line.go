package patterns

import "strings"

// A fetch from the repository's own remote, by name, earlier in the line
// makes only that remote's tracking branches (and FETCH_HEAD), which a
// later `git rebase origin/main` or `git reset --hard origin/x` takes its
// content from; `git pull` alone fetches the same content and is judged
// by what the repository last knew of it, a tracking branch not known
// yet leaving it to git (fx42c, rt41 everyday: `git fetch origin main &&
// git rebase origin/main`, `git fetch origin && git reset --hard
// origin/feat/x` asked while `git pull` and `git rebase origin/main`
// alone were allowed). So such a fetch is read as making no ref of the
// line's choosing. A fetch from a URL or a path, a refspec that names
// where it writes (`git fetch . evil:made`, `+x:y`), any option not
// listed here, and a remote added earlier in the line (`git remote add
// x URL && git fetch x`: not a part that makes no ref) still ask.
//
// A checkout of a branch by its plain name earlier in the line (`git
// checkout main && git pull`) moves HEAD, so a later pull is judged on
// that branch (its upstream, since its merge base with it), not on the
// branch checked out now; the checkout makes at most a local branch of
// a remote's tracking branch of that name, and is judged by that content
// itself. A push after it still asks (class_pushhead.go: the branch
// pushed is not the one checked out now).

// ownRemoteRefs reports whether a git fetch, checkout or switch part
// (sub, with operands rest after it) makes no ref but a named remote's
// tracking branches, FETCH_HEAD, or a local branch of a tracking
// branch's name.
func ownRemoteRefs(q *Part, sub string, rest []Word) bool {
	lits := make([]string, 0, len(rest))
	for i, w := range rest {
		v, ok := w.Literal()
		if ok && sub == "fetch" && i > 0 && pullRequestRefspec(v) {
			continue // a pull request's head as a new local branch (fx53n)
		}
		if !ok || strings.HasPrefix(v, "-") || strings.ContainsAny(v, ":+*?[\\^~") {
			return false
		}
		lits = append(lits, v)
	}
	for _, w := range q.Args() {
		v, ok := w.Literal()
		if !ok {
			return false
		}
		if !strings.HasPrefix(v, "-") {
			continue
		}
		if !ownFetchFlag(sub, v) {
			return false
		}
	}
	switch sub {
	case "fetch":
		if len(lits) > 0 && !plainName(lits[0]) {
			return false // a URL or a path: content of the line's choosing
		}
		return true
	default: // checkout, switch
		return len(lits) == 1 && plainName(lits[0]) && !pathspecLike(lits[0])
	}
}

// ownFetchFlag reports whether flag v (as written, with any =value) of a
// git fetch, checkout or switch changes nothing of what it makes.
func ownFetchFlag(sub, v string) bool {
	name, _, _ := strings.Cut(v, "=")
	switch name {
	case "-q", "--quiet", "-v", "--verbose", "--progress", "--no-progress":
		return true
	}
	if sub != "fetch" {
		return false
	}
	switch name {
	case "--all", "-p", "--prune", "-P", "--prune-tags", "-t", "--tags", "-n", "--no-tags",
		"--depth", "--deepen", "--unshallow", "--shallow-since", "-j", "--jobs", "--no-recurse-submodules":
		return true
	}
	return false
}

// ownPull reports whether a git pull part q (operands rest after pull)
// fetches only a named remote's branches into the branch checked out:
// none, or a plain remote name and plain branch names, with a fetch's
// quiet options and the merge's way (--rebase, --ff-only, --no-rebase).
func ownPull(q *Part, rest []Word) bool {
	for _, w := range q.Args() {
		v, ok := w.Literal()
		if !ok {
			return false
		}
		if strings.HasPrefix(v, "-") && !ownFetchFlag("pull", v) && !pullWayFlag(v) {
			return false
		}
	}
	for k, w := range rest {
		v, _ := w.Literal()
		if !plainName(v) || strings.ContainsAny(v, ":+*?[\\^~") || k == 0 && v == "." {
			return false
		}
	}
	return true
}

// pullWayFlag reports whether v is an option of git pull that chooses
// only how the branch takes what comes in.
func pullWayFlag(v string) bool {
	switch v {
	case "-r", "--rebase", "--no-rebase", "--ff-only", "--ff", "--no-ff", "--autostash", "--no-autostash", "--stat", "--no-stat":
		return true
	}
	return false
}

// branchCheckedOutEarlier is the branch a pull part p runs on when an
// earlier part of the line checks one out by its plain name (`git
// checkout main && git pull`), every other earlier part making no ref;
// ok is false when no earlier part checks one out, or one might make a
// ref or check out something else.
func branchCheckedOutEarlier(ctx *Context, p *Part) (branch string, ok bool) {
	if ctx == nil || ctx.cmd == nil {
		return "", false
	}
	for _, q := range ctx.cmd.Parts {
		if q == p {
			return branch, branch != ""
		}
		if makesNoRef(q) {
			continue
		}
		b, isCheckout := plainCheckout(q)
		if !isCheckout {
			return "", false
		}
		branch = b
	}
	return "", false
}

// plainCheckout is the branch a `git checkout NAME` or `git switch NAME`
// part checks out, with no option but -q and no redirection.
func plainCheckout(q *Part) (string, bool) {
	if q.Program != "git" || q.Unreadable != nil || len(q.Redirs) > 0 || len(q.Assigns) > 0 {
		return "", false
	}
	ops, dirs := operandWords(q, "-C", "--git-dir", "--work-tree", "-c")
	if len(ops) != 2 || len(dirs) > 0 {
		return "", false
	}
	sub, _ := ops[0].Literal()
	if sub != "checkout" && sub != "switch" || !ownRemoteRefs(q, sub, ops[1:]) {
		return "", false
	}
	b, _ := ops[1].Literal()
	return b, true
}

// onBranch rewrites a pull's queries to be made from branch, checked out
// earlier in the line, instead of HEAD.
func onBranch(qs []GitTreeQuery, branch string) []GitTreeQuery {
	for i := range qs {
		if qs[i].From == "HEAD" {
			qs[i].From = branch
		}
		if qs[i].To == "@{upstream}" {
			qs[i].To = branch + "@{upstream}"
		}
	}
	return qs
}

// foreignFetchEarlier reports whether an earlier part of p's line is a
// git fetch or pull of content of the line's choosing (a URL, a path, a
// refspec that names where it writes): the refs a later update is read
// by may be ones it rewrote after the look, so a look's answer is stale
// (`git fetch https://x/r.git main && git rebase FETCH_HEAD` read the
// FETCH_HEAD an earlier fetch had left).
func foreignFetchEarlier(ctx *Context, p *Part) bool {
	if ctx == nil || ctx.cmd == nil {
		return false
	}
	for _, q := range ctx.cmd.Parts {
		if q == p {
			return false
		}
		if q.Program != "git" {
			continue
		}
		ops, _ := operandWords(q, "-C", "--git-dir", "--work-tree", "-c")
		if len(ops) == 0 {
			continue
		}
		switch sub, _ := ops[0].Literal(); {
		case sub == "fetch" && !ownRemoteRefs(q, "fetch", ops[1:]):
			return true
		case sub == "pull" && !ownRemoteRefs(q, "fetch", ops[1:]) && !ownPull(q, ops[1:]):
			// `git pull --rebase` fetches its own remote as `git pull`
			// does: how it takes what comes in is no foreign content.
			return true
		}
	}
	return false
}
