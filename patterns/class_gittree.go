package patterns

import (
	"errors"
	"path"
	"path/filepath"
	"strings"
)

// A git command that updates the work tree from another commit or a patch
// writes whatever paths that change touches (rt20i #1): `git checkout
// evil`, `switch`, `merge`, `rebase`, `cherry-pick`, `revert`, `stash
// pop`/`apply`, `pull`, `am` and `apply` write a branch's
// .claude/settings.json as surely as `git reset --hard evil` does. The
// reading cannot see what a commit holds, so [git-tree-change] asks the
// caller (Context.GitTree: the queue reads the repository, bounded) which
// paths would change, and matches only when one of them is guarded (a
// harness's settings in any directory, a path ozdesk protects) or runs
// later (a workflow, a git hook …). Where the caller cannot look (no
// GitTree: a replay, the pure reading) the part is left alone, as
// RealPath's absence leaves a link unresolved; where the look fails (not a
// repository the caller can read, a ref it does not know, a patch it
// cannot read or parse, a remote's content fetched by the part itself) it
// might match, and the rule asks.

// GitTreeQuery is one question Context.GitTree answers: the paths that
// differ between two revisions (From and To), the paths a commit changes
// against each of its parents (Commit, for cherry-pick, revert and a
// stash), or the paths a patch file names (Patch, absolute).
type GitTreeQuery struct {
	From, To, Commit, Patch string
	// Base: a merge, a rebase or a pull brings only To's changes since
	// its merge base with From (fx35a, rt31 E012), so the paths are
	// those; Replay (a rebase, a pull that may rebase) adds From's own
	// changes since the merge base when more than one commit is replayed
	// (a replay stopped at a conflict leaves the later commits' files as
	// To has them).
	Base, Replay bool
	// Names: the paths the Patch file names, as its headers write them
	// (relative, not joined to a work tree; no repository needed), for
	// patch(1) and git apply --directory (class_patchtree.go).
	Names bool
	// Top: the work tree's top directory, alone.
	Top bool
	// Head: the names of the branch checked out and of the branch its
	// upstream names, if any (not paths: class_pushhead.go).
	Head bool
	// Branch, with Head: the local branch a checkout earlier on the line
	// leaves checked out, named with its upstream instead of the one
	// checked out now; none by that name is an error
	// (class_pushhead_checkout.go).
	Branch string
	// Worktree: the tracked paths whose work-tree copy differs from
	// From (the index when From is "", else a commit), below Pathspecs
	// (class_gitwork.go).
	Worktree bool
	// Untracked: the untracked files below Pathspecs, of the kind
	// [UntrackedOthers], [UntrackedIgnored] or [UntrackedAll] names
	// ("": none).
	Untracked string
	// Pathspecs restrict a Worktree or Untracked look, as git reads
	// them in the directory looked at (none: the whole work tree).
	Pathspecs []string
	// Excludes: git clean's -e/--exclude patterns, which an Untracked
	// look adds to the ignore rules as git clean does (fx64e): a file
	// they match is ignored, so kept by a clean without -x or -X and
	// removed by one with -X; -x drops the standard rules, not these.
	Excludes []string
	// KeepDirs: git clean without -d and without pathspecs, which
	// removes no untracked directory, nor any file in one (fx64e).
	KeepDirs bool
}

// ErrNoGitTree is [Context.GitTree]'s answer where git has nothing to
// write from: no repository at the directory, or no commit, local or
// a single remote's tracking branch, by the name given. git fails there;
// the class asks all the same when an earlier part of the line might
// make one (`git fetch … evil:evil && git checkout evil`).
const ErrNoGitTree = gitTreeErr("no repository or no such revision")

// gitTreeErr is a constant error (no work at init).
type gitTreeErr string

func (e gitTreeErr) Error() string { return string(e) }

// gitTreeSub reports whether a subcommand rewrites the work tree from
// another commit or a patch (a switch: no table built at init).
func gitTreeSub(sub string) bool {
	switch sub {
	case "checkout", "switch", "merge", "rebase", "cherry-pick", "revert", "stash", "pull", "am", "apply":
		return true
	}
	return false
}

// gitTreeChange judges a git part by the paths its work-tree update
// writes ([git-tree-change]).
func gitTreeChange(p *Part, ctx *Context) Judgement {
	if p.Program == "patch" && ctx != nil {
		return patchTreeChange(p, ctx) // class_patchtree.go
	}
	if p.does != nil && p.does.archive != nil {
		return archiveTreeChange(p, p.does.archive, ctx) // class_archivetree.go
	}
	if p.Program != "git" || ctx == nil || ctx.GitTree == nil {
		return Judgement{}
	}
	ops, dirs := operandWords(p, "-C")
	if len(ops) == 0 {
		return Judgement{}
	}
	sub, ok := ops[0].Literal()
	if !ok || !gitTreeSub(sub) && !gitWorkSub(sub) {
		return Judgement{}
	}
	dir := ctx.Cwd // the part's own directory: git -C is in it already (runDir)
	for _, d := range dirs {
		if _, ok := d.Literal(); !ok {
			return Judgement{Might: true}
		}
	}
	if hasFlag(p, "--git-dir", "--work-tree") || assignsGitDir(p) {
		return Judgement{Might: true} // another repository or tree: not looked at here
	}
	if sub == "apply" {
		if j, ok := gitApplyDirectory(p, ctx, dir); ok { // class_patchtree.go
			return j
		}
	}
	var qs []GitTreeQuery
	if gitTreeSub(sub) {
		var known bool
		if qs, known = gitTreeQueries(p, sub, ops[1:], dir); !known {
			return Judgement{Might: true}
		}
	}
	branch, moved := "", false
	if sub == "pull" {
		if branch, moved = branchCheckedOutEarlier(ctx, p); moved { // class_gitfetch_line.go
			qs = onBranch(qs, branch)
		}
	}
	wq, known := gitWorkQueries(p, sub, ops[1:]) // class_gitwork.go
	if !known {
		return Judgement{Might: true}
	}
	if len(qs) > 0 && foreignFetchEarlier(ctx, p) { // class_gitfetch_line.go
		return Judgement{Might: true}
	}
	qs = append(qs, wq...)
	qs = append(qs, stagedEarlier(p, wq, ctx)...) // class_gitwork_line.go
	put := stashPutEarlier(p, sub, ops[1:], ctx)  // class_gitwork_line.go
	qs = append(qs, put...)
	for _, q := range qs {
		paths, err := ctx.GitTree(dir, q)
		if err != nil {
			if errors.Is(err, ErrNoGitTree) && q.Patch == "" && (moved || nothingEarlierMakes(ctx, p) || q.Commit != "" && len(put) > 0) {
				// git fails there, writing nothing, and nothing earlier in
				// the line makes one (or the stash popped is the one the
				// line puts away, looked at as put; or the branch a pull
				// runs on is one the line checked out, whose upstream the
				// repository does not know yet: what comes in is its own
				// remote's, as for a pull alone); a patch file not there
				// asks (class_patchtree.go)
				continue
			}
			return Judgement{Might: true}
		}
		settings := HarnessSettings()
		for _, abs := range paths {
			if q.Untracked != "" {
				// deleted, not written: judged as rm of it is (a file
				// that runs later is harmless gone: `git clean -fd`
				// with an untracked .npmrc or Makefile, rt56c F8)
				if guardedTreeDelete(abs, settings, ctx) {
					return Judgement{Might: true, Certainly: true}
				}
				continue
			}
			if guardedTreePath(abs, settings, ctx) {
				return Judgement{Might: true, Certainly: true}
			}
		}
	}
	return Judgement{}
}

// partInCtx is a part in the context it is judged in.
type partInCtx struct {
	p   *Part
	ctx *Context
}

// gitTreeJudged is [gitTreeChange] of p in ctx, once per evaluation: a
// rule's might and certain readings, and each rule that names the class,
// share one look at the repository (a look runs git).
func gitTreeJudged(p *Part, ctx *Context) Judgement {
	if ctx == nil || ctx.memo == nil {
		return gitTreeChange(p, ctx)
	}
	return memoPart(&ctx.memo.gitTree, p, ctx, gitTreeChange)
}

// memoPart returns judge(p, ctx) from *m, judging and keeping it there the
// first time: a look that runs git is made once per part and context.
func memoPart(m *map[partInCtx]Judgement, p *Part, ctx *Context, judge func(*Part, *Context) Judgement) Judgement {
	k := partInCtx{p, ctx}
	if j, ok := (*m)[k]; ok {
		return j
	}
	j := judge(p, ctx)
	if *m == nil {
		*m = map[partInCtx]Judgement{}
	}
	(*m)[k] = j
	return j
}

// gitTreeQueries lists what to ask of the repository for sub with its
// operands rest; known is false where the change cannot be named (a word
// not literal, a remote's content the part fetches itself).
func gitTreeQueries(p *Part, sub string, rest []Word, dir string) (qs []GitTreeQuery, known bool) {
	lits := make([]string, 0, len(rest))
	for _, w := range rest {
		v, ok := w.Literal()
		if ok && v == "-" && (sub == "checkout" || sub == "switch") {
			v = "@{-1}" // the branch checked out before (fx44r2, rt44: `git switch -`)
		}
		if !ok || strings.HasPrefix(v, "-") {
			return nil, false
		}
		lits = append(lits, v)
	}
	if hasWord(p, "--") && (sub == "checkout" || sub == "switch") {
		return nil, true // paths checked out: gitDoes judges them
	}
	if surelyFlag(p, "--continue", "--abort", "--skip", "--quit", "--show-current-patch", "--edit-todo") {
		return nil, true // an operation under way, judged when it began
	}
	diff := func(to string) { qs = append(qs, GitTreeQuery{From: "HEAD", To: to}) }
	switch sub {
	case "checkout", "switch":
		_, starts := operandWords(p, "-b", "-B", "-c", "-C", "--create", "--force-create", "--orphan")
		if len(starts) > 0 && len(lits) == 0 {
			return nil, true // a new branch where HEAD is
		}
		if len(lits) > 0 && !(len(lits) == 1 && pathspecLike(lits[0])) {
			diff(lits[len(lits)-1])
		}
	case "merge", "rebase":
		_, onto := operandWords(p, "--onto")
		for _, w := range onto {
			v, ok := w.Literal()
			if !ok {
				return nil, false
			}
			diff(v) // the tree is set to that commit's: every path that differs
		}
		if len(onto) > 0 || sub == "rebase" && len(lits) > 1 {
			for _, v := range lits {
				diff(v) // `git rebase main topic` checks topic out first
			}
			break
		}
		if len(lits) == 0 {
			lits = []string{"@{upstream}"}
		}
		for _, v := range lits {
			qs = append(qs, GitTreeQuery{From: "HEAD", To: v, Base: true, Replay: sub == "rebase"})
		}
	case "cherry-pick", "revert":
		for _, v := range lits {
			if strings.Contains(v, "..") {
				return nil, false
			}
			qs = append(qs, GitTreeQuery{Commit: v})
		}
	case "stash":
		if len(lits) == 0 || (lits[0] != "pop" && lits[0] != "apply" && lits[0] != "branch") {
			return nil, true
		}
		ref := "stash@{0}"
		if n := len(lits); n > 1 && !(lits[0] == "branch" && n == 2) {
			ref = lits[n-1]
		}
		qs = append(qs, GitTreeQuery{Commit: ref})
	case "pull":
		// The remote's content is fetched by the part itself: what the
		// repository last knew of it (its remote-tracking branch, which a
		// push of the agent's own branch updates) stands for it, and
		// only its changes since the merge base come in (a pull that
		// rebases replays the branch's own commits: Replay).
		diff := func(to string) { qs = append(qs, GitTreeQuery{From: "HEAD", To: to, Base: true, Replay: true}) }
		switch len(lits) {
		case 0:
			diff("@{upstream}")
		case 1:
			if !plainName(lits[0]) {
				return nil, false // a URL or a path: content of the line's choosing
			}
			diff(lits[0] + "/HEAD")
		default:
			if lits[0] == "." {
				for _, b := range lits[1:] {
					diff(b)
				}
				break
			}
			if !plainName(lits[0]) {
				return nil, false
			}
			for _, b := range lits[1:] {
				if strings.ContainsAny(b, ":+") {
					return nil, false
				}
				diff(lits[0] + "/" + b)
			}
		}
	case "am", "apply":
		if sub == "apply" && surelyFlag(p, "--check", "--stat", "--numstat", "--summary", "--cached") {
			return nil, true
		}
		files := lits
		for i := range p.Redirs {
			r := &p.Redirs[i]
			if r.Op == "<" {
				v, ok := r.Target.Literal()
				if !ok {
					return nil, false
				}
				files = append(files, v)
			}
		}
		if len(files) == 0 {
			return nil, false // a patch fed on standard input
		}
		for _, f := range files {
			if !filepath.IsAbs(f) {
				f = filepath.Join(dir, f)
			}
			qs = append(qs, GitTreeQuery{Patch: f})
		}
	}
	return qs, true
}

// plainName reports whether s is a remote's name, not a URL or a path.
func plainName(s string) bool {
	return s != "" && !strings.ContainsAny(s, "/:@\\~") && s != "." && s != ".."
}

// guardedTreePath reports whether an absolute path a work-tree update
// writes is guarded (settings: [HarnessSettings]): a harness's settings or hook scripts in any
// directory, a path ozdesk protects, or a file that runs later.
func guardedTreePath(abs string, settings []string, ctx *Context) bool {
	return guardedTreeDelete(abs, settings, ctx) || runsLaterReal(filepath.Clean(abs), ctx.Home)
}

// guardedTreeDelete reports whether deleting an absolute path is
// guarded: a harness's settings or hook scripts in any directory, or a
// path ozdesk protects.
func guardedTreeDelete(abs string, settings []string, ctx *Context) bool {
	abs = filepath.Clean(abs)
	comps := strings.Split(strings.TrimPrefix(filepath.ToSlash(abs), "/"), "/")
	for i := range comps {
		tail := strings.Join(comps[i:], "/")
		if strings.HasPrefix(tail, ".claude/hooks/") {
			return true
		}
		for _, e := range settings {
			if ok, _ := path.Match(filepath.ToSlash(e), tail); ok {
				return true
			}
		}
	}
	// git removes or replaces the entry at each path it writes, a
	// symbolic link as the link (fx49s, rt48 A4: a committed `up -> ..`
	// removed by a checkout removes no guarded file).
	entry := *ctx
	entry.entryOnly = true
	return JudgeClass("protected", "", LitWord(abs), &entry).Certainly
}

// assignsGitDir reports whether the part's own assignments move git to
// another repository or work tree.
func assignsGitDir(p *Part) bool {
	for _, a := range p.Assigns {
		if strings.HasPrefix(a, "GIT_DIR=") || strings.HasPrefix(a, "GIT_WORK_TREE=") {
			return true
		}
	}
	return false
}

// judgeGitTreeChange is [git-tree-change] of a word: the class judges a
// part (match.go calls gitTreeChange), so a word alone is none.
func judgeGitTreeChange(string, Word, *Context) Judgement { return Judgement{} }
