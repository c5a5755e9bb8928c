package patterns

import "strings"

// homeRoots are where home directories usually live: when Context.Home is
// not known, a path there might be the home directory.
var homeRoots = []string{"/home", "/Users", "/root", "/var/home", "/export/home"}

// judgeHome is [home]: the home directory or a directory holding it, or a
// glob that covers all of the home directory's entries.
func judgeHome(_ string, w Word, ctx *Context) Judgement {
	j := judgeHomeWritten(w, ctx)
	if !j.Certainly {
		if r := homeReal(&w, ctx); r.Certainly {
			return r
		}
	}
	return judgeGlobReal(j, w, ctx, judgeHome)
}

// judgeHomeWritten is [home] of w as written.
func judgeHomeWritten(w Word, ctx *Context) Judgement {
	p := resolvePath(&w, ctx)
	if p.home {
		if p.rel == "" || onlyDotDots(p.rel) {
			return Judgement{Might: true, Certainly: true}
		}
		return Judgement{}
	}
	if ctx.Home == "" {
		if homeEntries(&w, ctx) {
			return Judgement{Might: true, Certainly: true}
		}
		if v, ok := p.shape.certain(); ok && v == "/" {
			return Judgement{Might: true, Certainly: true}
		}
		var places [][]string
		places = append(places, []string{"/"})
		for _, r := range homeRoots {
			places = append(places, dirPlaces(r)...)
		}
		return Judgement{Might: pathIn(p, places).Might}
	}
	places := homePlaces(ctx)
	j := Judgement{Might: p.any}
	if v, ok := p.shape.certain(); ok {
		for _, a := range places {
			if a[0] == v {
				return Judgement{Might: true, Certainly: true}
			}
		}
		return j
	}
	if homeEntries(&w, ctx) {
		return Judgement{Might: true, Certainly: true}
	}
	shapes := []shape{p.shape}
	if p.deep && p.shape != nil {
		shapes = deepShapes(p.shape)
	}
	for _, a := range places {
		for _, sh := range shapes {
			if sh != nil && (piecesMeet(a, sh) || piecesMeet([]string{strings.TrimSuffix(a[0], "/") + "/"}, sh)) {
				j.Might = true
			}
		}
	}
	return j
}

// homeEntries reports whether a word is a glob of all the entries of the
// home directory or of a directory holding it: ~/*, /home/*, or * in such a
// directory.
func homeEntries(w *Word, ctx *Context) bool {
	n := len(w.Segs)
	if n == 0 || w.Segs[n-1].Kind != SegGlob || w.Segs[n-1].Text != "*" {
		return false
	}
	dir := Word{Segs: w.Segs[:n-1]}
	if n == 1 {
		if ctx.Cwd == "" {
			return false
		}
		dir = LitWord(ctx.Cwd)
	} else if v, ok := wordShape(&dir, ctx).certain(); !ok || !strings.HasSuffix(v, "/") {
		if _, home := homeRest(&dir); !home || ctx.Home != "" {
			return false
		}
	}
	return judgeHome("", dir, ctx).Certainly
}

// onlyDotDots reports whether a cleaned relative path is made of ".."
// components only.
func onlyDotDots(rel string) bool {
	for _, c := range strings.Split(rel, "/") {
		if c != ".." {
			return false
		}
	}
	return true
}

// tempDirs are the temporary directories: a path in them is neither
// outside nor inside the workdir for [outside-workdir].
var tempDirs = lazy[[]string]{build: func() []string { return []string{"/tmp", "/var/tmp", "/dev/shm"} }}

// judgeOutside is [outside-workdir]: a path outside the workdir (or the
// cwd when no workdir is set) and outside the temporary directories, as
// written or through the symbolic links on disk now ([realOutside]). A
// workdir that bounds nothing (/, the home: see [Context.bound]) leaves
// every path outside the temporary directories possibly outside.
func judgeOutside(_ string, w Word, ctx *Context) Judgement {
	j := judgeOutsideWritten(w, ctx)
	if !j.Certainly && realOutside(&w, ctx, false) != "" {
		return Judgement{Might: true, Certainly: true}
	}
	return judgeGlobReal(j, w, ctx, judgeOutside)
}

// judgeOutsideWritten is [outside-workdir] of the path as written.
func judgeOutsideWritten(w Word, ctx *Context) Judgement {
	if inTmpdir(&w) || inUserCache(&w, ctx) {
		return Judgement{}
	}
	p := resolvePath(&w, ctx)
	if j, ok := homeUnderTemp(&w, p, ctx); ok {
		wd := ctx.bound()
		if wd == "" {
			// A workdir that bounds nothing (the home itself) leaves a
			// path possibly outside, as below for a home elsewhere: a
			// home under /tmp is judged no more surely than /home/op.
			return Judgement{Might: true}
		}
		if pathIn(p, dirPlaces(cleanAbs(wd))).Certainly {
			return Judgement{}
		}
		return j
	}
	inside := tempPlaces.get()[:len(tempPlaces.get()):len(tempPlaces.get())] // appended to below: a copy, then
	if p.globs && pathIn(p, inside).Certainly {
		return Judgement{}
	}
	wd := ctx.bound()
	if p.any || p.home || wd == "" {
		return Judgement{Might: true}
	}
	inside = append(inside, dirPlaces(cleanAbs(wd))...)
	if v, ok := p.shape.certain(); ok {
		out := !pathIn(pathOf{shape: shape{v}, globs: true}, inside).Certainly
		return Judgement{Might: out, Certainly: out}
	}
	if p.globs && pathIn(p, inside).Certainly {
		return Judgement{}
	}
	return Judgement{Might: true}
}

// inTmpdir reports whether a word is $TMPDIR followed by a clean literal
// path, or by one whose last component ends in a glob after literal text.
func inTmpdir(w *Word) bool {
	if len(w.Segs) == 0 || w.Segs[0].Kind != SegParam || w.Segs[0].Text != "TMPDIR" {
		return false
	}
	rest := Word{Segs: w.Segs[1:]}
	if _, k, ok := globNameTail(w); ok && k >= 1 {
		// "$TMPDIR"/app-test-*: entries of the temporary directory whose
		// names start so (fx18d2, rt18d #12), as "$TMPDIR"/app-test is.
		rest = Word{Segs: w.Segs[1 : k+1]}
	}
	lit, ok := rest.Literal()
	return ok && !hasDotDot([]string{lit})
}

// judgeInside is [inside-workdir]: a path at or below the workdir (or the
// cwd when no workdir is set).
func judgeInside(_ string, w Word, ctx *Context) Judgement {
	wd := ctx.bound()
	p := resolvePath(&w, ctx)
	if p.any || p.home || wd == "" {
		return Judgement{Might: true}
	}
	return pathIn(p, dirPlaces(cleanAbs(wd)))
}

// judgeProtected is [protected]: a path at or below one of
// Context.Protected, or a directory holding one; a glob as written and
// in the directory its literal part leads to ([judgeGlobReal]).
func judgeProtected(_ string, w Word, ctx *Context) Judgement {
	return judgeGlobReal(judgeProtectedWritten(w, ctx), w, ctx, judgeProtected)
}

// judgeProtectedWritten is [protected] of w as written (through the
// links of a path whose value is known); a write into a directory holding
// a file with a second name might be one whatever the places say
// (judgeHardLinked).
func judgeProtectedWritten(w Word, ctx *Context) Judgement {
	if j := judgeRunsLaterReal(&w, ctx); j.Certainly {
		return j
	}
	linked := judgeHardLinked(&w, ctx)
	if linked.Certainly {
		return linked
	}
	j := judgeProtectedPlaces(w, ctx)
	j.Might = j.Might || linked.Might
	return j
}

// judgeProtectedPlaces is [judgeProtectedWritten] after the looks at
// links into places that run later and at files with a second name:
// swapped links, a name shadowing a program on PATH, and the protected
// places themselves.
func judgeProtectedPlaces(w Word, ctx *Context) Judgement {
	if j := judgeSwapReal(&w, ctx); j.Certainly {
		return j
	}
	if j := judgeShadowsOnPath(&w, ctx); j.Certainly {
		return j
	}
	// Compared case-folded: .Claude/settings.json is the harness's
	// settings on a case-insensitive filesystem (class_fold.go).
	places := protectedPlacesFolded(ctx)
	if len(places) == 0 {
		return Judgement{}
	}
	if locatesOzdesk(&w, ctx) {
		return Judgement{Might: true, Certainly: true}
	}
	if j := judgeProtectedReal(&w, ctx, places); j.Certainly {
		return j
	}
	p := resolvePath(&w, ctx)
	if p.home {
		return Judgement{Might: true}
	}
	p = foldPathOf(p)
	if _, ok := p.shape.certain(); !ok && !tailMight(p, ozdeskLike, foldPieces(ctx.ProtectedPaths())) {
		return Judgement{} // "$DIR"/build is no path ozdesk protects
	}
	if v, ok := p.shape.certain(); ok && binOzdesk(v) {
		return Judgement{Might: true, Certainly: true}
	}
	return pathIn(p, places)
}

// ozdeskLike reports whether a file name may be one of ozdesk's own.
func ozdeskLike(name string, _ bool) bool {
	n := strings.ToLower(name)
	return strings.Contains(n, "ozdesk") || strings.Contains(n, "desk") || strings.Contains(n, ".db") || strings.Contains(n, "settings")
}

// cleanAbs cleans an absolute directory name.
func cleanAbs(dir string) string {
	s := absShape(dir, &Context{})
	if v, ok := s.certain(); ok {
		return v
	}
	return dir
}
