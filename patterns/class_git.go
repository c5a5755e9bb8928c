package patterns

import (
	"strings"
)

// alwaysDefaultBranches are the branches that count as default ones in
// every repository: the default branch's conventional names, and the
// conventional names of the long-lived shared branches a team deploys or
// releases from (fx47a, rt46 §A5: production, prod, release, stable),
// whose history rewritten or deleted is the same loss as main's. Left
// out, decided: staging (often force-pushed on purpose, a feature branch
// put up for review), gh-pages (a generated site every deploy tool
// rewrites) and release/NAME (a branch per version, which git-flow's
// finish deletes on every release, as a feature branch is deleted).
var alwaysDefaultBranches = []string{"main", "master", "trunk", "develop", "production", "prod", "release", "stable"}

// branchSpecs returns the star-patterns of refspecs whose destination is
// branch b: b, refs/heads/b, heads/b (git's rules find refs/heads/b by
// it), SRC:b, SRC:refs/heads/b, SRC:heads/b, with a leading + when forced
// (or either way when plus is false).
func branchSpecs(b string, plus bool) [][]string {
	if plus {
		return [][]string{
			{"+" + b}, {"+refs/heads/" + b}, {"+heads/" + b}, {"+", ":" + b}, {"+", ":refs/heads/" + b}, {"+", ":heads/" + b},
		}
	}
	return [][]string{
		{b}, {"+" + b}, {"refs/heads/" + b}, {"+refs/heads/" + b}, {"heads/" + b}, {"+heads/" + b},
		{"", ":" + b}, {"", ":refs/heads/" + b}, {"", ":heads/" + b},
	}
}

// headSpecs are refspecs whose destination is the current branch, which
// might be a default one.
var headSpecs = [][]string{{"HEAD"}, {"+HEAD"}, {"@"}, {"", ":HEAD"}}

// alwaysSpecs are branchSpecs of the branches that are always default,
// unforced and forced, built once, on first use.
var alwaysSpecs = lazy[[2][][]string]{build: func() [2][][]string {
	return [2][][]string{specsOf(alwaysDefaultBranches, false), specsOf(alwaysDefaultBranches, true)}
}}

func specsOf(branches []string, plus bool) [][]string {
	var out [][]string
	for _, b := range branches {
		out = append(out, branchSpecs(b, plus)...)
	}
	return out
}

// judgeRefspec judges a branch name or refspec against the default
// branches (always alwaysDefaultBranches, and Context.DefaultBranch);
// forced requires a leading +.
func judgeRefspec(w Word, ctx *Context, forced bool) Judgement {
	if forced && len(w.Segs) > 0 && branchNameSeg(w.Segs[0]) {
		return Judgement{} // it begins with a branch's name: no +, so not forced
	}
	if v, ok := w.Literal(); ok && (strings.Contains(v, "*") || strings.TrimPrefix(v, "+") == ":") {
		return Judgement{Might: globRefspec(v, ctx, forced)}
	}
	ws := wordShape(&w, ctx)
	specs := alwaysSpecs.get()[0]
	if forced {
		specs = alwaysSpecs.get()[1]
	}
	var j Judgement
	for _, spec := range specs {
		if piecesCover(spec, ws) {
			return Judgement{Might: true, Certainly: true}
		}
		j.Might = j.Might || piecesMeet(spec, ws)
	}
	if b := ctx.DefaultBranch; b != "" && !contains(alwaysDefaultBranches, b) {
		for _, spec := range branchSpecs(b, forced) {
			if piecesCover(spec, ws) {
				return Judgement{Might: true, Certainly: true}
			}
			j.Might = j.Might || piecesMeet(spec, ws)
		}
	}
	if ctx.branchUnknown && !j.Certainly && (!forced || piecesMeet([]string{"+", ""}, ws)) {
		j.Might = true // the repository's default branch is not known: any branch might be it
	}
	for _, spec := range headSpecs {
		if forced && spec[0] != "+" && spec[0] != "+HEAD" {
			spec = append([]string{"+" + spec[0]}, spec[1:]...)
		}
		if piecesMeet(spec, ws) {
			j.Might = true
		}
	}
	return j
}

// globRefspec reports whether a refspec with git's wildcard
// (refs/heads/*:refs/heads/*) or the matching refspec ":" might push to a
// default branch: whether its destination pattern matches one. Such a
// refspec is a pattern, so never certainly one branch.
func globRefspec(v string, ctx *Context, forced bool) bool {
	spec, plus := strings.CutPrefix(v, "+")
	if forced && !plus {
		return false
	}
	dst := spec
	if i := strings.LastIndexByte(spec, ':'); i >= 0 {
		dst = spec[i+1:]
	}
	if dst == "" {
		return spec == ":" // ":" pushes every branch both sides have
	}
	if ctx.branchUnknown {
		return true
	}
	branches := alwaysDefaultBranches
	if b := ctx.DefaultBranch; b != "" {
		branches = append(append([]string(nil), branches...), b)
	}
	for _, b := range branches {
		if globMatch(dst, b) || globMatch(dst, "refs/heads/"+b) {
			return true
		}
	}
	return false
}

// judgeDefaultBranch is [default-branch].
func judgeDefaultBranch(_ string, w Word, ctx *Context) Judgement {
	return judgeRefspec(w, ctx, false)
}

// judgeForceRefspec is [force-refspec].
func judgeForceRefspec(_ string, w Word, ctx *Context) Judgement {
	return judgeRefspec(w, ctx, true)
}

// deleteSpecs are refspecs that delete a branch b on the remote: :b,
// :refs/heads/b and :heads/b.
func deleteSpecs(b string) [][]string {
	return [][]string{{":" + b}, {":refs/heads/" + b}, {":heads/" + b}}
}

// judgeDeleteRefspec is [delete-refspec]: a refspec that deletes a default
// branch on the remote (:main, :refs/heads/main).
func judgeDeleteRefspec(_ string, w Word, ctx *Context) Judgement {
	if branchNameSubst(w) {
		return Judgement{} // a branch's name: no colon
	}
	ws := wordShape(&w, ctx)
	branches := alwaysDefaultBranches
	if b := ctx.DefaultBranch; b != "" && !contains(branches, b) {
		branches = append(append([]string(nil), branches...), b)
	}
	var j Judgement
	for _, b := range branches {
		for _, spec := range deleteSpecs(b) {
			if piecesCover(spec, ws) {
				return Judgement{Might: true, Certainly: true}
			}
			j.Might = j.Might || piecesMeet(spec, ws)
		}
	}
	if piecesMeet([]string{":HEAD"}, ws) || ctx.branchUnknown && !j.Certainly && piecesMeet([]string{":", ""}, ws) {
		j.Might = true
	}
	return j
}
