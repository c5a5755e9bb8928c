package patterns

import (
	"path"
	"slices"
	"strings"
)

// A git part whose repository is foreign to the workdir (class_gitforeign.go)
// cannot be read, as a part whose environment loads code the words do
// not show cannot (foreign-code). Whether it is depends on the workdir,
// which the reader does not know, so the evaluation decides it, and
// evaluates a copy of the command in which such a part is marked
// unreadable: the floor asks, nothing allows it, the verdict lists it, a
// default that certainly matches the part names the ask as for any
// foreign-code part (eval_floorname_certain.go), and the caller's command
// is not changed. A guess (`git -C "$D" push -f origin x`) is named by a
// default that might match it too, since the floor's evidence is no
// surer (namedOverRepoGuess), but not by [git-dir-config], which judges
// the same repository's configuration and cannot read a directory not
// known.

// foreignRepos marks, in a copy of e.cmd, the git parts whose repository
// is foreign to the workdir; e.cmd stays when there are none.
func (e *evaluation) foreignRepos() {
	var marks map[int]foreignRepo
	var dirs []place // only a line that clones needs them (clonedBefore)
	var clones *lineClones
	for i, p := range e.cmd.Parts {
		if p.Program != "git" || p.Unreadable != nil {
			continue
		}
		if dirs == nil && len(e.cmd.Parts) > 1 && slices.ContainsFunc(e.cmd.Parts, clonesSomething) {
			dirs = lineDirs(e.cmd)
		}
		if f, ok := e.foreignRepoOf(i, dirs, &clones); ok {
			if !within2(f.span, p.Span) {
				f.span = p.Span // a cd or an export before the part: the sentence quotes its word
			}
			if marks == nil {
				marks = map[int]foreignRepo{}
			}
			marks[i] = f
		}
	}
	if marks == nil {
		return
	}
	c := *e.cmd
	c.Parts = slices.Clone(c.Parts)
	c.Unreadable = slices.Clone(c.Unreadable)
	for i, f := range marks {
		u := Unreadable{Code: UnreadableForeignCode, Span: f.span, Detail: foreignRepoSentence(f), Part: i, guess: f.guess, repo: true}
		p := *c.Parts[i]
		p.Unreadable = &u
		c.Parts[i] = &p
		c.Unreadable = append(c.Unreadable, u)
	}
	slices.SortStableFunc(c.Unreadable, func(a, b Unreadable) int { return a.Span.Start - b.Span.Start })
	e.cmd = &c
	own := *e.ctx
	own.cmd = &c
	e.ctx = &own
}

// foreignRepoOf judges where git part i finds its repository.
func (e *evaluation) foreignRepoOf(i int, dirs []place, clones **lineClones) (foreignRepo, bool) {
	p := e.cmd.Parts[i]
	scan := gitGlobal.scan(p.Words, 1)
	if scan.has("--version", "--help", "-h") {
		return foreignRepo{}, false
	}
	if scan.next < len(p.Words) {
		if v, ok := p.Words[scan.next].Literal(); ok && gitRepoVerbNone(v) {
			return foreignRepo{}, false
		}
	}
	base := e.ctxOf(i).Cwd // after cd and git's -C (runDir)
	home := e.ctx.Home
	wd := e.ctx.WorkdirOrCwd()
	var cs []Word
	var gd *repoWord
	if w, ok := e.gitDirEnv(i); ok {
		gd = &w
	}
	for _, o := range scan.opts {
		switch {
		case o.name == "-C" && o.hasVal:
			cs = append(cs, valueWord(p.Words, o, true))
		case o.name == "--git-dir" && o.hasVal:
			gd = &repoWord{w: valueWord(p.Words, o, true)}
		}
	}
	// A -C whose value is not known puts git anywhere; a known one is in
	// base already.
	for _, w := range cs {
		switch {
		case ownRepoText(w.Raw):
		case tmpdirText(w.Raw):
			return foreignRepo{span: w.Span, raw: w.Raw, how: "a repository in a temporary directory"}, true
		case !knownDirWord(w):
			return foreignRepo{span: w.Span, raw: w.Raw, guess: true}, true
		}
	}
	var at repoWord
	dir := base
	switch {
	case gd != nil:
		at = *gd
		switch {
		case ownRepoText(gd.w.Raw):
			return foreignRepo{}, false
		case tmpdirText(gd.w.Raw):
			return foreignRepo{span: gd.w.Span, raw: gd.w.Raw, how: "a repository in a temporary directory"}, true
		case !knownDirWord(gd.w):
			return foreignRepo{span: gd.w.Span, raw: gd.w.Raw, guess: true}, true
		}
		dir = (&dirWalk{cmd: e.cmd, home: home}).dirOf(gd.w, base)
	case len(cs) > 0:
		at = repoWord{w: cs[len(cs)-1]}
	case base != e.ctx.Cwd:
		w, ok := e.cdWord(i)
		if !ok {
			return foreignRepo{}, false
		}
		if ownRepoText(w.Raw) {
			return foreignRepo{}, false
		}
		if !knownDirWord(w) && base == unknownDir {
			return foreignRepo{span: w.Span, raw: w.Raw, guess: true}, true
		}
		at = repoWord{w: w}
	default:
		return foreignRepo{}, false
	}
	if dir == unknownDir || !strings.HasPrefix(dir, "/") || strings.IndexByte(dir, 0) >= 0 {
		return foreignRepo{}, false // the directory the line starts in is not known
	}
	span := at.w.Span
	if foreignRepoDir(dir, wd) {
		return foreignRepo{span: span, raw: at.w.Raw, how: "a repository in a temporary directory, outside the workdir"}, true
	}
	if wd != "" && !within(dir, path.Clean(wd)) && dirs != nil {
		if *clones == nil {
			*clones = e.clonesOf(dirs)
		}
		if !(*clones).clonedBefore(i, dirs, gd) {
			return foreignRepo{}, false
		}
		return foreignRepo{span: span, raw: at.w.Raw, how: "a repository the line clones outside the workdir"}, true
	}
	return foreignRepo{}, false
}

// knownDirWord reports whether w names a directory the walk can place: a
// literal path, or ~ or $HOME with a literal rest.
func knownDirWord(w Word) bool {
	if _, ok := w.Literal(); ok {
		return true
	}
	rest, isHome := homeRest(&w)
	if !isHome {
		return false
	}
	_, ok := rest.Literal()
	return ok
}

// gitDirEnv returns GIT_DIR's word for git part i: its prefix (or env's)
// assignment, else an export of it earlier in the line.
func (e *evaluation) gitDirEnv(i int) (repoWord, bool) {
	p := e.cmd.Parts[i]
	pairs, lits := envAssigns(p)
	for k, kv := range pairs {
		if kv[0] != "GIT_DIR" {
			continue
		}
		src := e.cmd.Source
		at := -1
		if p.Span.Start >= 0 && p.Span.End <= len(src) && p.Span.Start <= p.Span.End {
			if k := strings.Index(src[p.Span.Start:p.Span.End], "GIT_DIR="); k >= 0 {
				at = p.Span.Start + k + len("GIT_DIR=")
			}
		}
		return repoWord{w: envValueWord(kv[1], lits[k], at)}, true
	}
	for j := i - 1; j >= 0; j-- {
		q := e.cmd.Parts[j]
		if q.Program != "export" && q.Program != "declare" && q.Program != "typeset" {
			continue
		}
		for _, w := range q.Args() {
			if strings.HasPrefix(w.Raw, "GIT_DIR=") {
				return repoWord{w: trimWordPrefix(w, "GIT_DIR=", true)}, true
			}
		}
	}
	return repoWord{}, false
}

// envValueWord is a word for an assignment's value v written at offset
// at of the source (-1 when not found): literal when lit, else one whose
// raw text is v and that is not literal.
func envValueWord(v string, lit bool, at int) Word {
	var w Word
	switch {
	case lit && (v == "~" || strings.HasPrefix(v, "~/")):
		w = Word{Raw: v, Segs: []Seg{{Kind: SegTilde}, {Kind: SegLit, Text: strings.TrimPrefix(v, "~")}}}
	case lit:
		w = LitWord(v)
	default:
		w = Word{Raw: v, Segs: []Seg{{Kind: SegParam, Text: "GIT_DIR"}}}
	}
	w.Raw = v
	if at >= 0 {
		w.Span = Span{at, at + len(v)}
	}
	return w
}

// cdWord returns the operand of the last cd or pushd before part i, the
// word that moved it.
func (e *evaluation) cdWord(i int) (Word, bool) {
	for j := i - 1; j >= 0; j-- {
		q := e.cmd.Parts[j]
		if q.Program != "cd" && q.Program != "pushd" {
			continue
		}
		for _, w := range q.Args() {
			if v, ok := w.Literal(); ok && len(v) > 1 && v[0] == '-' {
				continue
			}
			return w, true
		}
		return Word{}, false
	}
	return Word{}, false
}

// lineClones are the places the line's git clones fill, per part, made
// once per evaluation: only a part with a literal clone word makes any.
type lineClones struct {
	ord   *order
	parts []int
	made  [][]made
}

// clonesSomething reports whether q is a git part with a literal clone
// word.
func clonesSomething(q *Part) bool {
	return q.Program == "git" && slices.ContainsFunc(q.Words, func(w Word) bool { return isLit(w, "clone") })
}

// clonesOf returns the line's clones, dirs being the parts' directories.
func (e *evaluation) clonesOf(dirs []place) *lineClones {
	lc := &lineClones{ord: lineOrder(e.cmd)}
	for j, q := range e.cmd.Parts {
		if !clonesSomething(q) {
			continue
		}
		var ms []made
		for _, m := range gitMakes(q, dirs[j]) {
			if m.clone {
				ms = append(ms, m)
			}
		}
		if ms != nil {
			lc.parts, lc.made = append(lc.parts, j), append(lc.made, ms)
		}
	}
	return lc
}

// clonedBefore reports whether a git clone before part i fills the
// directory part i's git finds its repository in (its --git-dir or
// GIT_DIR gd, else where it runs).
func (lc *lineClones) clonedBefore(i int, dirs []place, gd *repoWord) bool {
	run := dirs[i]
	if gd != nil {
		pl, ok := wordPlace(gd.w, dirs[i])
		if !ok {
			return false
		}
		run = pl
	}
	for k, j := range lc.parts {
		if j >= i || !lc.ord.after(j, i) {
			continue
		}
		for _, m := range lc.made[k] {
			if m.covers(run) {
				return true
			}
		}
	}
	return false
}

// namedOverRepoGuess returns the decision of the first default ask that
// might match part i, a part unreadable only because its repository might
// be foreign (a guess), other than by [git-dir-config].
func (e *evaluation) namedOverRepoGuess(i int, cands []int, withShadow bool) (decision, bool) {
	for _, ri := range cands {
		r := e.p.rules[ri]
		if r.Outcome != Ask || !r.Default || !e.use(ri, withShadow) || e.carvedOut(r.ID, withShadow) {
			continue
		}
		if h, ok := e.match(r, i, Might); ok {
			if d := e.decided(Ask, ri, i, h); d.because == nil || d.because.Class != "git-dir-config" {
				return d, true
			}
		}
	}
	return decision{}, false
}
