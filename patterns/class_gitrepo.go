package patterns

import (
	"path"
	"strings"
)

// judgeGitRepo is [git-repo]: a git repository's own store, whose loss is
// the loss of every commit, branch and stash no remote holds: a .git
// directory (.git, ./.git/, sub/.git), a bare repository (app.git), or
// its objects, refs, logs or packed-refs. Only a word the reader knows
// is judged: a glob or a variable is left to the defaults that judge
// unknown words (`rm -f *.log` is not a repository), and a path outside
// the workdir to cmd.delete-outside.
func judgeGitRepo(_ string, w Word, ctx *Context) Judgement {
	if !judgeInside("", w, ctx).Certainly {
		return Judgement{} // outside the workdir: cmd.delete-outside's
	}
	p := resolvePath(&w, ctx)
	v, ok := p.shape.certain()
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
