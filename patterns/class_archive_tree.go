package patterns

import (
	"path"
	"strings"
)

// An archive made of a directory that holds ozdesk's executable (fx69e,
// issue 7): `tar cf - /usr/local/bin | tar xf - -C /tmp/x`, `tar czf
// t.tgz /usr/local`, `zip -r t.zip /usr/local/bin`, `7z a t.7z DIR`,
// `mksquashfs DIR t.sq` each take a copy of ozdesk out under a name the
// archive gives it, as `cp -r /usr/local/bin x` does ([ozdesk-tree]). An
// archiver that creates (or adds to) an archive has its operands judged
// as a copy's sources: [archive-tree]. Extraction, listing and testing
// are judged as before, by the rules of the paths they write.

// archiveTreePatterns are [ozdesk-tree]'s patterns for archivers: the
// operands of one that creates an archive ([archive-tree]), and the
// names find lists into one that reads them from its input (`find
// /usr/local/bin | cpio -o`, `| zip t.zip -@`, `| pax -w`).
func archiveTreePatterns() []string {
	var out []string
	for _, prog := range []string{"tar", "bsdtar", "star", "zip", "7z", "7za", "7zr", "7zz", "rar", "jar",
		"mksquashfs", "mkisofs", "genisoimage", "xorrisofs", "pax", "ditto"} {
		out = append(out, prog+" ** [archive-tree] **")
	}
	for _, prog := range []string{"cpio", "pax", "zip", "tar", "bsdtar", "afio"} {
		out = append(out, "find ** [ozdesk-tree] ** | "+prog+" **")
	}
	return out
}

// judgeArchiveTree is [archive-tree]: an operand of a part that creates
// an archive (archiveCreates) that may take ozdesk's executable along,
// as [ozdesk-tree] judges a copy's source, with the same might or
// certainty; a relative operand of tar after `-C DIR` is read from DIR
// (`tar cf - -C /usr/local bin`), and one after a -C not known is not
// judged (as `cp "$D"/* x` is not).
func judgeArchiveTree(arg string, w Word, ctx *Context) Judgement {
	if ctx == nil {
		return Judgement{}
	}
	p := ctx.partOfWord(w)
	if p == nil || !archiveCreates(p) {
		return Judgement{}
	}
	base, known, isDirValue := archiveBaseDir(p, w)
	if isDirValue {
		return Judgement{}
	}
	if base == "" {
		return judgeOzdeskTree(arg, w, ctx)
	}
	if known && !path.IsAbs(base) {
		if !path.IsAbs(ctx.Cwd) {
			known = false
		} else {
			base = path.Join(ctx.Cwd, base)
		}
	}
	if !known {
		if j := judgeOzdeskExe(arg, w, ctx); j.Might {
			return j
		}
		if elem, ok := lastGlobElem(w); ok && globNamesOzdesk(elem) {
			return Judgement{Might: true}
		}
		return Judgement{}
	}
	return judgeOzdeskTree(arg, w, ctx.movedTo(base))
}

// archiveBaseDir returns the directory a tar-like part reads word w from
// where a `-C DIR` (`--directory DIR`, `--directory=DIR`) comes before
// it: "" where none does; known false where that DIR is not literal or
// cannot be made absolute; isDirValue where w is itself such a DIR.
func archiveBaseDir(p *Part, w Word) (base string, known, isDirValue bool) {
	if !archiveTarLike(programKey(p.Program)) {
		return "", true, false
	}
	cur := ""
	for k := 1; k < len(p.Words); k++ {
		x := p.Words[k]
		if x.Span == w.Span {
			return base, known || base == "", false
		}
		v, _ := x.Literal()
		var dir *Word
		switch {
		case v == "-C" || v == "--directory":
			if k+1 < len(p.Words) {
				if p.Words[k+1].Span == w.Span {
					return "", true, true
				}
				dir = &p.Words[k+1]
				k++
			}
		case strings.HasPrefix(v, "--directory="):
			d := strings.TrimPrefix(v, "--directory=")
			base, known = archiveJoin(cur, d)
			cur = base
			continue
		}
		if dir == nil {
			continue
		}
		d, ok := dir.Literal()
		if !ok {
			base, known, cur = "?", false, "?"
			continue
		}
		base, known = archiveJoin(cur, d)
		cur = base
	}
	return base, known || base == "", false
}

// archiveJoin is directory d read from the directory cur (a later -C is
// read from an earlier one): false where either is not known or d starts
// with ~ (left to [ozdesk-tree]'s reading: none).
func archiveJoin(cur, d string) (string, bool) {
	switch {
	case cur == "?" || strings.HasPrefix(d, "~"):
		return "?", false
	case strings.HasPrefix(d, "/"):
		return path.Clean(d), true
	case cur == "":
		return d, true // from the part's cwd: judged relative to it below
	}
	return path.Join(cur, d), true
}

// archiveTarLike reports whether the archiver reads tar's -C.
func archiveTarLike(prog string) bool {
	return prog == "tar" || prog == "bsdtar" || prog == "star" || prog == "gtar"
}

// archiveCreates reports whether part p creates an archive, or adds
// files to one: tar's c, r, u and A modes (bundled, `czf`, `-czf`, or
// long), zip always, 7-Zip's and rar's a, u (rar's m too), jar's c and
// u, pax's -w (and -rw, which copies), mksquashfs, the ISO makers and
// ditto always.
func archiveCreates(p *Part) bool {
	prog := programKey(p.Program)
	switch prog {
	case "tar", "bsdtar", "star", "gtar", "jar":
		for k := 1; k < len(p.Words); k++ {
			v, ok := p.Words[k].Literal()
			if !ok {
				continue
			}
			switch {
			case v == "--":
				return false
			case strings.HasPrefix(v, "--"):
				if archiveLongCreate(v) {
					return true
				}
			case strings.HasPrefix(v, "-"):
				if archiveClusterHas(v[1:], "cruA", "fCbTXKNLgHVIj") {
					return true
				}
			case k == 1:
				if archiveClusterHas(v, "cruA", "") {
					return true // the old bundle: tar czf t.tgz DIR
				}
			}
		}
		return false
	case "7z", "7za", "7zr", "7zz", "rar":
		for k := 1; k < len(p.Words); k++ {
			v, ok := p.Words[k].Literal()
			if !ok {
				return false
			}
			if !strings.HasPrefix(v, "-") {
				return v == "a" || v == "u" || (prog == "rar" && (v == "m" || v == "mf"))
			}
		}
		return false
	case "pax":
		for k := 1; k < len(p.Words); k++ {
			v, ok := p.Words[k].Literal()
			if ok && strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "--") && archiveClusterHas(v[1:], "w", "fsoxbpGUTB") {
				return true
			}
		}
		return false
	case "zip", "mksquashfs", "mkisofs", "genisoimage", "xorrisofs", "ditto":
		return true
	}
	return false
}

// archiveLongCreate reports whether tar's long option v is one of its
// modes that writes an archive.
func archiveLongCreate(v string) bool {
	switch v {
	case "--create", "--append", "--update", "--catenate", "--concatenate":
		return true
	}
	return false
}

// archiveClusterHas reports whether the option letters of cluster hold
// one of letters before the first letter that takes a value (stop).
func archiveClusterHas(cluster, letters, stop string) bool {
	for _, r := range cluster {
		if strings.ContainsRune(letters, r) {
			return true
		}
		if strings.ContainsRune(stop, r) {
			return false
		}
	}
	return false
}
