package patterns

import (
	"path"
	"strings"
)

// A pattern's operand word that names a path (it starts with / or ~/, or
// holds a / and is no URL) names a place, not a spelling (rt35i F1): the
// operand is compared as the defaults' path classes read it as well as by
// its text. The operand is resolved against the part's directory (the
// ask's cwd, moved by the cds before it in the line) and cleaned of //,
// /./ and a/../; the pattern word is cleaned the same way (~ with
// Context.Home, a relative word from the same directory as the operand),
// and its * and ** apply to the cleaned path. Symbolic links are not
// followed. A tightening rule (Might) matches when the operand might be
// that place (a word whose place is unknown, "$X/important", might be);
// an allow rule only when it certainly is: a literal operand without a
// ".." component (a ".." after a link climbs elsewhere), in a known
// directory, its trailing slash kept and, for a glob, no "." a star would
// stand for (match_dots.go), and only for a pattern word that is absolute
// or under ~. A tightening rule's place is also met by a recursive delete
// of a directory that holds it (match_pathtree.go).

// pathWord reports whether a literal or glob element names a path.
func pathWord(e *Elem) bool {
	if e.Kind != ElemLiteral && e.Kind != ElemGlob {
		return false
	}
	if e.Tilde {
		return e.Text == "~" || strings.HasPrefix(e.Text, "~/")
	}
	return strings.Contains(e.Text, "/") && !strings.HasPrefix(e.Text, "-") && !strings.Contains(e.Text, "://")
}

// patPlace returns a path element's text as a cleaned path: absolute, or
// under an unknown directory (rel) when it is relative and the part's
// directory is not known. It fails when the element needs Context.Home
// and Home is not known, and for a relative word in an allow rule.
func (m *matcher) patPlace(e *Elem) (place string, rel, ok bool) {
	t := e.Text
	switch {
	case e.Tilde:
		if m.ctx.Home == "" {
			return "", false, false
		}
		t = m.ctx.Home + strings.TrimPrefix(t, "~")
	case strings.HasPrefix(t, "/"):
	case m.mode != Might:
		return "", false, false
	case m.ctx.Cwd == "" || strings.IndexByte(m.ctx.Cwd, 0) >= 0:
		r := cleanRel(t)
		return "/" + r, true, r != "" && !strings.HasPrefix(r, "..")
	default:
		t = m.ctx.Cwd + "/" + t
	}
	return path.Clean(t), false, true
}

// samePlace reports whether operand word w names the place path element
// e names, in the matcher's mode.
func (m *matcher) samePlace(e *Elem, w *Word) bool {
	if m.wide || !pathWord(e) {
		return false
	}
	place, rel, ok := m.patPlace(e)
	if !ok {
		return false
	}
	if m.mode == Might {
		p := readPath(w, m.ctx)
		if p.any {
			return true
		}
		pat := []string{place}
		if e.Kind == ElemGlob {
			pat = globPieces(place)
		}
		if rel {
			pat = append([]string{""}, pat...)
		}
		shapes := []shape{p.shape}
		if p.deep {
			// find's ROOT/**/NAME: ROOT/NAME and NAME at any depth
			// below it (rt35v F9).
			shapes = append(shapes, deepShapes(p.shape)...)
		}
		tree := recursiveDelete(m.part)
		for _, sh := range shapes {
			if piecesMeet(pat, sh) || tree && piecesMeet(pat, belowShape(sh)) {
				return true
			}
		}
		return false
	}
	v, known := wordShape(w, m.ctx).certain()
	if !known || hasDotDot([]string{v}) || globSteps(e, w) {
		return false
	}
	slash := strings.HasSuffix(v, "/")
	if !strings.HasPrefix(v, "/") {
		if m.ctx.Cwd == "" || !strings.HasPrefix(m.ctx.Cwd, "/") || strings.IndexByte(m.ctx.Cwd, 0) >= 0 {
			return false
		}
		v = m.ctx.Cwd + "/" + v
	}
	if v = path.Clean(v); slash && v != "/" {
		v += "/" // a trailing slash follows a link: /srv/p1/* allows no /srv/p1/x/
	}
	if e.Kind == ElemGlob {
		return compileGlob(place).covers(shape{v})
	}
	return v == place
}
