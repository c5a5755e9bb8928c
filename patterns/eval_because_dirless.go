package patterns

import "strings"

// A relative path written where the directory the part runs in is not
// known (`cd ~/.claude; cd /tmp; cd -; echo '{}' > settings.json`, a cd
// to a word the line does not fix, popd) names a file only that
// directory decides. Every path class then only might hold it; the one
// whose known text points at it is the guard's: a name that ends a path
// ozdesk protects (settings.json, .bashrc) is likely that file, written
// in its own directory, not a block device (rt19i #10). The sentence says
// the doubt is the directory.

// dirlessWord reports whether w is a literal relative path (not ~…, not
// absolute) and the part's directory is not known.
func dirlessWord(w *Word, ctx *Context) bool {
	if w == nil || ctx == nil || ctx.Cwd != "" {
		return false
	}
	v, ok := w.Literal()
	return ok && v != "" && !strings.HasPrefix(v, "/") && !strings.HasPrefix(v, "~")
}

// dirlessProtected reports whether w is such a path and what it names
// below its directory (without leading ../ steps, which only climb) ends
// a path ozdesk protects.
func dirlessProtected(w *Word, ctx *Context) bool {
	if !dirlessWord(w, ctx) {
		return false
	}
	v, _ := w.Literal()
	rel := cleanRel(v)
	for rel == ".." || strings.HasPrefix(rel, "../") {
		rel = strings.TrimPrefix(strings.TrimPrefix(rel, ".."), "/")
	}
	if rel == "" {
		return false
	}
	for _, p := range ctx.ProtectedPaths() {
		if strings.HasSuffix(p, "/"+rel) {
			return true
		}
	}
	return false
}
