package patterns

import "path"

// A part's program word is a file to bash, never a fetch: bash runs
// "$(go env GOPATH)"/bin/golangci-lint from the disk, whatever text the
// substitution prints (an https: in front of it names a directory called
// https:). Only a package runner reads its first word as a package it
// may fetch (npx "$PKG", uvx git+$REPO, pnpm dlx …), so [remote-code]
// judges a program only behind one (rt16d: a tool run from GOPATH asked
// as download-run).

// bashProgramWord reports whether w is the program of a part of the
// line that no package runner reached, so bash runs it as a file.
func bashProgramWord(w Word, ctx *Context) bool {
	if ctx == nil || ctx.cmd == nil {
		return false
	}
	p := holdingIn(ctx, ctx.cmd, &w, true)
	if p == nil {
		return false
	}
	for _, wr := range p.Wrappers {
		if s := wrapperSpecs.get()[path.Base(wr.Name)]; s != nil && s.pkg {
			return false
		}
	}
	return true
}
