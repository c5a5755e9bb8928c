package patterns

import "strings"

// A symbolic link made to a guarded place is a second name for it (issue
// 10, fx21c): `ln -s ~/.claude cl`, `ln -s .git/hooks gh`, `cp -rs
// ~/.claude x`. A later write through the name is judged where it leads
// on disk (class_realpath.go), but a broker that may not read the agent's
// files, or a link swapped between the ask and the write, would not see
// it, so the link asks at its making, as a hard link does (rt19i #2).
// Only a target certainly guarded counts: `ln -sf /usr/bin/python3
// venv/bin/python` might be ozdesk's executable by its directory, and
// everyday links (`ln -s build/app bin/app`) stay quiet.
//
// A relative target is read from the part's directory, which is where it
// leads when the link is made there (`ln -s .git/hooks gh`); a link made
// in another directory (`ln -s ../.git/hooks sub/h`) reads its target from
// that directory, which this class does not follow: a write through it
// is still judged through the links on disk.

// judgeLinkTarget is [link-target], as above: a path certainly
// [protected] as written or through the links on disk, or a git directory or a path below one (.git/hooks,
// .git/config), as written. Other places whose files run later
// (~/.config/nvim, /usr/bin/python3) are left to the writes through the
// link, judged where they lead.
func judgeLinkTarget(_ string, w Word, ctx *Context) Judgement {
	if judgeHome("", w, ctx).Might {
		// The home, or a directory holding it, holds every guarded place
		// of the home: a link to it is everyday (`ln -s ~ x`, a dotfile
		// manager's `cp -rs ~ mirror`), and a write through it names the
		// guarded file's own name below it, judged as written and where
		// it leads.
		return Judgement{}
	}
	if places := protectedPlacesFolded(ctx); len(places) > 0 {
		// [protected] but for a file's hard-link count, which counts the
		// file on disk (`/usr/bin/python3` may have several names), not the
		// link being made.
		if j := judgeProtectedReal(&w, ctx, places); j.Certainly {
			return j
		}
		p := foldPathOf(resolvePath(&w, ctx)) // case-folded (class_fold.go)
		if v, ok := p.shape.certain(); ok && binOzdesk(v) {
			return Judgement{Might: true, Certainly: true}
		}
		if j := pathIn(p, places); j.Certainly {
			return j
		}
	}
	if spelled, ok := spelledPath(&w, ctx); ok && inGitDir(cleanAbs(spelled)) {
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}

// inGitDir reports whether abs, a clean absolute path, is a .git
// directory or lies below one: its hooks and its config run programs at
// the next git run. .GIT is .git on a case-insensitive filesystem.
func inGitDir(abs string) bool {
	for _, c := range strings.Split(abs, "/") {
		if strings.EqualFold(c, ".git") {
			return true
		}
	}
	return false
}
