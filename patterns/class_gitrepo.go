package patterns

import (
	"path"
	"strings"
)

// judgeGitRepo is [git-repo]: a git repository's own store, whose loss is
// the loss of every commit, branch and stash no remote holds: a .git
// directory (.git, ./.git/, sub/.git), a bare repository (app.git), or
// its objects, refs, logs or packed-refs. A glob is judged by what it can
// match under bash's rules (fx18d1, rt18d finding 3): `.gi?`, `.g?t`,
// `.gi[t]` and find's ROOT/**/.git (`find . -name .git -delete`) can be
// the repository and are taken to be it, while `*` and `*.log` cannot
// (a leading star matches no dot-file). A variable is left to the
// defaults that judge unknown words, and a path outside the workdir to
// cmd.delete-outside.
func judgeGitRepo(_ string, w Word, ctx *Context) Judgement {
	if !judgeInside("", w, ctx).Certainly {
		return Judgement{} // outside the workdir: cmd.delete-outside's
	}
	// Case-folded: .GIT is .git on a case-insensitive filesystem
	// (class_fold.go).
	p := foldPathOf(resolvePath(&w, ctx))
	v, ok := p.shape.certain()
	if !ok && !p.any && (p.globs || p.deep) {
		return globGitRepo(p)
	}
	if !ok || p.any || v == "" {
		return Judgement{}
	}
	v = path.Clean(v)
	base := path.Base(v)
	if base == ".git" || strings.HasSuffix(base, ".git") && len(base) > len(".git") {
		return Judgement{Might: true, Certainly: true}
	}
	rest := v
	if i := strings.LastIndex(v, ".git/"); i >= 0 && (i == 0 || v[i-1] == '/') {
		rest = v[i+len(".git/"):]
	} else {
		return Judgement{}
	}
	top, _, _ := strings.Cut(rest, "/")
	switch top {
	case "objects", "refs", "logs", "packed-refs":
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}

// gitStoreNames are the parts of a .git directory whose loss is the
// history's.
var gitStoreNames = []string{"objects", "refs", "logs", "packed-refs"}

// globGitRepo judges a globbed or find-deep path by what its components
// can match: a last component that can be ".git" (or names a bare
// repository: *.git), or one that can be ".git" followed by one that can
// be its objects, refs, logs or packed-refs. A ** component (find's depth)
// stands for any number of components.
func globGitRepo(p pathOf) Judgement {
	comps := splitPath(strings.Join(p.shape, "*"))
	last := comps[len(comps)-1]
	if strings.Trim(last, "*") == "" && p.deep {
		// Every name below a root (find with no -name, a list of files
		// piped into xargs): left to the defaults that judge a delete of
		// everything there, as before; below a component that is .git
		// (find .git -empty -delete) some of them might be its refs.
		for _, c := range comps[:len(comps)-1] {
			if strings.Trim(c, "*") != "" && globComponent(c, ".git", false) {
				return Judgement{Might: true}
			}
		}
		return Judgement{}
	}
	if globComponent(last, ".git", p.deep) || strings.HasSuffix(last, ".git") && last != ".git" {
		return Judgement{Might: true, Certainly: true} // a name the glob bounds: .gi?, -name .git
	}
	for i := 0; i+1 < len(comps); i++ {
		if !globComponent(comps[i], ".git", p.deep) || comps[i] == "*" && p.deep {
			continue
		}
		for _, name := range gitStoreNames {
			if globComponent(comps[i+1], name, p.deep) {
				return Judgement{Might: true}
			}
		}
	}
	return Judgement{}
}
