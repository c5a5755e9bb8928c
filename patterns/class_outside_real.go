package patterns

import "strings"

// A path that lies in the workdir as written may lead out of it through a
// symbolic link made in an earlier call (fx10f): `ln -s /srv/other o`,
// allowed, then `rm -rf o/data` or `echo x > o/config`. [outside-workdir]
// judges the path the kernel reaches as well as the path as written
// (Context.RealPath, Context.AskerPath: the links on disk now), the
// stricter verdict winning, as the guard does (class_realpath.go). A
// delete removes the name itself, not what a link leads to, so only the
// links in its directories are followed; a write ([overwrite-outside])
// follows the last name's link too. The workdir and the temporary
// directories count through their own links as well (a project under a
// linked /home, /tmp a link to /private/tmp).

// realOutside returns where w's path leads, through the links on disk
// now, when that lies outside the workdir and the temporary directories
// ("" when it does not, or when nothing is known: no resolver, a value
// not known, a workdir that bounds nothing). follow: the last name's
// link is followed too (a write).
func realOutside(w *Word, ctx *Context, follow bool) string {
	if ctx.RealPath == nil && ctx.AskerPath == nil {
		return ""
	}
	wd := ctx.bound()
	if wd == "" {
		return ""
	}
	spelled, ok := spelledPath(w, ctx)
	if !ok {
		return ""
	}
	// Resolved first, whatever the path: an asker that resolves for its
	// broker (protected mode) records the workdir's links this way.
	inside := realInside(wd, ctx)
	dir, name := "", ""
	if i := strings.LastIndex(spelled, "/"); !follow && i >= 0 {
		dir, name = spelled[:i], spelled[i+1:]
		if name == "" || name == "." || name == ".." || dir == "" {
			dir, name = "", ""
		}
	}
	for _, resolve := range []func(string) string{ctx.RealPath, ctx.AskerPath} {
		if resolve == nil {
			continue
		}
		real := ""
		if dir != "" {
			if d := resolve(dir); strings.HasPrefix(d, "/") {
				real = strings.TrimSuffix(d, "/") + "/" + name
			}
		} else {
			real = resolve(spelled)
		}
		if !strings.HasPrefix(real, "/") {
			continue
		}
		real = cleanAbs(real)
		if lw := LitWord(real); inUserCache(&lw, ctx) {
			continue // the user's cache, reached as written or through a link: never outside
		}
		if !pathIn(pathOf{shape: shape{real}, globs: true}, inside).Certainly {
			return real
		}
	}
	return ""
}

// realInside are the places a resolved path may lie in without being
// outside: the workdir and the temporary directories, each as written
// and where its own links lead; once per evaluation and workdir.
func realInside(wd string, ctx *Context) [][]string {
	if ctx.memo == nil {
		return resolveInside(wd, ctx)
	}
	if in, ok := ctx.memo.realInside[wd]; ok {
		return in
	}
	in := resolveInside(wd, ctx)
	if ctx.memo.realInside == nil {
		ctx.memo.realInside = map[string][][]string{}
	}
	ctx.memo.realInside[wd] = in
	return in
}

// resolveInside is realInside, not remembered.
func resolveInside(wd string, ctx *Context) [][]string {
	dirs := append([]string{cleanAbs(wd)}, tempDirs.get()...)
	var out [][]string
	for _, d := range dirs {
		out = append(out, dirPlaces(d)...)
		for _, resolve := range []func(string) string{ctx.RealPath, ctx.AskerPath} {
			if resolve == nil {
				continue
			}
			if r := resolve(d); strings.HasPrefix(r, "/") && cleanAbs(r) != d {
				out = append(out, dirPlaces(cleanAbs(r))...)
			}
		}
	}
	return out
}
