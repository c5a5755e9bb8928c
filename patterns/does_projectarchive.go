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
// An archive's own members may be a link and then files through it
// (`sub -> ~/.claude`, then `sub/settings.json`), which only reading the
// archive would show. The extractors guard this themselves (measured here
// with GNU tar 1.35 and Info-ZIP unzip 6.0, fx21c): GNU tar makes a link
// whose target is absolute or climbs `..` as a placeholder file until the
// end, and unzip makes every link last ("finishing deferred symbolic
// links"), so a member below such a link fails ("Not a directory")
// instead of being written through it; bsdtar refuses to extract through
// a link without -P. What stays unknown is a member link to a link the
// directory already holds; the directory itself is judged through its
// links on disk (extractedInto).
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
// whole tree below dir, or for a project archive (above) only the
// directory itself (`dir/`), whose members land in the tree the project
// already holds. The directory is still judged through the links on disk
// (Context.RealPath): `ln -s ~/.claude cl`, allowed, then `tar -xf x.tar
// -C cl` or `unzip x.zip -d cl` writes the harness settings, and a link
// out of the project writes outside it (fx21c). A link the same line
// makes is covered above: only the line's first part is spared.
func extractedInto(p *Part, archive, dir Word) []Word {
	if projectArchive(p, archive, dir) {
		return []Word{joinWord(dir, "")}
	}
	return []Word{treeWord(dir)}
}
