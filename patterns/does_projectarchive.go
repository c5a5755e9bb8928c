package patterns

import (
	"path"
	"strings"
)

// An archive that sits in the work tree, extracted into the work tree
// (`tar xf deps.tar`, `7z x assets.7z`, `unzip pkg.zip`), writes what the
// project already holds, as `git apply fix.patch` or `patch -p1 < f.diff`
// does: its members are not shown, but they are no more the line's
// choosing than a patch's lines are (rt17d #15). Such an extraction is
// not judged a might-write of every path below its directory (the
// harness settings, the store). What stays a write
// of the whole tree below the directory (and may ask):
//   - an archive from elsewhere (`/tmp/x.tar`, `~/x.zip`, `../x.tgz`,
//     standard input, a word the line does not show), or one the line
//     may have made or fetched first (any part before this one);
//   - a directory outside the tree, or a hidden one (`-C ~`, `-d .claude`,
//     `-o$HOME`), and a part inside a command string;
//   - the tree's own top (`tar xf deps.tar`, `-C .`): an archive's members
//     may be `.claude/settings.json`, `crush.json` or `.git/hooks/…`,
//     which sit there, and an archive downloaded into the tree by one
//     command (a write the defaults leave alone) would write them in the
//     next. Only a named directory below the top is spared: the
//     extractors keep members below it (they skip `..` members).
//
// A careless or hostile agent that wants the settings written must first
// put the archive in the tree, which is a separate command whose writes
// are judged, and the extraction of it here is judged as `git apply` is.

// projectArchive reports whether part p extracts archive into dir where
// both are plain relative paths inside the work tree, dir a directory
// below the tree's top and not hidden, and p is the line's first part at
// its top level.
func projectArchive(p *Part, archive, dir Word) bool {
	if p.Index != 0 || p.Depth != 0 || p.away {
		return false
	}
	a, ok := archive.Literal()
	if !ok || !treePath(a) || a == "-" || strings.HasPrefix(a, "-") {
		return false
	}
	d, ok := dir.Literal()
	if !ok || !treePath(d) || path.Clean(d) == "." {
		return false
	}
	for _, c := range strings.Split(strings.TrimPrefix(d, "./"), "/") {
		if c != "." && strings.HasPrefix(c, ".") {
			return false
		}
	}
	return true
}

// treePath reports whether v is a relative path that stays in the
// directory it is read from: not absolute, not the home, no `..`.
func treePath(v string) bool {
	if v == "" || strings.HasPrefix(v, "/") || strings.HasPrefix(v, "~") {
		return false
	}
	for _, c := range strings.Split(v, "/") {
		if c == ".." {
			return false
		}
	}
	return true
}

// extractedInto is what an extraction of archive into dir writes: the
// whole tree below dir, or nothing the path classes look at for a
// project archive (above): its members land in the tree the project
// already holds.
func extractedInto(p *Part, archive, dir Word) []Word {
	if projectArchive(p, archive, dir) {
		return nil
	}
	return []Word{treeWord(dir)}
}
