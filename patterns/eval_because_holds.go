package patterns

import (
	"path"
	"strings"
)

// The queue protects the harness settings and the shell's start-up files
// of the home and of the cwd and every directory above it, whether or not
// they exist there (GuardedPaths lists them all). A directory that holds
// such places is a path ozdesk protects (deleting it deletes what it
// holds), but weak evidence of tampering: every directory above the
// workdir holds some. `rm -rf "$PWD/.."` is first a delete of the
// directory, outside the workdir, and is named so; a delete of the
// directory that holds ozdesk's own store or executable (`rm -rf
// ~/.local/state`) stays guard-tamper's, and so does a delete of the
// directory that holds the store's file itself wherever OZDESK_DB puts it
// (`rm -rf /srv/st` for /srv/st/desk.db: rt22d #20).

// settingsDir reports whether v is the dot-directory a harness keeps the
// settings file pr in (~/.claude for ~/.claude/settings.json, ./.gemini):
// deleting it is tampering as certainly as deleting the file (fx18d2,
// rt18d #13), not the weak evidence of a directory further above.
func settingsDir(pr, v string) bool {
	return path.Dir(pr) == v && strings.HasPrefix(path.Base(v), ".") && settingsFile(path.Base(pr))
}

// holdsOnly reports whether the word, read as a path (its unknown
// stretches as plain names), stands above paths ozdesk protects without
// being one of them or below one, and what it holds is none of ozdesk's
// own (a path with a component named ozdesk: its store's directory, its
// executable, /etc/ozdesk).
func holdsOnly(w *Word, ctx *Context) bool {
	pw := plainReading(w)
	p := resolvePath(&pw, ctx)
	v, ok := p.shape.certain()
	if !ok || p.home || p.any {
		return false
	}
	held := false
	for _, pr := range ctx.ProtectedPaths() {
		if pr == "" || pr[0] != '/' {
			continue
		}
		pr = cleanAbs(pr)
		if within(v, pr) {
			return false // the path itself, or below it
		}
		if within(pr, v) {
			if strings.HasSuffix(pr, "/ozdesk") || strings.Contains(pr, "/ozdesk/") {
				return false
			}
			if settingsDir(pr, v) {
				return false // the harness's own settings directory (~/.claude)
			}
			if path.Dir(pr) == v && storeLike(path.Base(pr)) {
				return false // the directory of the store's file (rt22d #20)
			}
			held = true
		}
	}
	return held
}

// storeLike reports whether a protected file's name is a store's: a
// database file wherever OZDESK_DB puts it (desk.db, x.bolt, a.sqlite).
func storeLike(name string) bool {
	n := strings.ToLower(name)
	return strings.Contains(n, "desk") || strings.HasSuffix(n, ".db") || strings.HasSuffix(n, ".bolt") || strings.HasSuffix(n, ".sqlite")
}
