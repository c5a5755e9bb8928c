package patterns

import "strings"

// A user's cache directory (~/.cache, XDG's) holds only what programs
// fetch or build again when it is gone: pip's wheels, go's build cache,
// npm's and yarn's tarballs. Deleting something below it
// (`rm -rf ~/.cache/pip`, `rm -rf ~/.cache/go-build`) loses time, not
// work, so [outside-workdir] leaves it alone, as it does the temporary
// directories (rt17d #15). ~/.cache itself, the home, and anything the
// word does not show (`~/.cache/$X`, `~/.cache/*/..`) stay possibly
// outside. A symlink below the cache is no new way out: one in /tmp,
// left alone already, serves as well. ozdesk's own store there stays
// cmd.guard-tamper's.

// inUserCache reports whether w names a path below the home's .cache:
// ~ or $HOME followed by a literal rest, or an absolute literal path
// below Context.Home's .cache.
func inUserCache(w *Word, ctx *Context) bool {
	if rest, ok := homeRest(w); ok {
		lit, literal := rest.Literal()
		return literal && strings.HasPrefix(cleanRel(lit), ".cache/")
	}
	if ctx.Home == "" {
		return false
	}
	v, ok := w.Literal()
	if !ok || !strings.HasPrefix(v, "/") {
		return false
	}
	return strings.HasPrefix(cleanAbs(v), strings.TrimSuffix(ctx.Home, "/")+"/.cache/")
}
