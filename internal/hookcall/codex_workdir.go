package hookcall

import "path/filepath"

// CodexWorkdir returns the task's workdir of a Codex call whose hook was
// started in session (the hook process's own directory) and whose cwd
// is the call's.
//
// Codex puts the model's workdir argument in the call's cwd and starts
// the hook in the session's directory (rt18h #2): the cwd must not widen
// the workdir, so a cwd beside the session's directory (/srv/other for
// /srv/proj) is judged with the session's directory as the workdir, and
// so is one above it. But the hook may be started above the project
// (codex -C proj run from the parent, a service started in /): that
// directory as the workdir made everything below it inside the workdir
// and left the project's own settings unlisted (rt37h D2). So when one
// holds the other the deeper is the workdir: a cwd below the hook's
// directory is the workdir itself, as every other adapter judges it.
func CodexWorkdir(session, cwd string) string {
	session, cwd = filepath.Clean(session), filepath.Clean(cwd)
	if DirWithin(cwd, session) {
		return cwd
	}
	return session
}

// DirWithin reports whether the clean absolute path p is dir or lies
// below it.
func DirWithin(p, dir string) bool {
	rel, err := filepath.Rel(dir, p)
	return err == nil && rel != ".." && !filepath.IsAbs(rel) && (len(rel) < 3 || rel[:3] != ".."+string(filepath.Separator))
}
