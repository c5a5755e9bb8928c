package patterns

import "path"

// The script a shell with no command is fed from a file (fx58f, issue 7
// R12; read_stdinshell.go): `sudo -i < F`, `su - "$USER" < F`, `script -q
// /dev/null < F`, `unshare -r < F`, `runuser -l u < F`, `ssh host < F`
// run F's lines as `bash < F` does, and F is read as its script is
// (body_script.go's stdinScript): from where the redirection stands, run
// where the shell runs (another user's or host's home for a login
// shell). A part run where the reader cannot place it (`sudo -i bash <
// F`, `pkexec bash < F`) still has its fed file read, from beside the
// line, and nothing else of it.

// fedFromHere reports whether part p, which runs in a directory the
// reader cannot place, is a shell fed a file from a directory it can:
// the redirection's, opened before a wrapper moved the part.
func fedFromHere(p *Part, ctx *Context) bool {
	if p.Feed != FeedFile {
		return false
	}
	v, ok := fedFile(p, ctx)
	return ok && (path.IsAbs(v) || ctx.opensMoved && path.IsAbs(ctx.opensIn))
}

// fedBodies is runnerBodies for a part that runs where the reader cannot
// place it: the script a shell reading its input is fed from a file,
// and nothing else (its other files are where it runs).
func fedBodies(p *Part, ctx *Context) []runnerBody {
	if p.stdinShell != shellNone {
		return stdinScript(p, ctx)
	}
	if !contains(shellRunners, p.Program) {
		return nil
	}
	sh := readShellCall(p.Words, 1, p.Program == "fish")
	if sh.command >= 0 || sh.wantC || len(sh.fish) > 0 || sh.dynamic >= 0 || noExec(p.Words, sh.script) {
		return nil
	}
	if sh.stdin || sh.script < 0 {
		return stdinScript(p, ctx)
	}
	return nil
}
