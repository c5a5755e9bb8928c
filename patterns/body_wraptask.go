package patterns

// `pixi run NAME` and `devbox run NAME` are peeled as wrappers, their
// words the command they run (fx58a): each runs a task or script of its
// manifest by that name in the command's stead (body_pixi.go,
// body_devbox.go), and devbox runs its init hook before either.

// taskWrapper returns the innermost wrapper of p when it is `pixi run`
// or `devbox run`: its program word may name a task.
func taskWrapper(p *Part) (Wrapper, bool) {
	if len(p.Wrappers) == 0 || len(p.Words) == 0 {
		return Wrapper{}, false
	}
	w := p.Wrappers[len(p.Wrappers)-1]
	if w.Name != "pixi" && w.Name != "devbox" {
		return Wrapper{}, false
	}
	for _, x := range w.Words[1:] {
		if isLit(x, "run") {
			return w, true
		}
	}
	return Wrapper{}, false
}

// wrapperTaskBodies returns the bodies a part peeled from `pixi run` or
// `devbox run` runs from the manifest: only reports that they replace
// the program's own (a task or script of that name, or the manifest
// unread), else they run before it (devbox's init hook).
func wrapperTaskBodies(p *Part, ctx *Context) (bs []runnerBody, only bool) {
	w, ok := taskWrapper(p)
	if !ok {
		return nil, false
	}
	if w.Name == "pixi" {
		bs = pixiBodies(p, w, ctx)
		return bs, bs != nil
	}
	bs = devboxBodies(p, w, true, ctx)
	for _, b := range bs {
		if b.unread != "" || b.from != "" && !hasSuffixInitHook(b.from) {
			return bs, true
		}
	}
	return bs, false
}

// hasSuffixInitHook reports whether a body's from names devbox's init
// hook alone.
func hasSuffixInitHook(from string) bool {
	const tail = "'s init_hook"
	return len(from) >= len(tail) && from[len(from)-len(tail):] == tail
}
