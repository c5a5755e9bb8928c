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

// dotGlobNoDevice reports whether w is literal text up to its last slash
// followed by a last component of literal text and globs (`src/.*`,
// `./.*`), whose directory, parent and entries are all known not to be
// devices: such a glob may be a dot-file there, the directory itself (.)
// or its parent (..), and none of them lies under /dev (fx41b: `cp -r
// src/.* .` is no disk wipe; what it writes into . is judged as the
// project's dot-files).
func dotGlobNoDevice(w *Word, ctx *Context) bool {
	dir, ok := "", false
	for i, s := range w.Segs {
		switch s.Kind {
		case SegLit:
			if j := strings.LastIndexByte(s.Text, '/'); j >= 0 {
				if i > 0 && w.Segs[i-1].Kind == SegGlob {
					return false // a glob before the last slash
				}
				dir, ok = prefixText(w.Segs[:i])+s.Text[:j], true
			}
		case SegGlob:
		default:
			return false
		}
	}
	if !ok {
		dir = "."
	}
	if dir == "" {
		dir = "/"
	}
	for _, c := range []string{dir, dir + "/..", dir + "/x"} {
		lw := LitWord(c)
		if pathIn(resolvePath(&lw, ctx), devicePlaces).Might {
			return false
		}
	}
	return true
}

// prefixText is the text of literal segments (a word's start before its
// first glob); a glob among them gives "*", which no device path holds.
func prefixText(segs []Seg) string {
	var b strings.Builder
	for _, s := range segs {
		if s.Kind == SegGlob {
			return "*"
		}
		b.WriteString(s.Text)
	}
	return b.String()
}
