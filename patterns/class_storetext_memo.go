package patterns

// storeTextMemo is [storeTextPaths] of one context, kept for an
// evaluation: [store-text] judges every word of every part that may open
// files, and each judgement cleaned and compared every protected path
// anew (fx39c: 18% of `ozdesk policy explain` of 64 KiB of
// 'ln -s ~/d… x; echo a > x/b; ' with an operator's protected paths).
type storeTextMemo struct {
	// home, cwd, workdir and protected are what the paths were
	// computed from.
	home, cwd, workdir string
	protected          []string
	// paths is storeTextPaths of them.
	paths []string
}

// storeTextPathsOnce is [storeTextPaths] of ctx, computed once per
// evaluation for each home, directory and protected list it is asked of.
func storeTextPathsOnce(ctx *Context) []string {
	if ctx.memo == nil {
		return storeTextPaths(ctx)
	}
	if m := ctx.memo.storeText; m != nil && m.home == ctx.Home && m.cwd == ctx.Cwd &&
		m.workdir == ctx.Workdir && sameStrings(m.protected, ctx.Protected) {
		return m.paths
	}
	ctx.memo.storeText = &storeTextMemo{home: ctx.Home, cwd: ctx.Cwd, workdir: ctx.Workdir,
		protected: ctx.Protected, paths: storeTextPaths(ctx)}
	return ctx.memo.storeText.paths
}
