package patterns

import (
	"path"
	"strings"
)

// A link below the working directory that the agent's own background
// process may swap between the ask and the write (rt21i #14: a loop
// flipping `d` between a project directory and ~/.claude landed `echo …
// > d/settings.json` in ~/.claude/settings.json). The shell runs the
// line after the hook answers, a wider window than a file tool's, so a
// write of a file named like a guarded one (settings.json, config.toml,
// .bashrc …) whose path passes through a symbolic link below the
// workdir now asks, as the file tools' does (queue/harness,
// filewrite_swap.go), wherever the link leads when judged. What remains
// open: a plain directory replaced by a link after the check, and a
// link to a directory guarded whole written under a name guarded
// nowhere (README.md says so).

// judgeSwapReal is [protected] of such a write: certainly protected when
// w's value is known, its name (as written or where it leads) is a
// guarded file's, it lies below the workdir (or cwd), and where it leads
// (Context.RealPath, Context.AskerPath) is not where the workdir leads
// joined with the rest of the path: a link lies on its way below it.
func judgeSwapReal(w *Word, ctx *Context) Judgement {
	if ctx.RealPath == nil && ctx.AskerPath == nil {
		return Judgement{}
	}
	spelled, ok := spelledPath(w, ctx)
	if !ok {
		return Judgement{}
	}
	abs := cleanAbs(spelled)
	wd := ctx.Workdir
	if !strings.HasPrefix(wd, "/") {
		wd = ctx.Cwd
	}
	if !strings.HasPrefix(wd, "/") {
		return Judgement{}
	}
	wd = cleanAbs(wd)
	rest, ok := strings.CutPrefix(abs, strings.TrimSuffix(wd, "/")+"/")
	if !ok || rest == "" {
		return Judgement{}
	}
	names := guardedFileNames.get()
	for _, resolve := range []func(string) string{ctx.RealPath, ctx.AskerPath} {
		if resolve == nil {
			continue
		}
		real, realWd := resolve(abs), resolve(wd)
		if real == "" || realWd == "" || real == path.Join(realWd, rest) {
			continue
		}
		if names[path.Base(abs)] || names[path.Base(real)] {
			return Judgement{Might: true, Certainly: true}
		}
	}
	return Judgement{}
}

// guardedFileNames are the last elements of the guarded files' paths
// without a glob: the harness settings' and the shell's start-up files'.
var guardedFileNames = lazy[map[string]bool]{build: func() map[string]bool {
	home, _ := ShellStartup()
	m := map[string]bool{}
	for _, g := range append(HarnessSettings(), home...) {
		if b := path.Base(g); !strings.ContainsAny(b, "*?[") {
			m[b] = true
		}
	}
	return m
}}
