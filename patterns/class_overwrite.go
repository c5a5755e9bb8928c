package patterns

import (
	"path"
	"strings"
)

// Writing a file replaces what it held: `cp x.conf /etc/nginx/nginx.conf`,
// `echo hi > ~/notes.md`, `curl -o ~/.config/app.json URL`, `sed -i … ~/x`
// delete the old contents of a file outside the task as surely as `rm`
// would (rt17d #16). [overwrite-outside] is a written path that names one
// file known to lie outside the workdir and the temporary directories
// (and the home's cache), written by a write that replaces it. It leaves
// alone:
//
//   - appends (`>>`, `tee -a`), which keep what the file held;
//   - a write into a directory of one named source whose members the line
//     does not name (`cp x ~/backup/`, `rsync -a dist /srv/www/`): what it
//     replaces there, if anything, is not known (a directory's contents
//     spread over it, `rsync -a dist/ /srv/www/`, ask: globMembersOutside);
//   - a program installed in a directory on PATH (`~/.local/bin`,
//     `/usr/local/bin`, `~/.cargo/bin`, `~/go/bin` …; a name that shadows one is runs-later's), and
//     devices and /dev, /proc, /sys (the narrower defaults judge those);
//   - a word whose value is not known (`> "$OUT"`, `cp x "$DEST"`): only a
//     path known to lie outside asks;
//   - a clone (git clone URL ../r), which makes a new tree, and a part
//     already unreadable (a file that runs later names the floor).

// judgeOverwriteOutside is [overwrite-outside], as above.
func judgeOverwriteOutside(_ string, w Word, ctx *Context) Judgement {
	if p := resolvePath(&w, ctx); !p.any && !strings.HasSuffix(w.Raw, "/") {
		if v, ok := p.shape.certain(); !ok || strings.ContainsAny(v, "*?[") {
			return globMembersOutside(w, ctx)
		}
	}
	if !judgeOutside("", w, ctx).Certainly {
		real := realOutside(&w, ctx, true)
		if real == "" || onDevices(real) {
			return Judgement{}
		}
	}
	p := resolvePath(&w, ctx)
	v, ok := p.shape.certain()
	if p.any || strings.HasSuffix(w.Raw, "/") || strings.HasSuffix(w.Raw, "/.") {
		return Judgement{}
	}
	if !ok || strings.ContainsAny(v, "*?[") {
		return globMembersOutside(w, ctx)
	}
	if onDevices(v) {
		return Judgement{}
	}
	if judgeProtected("", w, ctx).Might || judgeCredentials("", w, ctx).Might {
		return Judgement{} // ozdesk's own paths and credentials: their defaults name the ask
	}
	if overwriteBinDir(path.Dir(v), ctx) {
		return Judgement{}
	}
	part, written, redir := writtenWord(ctx, w)
	if part == nil || part.Unreadable != nil || cloneLike(part) || written.Raw != w.Raw && !decompressedFrom(written, w) || intoTargetDir(part) || redir != nil && (redir.Op == ">>" || redir.Op == "&>>") ||
		redir == nil && part.Program == "tee" && hasFlag(part, "-a", "--append") {
		// a member of a directory the line names (cp x ~/backup/ writes
		// ~/backup/x, which the line does not name), or an append; but
		// several sources copied into it (cp a b /srv/site/) might
		// overwrite what is there (fx22d1, rt22d #4).
		if part != nil && part.Unreadable != nil || redir != nil || !severalSources(part) && !intoSystemDir(written, ctx) {
			return Judgement{}
		}
		return Judgement{Might: true}
	}
	return Judgement{Might: true, Certainly: true}
}

// writtenWord returns the part of the command being judged that holds
// word w, the word of the part w stands in (by its span: a word made
// from it, a directory's member, has the directory's span and another
// text), and the redirection whose target it is, if any; a nil part when
// none holds it. A word of the same text is taken before another of the
// same span: the words of a nested string that does not stand as such
// in the source may share its span (bash -c $'sed -i \'p\' ~/x.json',
// a string nested twice), and the first of them was taken for each.
func writtenWord(ctx *Context, w Word) (*Part, Word, *Redir) {
	cmd := ctx.evalCommand()
	if cmd == nil {
		return nil, Word{}, nil
	}
	for _, sameText := range []bool{true, false} {
		for _, p := range cmd.Parts {
			if p == nil {
				continue
			}
			for i := range p.Redirs {
				if t := p.Redirs[i].Target; t.Span == w.Span && (!sameText || t.Raw == w.Raw) {
					return p, t, &p.Redirs[i]
				}
			}
			for _, x := range p.Words {
				if x.Span == w.Span && (!sameText || x.Raw == w.Raw) {
					return p, x, nil
				}
			}
		}
	}
	// an attached value (of=FILE, --output=FILE, -oFILE) is cut from its
	// flag's word: the part holding it writes it as named
	if p := partHoldingWord(ctx, w); p != nil {
		return p, w, nil
	}
	return nil, Word{}, nil
}

// decompressedFrom reports whether w is the file a decompressor writes
// for its operand written, that operand without its compressed suffix
// (`gzip -d ~/notes.txt.gz` writes ~/notes.txt and removes the .gz: fx43d,
// rt42 #7), which the line names as surely as cp's destination: not a
// member of a directory it names.
func decompressedFrom(written, w Word) bool {
	return written.Raw != w.Raw && decompressedWord(written).Raw == w.Raw
}

// overwriteBinDir reports whether dir is a directory on PATH where
// programs are installed.
func overwriteBinDir(dir string, ctx *Context) bool {
	for _, b := range binDirs {
		d := b.pat[0]
		if b.at == atHome {
			if ctx.Home == "" {
				continue
			}
			d = ctx.Home + d
		}
		if dir == d {
			return true
		}
	}
	if ctx.Home != "" && (dir == ctx.Home+"/.cargo/bin" || dir == ctx.Home+"/go/bin") {
		return true
	}
	return dir == "/opt/homebrew/bin"
}

// cloneLike reports whether part p makes a new tree (git clone, hg clone,
// svn checkout, gh repo clone), which fails rather than replace one, or
// is sudoedit, whose editor (judged as its own part) writes the file.
func cloneLike(p *Part) bool {
	switch p.Program {
	case "sudoedit":
		return true
	case "git", "hg", "gh", "svn", "jj":
		for _, w := range p.Args() {
			if isLit(w, "clone") || isLit(w, "checkout") && p.Program == "svn" {
				return true
			}
		}
	}
	return false
}

// onDevices reports whether v, an absolute path, is or lies below /dev,
// /proc or /sys.
func onDevices(v string) bool {
	for _, top := range []string{"/dev", "/proc", "/sys"} {
		if v == top || strings.HasPrefix(v, top+"/") {
			return true
		}
	}
	return false
}

// globMembersOutside judges the entries of a directory outside the
// workdir that a part writes by a glob (cp conf/* /srv/site/, what
// tar -x -C /opt/app or unzip -d /opt/app extracts; fx22d1, rt22d #4):
// they might overwrite what is there. The directory is the text before
// the first unknown component, read as a path (globLeadDir: ../other
// and ~/site as surely as /srv/site; fx28d1, rt28d #1); a directory of programs on PATH,
// /dev, /proc and /sys, and the paths other defaults name are left to
// those.
func globMembersOutside(w Word, ctx *Context) Judgement {
	dir, ok := globLeadDir(w, ctx)
	if !ok {
		return Judgement{}
	}
	if onDevices(dir) || overwriteBinDir(dir, ctx) || judgeProtected("", w, ctx).Might || judgeCredentials("", w, ctx).Might {
		return Judgement{}
	}
	if d := LitWord(dir); !judgeOutside("", d, ctx).Certainly {
		return Judgement{}
	}
	part, _, redir := writtenWord(ctx, w)
	if part == nil || part.Unreadable != nil || redir != nil || cloneLike(part) {
		// rsync DIR/ DEST/ (and ditto, cp -T) spreads a directory's
		// contents over DEST's, and might overwrite what is there, as
		// cp conf/* DEST/ does (fx28e1, rt22d; its /etc writes are
		// cmd.system's).
		return Judgement{}
	}
	return Judgement{Might: true}
}

// severalSources reports whether a copy or move part (cp, mv)
// names more than one source before its destination (install is left
// out: its option values are not told from its operands here).
func severalSources(part *Part) bool {
	if part == nil {
		return false
	}
	switch part.Program {
	case "cp", "mv":
	default:
		return false
	}
	ops, _ := operandWords(part)
	if intoTargetDir(part) {
		return len(ops) > 1 // cp -t DIR a b: every operand is a source
	}
	return len(ops) > 2
}

// intoTargetDir reports whether a copy, move, link or install part names
// its destination directory with -t DIR (--target-directory=DIR): every
// path it writes is a member of DIR, as with a destination written
// DIR/, whatever the option's value is spelled (fx28d1, rt28d #1).
func intoTargetDir(part *Part) bool {
	switch part.Program {
	case "cp", "mv", "ln", "install":
	default:
		return false
	}
	_, dirs := operandWords(part, "--target-directory", "-t")
	return len(dirs) > 0
}

// systemRootDirs are the directories of the system itself (fx37a, rt36
// D071): a copy into one (`cp -r build /`, `cp build/app /`) writes at
// the filesystem's root or among the system's own directories, where a
// name the line does not hold might be there already (cp -r merges into
// an existing /build). /etc is cmd.system's; /opt, /srv and the home are
// where deploys and users put things, left alone as before.
var systemRootDirs = []string{"/", "/usr", "/var", "/lib", "/lib32", "/lib64", "/bin", "/sbin", "/boot", "/root"}

// intoSystemDir reports whether the written word (a copy's destination
// directory) is certainly one of systemRootDirs.
func intoSystemDir(written Word, ctx *Context) bool {
	v, ok := certainPath(written, ctx)
	return ok && contains(systemRootDirs, path.Clean(v))
}
