package patterns

import "path"

// A delete that removes only files cannot remove a directory: rm without
// -r or -d fails on one ("is a directory"), and unlink, truncate and shred
// take files. Such a part's word of unknown value, one word that no glob
// or splitting widens (`rm -f "$LOG"`, `unlink "$F"`), is therefore not
// the home directory, nor a directory holding it: the ask it may still
// need names what a file may be (credentials, ozdesk's store, a path
// outside the workdir). A glob still may be all the home's entries
// (`rm -f ~/*`), and two words of unknown value may be `-r` and the home
// (`rm "$A" "$B"`).

// fileDeleters are the programs that delete (or empty) files only.
var fileDeleters = lazy[map[string]bool]{build: func() map[string]bool { return map[string]bool{"unlink": true, "truncate": true, "shred": true} }}

// deletesFilesOnly reports whether part p, read as rm (its first word is
// the program it runs), deletes files only.
func deletesFilesOnly(p *Part) bool {
	if len(p.Words) == 0 {
		return false
	}
	prog, ok := p.Words[0].Literal()
	if !ok {
		return false
	}
	switch prog = path.Base(prog); {
	case fileDeleters.get()[prog]:
		return true
	case prog != "rm" || p.Program != "rm":
		return false
	}
	unknown := 0
	for _, w := range p.Args() {
		if _, ok := w.Literal(); !ok {
			unknown++
		}
	}
	return unknown <= 1 && !hasFlag(p, "-r", "-R", "--recursive", "-d", "--dir")
}

// spareHome reports whether the word of view v, judged as [home] in a
// part that deletes files only, cannot be the home: one word of unknown
// value, unsplit and without a glob.
func (m *matcher) spareHome(e *Elem, v *opView) bool {
	if m.mode != Might || e.Kind != ElemClass || e.Class != "home" || v.many || v.free {
		return false
	}
	w := &m.part.Words[v.idx]
	if _, ok := w.Literal(); ok {
		return false
	}
	for _, s := range w.Segs {
		if s.Kind == SegGlob || s.Kind == SegBrace || s.Kind == SegTilde && s.Text != "" {
			return false
		}
	}
	return deletesFilesOnly(m.part)
}

// spareSettings reports whether the word of view v, judged as
// [protected], is the work tree's entries that git clean (without -x)
// or git reset --hard deletes (a path the reader made, DIR/*): git
// deletes there only untracked files it does not ignore, or files staged
// since the commit, and the harness settings a project uses are committed
// or ignored (Claude Code ignores its settings.local.json itself); so
// does rm of what `git ls-files -z --others --exclude-standard` lists,
// through xargs -0 (xargs_listed.go). With
// -x, git clean deletes the ignored files too, and the word is the
// directory itself: it still asks, and so do a pathspec (git clean -fd
// .claude) and another tree (git -C DIR). Where the caller looks at the
// repository (Context.GitTree), git clean in its own tree is judged by
// the untracked files the look lists ([git-tree-change],
// class_gitwork.go), with -x and a pathspec too.
func (m *matcher) spareSettings(e *Elem, v *opView) bool {
	if m.mode != Might || e.Kind != ElemClass || e.Class != "protected" || len(m.part.Words) == 0 {
		return false
	}
	if m.ctx.GitTree != nil && m.part.deletesOf != nil && (gitCleanLooked(m.part.deletesOf) || gitTreeLooked(m.part.deletesOf, m.part.Words[v.idx], m.ctx)) {
		return true // what it deletes is looked at (class_gitwork.go)
	}
	prog, ok := m.part.Words[0].Literal()
	if !ok || m.part.Program != "rm" || path.Base(prog) != "git" && !cleanListed(m.part, m.ctx) {
		return false
	}
	w := &m.part.Words[v.idx]
	n := len(w.Segs)
	if n == 0 || w.Segs[n-1].Kind != SegGlob || w.Segs[n-1].Text != "*" || m.ctx.cmd == nil {
		return false
	}
	src := m.ctx.cmd.Source
	made := w.Span.Start < 0 || w.Span.End > len(src) || w.Span.Start >= w.Span.End || src[w.Span.Start:w.Span.End] != w.Raw
	return made && w.Raw == "./*" // the work tree where git runs, not a pathspec or -C's directory
}
