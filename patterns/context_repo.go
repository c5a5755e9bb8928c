package patterns

import "strings"

// The default branch a push is judged against is that of the repository
// the part's git runs in: the ask's cwd's (Context.DefaultBranch), or,
// when a cd, git -C or --git-dir (or GIT_DIR=) takes it elsewhere, that
// repository's, which Context.RepoBranch looks up. Where it cannot be
// looked up (no RepoBranch, a directory the reader cannot know), a
// directory below the ask's cwd is taken to be in the same repository,
// and any other leaves the default branch not known: any branch named
// might be it.

// maxRepoLookups bounds how many repositories one evaluation looks up
// (each is a walk up the file system); past it, the default branch of a
// further one is not known.
const maxRepoLookups = 16

// repoBranches looks up and remembers default branches for one
// evaluation.
type repoBranches struct {
	ctx  *Context
	seen map[string]string
}

// at returns the default branch of the repository holding dir, and
// whether it is not known.
func (r *repoBranches) at(dir string) (string, bool) {
	c := r.ctx
	switch {
	case dir == unknownDir, strings.IndexByte(dir, 0) >= 0:
		return "", true // somewhere the reader cannot place (awayDir)
	case dir == c.Cwd:
		return c.DefaultBranch, c.branchUnknown
	case c.RepoBranch != nil:
		if b, ok := r.seen[dir]; ok {
			return b, false
		}
		if len(r.seen) >= maxRepoLookups {
			return "", true
		}
		if r.seen == nil {
			r.seen = map[string]string{}
		}
		b := c.RepoBranch(dir)
		r.seen[dir] = b
		return b, false
	case c.Cwd != "" && within(cleanAbs(dir), cleanAbs(c.Cwd)):
		return c.DefaultBranch, c.branchUnknown
	}
	return "", true
}

// repoContexts gives each git part the default branch of the repository
// it runs in: where cd or git -C took it (dirs), or its --git-dir (or
// GIT_DIR=). out holds the parts' contexts.
func repoContexts(cmd *Command, ctx *Context, dirs []string, out []*Context) {
	rb := repoBranches{ctx: ctx}
	for i, p := range cmd.Parts {
		if p.Program != "git" {
			continue
		}
		repo := dirs[i]
		var gd *Word
		for _, a := range p.Assigns {
			if v, ok := strings.CutPrefix(a, "GIT_DIR="); ok {
				w := LitWord(v)
				if v == "" || strings.ContainsAny(v, "$`~*?[{\\'\"") {
					w = Word{Raw: v, Segs: []Seg{{Kind: SegParam, Text: "GIT_DIR"}}}
				}
				gd = &w
			}
		}
		for _, o := range gitGlobal.scan(p.Words, 1).opts {
			if o.name == "--git-dir" && o.hasVal {
				w := valueWord(p.Words, o, false)
				gd = &w
			}
		}
		if gd != nil {
			d := dirWalk{cmd: cmd, home: ctx.Home}
			repo = d.dirOf(*gd, dirs[i])
		}
		if repo == ctx.Cwd {
			continue
		}
		nc := *out[i]
		nc.DefaultBranch, nc.branchUnknown = rb.at(repo)
		out[i] = &nc
	}
}
