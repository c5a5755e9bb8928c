package patterns

import (
	"path"
	"strings"
)

// pathOf is what a word might be as a path, for the path classes.
type pathOf struct {
	// shape is the shape of the cleaned absolute path. A path relative to
	// an unknown Cwd, or under an unknown Home, starts with a star.
	shape shape
	// any: the word might be any path at all (an expansion that may hold
	// "..", a glob that may match "..").
	any bool
	// home: the word is ~ or $HOME with a literal rest and Home is not
	// known; rel is the rest, cleaned ("" for the home itself, "../.." for
	// its ancestors, ".ssh/id_rsa" inside it).
	home bool
	rel  string
	// globs: the unknown parts are only globs, which stay within one
	// path component, so the shape covers every value.
	globs bool
	// deep: a ** glob stands as a whole component (class_glob.go).
	deep bool
}

// resolvePath reads a word as a path: ~ and $HOME with Context.Home, a
// relative path from Context.Cwd, cleaned. The word an evaluation judges
// is read once for all the classes that read it (see [Context.pathOf]).
func resolvePath(w *Word, ctx *Context) pathOf {
	return ctx.pathOf(w, readPath)
}

// readPath is resolvePath, read afresh.
func readPath(w *Word, ctx *Context) pathOf {
	if dw, ok := digitsWord(w, ctx); ok {
		w = &dw
	}
	if rest, ok := homeRest(w); ok && ctx.Home == "" {
		lit, literal := rest.Literal()
		if !literal {
			return pathOf{any: true}
		}
		rel := cleanRel(lit)
		sh := shape{"", "/" + rel}
		if rel == "" || strings.HasPrefix(rel, "..") {
			sh = shape{"", ""}
		}
		return pathOf{shape: sh, home: true, rel: rel}
	}
	ws := wordShape(w, ctx)
	if v, ok := ws.certain(); ok {
		if out, aliased, dirless := procUnalias(joinCwd(v, ctx.Cwd), ctx.Cwd); aliased {
			return pathOf{shape: procAliasShape(out, dirless), globs: true}
		}
		return pathOf{shape: absShape(v, ctx), globs: true}
	}
	free, dotGlob := false, false
	prev := ""
	for i, s := range w.Segs {
		if _, ok := segValue(s, ctx); ok {
			prev += s.Text
			continue
		}
		switch {
		case s.Kind == SegBrace && !braceInComponent(w, i):
			free = true
		case s.Kind == SegGlob, s.Kind == SegBrace:
			if strings.HasSuffix(prev, ".") && (prev == "." || strings.HasSuffix(prev, "/.")) && dotsMatch(w.Segs[i:]) {
				dotGlob = true
			}
		default:
			free = true
		}
		prev = ""
	}
	if dotGlob || hasDotDot(ws[1:]) {
		return pathOf{any: true}
	}
	if free {
		if name, _, ok := globNameTail(w); ok {
			// A glob in the last component after literal text (fx18d2,
			// rt18d #12): "$TMPDIR"/app-test-* names entries whose
			// names start with app-test-, whatever the expansion held.
			return pathOf{shape: shape{"", "/" + name, ""}}
		}
		// An expansion may hold "..", so only a clean literal tail after the
		// last unknown stretch is sure to survive.
		tail := strings.TrimRight(ws[len(ws)-1], "/")
		if !cleanTail(tail) {
			tail = ""
		}
		return pathOf{shape: shape{"", tail}}
	}
	if len(ws) == 2 && ws[0] == "/proc/" && strings.HasPrefix(ws[1], "/root/") {
		// A glob in place of the process (/proc/*/root/…): every
		// process's root is taken to be the machine's.
		out, _, _ := procUnalias("/proc/1"+ws[1], ctx.Cwd)
		return pathOf{shape: shape{out}, globs: true}
	}
	head := ws[0]
	sh := append(shape{}, ws...)
	cut := strings.LastIndexByte(head, '/')
	switch {
	case strings.HasPrefix(head, "/"):
		dir := head[:cut+1]
		if out, aliased, dirless := procUnalias(dir, ctx.Cwd); aliased {
			if dirless {
				return pathOf{any: true}
			}
			dir = strings.TrimSuffix(out, "/") + "/"
		}
		sh[0] = cleanDir(dir) + head[cut+1:]
	case ctx.Cwd != "":
		full := strings.TrimSuffix(ctx.Cwd, "/") + "/" + head
		cut = strings.LastIndexByte(full, '/')
		sh[0] = cleanDir(full[:cut+1]) + full[cut+1:]
	default:
		return pathOf{any: true}
	}
	return pathOf{shape: sh, globs: true, deep: hasDeepGlob(w)}
}

// globNameTail returns the literal start of the last component of a word
// whose last component holds a glob (`"$D"/app-test-*`, `"$D"/x-*.log`
// give app-test- and x-), and the index of the segment holding the
// slash before it: bash's globs stay within one component, so whatever
// came before, the word names entries whose names start so. It fails
// when the component holds no glob or an expansion, does not start with
// literal text after a slash, or that text starts with a dot (`..*` may
// match ..).
func globNameTail(w *Word) (string, int, bool) {
	k, glob := len(w.Segs), false
	for k > 0 {
		s := w.Segs[k-1]
		if s.Kind == SegLit && strings.Contains(s.Text, "/") {
			break
		}
		if s.Kind != SegGlob && s.Kind != SegLit {
			return "", 0, false
		}
		glob = glob || s.Kind == SegGlob
		k--
	}
	if !glob || k == 0 {
		return "", 0, false
	}
	text := w.Segs[k-1].Text
	name := text[strings.LastIndexByte(text, '/')+1:]
	if name == "" || name[0] == '.' {
		return "", 0, false
	}
	return name, k - 1, true
}

// hasDeepGlob reports whether the word holds a ** glob.
func hasDeepGlob(w *Word) bool {
	for _, s := range w.Segs {
		if s.Kind == SegGlob && strings.Contains(s.Text, "**") {
			return true
		}
	}
	return false
}

// braceInComponent reports whether the brace expansion w.Segs[i] makes
// words that differ only within one path component, like a glob: none of
// its words holds a slash, a tilde (bash expands braces before tildes, so
// {~,x} and ~{op,} name home directories) or a "." or ".." component. A
// sequence of letters or numbers ({1..3}) is one.
func braceInComponent(w *Word, i int) bool {
	text := w.Segs[i].Text
	if braceSequence(text) {
		return true
	}
	if strings.ContainsAny(text, "/~") || strings.Contains(text, "..") {
		return false
	}
	if first := w.Segs[0]; first.Kind == SegLit && !first.Quoted && strings.HasPrefix(first.Text, "~") {
		return false
	}
	for _, e := range strings.FieldsFunc(text, func(r rune) bool { return r == '{' || r == '}' || r == ',' }) {
		if e == "." {
			return false
		}
	}
	return true
}

// braceSequence reports whether a brace expansion's text is a sequence of
// numbers or letters: {1..3}, {a..z}, {01..10..2}.
func braceSequence(text string) bool {
	inner, open := strings.CutPrefix(text, "{")
	inner, closed := strings.CutSuffix(inner, "}")
	if !open || !closed {
		return false
	}
	ends := strings.Split(inner, "..")
	if len(ends) < 2 || len(ends) > 3 {
		return false
	}
	for _, e := range ends {
		e = strings.TrimPrefix(e, "-")
		if e == "" || strings.Trim(e, "0123456789") != "" && (len(e) != 1 || !isASCIILetter(e[0])) {
			return false
		}
	}
	return true
}

func isASCIILetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// absShape returns the shape of a known path: cleaned and absolute, or,
// relative to an unknown Cwd, with a leading star.
func absShape(v string, ctx *Context) shape {
	if strings.HasPrefix(v, "/") {
		return shape{path.Clean(v)}
	}
	if ctx.Cwd != "" {
		return shape{path.Clean(ctx.Cwd + "/" + v)}
	}
	rel := cleanRel(v)
	if rel == "" || strings.HasPrefix(rel, "..") {
		return shape{"", ""}
	}
	return shape{"", "/" + rel}
}

// joinCwd is v from the directory cwd when v is relative and cwd known,
// else v.
func joinCwd(v, cwd string) string {
	if strings.HasPrefix(v, "/") || !strings.HasPrefix(cwd, "/") {
		return v
	}
	return strings.TrimSuffix(cwd, "/") + "/" + v
}

// cleanRel cleans a path relative to some directory: "" for the directory
// itself, without leading or trailing slashes.
func cleanRel(s string) string {
	c := path.Clean("./" + s)
	if c == "." {
		return ""
	}
	return c
}

// cleanDir cleans the directory part of a path that ends in "/", keeping
// the final slash.
func cleanDir(dir string) string {
	c := path.Clean(dir)
	if c == "/" {
		return c
	}
	return c + "/"
}

// hasDotDot reports whether any piece holds a ".." path component.
func hasDotDot(pieces []string) bool {
	for _, p := range pieces {
		for _, c := range strings.Split(p, "/") {
			if c == ".." {
				return true
			}
		}
	}
	return false
}

// cleanTail reports whether a literal tail is already clean: no empty,
// "." or ".." components after its first slash.
func cleanTail(t string) bool {
	parts := strings.Split(t, "/")
	for i, c := range parts {
		if i > 0 && (c == "" || c == "." || c == "..") {
			return false
		}
		if c == ".." {
			return false
		}
	}
	return true
}

// within reports whether p is dir or below it.
func within(p, dir string) bool {
	if dir == "/" {
		return strings.HasPrefix(p, "/")
	}
	// p has the prefix dir+"/", written out without building it.
	return p == dir || len(p) > len(dir) && p[len(dir)] == '/' && p[:len(dir)] == dir
}

// ancestors returns a cleaned absolute directory and every directory above
// it, up to "/".
func ancestors(dir string) []string {
	dir = path.Clean(dir)
	out := []string{dir}
	for dir != "/" && dir != "." {
		dir = path.Dir(dir)
		out = append(out, dir)
	}
	return out
}

// pathIn judges a path against a set of places given as star-patterns
// (a directory D as D and D/*): certainly when the path's every value is
// in one of them, might when some value might be.
func pathIn(p pathOf, places [][]string) Judgement {
	if p.any {
		return Judgement{Might: true}
	}
	if !p.deep {
		return pathInShape(p, p.shape, places)
	}
	j := Judgement{Certainly: true}
	for _, sh := range deepShapes(p.shape) {
		k := pathInShape(p, sh, places)
		j.Might = j.Might || k.Might
		j.Certainly = j.Certainly && k.Certainly
	}
	j.Certainly = j.Certainly && j.Might
	return j
}

// pathInShape is pathIn for one shape of p's values.
func pathInShape(p pathOf, sh shape, places [][]string) Judgement {
	var j Judgement
	for _, pl := range places {
		if len(sh) > 1 && len(pl) > 1 && pl[0] == "" && !suffixPlaceNamed(pl, sh) {
			continue // a harness's settings in any directory: only by their name
		}
		if p.globs && piecesCover(pl, sh) {
			return Judgement{Might: true, Certainly: true}
		}
		if piecesMeet(pl, sh) && (!p.globs || globMight(p, pl)) {
			j.Might = true
		}
	}
	return j
}

// dirPlaces returns the star-patterns of a directory and what is below it.
func dirPlaces(dir string) [][]string {
	if dir == "/" {
		return [][]string{{"/", ""}}
	}
	return [][]string{{dir}, {dir + "/", ""}}
}

// deepShapes returns shapes that together cover a path with a **
// component, which may stand for no component at all: ROOT/**/NAME is
// also ROOT/NAME (the slash after each star may be missing), and ROOT/**
// is also ROOT itself. globMight then judges the components.
func deepShapes(sh shape) []shape {
	wide := shape{sh[0]}
	for i := 1; i < len(sh); i++ {
		piece := strings.TrimPrefix(sh[i], "/")
		if piece == "" && i < len(sh)-1 {
			continue // two stars in a row are one
		}
		wide = append(wide, piece)
	}
	out := []shape{wide}
	if len(sh) == 2 && sh[1] == "" && strings.HasSuffix(sh[0], "/") && sh[0] != "/" {
		out = append(out, shape{strings.TrimSuffix(sh[0], "/")})
	}
	return out
}
