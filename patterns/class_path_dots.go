package patterns

import (
	"path"
	"strings"
)

// A component that starts with a literal dot and goes on with a glob may
// match . or .. in a bash before 5.2 (globskipdots): `rm -rf .*` might
// delete the parent directory. Whether it can is read from the rest of
// the component: `.[a-z]*` and `.[!.]*` cannot match .. (the character
// after the dot is no dot) nor . (it needs one), so such a word names
// dot-files in its directory, not the directory's parent.

// dotsMatch reports whether the component made of a leading dot and
// rest (the word's segments from the glob on, up to the next slash)
// might match . or ..; true when the component holds anything but
// literal text and globs, or a glob Go's path.Match cannot read.
func dotsMatch(rest []Seg) bool {
	var b strings.Builder
	b.WriteByte('.')
	for _, s := range rest {
		switch s.Kind {
		case SegLit:
			if i := strings.IndexByte(s.Text, '/'); i >= 0 {
				b.WriteString(escapeMatch(s.Text[:i]))
				return dotsMatchPattern(b.String())
			}
			b.WriteString(escapeMatch(s.Text))
		case SegGlob:
			g := s.Text
			if strings.HasPrefix(g, "[!") {
				g = "[^" + g[2:]
			}
			if strings.ContainsAny(g[:1], "@+!") && len(g) > 1 && g[1] == '(' {
				return true // an extended glob
			}
			b.WriteString(g)
		default:
			return true
		}
	}
	return dotsMatchPattern(b.String())
}

// dotsMatchPattern reports whether the path.Match pattern pat might
// match . or ..: true when it is malformed.
func dotsMatchPattern(pat string) bool {
	for _, name := range []string{".", ".."} {
		if m, err := path.Match(pat, name); err != nil || m {
			return true
		}
	}
	return false
}

// escapeMatch escapes path.Match's special characters in literal text.
func escapeMatch(s string) string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune(`*?[]\`, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}
