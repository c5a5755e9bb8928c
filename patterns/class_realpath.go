package patterns

import (
	"path"
	"strings"
)

// A path written through a symbolic link made in an earlier call reaches
// a guarded place under another name (rt18i #2): `ln -s ~ hh`, allowed,
// then `echo x > hh/.claude/settings.json`. The link exists on disk when
// the later command is judged, so [protected] judges the path the kernel
// would write as well as the path as written (Context.RealPath resolves
// it): either one in a guarded place asks. The written spelling still
// counts, since the agent can swap a link between the ask and the write.

// judgeProtectedReal is [protected] of where w leads on the file system:
// certainly protected when w's value is known, and the path it resolves to
// (Context.RealPath, from the part's cwd; or Context.AskerPath, the
// asker's own resolution in protected mode) is at or below a place in
// places (folded, class_fold.go: it is compared lowercased) or a
// directory holding one, or ozdesk's name where programs are
// found. It judges nothing (the zero Judgement) when no resolver is given,
// the value is not known, or the path resolves to itself.
func judgeProtectedReal(w *Word, ctx *Context, places [][]string) Judgement {
	for _, real := range resolvedElsewhere(w, ctx) {
		real = strings.ToLower(real)
		if binOzdesk(real) {
			return Judgement{Might: true, Certainly: true}
		}
		if j := pathIn(pathOf{shape: shape{cleanAbs(real)}, globs: true}, places); j.Certainly {
			return j
		}
	}
	return Judgement{}
}

// resolvedElsewhere is where w's path leads by each resolver the context
// gives (Context.RealPath, then Context.AskerPath): the absolute paths
// other than the one written. None when no resolver is given, w's value
// is not known, or it resolves to itself.
func resolvedElsewhere(w *Word, ctx *Context) []string {
	if ctx.RealPath == nil && ctx.AskerPath == nil {
		return nil
	}
	spelled, ok := spelledPath(w, ctx)
	if !ok {
		return nil
	}
	entry := (ctx.entryOnly || removesEntry(w, ctx)) && entryName(spelled)
	key := spelled
	if entry {
		key += "\x00entry" // a NUL ends no spelled path (spelledPath)
	}
	if m := ctx.memo; m != nil {
		if out, seen := m.resolved[key]; seen {
			return out
		}
		out := resolveElsewhere(spelled, entry, ctx)
		if m.resolved == nil {
			m.resolved = map[string][]string{}
		}
		m.resolved[key] = out
		return out
	}
	return resolveElsewhere(spelled, entry, ctx)
}

// resolveElsewhere is [resolvedElsewhere] of an absolute spelled path;
// with entry, of the directory entry it names (its directory resolved,
// its last name kept: a link there is the link, not where it leads).
func resolveElsewhere(spelled string, entry bool, ctx *Context) []string {
	var out []string
	for _, resolve := range []func(string) string{ctx.RealPath, ctx.AskerPath} {
		if resolve == nil {
			continue
		}
		real := ""
		if entry {
			dir, name := path.Dir(spelled), path.Base(spelled)
			if d := resolve(dir); d != "" {
				real = strings.TrimSuffix(d, "/") + "/" + name
			} else {
				real = resolve(spelled) // the directory not known to it (an asker's map): the path as a whole
			}
		} else {
			real = resolve(spelled)
		}
		if real != "" && real != cleanAbs(spelled) && strings.HasPrefix(real, "/") {
			out = append(out, real)
		}
	}
	return out
}

// spelledPath is w's value as an absolute path, not cleaned (a ".." stays
// where it was written): from the part's Cwd when relative, ~ and $HOME
// from Home. It fails when the value is not known, or is relative and the
// cwd is not, or it lies on another host or in a container (a NUL in it
// or in the cwd: eval_cwd.go).
func spelledPath(w *Word, ctx *Context) (string, bool) {
	v, ok := wordShape(w, ctx).certain()
	switch {
	case !ok || v == "" || strings.IndexByte(v, 0) >= 0 || strings.IndexByte(ctx.Cwd, 0) >= 0:
		// A path of another host or container (awayHome, awayDir:
		// `ssh host 'cat > k'`) is on no disk here: asked of this
		// machine's, its NUL made the look fail, which counted as a
		// second name of a guarded file (rt45: guard-tamper named).
		return "", false
	case strings.HasPrefix(v, "/"):
		return v, true
	case strings.HasPrefix(ctx.Cwd, "/"):
		return strings.TrimSuffix(ctx.Cwd, "/") + "/" + v, true
	}
	return "", false
}

// judgeRunsLaterReal is [protected] of a path written through a symbolic
// link into a place whose files run later (rt19i #1): `ln -s .git/hooks
// gh` in one call, `echo x > gh/pre-commit` in a later one. The reading
// judges the path as written (runs-later, effects_later.go) without the
// file system; where the links lead is known only here, so a path that
// resolves (Context.RealPath, Context.AskerPath) to another path, one
// inside such a place, is certainly protected: the stricter verdict wins.
// A path that lies in such a place as written (/usr/bin/python3, a link
// to python3.11 beside it) is the reading's already, which judges its
// write as code that runs later: the link adds nothing, and a move, a
// mode or a delete of it is not the queue's tampering (fx48b, rt46:
// `mv /usr/bin/python3 /tmp/` and `chmod 700 /usr/bin/python3` were
// named cmd.guard-tamper where python3 is a link, cmd.system elsewhere).
func judgeRunsLaterReal(w *Word, ctx *Context) Judgement {
	if spelled, ok := spelledPath(w, ctx); ok && runsLaterReal(cleanAbs(spelled), ctx.Home) {
		return Judgement{}
	}
	for _, real := range resolvedElsewhere(w, ctx) {
		if runsLaterReal(cleanAbs(real), ctx.Home) {
			return Judgement{Might: true, Certainly: true}
		}
	}
	// A glob (`cp newdir/* gh/`, a copy into gh/ is gh/*) whose directory
	// leads there (rt20i #8).
	for _, rw := range globResolved(w, ctx) {
		lit := rw.Segs[0].Text
		if dir := lit[:strings.LastIndex(lit, "/")+1]; runsLaterReal(cleanAbs(dir), ctx.Home) {
			return Judgement{Might: true, Certainly: true}
		}
	}
	return Judgement{}
}

// runsLaterReal reports whether real, an absolute clean path, is or lies
// below a place whose files run later: as an absolute path, and below
// the home directory when it lies there.
func runsLaterReal(real, home string) bool {
	if _, ok := runsLaterAt(place{at: atRoot, pat: []string{real}}); ok {
		return true
	}
	if home == "" {
		return false
	}
	if rest, ok := strings.CutPrefix(real, strings.TrimSuffix(cleanAbs(home), "/")+"/"); ok {
		_, ok := runsLaterAt(place{at: atHome, pat: []string{"/" + rest}})
		return ok
	}
	return false
}

// judgeHardLinked is [protected] of a file with more than one name
// (Context.HardLinked): a second name of a guarded file made in an
// earlier call (`ln ~/.claude/settings.json x`, `cp -l`) writes the
// guarded file, and which names share the file cannot be known cheaply,
// so its write is certainly protected. Below node_modules, where a
// package manager's store is linked in (pnpm), the context's HardLinked
// counts only a second name of a guarded file (rt21i #10): most files
// have one name, so everyday writes stay quiet.
func judgeHardLinked(w *Word, ctx *Context) Judgement {
	if ctx.HardLinked == nil {
		return Judgement{}
	}
	if spelled, ok := spelledPath(w, ctx); ok {
		if !ctx.HardLinked(spelled) {
			return Judgement{}
		}
		return Judgement{Might: true, Certainly: true}
	}
	// A write into a directory whose members the line does not name
	// (DIR/*: `cp -r newdir/. dd/`, `cp newdir/* dd/`) writes an existing
	// entry in place, a second name of a guarded file among them (rt20i
	// #7): "DIR/" asks about its entries. Which entries it writes is not
	// known, nor whether the one with a second name (or one of more
	// entries than were looked at) is among them, so it is only a might
	// (rt39 E333: `curl … | tar xz -C /tmp` was said to certainly write a
	// protected path because /tmp held some file with two names).
	if dir, ok := entriesOf(w, ctx); !ok || !ctx.HardLinked(dir) {
		return Judgement{}
	}
	return Judgement{Might: true}
}

// entriesOf is "DIR/" for w, a word DIR/* whose directory's value is
// known (absolute, from the part's cwd when relative): the entries of a
// directory as [Context.HardLinked] asks about them.
func entriesOf(w *Word, ctx *Context) (string, bool) {
	n := len(w.Segs)
	if n < 2 || w.Segs[n-1].Kind != SegGlob || w.Segs[n-1].Text != "*" {
		return "", false
	}
	if part, written, _ := writtenWord(ctx, *w); part != nil && written.Raw == w.Raw {
		return "", false // a glob as typed (rm -rf build/*): its members are named, not written into
	}
	dir, ok := spelledPath(&Word{Segs: w.Segs[:n-1]}, ctx)
	if !ok || !strings.HasSuffix(dir, "/") {
		return "", false
	}
	return dir, true
}
