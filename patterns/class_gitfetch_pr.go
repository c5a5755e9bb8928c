package patterns

import "strings"

// A pull request fetched by its head into a local branch of its own
// (fx53n, rt50 A14 V136): `git fetch origin pull/12/head:pr-12 && git
// switch pr-12` is what `gh pr checkout 12` does, which is left alone,
// and both are decided everyday: checking out a pull request to read or
// test it is a reviewer's daily work. The refspec is read as making no
// ref of the line's choosing when its source is a forge's pull request
// head (GitHub's `pull/N/head` or `pull/N/merge`, GitLab's
// `merge-requests/N/head`, with or without `refs/`) and its destination
// a plain branch name that is no default branch (main, master, trunk,
// develop …: a fetch into one changes what the repository builds from).
// Any other refspec (`evil:main`, `+x:y`, a glob) still asks.

// pullRequestRefspec reports whether v is SRC:DST with SRC a forge's pull
// request head and DST a plain branch name that is no default branch.
func pullRequestRefspec(v string) bool {
	src, dst, ok := strings.Cut(v, ":")
	if !ok || !plainName(dst) || strings.ContainsAny(dst, ":+*?[\\^~") || contains(alwaysDefaultBranches, dst) || dst == "HEAD" || strings.HasPrefix(dst, "-") {
		return false
	}
	src = strings.TrimPrefix(src, "refs/")
	parts := strings.Split(src, "/")
	if len(parts) != 3 || parts[1] == "" || strings.Trim(parts[1], "0123456789") != "" {
		return false
	}
	switch parts[0] {
	case "pull":
		return parts[2] == "head" || parts[2] == "merge"
	case "merge-requests":
		return parts[2] == "head"
	}
	return false
}
