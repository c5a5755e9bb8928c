package patterns

// judgeShadowsOnPath is [protected] of a file written on PATH in front of
// a program of its name (rt21i #5): the reading knows the usual program
// directories and the programs it has tables for (effects_later.go,
// runsLaterBin), but a hook command runs `jq`, a harness's launcher
// `node`, and a file of that name in ~/.local/bin or a version manager's
// shims runs in their place with no ask. Where the caller can look
// (Context.ShadowsOnPath), a write that certainly lands in such a place
// is certainly protected, by effect rather than by a list of names.
func judgeShadowsOnPath(w *Word, ctx *Context) Judgement {
	if ctx.ShadowsOnPath == nil {
		return Judgement{}
	}
	spelled, ok := spelledPath(w, ctx)
	if !ok || !ctx.ShadowsOnPath(cleanAbs(spelled)) {
		return Judgement{}
	}
	return Judgement{Might: true, Certainly: true}
}
