package queue

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// maxLinkHops bounds the symbolic links [writtenPath] follows, as the
// kernel's own bound (40 on Linux) does: past it the path stays as written.
const maxLinkHops = 40

// writtenPath returns the path the kernel would write for p (absolute, as
// written: not cleaned), resolving each component in turn against the
// file system: a symbolic link is followed where it stands, even when it
// leads nowhere yet (a write through it makes its target), and a ".."
// climbs from where the links so far have led, not from the name as
// written. The part from the first name that is not there (or cannot be
// read) on is joined as written. A path that is not absolute, or that
// runs through more than [maxLinkHops] links, is returned as it is.
//
// It is what patterns.Context.RealPath is for the evaluations of this
// service (rt18i #2): a write through `hh/.claude/settings.json`, hh a
// link to the home made in an earlier call, is judged as the write of
// ~/.claude/settings.json it is.
func writtenPath(p string) string { return writtenPathBy(p, lookName) }

// writtenPathBy is [writtenPath] asking look what each name on the way
// is: [lookName] itself, or an evaluation's [nameLooks], which asks the
// file system once per name.
func writtenPathBy(p string, look func(string) nameLook) string {
	if !filepath.IsAbs(p) {
		return p
	}
	cur, rest, hops := "/", splitNames(p), 0
	for len(rest) > 0 {
		name := rest[0]
		rest = rest[1:]
		switch name {
		case ".":
			continue
		case "..":
			cur = filepath.Dir(cur)
			continue
		}
		next := filepath.Join(cur, name)
		n := look(next)
		if !n.there {
			return filepath.Join(append([]string{next}, rest...)...)
		}
		if !n.link {
			cur = next
			continue
		}
		if hops++; hops > maxLinkHops {
			return p
		}
		if !n.read {
			return filepath.Join(append([]string{next}, rest...)...)
		}
		if filepath.IsAbs(n.target) {
			cur = "/"
		}
		rest = append(splitNames(n.target), rest...)
	}
	return cur
}

// nameLook is what the file system said of one path: whether it is
// there, whether it is a symbolic link and, when it is and could be
// read, where it leads.
type nameLook struct {
	there, link, read bool
	target            string
}

// lookName asks the file system what p is, not following a last
// symbolic link.
func lookName(p string) nameLook {
	fi, err := os.Lstat(p)
	if err != nil {
		return nameLook{}
	}
	if fi.Mode()&fs.ModeSymlink == 0 {
		return nameLook{there: true}
	}
	target, err := os.Readlink(p)
	return nameLook{there: true, link: true, read: err == nil, target: target}
}

// splitNames splits a path into its names, without the empty ones that
// leading, doubled and trailing slashes make.
func splitNames(p string) []string {
	return strings.FieldsFunc(p, func(r rune) bool { return r == filepath.Separator })
}
