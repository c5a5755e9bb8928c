package patterns

import "strings"

// A bare forced push right after a checkout of a named branch (`git
// checkout -q feature/x && git push --force-with-lease`, rt46 §B) pushes
// that branch: the && runs the push only when the checkout succeeded,
// and a checkout that succeeds leaves the branch it names checked out.
// [git-push-head] then asks the repository about that branch (its name
// and the one its upstream names: GitTreeQuery.Branch) instead of the one
// checked out now. The look answers only for a local branch of that
// name: a name that is none may be made from a remote's branch or read
// as a path (`git checkout src` restores files and moves nothing), so it
// asks as before. A checkout joined by `;` or `||` may fail and leave the
// branch as it was, and one with options other than -q, given -C or a
// directory, wrapped or inside a command string, is not read: an earlier
// part that may check out another branch still makes the push a might.

// lineCheckedOut returns the branch a checkout earlier on the line has
// certainly checked out whenever push p runs ("" when no part before p
// checks one out), and whether the parts before p are all read: each
// makes no ref ([makesNoRef]) or is such a checkout, and the last
// checkout stands in one chain of && with p.
func lineCheckedOut(ctx *Context, p *Part) (string, bool) {
	if ctx == nil || ctx.cmd == nil {
		return "", false
	}
	branch, last := "", -1
	for _, q := range ctx.cmd.Parts {
		if q == p {
			break
		}
		if b, ok := namedCheckout(q); ok {
			branch, last = b, q.Index
			continue
		}
		if !makesNoRef(q) {
			return "", false
		}
	}
	if last < 0 {
		return "", nothingEarlierMakes(ctx, p)
	}
	if p.Depth != 0 || len(p.Wrappers) > 0 || !andBefore(ctx.cmd.Tree, last, p.Index) {
		return "", false
	}
	return branch, true
}

// namedCheckout reads part q as `git checkout [-q] BRANCH` or `git switch
// [-q] BRANCH` with a plain branch name, at the line's top, unwrapped,
// with no global option (-C, -c, --git-dir) and no redirection.
func namedCheckout(q *Part) (string, bool) {
	if q.Program != "git" || q.Depth != 0 || len(q.Wrappers) > 0 || q.Unreadable != nil || len(q.Redirs) > 0 || len(q.Assigns) > 0 {
		return "", false
	}
	args := q.Args()
	if len(args) < 2 || !isLit(args[0], "checkout") && !isLit(args[0], "switch") {
		return "", false
	}
	branch := ""
	for _, w := range args[1:] {
		v, ok := w.Literal()
		switch {
		case !ok:
			return "", false
		case v == "-q" || v == "--quiet":
		case branch != "" || !plainBranchName(v):
			return "", false
		default:
			branch = v
		}
	}
	return branch, branch != ""
}

// plainBranchName reports whether v can only be read as a branch's name:
// no option, no revision syntax (`..`, `@{`, `^`, `~`, `:`), no glob.
func plainBranchName(v string) bool {
	return v != "" && !strings.HasPrefix(v, "-") && !strings.HasSuffix(v, "/") && !strings.HasSuffix(v, ".lock") &&
		!strings.Contains(v, "..") && !strings.Contains(v, "@{") && v != "@" && !strings.ContainsAny(v, "^~:?*[\\ \t")
}

// andBefore reports whether part q runs and succeeds whenever part p
// runs: both stand in one chain of && (`a && q && b && p`), q first.
func andBefore(n *Node, q, p int) bool {
	if n == nil {
		return false
	}
	if n.Kind == NodeList && n.Label == "&&" {
		for i, c := range n.Children {
			if c.Kind == NodePart && c.Part == p {
				for _, l := range n.Children[:i] {
					if andChainHolds(l, q) {
						return true
					}
				}
				return false
			}
		}
	}
	for _, c := range n.Children {
		if andBefore(c, q, p) {
			return true
		}
	}
	return false
}

// andChainHolds reports whether n is part q or a chain of && that holds
// it, each of whose parts succeeded when the chain did.
func andChainHolds(n *Node, q int) bool {
	switch {
	case n.Kind == NodePart:
		return n.Part == q
	case n.Kind == NodeList && n.Label == "&&":
		for _, c := range n.Children {
			if andChainHolds(c, q) {
				return true
			}
		}
	}
	return false
}
