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
//
// The package managers' own caches in the home are the same kind of tree
// (fx44r2, rt44: npm's and gradle's docs tell you to remove them): npm's
// ~/.npm/_cacache and _npx, gradle's ~/.gradle/caches, maven's
// ~/.m2/repository, cargo's ~/.cargo/registry/{cache,src} and
// ~/.cargo/git/{db,checkouts}, yarn berry's ~/.yarn/berry/cache, and
// below macOS's ~/Library/Caches: each tree itself, or a path below it.

// inUserCache reports whether w names a path below the home's .cache:
// ~ or $HOME followed by a literal rest, or an absolute literal path
// below Context.Home's .cache.
func inUserCache(w *Word, ctx *Context) bool {
	if rest, ok := homeRest(w); ok {
		lit, literal := rest.Literal()
		return literal && isCacheTree(cleanRel(lit))
	}
	if ctx.Home == "" {
		return false
	}
	v, ok := w.Literal()
	if !ok || !strings.HasPrefix(v, "/") {
		return false
	}
	rel, ok := strings.CutPrefix(cleanAbs(v), strings.TrimSuffix(ctx.Home, "/")+"/")
	return ok && isCacheTree(rel)
}

// isCacheTree reports whether rel, a clean path relative to the home,
// lies below ~/.cache or ~/Library/Caches, or is (or lies below) one of
// the package managers' cache trees.
func isCacheTree(rel string) bool {
	if strings.HasPrefix(rel, ".cache/") || strings.HasPrefix(rel, "Library/Caches/") {
		return true
	}
	for _, tree := range []string{".npm/_cacache", ".npm/_npx", ".gradle/caches", ".m2/repository",
		".cargo/registry/cache", ".cargo/registry/src", ".cargo/git/db", ".cargo/git/checkouts", ".yarn/berry/cache"} {
		if rel == tree || strings.HasPrefix(rel, tree+"/") {
			return true
		}
	}
	return false
}
