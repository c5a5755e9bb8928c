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
func writtenPath(p string) string {
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
		fi, err := os.Lstat(next)
		if err != nil {
			return filepath.Join(append([]string{next}, rest...)...)
		}
		if fi.Mode()&fs.ModeSymlink == 0 {
			cur = next
			continue
		}
		if hops++; hops > maxLinkHops {
			return p
		}
		target, err := os.Readlink(next)
		if err != nil {
			return filepath.Join(append([]string{next}, rest...)...)
		}
		if filepath.IsAbs(target) {
			cur = "/"
		}
		rest = append(splitNames(target), rest...)
	}
	return cur
}

// splitNames splits a path into its names, without the empty ones that
// leading, doubled and trailing slashes make.
func splitNames(p string) []string {
	return strings.FieldsFunc(p, func(r rune) bool { return r == filepath.Separator })
}
