package patterns

import (
	"path"
	"strings"
)

// Removing a symbolic link removes the link, never its target (fx49s,
// rt48 A4): `rm uplink` (uplink -> ..), `unlink homelink`, `rm -f
// homelink` (homelink -> ~) delete one directory entry, and a work tree
// update that drops a committed link to `..` replaces an entry too. The
// paths such a part names are resolved as entries: their directory
// through the links on disk, their last name kept. A path that reaches
// through the link still resolves it: a trailing slash (`rm -rf
// homelink/`), `.` or `..` as its last name (`rm -rf homelink/.`), and a
// glob below it (`homelink/*`, class_glob_real.go).

// removesEntry reports whether w is an operand of a part that removes the
// directory entries it names without following a link there: rm, unlink
// and rmdir (which fails on a link).
func removesEntry(w *Word, ctx *Context) bool {
	p := ctx.wordPart(w)
	if p == nil || len(p.Words) < 2 {
		return false
	}
	switch p.Program {
	case "rm", "unlink", "rmdir":
	default:
		return false
	}
	for k := 1; k < len(p.Words); k++ {
		if p.Words[k].Span == w.Span && p.Words[k].Raw == w.Raw {
			return true
		}
	}
	return false
}

// entryName reports whether an absolute spelled path names a directory
// entry by its last name: not ending in "/", and not in "." or "..".
func entryName(spelled string) bool {
	if strings.HasSuffix(spelled, "/") {
		return false
	}
	base := path.Base(spelled)
	return base != "." && base != ".." && base != "/"
}
