package patterns

// Paths through a symbolic link into the home (rt23i #8): a cloned
// repository may carry a link such as `h -> ../../..`, the home, and no
// ask ever saw it made. [protected] judged where such a path leads
// (class_realpath.go); [credentials] and [home] judged it as written
// only, so `rm -rf y/h/.ssh` asked as cmd.delete-outside (and was
// allowed where the home lies under /tmp, a temporary place), and an
// operator's allow of `rm -rf y/**` reached ~/.ssh. These judge the
// resolved path beside the written one, the stricter verdict winning, and
// an operator's allow stands aside for a part with a path that leads,
// through a link, into such a place ([evaluation.linkedAway]).

// judgeCredentials is [credentials]: a path of credentials or access, as
// written or where its links lead.
func judgeCredentials(_ string, w Word, ctx *Context) Judgement {
	j := judgeCredentialsWritten(w, ctx)
	if j.Certainly {
		return j
	}
	if r := credentialsReal(&w, ctx); r.Certainly {
		return r
	}
	return j
}

// credentialsReal is [credentials] of where w's path leads through the
// links on the file system (Context.RealPath, Context.AskerPath); the
// zero Judgement when it leads nowhere else.
func credentialsReal(w *Word, ctx *Context) Judgement {
	if ctx.Home == "" {
		return Judgement{}
	}
	for _, real := range resolvedElsewhere(w, ctx) {
		if j := certainCredential(cleanAbs(real), ctx.Home); j.Certainly {
			return j
		}
	}
	return Judgement{}
}

// homeReal is [home] of where w's path leads through the links on the
// file system: certainly the home, or a directory holding it, when it
// resolves to one.
func homeReal(w *Word, ctx *Context) Judgement {
	if ctx.Home == "" {
		return Judgement{}
	}
	for _, real := range resolvedElsewhere(w, ctx) {
		real = cleanAbs(real)
		for _, a := range homePlaces(ctx) {
			if a[0] == real {
				return Judgement{Might: true, Certainly: true}
			}
		}
	}
	return Judgement{}
}

// linkedAway reports whether a word of part i (an operand or a
// redirection's target) leads, through a symbolic link, into the home's
// or the system's credentials or onto the home: an operator's allow,
// written for the path as spelled (`rm -rf y/**`), stands aside there and
// the defaults decide the part.
func (e *evaluation) linkedAway(i int) bool {
	ctx := e.ctxOf(i)
	if ctx.RealPath == nil && ctx.AskerPath == nil {
		return false
	}
	part := e.cmd.Parts[i]
	away := func(w *Word) bool {
		return credentialsReal(w, ctx).Certainly || homeReal(w, ctx).Certainly
	}
	for k := 1; k < len(part.Words); k++ {
		if away(&part.Words[k]) {
			return true
		}
	}
	for k := range part.Redirs {
		if away(&part.Redirs[k].Target) {
			return true
		}
	}
	return false
}
