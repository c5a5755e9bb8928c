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
//
// Outside the home, a system tree that holds ozdesk's executable or
// configuration among everyone else's (`/etc` holds /etc/ozdesk,
// `/usr/local` and `/usr/bin` its executable, `/var` /var/lib/ozdesk) is
// weak evidence too (fx47b, rt46 C1): `rm -rf /etc` guts the machine, and
// a card saying it "changes ozdesk" hides that, so it is named a delete
// outside the workdir. A directory of ozdesk's own (`/etc/ozdesk`,
// `/opt/ozdesk`) and the store's directory stay guard-tamper's, and so
// does a directory of the home that holds them (`~/.local/state`) and
// one that holds the home (`/home`).

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
			if ozdeskOwn(pr) {
				if ozdeskOwn(v) || inHome(v, ctx) || aboveHome(v, ctx) {
					return false
				}
				held = true // a system tree (/etc, /usr/local/bin)
				continue
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

// ozdeskOwn reports whether a path has a component named ozdesk or
// ozdesk-hook: its store's directory, its executables, /etc/ozdesk.
func ozdeskOwn(p string) bool {
	for _, c := range strings.Split(p, "/") {
		if c == "ozdesk" || c == "ozdesk-hook" {
			return true
		}
	}
	return false
}

// aboveHome reports whether the absolute path v holds the home of the
// user the command runs as (`/home`, `/`): what is done to it is done to
// the home and ozdesk's store in it, named as before (a tmpfs mounted
// over /home hides them).
func aboveHome(v string, ctx *Context) bool {
	return ctx.Home != "" && within(cleanAbs(ctx.Home), v)
}

// inHome reports whether the absolute path v is the home of the user the
// command runs as or below it.
func inHome(v string, ctx *Context) bool {
	return ctx.Home != "" && within(v, cleanAbs(ctx.Home))
}
