package patterns

import (
	"regexp"
	"strings"
)

// npm, yarn, pnpm and bun read a package spec written owner/repo (with an
// optional #ref) as a GitHub repository, not a registry's package or a
// folder: `npm install o/r` clones it and runs its install scripts, as
// `npm install github:o/r` does. A folder needs a leading ./, ../, / or
// ~/, a scoped package starts with @, and a tarball ends .tgz, .tar.gz or
// .tar; none of those is a repository. [repo-spec] is such a spec.

// repoShortRe is hosted-git-info's GitHub shorthand: owner/repo[#ref],
// the owner not starting with . or -, neither holding : @ % or a space.
// It is compiled when a spec is first judged, not when a process starts:
// most calls never meet a package install.
var repoShortRe = lazy[*regexp.Regexp]{build: func() *regexp.Regexp {
	return regexp.MustCompile(`^[^:@%/\s.\-~][^:@%/\s]*/[^:@%/\s]+(#.*)?$`)
}}

// repoShort reports whether a package manager reads s as a GitHub
// repository's shorthand.
func repoShort(s string) bool {
	if !repoShortRe.get().MatchString(s) {
		return false
	}
	name, _, _ := strings.Cut(s, "#")
	lower := strings.ToLower(name)
	for _, ext := range []string{".tgz", ".tar.gz", ".tar"} {
		if strings.HasSuffix(lower, ext) {
			return false
		}
	}
	return true
}

// judgeRepoSpec is [repo-spec]: a package spec read as a GitHub
// repository (owner/repo, owner/repo#ref).
//
// It judges a part's program too, as [remote-code] does, only behind a
// package runner (fx45e, rt44 §9: `npx eve/tool`, `yarn dlx eve/tool`):
// bash runs a program word with a slash as a file (`scripts/build`).
func judgeRepoSpec(_ string, w Word, ctx *Context) Judgement {
	if bashProgramWord(w, ctx) {
		return Judgement{}
	}
	v, ok := w.Literal()
	if !ok {
		return Judgement{}
	}
	yes := repoShort(v)
	return Judgement{Might: yes, Certainly: yes}
}
