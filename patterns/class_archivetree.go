package patterns

import (
	"path"
	"path/filepath"
	"strings"
)

// The members of an archive extracted at the project's top
// (does_toparchive.go) are judged where the ask is, from the list the
// caller reads (Context.ArchiveMembers: the queue reads the archive's
// headers in-process, bounded in size, count and time; gzip and bzip2
// streams are read, other compressions are not). The extraction is left
// alone only when every member lands inside the project:
//
//   - a relative name, with no `..`, no backslash (unzip turns a DOS
//     archive's into a separator) and no hidden component (.git/,
//     .claude/, .github/workflows, .envrc …: none of an everyday
//     release's files); the top itself only as a directory its owner
//     keeps every right to;
//   - no harness settings, no path ozdesk protects and no file that runs
//     later (guardedTreePath, in any capitals), and not outside the
//     workdir through a link on disk;
//   - a symbolic link only to a relative target inside the project that
//     is itself neither hidden nor guarded, and no member below a link
//     the archive makes (GNU tar makes such a link at once and writes the
//     next member through it); a hard link only to a member before it;
//     nothing else (devices, fifos, a global header that sets more than
//     a comment).
//
// Where the caller cannot look (a replay, the pure reading) the top's
// entries (DIR/*) are judged as before it was read; where the look fails
// (over the bounds, a format it does not read) the extraction asks as a
// might; where there is no such file
// and the extraction is the line's one part, the extractor fails and
// writes nothing (as patch with no patch file, class_patchtree.go).
// Whether a later part runs a file the archive wrote is the reading's
// (made-then-run: `tar xf x.tar && ./configure` asks).

// ArchiveKind is what an archive member makes.
type ArchiveKind uint8

// The kinds of archive members.
const (
	// ArchiveFile is a regular file.
	ArchiveFile ArchiveKind = iota
	// ArchiveDir is a directory.
	ArchiveDir
	// ArchiveSymlink is a symbolic link to Link.
	ArchiveSymlink
	// ArchiveHardlink is a second name of the member Link.
	ArchiveHardlink
	// ArchiveOther is anything else: a device, a fifo, a header an
	// extractor may read as options.
	ArchiveOther
)

// ArchiveMember is one member of an archive, as its extractor reads it.
type ArchiveMember struct {
	// Name is the member's name, as stored (slash-separated).
	Name string
	// Kind is what it makes; Link a link's target.
	Kind ArchiveKind
	Link string
	// Mode is its permission bits (a directory's matter for the top).
	Mode uint32
}

// ErrNoArchive is [Context.ArchiveMembers]'s answer where there is no
// file at the path: the extractor fails there, writing nothing.
const ErrNoArchive = archiveErr("no such archive")

// archiveErr is a constant error (no work at init).
type archiveErr string

func (e archiveErr) Error() string { return string(e) }

// archiveMaxJudged bounds the members judged one by one: past it the
// extraction asks, as a might.
const archiveMaxJudged = 5000

// archiveSeen is what one look at an extraction at the project's top
// found: the judgement of its members' shape and places and, where the
// look read them, the words of the paths they write.
type archiveSeen struct {
	j      Judgement
	words  []Word
	listed bool
}

// archiveTreeChange is [git-tree-change] of an extraction at the
// project's top: certainly when a member is guarded, might when a member
// cannot be shown to land inside the project harmlessly or the archive
// cannot be read.
func archiveTreeChange(p *Part, a *topArchive, ctx *Context) Judgement {
	return archiveLooked(p, a, ctx).j
}

// archiveWrites are the paths the members of p's archive write, in the
// place of the word for the top's entries; false where the look did not
// list them (the word stands).
func archiveWrites(p *Part, a *topArchive, ctx *Context) ([]Word, bool) {
	seen := archiveLooked(p, a, ctx)
	return seen.words, seen.listed
}

// archiveLooked is [archiveLook] of p in ctx, once per evaluation.
func archiveLooked(p *Part, a *topArchive, ctx *Context) archiveSeen {
	if ctx == nil || ctx.memo == nil {
		return archiveLook(p, a, ctx)
	}
	k := partInCtx{p, ctx}
	if s, ok := ctx.memo.archives[k]; ok {
		return s
	}
	s := archiveLook(p, a, ctx)
	if ctx.memo.archives == nil {
		ctx.memo.archives = map[partInCtx]archiveSeen{}
	}
	ctx.memo.archives[k] = s
	return s
}

// archiveLook reads the members of p's archive and judges them.
func archiveLook(p *Part, a *topArchive, ctx *Context) archiveSeen {
	might := archiveSeen{j: Judgement{Might: true}}
	if ctx == nil || ctx.ArchiveMembers == nil {
		return archiveSeen{} // nothing looks: the top's entries (DIR/*) are judged, as before
	}
	file, ok := pathFrom(&a.archive, ctx.Cwd, ctx)
	if !ok || !filepath.IsAbs(file) {
		return might
	}
	top, ok := pathFrom(&a.dir, ctx.Cwd, ctx)
	if !ok || !filepath.IsAbs(top) {
		return might
	}
	members, err := ctx.ArchiveMembers(file, a.kind)
	if err != nil {
		// A missing archive asks too: one the agent makes after this
		// judgement (a download left running) is extracted unread.
		return might
	}
	if len(members) > archiveMaxJudged {
		return might
	}
	j := judgeMembers(members, filepath.Clean(top), ctx)
	if j.Might {
		return archiveSeen{j: j}
	}
	var span Span
	if a.at < len(p.does.writes) {
		span = p.does.writes[a.at].Span
	}
	words := make([]Word, 0, len(members))
	for _, m := range members {
		if name, _ := memberName(m.Name); name != "." {
			w := joinWord(a.dir, name)
			w.Span = span
			words = append(words, w)
		}
	}
	return archiveSeen{words: words, listed: true}
}

// judgeMembers judges an archive's members extracted below top.
func judgeMembers(members []ArchiveMember, top string, ctx *Context) Judgement {
	links := map[string]bool{}
	files := map[string]bool{}
	var j Judgement
	for _, m := range members {
		name, ok := memberName(m.Name)
		if !ok {
			return Judgement{Might: true}
		}
		if name == "." {
			if m.Kind != ArchiveDir || m.Mode&0o700 != 0o700 {
				return Judgement{Might: true}
			}
			continue
		}
		if g := memberGuarded(name, top, ctx); g.Might {
			if g.Certainly {
				return g
			}
			j = g
		}
		switch m.Kind {
		case ArchiveFile:
			files[name] = true
		case ArchiveDir:
		case ArchiveSymlink:
			if !linkInside(name, m.Link, top, ctx) {
				return Judgement{Might: true}
			}
			links[name] = true
		case ArchiveHardlink:
			target, ok := memberName(m.Link)
			if !ok || !files[target] {
				return Judgement{Might: true}
			}
		default:
			return Judgement{Might: true}
		}
	}
	if len(links) > 0 {
		for _, m := range members {
			name, _ := memberName(m.Name)
			for d := path.Dir(name); d != "." && d != "/"; d = path.Dir(d) {
				if links[d] {
					return Judgement{Might: true}
				}
			}
		}
	}
	return j
}

// memberName is a member's name cleaned, when it names a place below the
// top: relative, with no `..`, backslash, NUL or hidden component.
func memberName(raw string) (string, bool) {
	if raw == "" || strings.ContainsAny(raw, "\\\x00") || strings.HasPrefix(raw, "/") {
		return "", false
	}
	for _, c := range strings.Split(raw, "/") {
		if c == ".." || c != "." && strings.HasPrefix(c, ".") {
			return "", false
		}
	}
	return path.Clean(raw), true
}

// memberGuarded judges the path a member writes below top: certainly when
// it (or its name in small letters) is guarded, might when it lies
// outside the workdir (through a link on disk).
func memberGuarded(name, top string, ctx *Context) Judgement {
	settings := HarnessSettings()
	for _, n := range []string{name, strings.ToLower(name)} {
		if guardedTreePath(filepath.Join(top, filepath.FromSlash(n)), settings, ctx) {
			return Judgement{Might: true, Certainly: true}
		}
	}
	if JudgeClass("outside-workdir", "", LitWord(filepath.Join(top, filepath.FromSlash(name))), ctx).Might {
		return Judgement{Might: true}
	}
	return Judgement{}
}

// linkInside reports whether a symbolic link member name -> target
// stays inside the project: a relative target with no hidden component
// that, from the link's directory, names a place below the top (not the
// top itself) that is neither hidden nor guarded.
func linkInside(name, target, top string, ctx *Context) bool {
	if target == "" || strings.HasPrefix(target, "/") || strings.ContainsAny(target, "\\\x00") {
		return false
	}
	for _, c := range strings.Split(target, "/") {
		if c != "." && c != ".." && strings.HasPrefix(c, ".") {
			return false
		}
	}
	to, ok := memberName(path.Join(path.Dir(name), target))
	if !ok || to == "." {
		return false
	}
	return !memberGuarded(to, top, ctx).Might
}
