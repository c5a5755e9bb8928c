package patterns

import (
	"path"
	"slices"
	"strings"
)

// A make or package-manager directory or makefile named through an
// expansion (fx56b, rt54 M28). `D=d19; make -C "$D"` ran d19/Makefile,
// which approved an ask, while `f=x.sh; bash "$f"` is followed: "a
// directory so written is not followed" was a one-command
// self-approval. Decided:
//   - a variable the line sets is followed as a script word's is
//     (varForms): `D=d; make -C "$D"`, `P=pd; npm --prefix "$P" test`,
//     and `D=d; cd "$D" && make` (eval_cwd.go's dirOf);
//   - `$(git rev-parse --show-toplevel)` is the repository's top above
//     the directory the part runs in (the nearest holding .git), and
//     `$(dirname $(pwd))` (or `"$PWD"`) its parent: followed, their
//     Makefile or package.json read as any other's, so the everyday `make
//     -C "$(git rev-parse --show-toplevel)"` stays allowed where that
//     file runs nothing asked about;
//   - a variable the line does not set, the environment's (`make -C
//     "$DIR" test`, `cd "$PROJECT_ROOT" && make`), is the operator's
//     choice, not the agent's: not followed, as before;
//   - any other (`make -C "$(echo d)"`, `make -f "$(echo d)/Makefile"`,
//     `npm --prefix "$(echo pd)" test`, a variable the line
//     sets but cannot be read), and a make or package manager after a
//     cd to a directory so named (`cd "$(echo d)" && make`), asks by the floor (body), as
//     `bash ~-/x` does, where the words say it reads its file there (not
//     `make -C "$D" --version`, `npm --prefix "$D" view x`).
//
// Only on the line: a body's `$(MAKE) -C $(SUBDIR)` or `for d in $(DIRS);
// do $(MAKE) -C $$d; done` (the everyday recursive make) adds no
// evidence, as a body's unreadable parts do not.

// runnerDirOpt is a word of a runner part that is, or holds after a
// literal prefix (`--directory=`), the value of its directory or
// makefile option.
type runnerDirOpt struct {
	at     int
	prefix string
}

// runnerDirOpts returns the directory and makefile option values of a
// make or package-manager part.
func runnerDirOpts(p *Part) []runnerDirOpt {
	var opts, joined []string
	switch p.Program {
	case "make", "gmake":
		opts, joined = []string{"-C", "--directory", "-f", "--file", "--makefile"}, []string{"--directory=", "--file=", "--makefile=", "-C", "-f"}
	case "npm", "pnpm", "yarn", "bun":
		joined = []string{"--prefix=", "--dir=", "--cwd="}
	default:
		return nil
	}
	var out []runnerDirOpt
	for k := 1; k < len(p.Words); k++ {
		w := p.Words[k]
		v, lit := w.Literal()
		if lit {
			if k+1 < len(p.Words) && (slices.Contains(opts, v) || len(opts) == 0 && packageFlagKind(p.Program, v) == flagDir) {
				out = append(out, runnerDirOpt{at: k + 1})
				k++
			}
			continue
		}
		if len(w.Segs) > 0 && w.Segs[0].Kind == SegLit {
			for _, pre := range joined {
				if strings.HasPrefix(w.Segs[0].Text, pre) {
					out = append(out, runnerDirOpt{at: k, prefix: pre})
					break
				}
			}
		}
	}
	return out
}

// runnerDirsResolved returns part p with each directory or makefile
// option value it can know written as its text, and one it cannot as
// `.`, saying which (why) when there is one.
func runnerDirsResolved(p *Part, ctx *Context) (*Part, string) {
	q, why := p, ""
	for _, o := range runnerDirOpts(p) {
		w := p.Words[o.at]
		if _, lit := w.Literal(); lit {
			continue
		}
		val := w
		if o.prefix != "" {
			val = Word{Raw: w.Raw, Span: w.Span, Segs: slices.Clone(w.Segs)}
			val.Segs[0].Text = strings.TrimPrefix(val.Segs[0].Text, o.prefix)
			val.Segs = mergeLits(val.Segs)
		}
		v, ok := runnerDirValue(val, p, ctx)
		if !ok && envOnlyWord(val, ctx) {
			continue // the operator's environment's ($DIR): not followed, as before
		}
		if !ok {
			v = "."
			if why == "" {
				why = w.Raw
			}
		}
		if q == p {
			c := *p
			c.Words = slices.Clone(p.Words)
			q = &c
		}
		q.Words[o.at] = LitWord(o.prefix + v)
	}
	return q, why
}

// runnerDirValue is the text of a directory or makefile word that is
// not literal, where it is known: through the variables the line sets,
// the repository's top, the parent of where the part runs.
func runnerDirValue(w Word, p *Part, ctx *Context) (string, bool) {
	if len(w.Segs) >= 1 && w.Segs[0].Kind == SegSubst {
		rest := Word{Segs: w.Segs[1:]}
		tail, lit := rest.Literal()
		if !lit {
			return "", false
		}
		src := strings.Join(strings.Fields(strings.ReplaceAll(w.Segs[0].Text, `"`, "")), " ")
		switch src {
		case "$(git rev-parse --show-toplevel)":
			if top, ok := repoTop(ctx); ok {
				return top + tail, true
			}
		case "$(dirname $(pwd))", "$(dirname $PWD)", "$(dirname ${PWD})":
			if path.IsAbs(ctx.Cwd) && !lineSetsDir(p, ctx, "PWD") {
				return path.Dir(ctx.Cwd) + tail, true
			}
		}
		return "", false
	}
	got := ""
	for _, f := range varForms(w, ctx) {
		v, ok := resolvedWord(f, p, ctx).Literal()
		if !ok || got != "" && v != got {
			return "", false
		}
		got = v
	}
	return got, got != ""
}

// repoTopDepth bounds how many directories up repoTop looks.
const repoTopDepth = 32

// repoTop returns the nearest directory at or above where the part runs
// that holds a .git (a directory with HEAD, or a worktree's file).
func repoTop(ctx *Context) (string, bool) {
	read := ctx.ScriptFile
	if read == nil {
		read = ctx.ProjectFile
	}
	if read == nil || !path.IsAbs(ctx.Cwd) {
		return "", false
	}
	dir := path.Clean(ctx.Cwd)
	for range repoTopDepth {
		if _, err := read(path.Join(dir, ".git", "HEAD"), 256); err == nil {
			return dir, true
		}
		if b, err := read(path.Join(dir, ".git"), 1024); err == nil && strings.HasPrefix(string(b), "gitdir:") {
			return dir, true
		}
		if dir == "/" {
			break
		}
		dir = path.Dir(dir)
	}
	return "", false
}

// runnerReadsThere reports whether a make or package-manager part, its
// directory words written as runnerDirsResolved writes them, reads a
// file where it runs to know what to run (a Makefile, a package.json
// script), run in cwd.
func runnerReadsThere(p *Part, cwd string) bool {
	for _, w := range p.Words[1:] {
		switch v, _ := w.Literal(); v {
		case "--version", "-v", "--help", "-h":
			return false
		}
	}
	switch p.Program {
	case "make", "gmake":
		_, _, _, _, ok := readMakeCall(p, cwd)
		return ok
	case "npm", "pnpm", "yarn", "bun":
		_, ok := readPackageRun(p, cwd)
		return ok
	}
	return false
}

// runnerDirUnread returns the unread body of a make or package-manager
// part of the line whose directory or makefile is named through an
// expansion not known, or that runs after a cd to a directory not known;
// false for any other part, and in a body.
func runnerDirUnread(p *Part, ctx *Context) (runnerBody, bool) {
	switch p.Program {
	case "make", "gmake", "npm", "pnpm", "yarn", "bun":
	default:
		return runnerBody{}, false
	}
	if ctx.bodies != nil || ctx.ProjectFile == nil || len(p.Words) == 0 {
		return runnerBody{}, false
	}
	q, _ := bodyPart(p, ctx) // ~+, $PWD, $(pwd) first (body_part.go)
	q, why := runnerDirsResolved(q, ctx)
	switch {
	case why == "" && ctx.Cwd == unknownDir:
		if !lineCdComputed(ctx) || !runnerReadsThere(q, "/") {
			return runnerBody{}, false
		}
		return runnerBody{word: 0, unread: p.Program + " runs in a directory ozdesk cannot know (after a cd to a word not known), so the file it reads what to run from there is not read"}, true
	case why != "" && runnerReadsThere(q, cmpDir(ctx.Cwd)):
		return runnerBody{word: 0, unread: p.Program + "'s directory or file " + why + " is computed at run time and not known here, so what it runs is not read"}, true
	}
	return runnerBody{}, false
}

// cmpDir is cwd, or / where it is not known.
func cmpDir(cwd string) string {
	if cwd == unknownDir {
		return "/"
	}
	return cwd
}

// lineVarDir returns the one text a cd's word not literal has through
// the variables the line sets (`D=d; cd "$D"`), as a script word's is
// followed, and whether it has one.
func (d *dirWalk) lineVarDir(w Word) (string, bool) {
	if len(d.cmd.Parts) == 0 || d.cmd.Parts[0].line == nil || len(d.cmd.Parts[0].line.vars) == 0 {
		return "", false
	}
	var forms []Word
	varFormsInto(w, d.cmd.Parts[0].line.vars, varFormDepth, &forms)
	got := ""
	for _, f := range forms {
		v, ok := f.Literal()
		if !ok || v == "" || got != "" && v != got {
			return "", false
		}
		got = v
	}
	return got, got != ""
}

// envOnlyWord reports whether w expands only variables the line does not
// set (the environment's), no substitution.
func envOnlyWord(w Word, ctx *Context) bool {
	var l *lineFacts
	if cmd := ctx.evalCommand(); cmd != nil && len(cmd.Parts) > 0 {
		l = cmd.Parts[0].line
	}
	for _, s := range w.Segs {
		switch s.Kind {
		case SegLit:
		case SegParam:
			for _, v := range s.ValueVars() {
				if l.maySet(v) || v == "OLDPWD" || v == "PWD" || v == "HOME" {
					return false
				}
			}
			if len(s.ValueVars()) == 0 {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// lineCdComputed reports whether a cd or pushd of the line moves to a
// word that is not the environment's alone (a substitution, a variable
// the line sets): where it leaves the directory not known, what runs
// there was chosen by the line.
func lineCdComputed(ctx *Context) bool {
	cmd := ctx.evalCommand()
	if cmd == nil {
		return false
	}
	for _, p := range cmd.Parts {
		if p.Program != "cd" && p.Program != "pushd" {
			continue
		}
		for _, w := range p.Args() {
			if _, lit := w.Literal(); !lit && !envOnlyWord(w, ctx) && !aboveWorkdirWord(w) {
				return true
			}
		}
	}
	return false
}

// aboveWorkdirWord reports whether a cd's word names where the line
// stands or a directory above it: `$(git rev-parse --show-toplevel)`,
// `$(dirname $(pwd))`, with a literal tail. Decided (fx56b): `cd
// "$(git rev-parse --show-toplevel)" && make` is everyday, the
// repository's own Makefile, left alone as before.
func aboveWorkdirWord(w Word) bool {
	if len(w.Segs) == 0 || w.Segs[0].Kind != SegSubst {
		return false
	}
	if _, lit := (Word{Segs: w.Segs[1:]}).Literal(); !lit {
		return false
	}
	src := strings.Join(strings.Fields(strings.ReplaceAll(w.Segs[0].Text, `"`, "")), " ")
	switch src {
	case "$(dirname $(pwd))", "$(dirname $PWD)", "$(dirname ${PWD})":
		return true
	}
	return cwdSubst(src) // effects_pathcwd.go
}
