package patterns

import "strings"

// Someone else's branch put in the work tree, then run (rt44 §1, fx44r1).
// Decided: a commit is someone else's code, as a fetch of a URL is
// (effects_gitfetched.go), when the line names it as
//
//   - a pull or merge request's ref (pull/42/head, refs/pull/42/merge,
//     merge-requests/7/head): a fork's branch, from anyone;
//   - a branch of a remote pulled from that is neither origin nor
//     upstream (`git pull eve main`: a remote other than the project's
//     is someone else's fork), or of one added in the line (`git remote
//     add eve URL`).
//
// So `gh pr checkout 42`, `git fetch origin pull/42/head:pr && git
// checkout pr`, `git pull eve main` and `git reset --hard eve/x` after
// `git remote add eve URL` make the tree they fill, and a later make, npm
// test, pytest or ./scripts/x.sh is made-then-run. Left alone, the
// project's own: every branch of origin and upstream (`git pull origin
// my-branch && make`, `git reset --hard origin/main`, `git rebase
// origin/feature-x && npm test`: only those with push access to the
// project's own remote put them there; fx44r1 first asked about origin's
// branches other than main, master, trunk, develop and dev, and an agent
// syncing its own branch was asked each time), a local branch (`git
// checkout feature-x`, `git switch feature/login`: a name with a slash
// is read as a local branch, since local names like feature/x are
// everyday and a remote of another name cannot be told from them), `git
// pull` with no remote, tags, and refs not written literally (`git pull
// origin "$(git branch --show-current)"`).

// gitOwnRemote reports whether a remote name is the project's own.
func gitOwnRemote(r string) bool {
	return r == "origin" || r == "upstream"
}

// gitReviewRef reports whether a ref is a pull or merge request's
// (pull/42/head, refs/pull/42/merge, merge-requests/7/head).
func gitReviewRef(v string) bool {
	v = strings.TrimPrefix(v, "refs/")
	return strings.HasPrefix(v, "pull/") || strings.HasPrefix(v, "merge-requests/")
}

// gitForeignRef reports whether a literal ref (origin/eve, origin/eve~1,
// refs/remotes/origin/eve, pull/42/head) names someone else's commit;
// added holds the remotes added earlier in the line.
func gitForeignRef(v string, added map[string]bool) bool {
	v = strings.TrimPrefix(v, "+")
	if k := strings.IndexAny(v, "~^@:"); k >= 0 {
		v = v[:k]
	}
	if gitReviewRef(v) {
		return true
	}
	v = strings.TrimPrefix(v, "refs/remotes/")
	remote, branch, ok := strings.Cut(v, "/")
	if !ok || branch == "" {
		return false
	}
	return added[remote]
}

// gitForeignPull reports whether `git pull REMOTE BRANCH...` (refs[0] the
// remote) pulls someone else's commits: a remote other than the
// project's, or a pull or merge request's ref of the project's own.
func gitForeignPull(refs []Word, added map[string]bool) bool {
	if len(refs) < 2 {
		return false
	}
	remote, ok := refs[0].Literal()
	if !ok || remote == "." || isRemoteURL(remote) || strings.ContainsRune(remote, '/') || strings.HasPrefix(remote, "~") {
		// a URL is effects_gitfetched.go's; a path (../x, /srv/repo)
		// is a repository on this machine, not a remote's name
		// (TestGitTreeChange's `git pull --rebase ../x main`)
		return false
	}
	if added[remote] || !gitOwnRemote(remote) && !strings.HasPrefix(remote, "-") {
		return true
	}
	for _, w := range refs[1:] {
		v, ok := w.Literal()
		if !ok {
			continue
		}
		src, _, _ := strings.Cut(strings.TrimPrefix(v, "+"), ":")
		if src != "" && gitReviewRef(src) {
			return true
		}
	}
	return false
}

// addedRemotes returns the remotes `git remote add NAME URL` adds before
// part i.
func addedRemotes(parts []*Part, i int) map[string]bool {
	var out map[string]bool
	for args, at := range gitRunsBefore(parts, i, "remote") {
		s := scanArgs(&Part{Words: args[at:]}, "-t", "-m", "--mirror")
		if len(s.ops) >= 3 && isLit(s.ops[0], "add") {
			if name, ok := s.ops[1].Literal(); ok {
				if out == nil {
					out = map[string]bool{}
				}
				out[name] = true
			}
		}
	}
	return out
}

// gitMayBringForeign reports, cheaply, whether git part p may put someone
// else's commit in the work tree by a ref it names: a word with a slash
// (origin/eve, pull/42/head), a pull naming a branch, or a worktree or
// submodule added.
func gitMayBringForeign(p *Part) bool {
	args := p.Args()
	at := gitSubcommand(args)
	if at < 0 {
		return false
	}
	verb, _ := args[at].Literal()
	n := 0
	for _, w := range args[at+1:] {
		v, ok := w.Literal()
		switch {
		case !ok || strings.HasPrefix(v, "-"):
		case verb == "worktree" || verb == "submodule":
			return v == "add"
		case contains(gitTreeVerbs, verb) && strings.Contains(v, "/"):
			return true
		case verb == "pull":
			n++
			if n >= 2 {
				return true
			}
		}
	}
	return false
}
