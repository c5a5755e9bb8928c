package patterns

import (
	"path"
	"strings"
)

// An archive of the project extracted at the project's top (`tar xzf
// release.tar.gz`, `unzip release.zip`; issue 7, rt31 E042, E043) is
// the everyday "unpack the download" that projectArchive leaves to ask:
// its members may be .claude/settings.json or .git/hooks/…, and the
// line does not show them. Where the ask is judged, the caller can read
// the archive's member list (Context.ArchiveMembers). Such an
// extraction still writes the top's entries (`./*`, which made-then-run
// reads: `tar xf x.tar && make` asks), but where the members are listed
// and their shape is plain, a `> TARGET` pattern judges each member's
// path in that word's place, as if the line named them (`unzip x.zip
// src/a.go` writes src/a.go), and [git-tree-change] judges their shape
// and the guarded places (class_archivetree.go). Only the plainest
// extraction is read so: the line's first part at its top level, with
// no assignment before it (TAR_OPTIONS, UNZIP and UNZIPOPT add options),
// a literal archive in the tree (no `:` that GNU tar reads as a remote
// host, no pattern that unzip matches itself), into the top alone (one
// `-C .`, `-d .` or none), and only options that change neither which
// members are written nor their names (tar: -x, -f, -v, -z, -j, -k,
// --skip-old-files, --keep-newer-files, -m, -o, --no-same-owner,
// --no-same-permissions; unzip: -o, -n, -q). Any other option
// (--strip-components, --transform, -P, -h, unzip's -j, -x, a member
// named) keeps the whole-tree reading, which asks.

// topArchive is an extraction whose members are read where it is judged:
// the archive's word and the directory it is extracted into, which
// extractor reads it ("tar" or "unzip"), and the index in the part's
// writes of the word for the top's entries.
type topArchive struct {
	archive, dir Word
	kind         string
	at           int
}

// topArchiveOf returns the extraction of archive into dir by p, whose
// writes hold the top's entries at index at, when it is one whose
// members can be judged where the ask is (above); nil otherwise.
func topArchiveOf(p *Part, kind string, archive, dir Word, at int) *topArchive {
	if p.Index != 0 || p.Depth != 0 || p.away || len(p.Assigns) > 0 {
		return nil
	}
	a, ok := archive.Literal()
	if !ok || !treePath(a) || a == "-" || strings.HasPrefix(a, "-") || strings.ContainsAny(a, ":*?[]\\") {
		return nil
	}
	d, ok := dir.Literal()
	if !ok || path.Clean(d) != "." {
		return nil
	}
	switch kind {
	case "tar":
		if !tarOptionsPlain(p) {
			return nil
		}
	case "unzip":
		if !unzipOptionsPlain(p) {
			return nil
		}
	default:
		return nil
	}
	return &topArchive{archive: archive, dir: dir, kind: kind, at: at}
}

// tarPlainFlags are the tar options that leave which members are
// written, and their names, as the archive lists them.
var tarPlainFlags = []string{"--extract", "--file", "--directory", "--verbose", "--gzip", "--bzip2",
	"--keep-old-files", "--skip-old-files", "--keep-newer-files", "--touch", "-o", "--no-same-owner",
	"--no-same-permissions"}

// tarOptionsPlain reports whether every reading of tar part p has only
// options of tarPlainFlags, one archive, at most one directory and no
// member operand.
func tarOptionsPlain(p *Part) bool {
	for _, rd := range ReadArgs(p) {
		if len(rd.Operands) > 0 {
			return false
		}
		files, dirs := 0, 0
		for _, f := range rd.Flags {
			if f.Dynamic || !contains(tarPlainFlags, f.Name) {
				return false
			}
			switch f.Name {
			case "--file":
				files++
			case "--directory":
				dirs++
			}
		}
		if files != 1 || dirs > 1 {
			return false
		}
	}
	return true
}

// unzipOptionsPlain reports whether unzip part p has only the options
// -o, -n and -q (bundled or not) besides one -d.
func unzipOptionsPlain(p *Part) bool {
	s := scanArgs(p, "-d", "-x", "-P")
	if len(s.all("-d")) > 1 {
		return false
	}
	for _, f := range s.flags {
		if f == "-d" {
			continue
		}
		if len(f) < 2 || f[0] != '-' || strings.Trim(f[1:], "onq") != "" {
			return false
		}
	}
	return true
}
