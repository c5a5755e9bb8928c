package patterns

import "path"

// A runner's words are read for what it runs as bash hands them over
// (rt53 N1, N10): brace lists expanded first (`bash /tmp/{s,nothing}` runs
// /tmp/s with one argument, `make -C {d,}` is `make -C d`), the words an
// expansion leaves empty dropped, then the tilde and the directories the
// reader knows written as their paths: `~` and `$HOME` (the home, where
// the line sets no HOME), `~+`, `$PWD` and `$(pwd)` (where the part runs,
// where the line sets no PWD), `~NAME` where NAME is the home's own
// name. So `bash ~+/x.sh`, `source "$PWD/x.sh"`, `. ~/proj/x.sh`, `make
// -C $PWD/mk`, `npm --prefix ~+/pj run x`, `awk -f ~/a.awk` and `python3
// $PWD/p.py` read the file as its plain path does, and `cd ~+/sub` or
// `cd $PWD/sub` moves the parts after it as `cd sub` does (eval_cwd.go).
// "The line sets" is any assignment or naming of the variable, or
// another part sourcing a file (lineSetsDir). A script word still not
// known after this (`~-`, `$OLDPWD`, another user's `~name`, a `~` the
// line may rebind, a brace that is not a plain list) is unread where a
// shell or source runs it (scriptNames); a program file so written is
// not followed, as before; a make or npm directory is followed or asks
// (body_rundir.go).

// bodyPart returns the part a runner's bodies are read from: p with its
// arguments brace-expanded and their known directories resolved (above),
// and, when they moved, the index in p of each of its words; p itself and
// nil when nothing changed.
func bodyPart(p *Part, ctx *Context) (*Part, []int) {
	if !bodyPartChanges(p) {
		return p, nil
	}
	words := make([]Word, 0, len(p.Words)+1)
	idx := make([]int, 0, len(p.Words)+1)
	words, idx = append(words, p.Words[0]), append(idx, 0)
	for i, w := range p.Words[1:] {
		xs := []Word{w}
		if hasBraceSeg(w) {
			if ex, ok := braceWords(w); ok {
				xs = ex
			} else if ex, ok := tildeBraceWords(w); ok {
				xs = ex
			}
		}
		for _, x := range xs {
			if emptyUnquoted(x) {
				continue // bash drops a word a brace list leaves empty
			}
			words, idx = append(words, resolvedWord(x, p, ctx)), append(idx, i+1)
		}
	}
	q := *p
	q.Words = words
	return &q, idx
}

// bodyPartChanges reports whether an argument of p holds a brace, a
// tilde, a parameter or a substitution bodyPart may rewrite.
func bodyPartChanges(p *Part) bool {
	for _, w := range p.Words[min(1, len(p.Words)):] {
		for _, s := range w.Segs {
			if s.Kind == SegBrace || s.Kind == SegTilde || s.Kind == SegParam || s.Kind == SegSubst {
				return true
			}
		}
	}
	return false
}

// emptyUnquoted reports whether w is no text at all, none of it quoted.
func emptyUnquoted(w Word) bool {
	for _, s := range w.Segs {
		if s.Kind != SegLit || s.Text != "" || s.Quoted {
			return false
		}
	}
	return true
}

// resolvedWord returns w with each segment whose value is known where the
// part runs (knownDirSeg) written as that text; a word left wholly
// literal is written so in Raw too, as a runner that passes its words on
// (npm's script arguments) passes them.
func resolvedWord(w Word, p *Part, ctx *Context) Word {
	segs := make([]Seg, 0, len(w.Segs))
	changed := false
	for _, s := range w.Segs {
		if v, ok := knownDirSeg(s, p, ctx); ok {
			segs = append(segs, Seg{Kind: SegLit, Text: v, Quoted: true})
			changed = true
			continue
		}
		segs = append(segs, s)
	}
	x := Word{Raw: w.Raw, Span: w.Span, Segs: mergeLits(segs), linked: w.linked, textAt: w.textAt}
	if v, ok := x.Literal(); ok && (changed || x.Raw != w.Raw || hasBraceSeg(w)) {
		x.Raw = shellQuote1(v)
	}
	return x
}

// knownDirSeg returns the value of a tilde, parameter or substitution
// segment of a word of part p that names a directory the reader knows:
// ~, ~NAME where NAME is the home's last element, and $HOME (the home);
// ~+, $PWD, $(pwd) (where the part runs); none where the line may set
// the variable before p expands it (lineSetsDir).
func knownDirSeg(s Seg, p *Part, ctx *Context) (string, bool) {
	name, v := "", ""
	switch {
	case s.Kind == SegTilde && (s.Text == "" || ctx.Home != "" && path.Base(ctx.Home) == s.Text),
		s.Kind == SegParam && s.Text == "HOME":
		name, v = "HOME", ctx.Home
	case s.Kind == SegParam && s.Text == "PWD", s.Kind == SegSubst && cwdPrinted(s.Text):
		name, v = "PWD", ctx.Cwd
	default:
		return "", false
	}
	if !path.IsAbs(v) || lineSetsDir(p, ctx, name) {
		return "", false
	}
	return v, true
}

// lineSetsDir reports whether the line of part p may set variable name
// (HOME, PWD) before p expands it: it assigns or names it, or another
// part of it sources a file. p's own source does not: bash expands
// `. $PWD/x.sh` before it reads x.sh (a pwd a function rebinds makes the
// line unreadable, match_shape.go).
func lineSetsDir(p *Part, ctx *Context, name string) bool {
	cmd := ctx.evalCommand()
	if cmd == nil || len(cmd.Parts) == 0 || cmd.Parts[0].line == nil {
		return false
	}
	l := cmd.Parts[0].line
	if l.vars[name] != nil {
		return true
	}
	l.once.Do(l.scan)
	if l.bare[name] > 0 {
		return true
	}
	if !l.sources {
		return false
	}
	for _, q := range cmd.Parts {
		if (q.Program == "source" || q.Program == ".") && q.Index != p.Index {
			return true
		}
	}
	return false
}

// unknownDirWord reports whether w names a directory the reader cannot
// know: it holds a tilde, $HOME, $PWD, $(pwd) or $OLDPWD (`~-`) left
// unresolved (the line may set it first, another user's ~name), or a
// brace bodyPart could not expand.
func unknownDirWord(w Word) bool {
	for _, s := range w.Segs {
		switch {
		case s.Kind == SegTilde, s.Kind == SegBrace:
			return true
		case s.Kind == SegSubst && cwdPrinted(s.Text):
			return true
		case s.Kind == SegParam:
			for _, v := range s.ValueVars() {
				if v == "OLDPWD" || v == "PWD" || v == "HOME" {
					return true
				}
			}
		}
	}
	return false
}
