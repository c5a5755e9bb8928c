package patterns

import (
	"path/filepath"
	"strings"
)

// A git directory written as ordinary files (foo/HEAD, foo/config setting
// core.fsmonitor) runs its configuration's programs at the next git run
// there: `git -C foo status`, `--git-dir=foo`, `GIT_DIR=foo`, `cd foo &&
// git log` (the part's Cwd moves with cd) (rt20i #4).
// [git-dir-config] asks the caller (Context.GitConfigRuns: the queue
// reads the configuration, bounded) whether the repository a git part
// runs in, when it is not the workdir's own, sets a key that runs a
// program (core.fsmonitor, core.hooksPath, core.sshCommand, a pager or
// editor, a filter's or textconv's command, a shell alias, an include).
// The workdir's own repository is left alone: husky's core.hooksPath
// there is everyday, and a write of its .git/config asks already. A
// failed look might match; without GitConfigRuns the part is left alone.

// gitDirConfig judges a git part by its repository's configuration.
func gitDirConfig(p *Part, ctx *Context) Judgement {
	if p.Program != "git" || ctx == nil || ctx.GitConfigRuns == nil {
		return Judgement{}
	}
	_, dirs := operandWords(p, "-C")
	_, gds := operandWords(p, "--git-dir")
	dir, gitDir := ctx.Cwd, "" // the part's own directory: git -C is in it already (runDir)
	for _, d := range dirs {
		if _, ok := d.Literal(); !ok {
			return Judgement{Might: true}
		}
	}
	for _, a := range p.Assigns {
		if v, ok := strings.CutPrefix(a, "GIT_DIR="); ok {
			gitDir = joinDir(dir, v)
		}
	}
	for _, g := range gds {
		v, ok := g.Literal()
		if !ok {
			return Judgement{Might: true}
		}
		gitDir = joinDir(dir, v)
	}
	runs, own, err := ctx.GitConfigRuns(dir, gitDir)
	switch {
	case err != nil:
		return Judgement{Might: true}
	case runs && !own:
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}

// joinDir is v from dir, v alone when absolute.
func joinDir(dir, v string) string {
	if filepath.IsAbs(v) {
		return filepath.Clean(v)
	}
	return filepath.Join(dir, v)
}

// judgeGitDirConfig is [git-dir-config] of a word: the class judges a
// part (match.go calls gitDirConfig), so a word alone is none.
func judgeGitDirConfig(string, Word, *Context) Judgement { return Judgement{} }
