package patterns

// alwaysDefaultBranches are default branches in every repository.
var alwaysDefaultBranches = []string{"main", "master", "trunk", "develop"}

// defaultBranches returns the branch names [default-branch] accepts.
func defaultBranches(ctx *Context) []string {
	out := alwaysDefaultBranches
	if b := ctx.DefaultBranch; b != "" {
		for _, d := range alwaysDefaultBranches {
			if d == b {
				return out
			}
		}
		out = append(append([]string{}, out...), b)
	}
	return out
}

// branchSpecs returns the star-patterns of refspecs whose destination is
// branch b: b, refs/heads/b, SRC:b, SRC:refs/heads/b, with a leading + when
// forced (or either way when plus is false).
func branchSpecs(b string, plus bool) [][]string {
	if plus {
		return [][]string{
			{"+" + b}, {"+refs/heads/" + b}, {"+", ":" + b}, {"+", ":refs/heads/" + b},
		}
	}
	return [][]string{
		{b}, {"+" + b}, {"refs/heads/" + b}, {"+refs/heads/" + b},
		{"", ":" + b}, {"", ":refs/heads/" + b},
	}
}

// headSpecs are refspecs whose destination is the current branch, which
// might be a default one.
var headSpecs = [][]string{{"HEAD"}, {"+HEAD"}, {"@"}, {"", ":HEAD"}}

// judgeRefspec judges a branch name or refspec against the default
// branches; forced requires a leading +.
func judgeRefspec(w Word, ctx *Context, forced bool) Judgement {
	ws := wordShape(&w, ctx)
	var j Judgement
	for _, b := range defaultBranches(ctx) {
		for _, spec := range branchSpecs(b, forced) {
			if piecesCover(spec, ws) {
				return Judgement{Might: true, Certainly: true}
			}
			if piecesMeet(spec, ws) {
				j.Might = true
			}
		}
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

// judgeDefaultBranch is [default-branch].
func judgeDefaultBranch(_ string, w Word, ctx *Context) Judgement {
	return judgeRefspec(w, ctx, false)
}

// judgeForceRefspec is [force-refspec].
func judgeForceRefspec(_ string, w Word, ctx *Context) Judgement {
	return judgeRefspec(w, ctx, true)
}
