package patterns

import (
	"path/filepath"
	"strings"
)

// patch(1) writes the files its patch names, below -d's directory, or
// the one file its -o or first operand names (rt21i #2): `patch -p1 <
// p1.patch` whose header is `+++ b/.claude/settings.json` rewrites the
// harness's settings as `git apply p1.patch` does, `patch -d ~ -p1 <
// rc.patch` the home's .bashrc, and `git apply --directory=.claude
// s.patch` puts the patch's settings.json below .claude. [git-tree-change]
// judges them as it judges git apply: the patch file is read where the
// ask is judged (Context.GitTree with GitTreeQuery.Names: its
// +++/---/diff --git headers, bounded) and each path it names is judged
// below the directory at every strip level (-p is judged as any), a
// guarded one asking. A patch fed by a pipe or a here-document, a word
// not known, a look that fails, and a patch file not there (one made
// after this judgement would be applied unread, as for a missing
// archive, rt40 #2) ask as a might; so does a patch applied in a
// directory outside the workdir (`patch -d ~ -p1 < /tmp/p.patch`, `git
// apply --unsafe-paths --directory=/root p.patch`: the home's .bashrc
// and .ssh), whose paths are not judged one by one.

// patchTakes are patch's short options that take a value.
const patchTakes = "BDFVYdgiopryz"

// patchArgs is what a patch part names: its directory (-d), the patch
// file (-i or the second operand), and the files it writes by name (-o,
// -r, the first operand).
type patchArgs struct {
	dir, input   Word
	writes       []Word
	hasDir, dry  bool
	hasInput, ok bool
}

// readPatchArgs reads patch's arguments; ok is false where a word that
// is not literal might be an option.
func readPatchArgs(p *Part) patchArgs {
	a := patchArgs{ok: true}
	args := p.Args()
	var ops []Word
	onlyOps := false
	for i := 0; i < len(args); i++ {
		w := args[i]
		v, lit := w.Literal()
		switch {
		case onlyOps:
			ops = append(ops, w)
			continue
		case !lit:
			// a word led by a tilde (~/.bashrc) is a path, not an option
			if pre, _ := litPrefix(w); strings.HasPrefix(pre, "-") || pre == "" && !tildeLed(w) {
				a.ok = false
				return a
			}
			ops = append(ops, w)
			continue
		case v == "--":
			onlyOps = true
			continue
		case !strings.HasPrefix(v, "-") || v == "-":
			ops = append(ops, w)
			continue
		}
		name, _, hasVal := strings.Cut(v, "=")
		take := func() (Word, bool) {
			if hasVal {
				return subWord(w, len(name)+1), true
			}
			if i+1 < len(args) {
				i++
				return args[i], true
			}
			return Word{}, false
		}
		if strings.HasPrefix(v, "--") {
			switch name {
			case "--directory", "--input", "--output", "--reject-file":
				x, ok := take()
				if !ok {
					continue
				}
				switch name {
				case "--directory":
					a.dir, a.hasDir = x, true
				case "--input":
					a.input, a.hasInput = x, true
				default:
					a.writes = append(a.writes, x)
				}
			case "--dry-run":
				a.dry = true
			case "--strip", "--prefix", "--basename-prefix", "--suffix", "--ifdef", "--fuzz", "--version-control", "--get", "--quoting-style", "--backup-if-mismatch":
				if !hasVal && name != "--backup-if-mismatch" {
					i++
				}
			}
			continue
		}
		// a cluster of short options; one taking a value ends it
		for k := 1; k < len(v); k++ {
			c := v[k]
			if !strings.ContainsRune(patchTakes, rune(c)) {
				continue
			}
			var x Word
			if k+1 < len(v) {
				x = subWord(w, k+1)
			} else if i+1 < len(args) {
				i++
				x = args[i]
			} else {
				break
			}
			switch c {
			case 'd':
				a.dir, a.hasDir = x, true
			case 'i':
				a.input, a.hasInput = x, true
			case 'o', 'r':
				a.writes = append(a.writes, x)
			}
			break
		}
	}
	if len(ops) > 0 {
		a.writes = append(a.writes, ops[0])
	}
	if len(ops) > 1 && !a.hasInput {
		a.input, a.hasInput = ops[1], true
	}
	return a
}

// tildeLed reports whether w begins with a tilde the shell expands.
func tildeLed(w Word) bool {
	return len(w.Segs) > 0 && w.Segs[0].Kind == SegTilde
}

// patchTreeChange is [git-tree-change] of a patch part.
func patchTreeChange(p *Part, ctx *Context) Judgement {
	a := readPatchArgs(p)
	if !a.ok {
		if ctx.GitTree == nil {
			return Judgement{}
		}
		return Judgement{Might: true}
	}
	if a.dry {
		return Judgement{}
	}
	dir := ctx.Cwd
	if a.hasDir {
		d, ok := spelledPath(&a.dir, ctx)
		if !ok {
			return Judgement{Might: true}
		}
		dir = d
	}
	if len(a.writes) > 0 {
		// -o, -r or the file named: patch writes those, not the
		// patch's names
		for i := range a.writes {
			abs, ok := pathFrom(&a.writes[i], dir, ctx)
			if !ok {
				return Judgement{Might: true}
			}
			if guardedTreePath(abs, HarnessSettings(), ctx) {
				return Judgement{Might: true, Certainly: true}
			}
		}
		return Judgement{}
	}
	if appliedOutside(dir, ctx) {
		return Judgement{Might: true} // with a look or without one
	}
	if ctx.GitTree == nil {
		return Judgement{} // nothing reads the patch file (a replay)
	}
	file, ok := patchInput(p, a, ctx)
	if !ok {
		return Judgement{Might: true} // fed on standard input, or not known
	}
	return patchNamesJudged(ctx, p, file, dir, "")
}

// pathFrom is the absolute path w names from dir (patch's directory
// after -d): a literal relative path joined to dir, another as the shell
// spells it.
func pathFrom(w *Word, dir string, ctx *Context) (string, bool) {
	if v, ok := w.Literal(); ok && v != "" && !filepath.IsAbs(v) && !strings.HasPrefix(v, "~") {
		return filepath.Join(dir, v), true
	}
	return spelledPath(w, ctx)
}

// patchInput is the patch file a patch part reads: -i's or the second
// operand, else a literal `<` redirection.
func patchInput(p *Part, a patchArgs, ctx *Context) (string, bool) {
	if a.hasInput {
		if v, ok := a.input.Literal(); ok && v == "-" {
			return "", false
		}
		dir := ctx.Cwd
		if a.hasDir {
			dir, _ = spelledPath(&a.dir, ctx)
		}
		return pathFrom(&a.input, dir, ctx) // patch reads -i after its -d
	}
	file := ""
	for i := range p.Redirs {
		r := &p.Redirs[i]
		if r.Op == "<" {
			f, ok := spelledPath(&r.Target, ctx)
			if !ok {
				return "", false
			}
			file = f
		}
	}
	return file, file != ""
}

// patchNamesJudged judges the paths patch file names, each below dir
// (and prefix, git apply's --directory) at every strip level.
func patchNamesJudged(ctx *Context, p *Part, file, dir, prefix string) Judgement {
	base := filepath.Join(dir, prefix)
	if filepath.IsAbs(prefix) {
		base = filepath.Clean(prefix) // git apply --unsafe-paths --directory=/root
	}
	if appliedOutside(base, ctx) {
		return Judgement{Might: true}
	}
	names, err := ctx.GitTree(dir, GitTreeQuery{Patch: file, Names: true})
	if err != nil {
		// A patch not there asks too, as a missing archive does
		// (class_archivetree.go): one the agent makes after this
		// judgement would be applied unread.
		return Judgement{Might: true}
	}
	settings := HarnessSettings()
	for _, n := range names {
		comps := strings.Split(strings.Trim(filepath.ToSlash(n), "/"), "/")
		for k := range comps {
			abs := filepath.Join(base, filepath.FromSlash(strings.Join(comps[k:], "/")))
			if guardedTreePath(abs, settings, ctx) {
				return Judgement{Might: true, Certainly: true}
			}
		}
	}
	return Judgement{}
}

// gitApplyDirectory judges `git apply --directory=DIR` (a patch's paths
// put below DIR, from the repository's top): ok is false for a git apply
// without it, judged by its repository's look.
func gitApplyDirectory(p *Part, ctx *Context, dir string) (Judgement, bool) {
	args := p.Args()
	prefix, has := "", false
	var files []string
	for i := 0; i < len(args); i++ {
		v, lit := args[i].Literal()
		if !lit {
			return Judgement{Might: true}, true
		}
		switch {
		case v == "--directory" && i+1 < len(args):
			i++
			x, ok := args[i].Literal()
			if !ok {
				return Judgement{Might: true}, true
			}
			prefix, has = x, true
		case strings.HasPrefix(v, "--directory="):
			prefix, has = strings.TrimPrefix(v, "--directory="), true
		case v == "--include" || v == "--exclude" || v == "--whitespace":
			i++
		case strings.HasPrefix(v, "-") || v == "apply":
		default:
			files = append(files, v)
		}
	}
	if !has {
		return Judgement{}, false
	}
	for i := range p.Redirs {
		if r := &p.Redirs[i]; r.Op == "<" {
			v, ok := r.Target.Literal()
			if !ok {
				return Judgement{Might: true}, true
			}
			files = append(files, v)
		}
	}
	if len(files) == 0 {
		return Judgement{Might: true}, true
	}
	top := dir
	if t, err := ctx.GitTree(dir, GitTreeQuery{Top: true}); err == nil && len(t) == 1 {
		top = t[0]
	}
	for _, f := range files {
		if !filepath.IsAbs(f) {
			f = filepath.Join(dir, f)
		}
		if j := patchNamesJudged(ctx, p, f, top, prefix); j.Might {
			return j, true
		}
	}
	return Judgement{}, true
}

// appliedOutside reports whether a patch applied in dir might write
// outside the workdir (the home's .bashrc and .ssh, a system's files):
// its paths are not judged one by one there.
func appliedOutside(dir string, ctx *Context) bool {
	return JudgeClass("outside-workdir", "", LitWord(dir), ctx).Might
}
