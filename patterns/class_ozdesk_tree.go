package patterns

import (
	"path"
	"slices"
	"strings"
)

// judgeOzdeskTree is [ozdesk-tree]: a source word of a copy that may take
// ozdesk's executable along (rt19i #11): what [ozdesk-exe] names; a glob
// that may match the executable or a directory holding it
// (`cp /usr/local/bin/ozdes? ./tool`, `cp /usr/local/bin/o*k .`,
// `cp -r /usr/local/b* x`); a directory that holds it (`cp -r
// /usr/local/bin/../bin cpy`, `rsync -a ~/.local/ x`). The executables
// are the protected paths named ozdesk or ozdesk-hook; a glob whose last
// element may match those names counts wherever it points.
//
// A glob is judged by what it could match, not expanded against the file
// system at judge time: the line may make or rename files before the copy
// runs, the file system may change between the ask and the run, and an
// expansion in a broker would read the broker's view; the stricter
// reading (might, so an ask) is the safer one. A bare `*` in a directory
// that does not hold ozdesk matches nothing of it.
func judgeOzdeskTree(arg string, w Word, ctx *Context) Judgement {
	if j := judgeOzdeskExe(arg, w, ctx); j.Might {
		return j
	}
	exes := ozdeskExes(ctx)
	if v, ok := w.Literal(); ok {
		abs, ok := absLiteral(v, ctx)
		if !ok {
			return Judgement{}
		}
		for _, e := range exes {
			if abs != e && (abs == "/" || strings.HasPrefix(e, strings.TrimSuffix(abs, "/")+"/")) {
				return Judgement{Might: true} // a directory holding it: copied whole with -r, -a
			}
		}
		return Judgement{}
	}
	if elem, ok := lastGlobElem(w); ok && globNamesOzdesk(elem) {
		return Judgement{Might: true}
	}
	g, ok := globText(w)
	if !ok || !strings.ContainsAny(g, "*?[") {
		return Judgement{}
	}
	abs, ok := absLiteral(g, ctx)
	if !ok {
		return Judgement{}
	}
	for _, e := range exes {
		for _, a := range append([]string{e}, ancestors(path.Dir(e))...) {
			if m, err := path.Match(abs, a); err == nil && m {
				return Judgement{Might: true}
			}
		}
	}
	return Judgement{}
}

// ozdeskExes are the protected paths that are ozdesk's executables.
func ozdeskExes(ctx *Context) []string {
	if ctx == nil {
		return nil
	}
	var out []string
	for _, p := range ctx.ProtectedPaths() {
		if strings.HasPrefix(p, "/") && slices.Contains(ozdeskExeNames, path.Base(p)) {
			out = append(out, path.Clean(p))
		}
	}
	return out
}

// absLiteral is v made absolute and cleaned (from ctx.Cwd for a relative
// one), read through the aliases of /proc (procUnalias); false when it
// cannot be (no cwd, ~, below a directory not known).
func absLiteral(v string, ctx *Context) (string, bool) {
	switch {
	case strings.HasPrefix(v, "/"):
		if out, aliased, dirless := procUnalias(v, ctxCwd(ctx)); aliased {
			return out, !dirless
		}
		return path.Clean(v), true
	case strings.HasPrefix(v, "~"):
		if ctx == nil || ctx.Home == "" || !(v == "~" || strings.HasPrefix(v, "~/")) {
			return "", false
		}
		return path.Clean(ctx.Home + "/" + strings.TrimPrefix(v, "~")), true
	case ctx != nil && strings.HasPrefix(ctx.Cwd, "/"):
		return absLiteral(ctx.Cwd+"/"+v, ctx)
	}
	return "", false
}

// ctxCwd is ctx's Cwd, "" without a context.
func ctxCwd(ctx *Context) string {
	if ctx == nil {
		return ""
	}
	return ctx.Cwd
}

// globNamesOzdesk reports whether a glob element with literal text may
// match ozdesk's executable's name (ozdes?, o*k, ozdesk*): a bare `*` or
// `?*` holds no text and is judged by where it points instead.
func globNamesOzdesk(elem string) bool {
	if strings.Trim(elem, "*?") == "" {
		return false
	}
	for _, n := range ozdeskExeNames {
		if m, err := path.Match(elem, n); err == nil && m {
			return true
		}
	}
	return false
}

// lastGlobElem returns the last element of a word when it is made of
// literal text and globs only, whatever comes before it (`"$D"/ozd*`
// gives ozd*), and holds a glob.
func lastGlobElem(w Word) (string, bool) {
	elem, glob := "", false
	for k := len(w.Segs) - 1; k >= 0; k-- {
		sg := w.Segs[k]
		switch sg.Kind {
		case SegGlob:
			elem, glob = sg.Text+elem, true
		case SegLit:
			if i := strings.LastIndexByte(sg.Text, '/'); i >= 0 {
				return sg.Text[i+1:] + elem, glob
			}
			elem = sg.Text + elem
		default:
			return "", false
		}
	}
	return elem, glob
}
