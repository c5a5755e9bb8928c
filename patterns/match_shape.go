package patterns

import "strings"

// A shape is what a word might be as text: literal pieces with stretches of
// unknown text between them, like a glob in which only * is special. A
// shape with one piece is certain. Pieces are plain text: a '*' inside a
// piece is a literal star.
type shape []string

// certain returns the word's value when it is known.
func (s shape) certain() (string, bool) {
	if len(s) == 1 {
		return s[0], true
	}
	return "", false
}

// wordShape returns the shape of a word's value: literal segments as they
// are; ~ and $HOME as Context.Home and $PWD as Context.Cwd when those are
// known; everything else (parameters, substitutions, globs, braces) unknown.
func wordShape(w *Word, ctx *Context) shape {
	out := shape{""}
	star := func() {
		if len(out) == 1 || out[len(out)-1] != "" {
			out = append(out, "")
		}
	}
	for _, s := range w.Segs {
		if v, ok := segValue(s, ctx); ok {
			out[len(out)-1] += v
			continue
		}
		star()
	}
	return out
}

// procSubstPath is the path a process substitution expands to.
const procSubstPath = "/dev/fd/63"

// isProcSubst reports whether w is one process substitution, <(…) or
// >(…): a pipe the shell makes, whose command is a part of its own.
func isProcSubst(w Word) bool {
	if len(w.Segs) != 1 {
		return false
	}
	s := w.Segs[0]
	return s.Kind == SegSubst && !s.Quoted && (strings.HasPrefix(s.Text, "<(") || strings.HasPrefix(s.Text, ">("))
}

// segValue returns the value of a segment when it is known.
func segValue(s Seg, ctx *Context) (string, bool) {
	switch s.Kind {
	case SegLit:
		return s.Text, true
	case SegTilde:
		if s.Text == "" && ctx.Home != "" {
			return ctx.Home, true
		}
	case SegParam:
		if s.Text == "HOME" && ctx.Home != "" {
			return ctx.Home, true
		}
		if s.Text == "PWD" && ctx.Cwd != "" && !ctx.linePWD() {
			return ctx.Cwd, true
		}
	case SegSubst:
		// $(pwd) prints the directory the part runs in, as $PWD holds it
		// (a pwd rebound earlier in the line makes the part unreadable).
		if (s.Text == "$(pwd)" || s.Text == "`pwd`") && ctx.Cwd != "" && !ctx.linePWD() {
			return ctx.Cwd, true
		}
		// <(…) and >(…) are pipes the shell makes, named /dev/fd/N (63
		// first, as bash numbers them): never a disk, the home or a file
		// a later part runs; what runs inside is a part of its own
		// (fx28d1, rt28d #13).
		if !s.Quoted && (strings.HasPrefix(s.Text, "<(") || strings.HasPrefix(s.Text, ">(")) {
			return procSubstPath, true
		}
	}
	return "", false
}

// fields says how many words a word may become once the shell expands it.
type fields struct {
	// many: the word may become several words (or none): an unquoted
	// expansion is split, a glob or a brace expansion expands.
	many bool
	// none: it may become no word at all ($X alone, "$@").
	none bool
	// free: the words after splitting are unconstrained, so each is judged
	// as a word of unknown value; otherwise each has the word's shape.
	free bool
}

// wordFields reads how many words w may become.
func wordFields(w *Word, ctx *Context) fields {
	var f fields
	lit := false
	for _, s := range w.Segs {
		switch s.Kind {
		case SegLit:
			lit = true
		case SegTilde:
			lit = true
		case SegGlob, SegBrace:
			f.many, lit = true, true
		case SegParam, SegSubst:
			if v, ok := segValue(s, ctx); ok && !strings.ContainsAny(v, " \t\n*?[") || digitsSure(s, ctx) {
				lit = true
				continue
			}
			if s.Quoted && !(s.Kind == SegParam && s.Text == "") || placeholder(s) || branchNameSeg(s) || locatorSeg(s) {
				lit = true
				continue
			}
			f.many, f.free = true, true
		}
	}
	f.none = f.many && !lit
	return f
}

// placeholder reports whether a segment is the place find -exec or xargs
// -I puts one file name or input item in (the reader gives it as a SegSubst
// whose Text is the placeholder, such as "{}"): one word, never split,
// unlike a substitution ($(…), `…`, <(…)).
func placeholder(s Seg) bool {
	return s.Kind == SegSubst && s.Text != "" && strings.IndexByte("$`<>", s.Text[0]) < 0
}

// mightStartWithDash reports whether a field of a word of this shape might
// start with "-".
func (s shape) mightStartWithDash() bool {
	return strings.HasPrefix(s[0], "-") || (s[0] == "" && len(s) > 1)
}

// homeRest returns what follows a word's leading ~ or $HOME (the word
// without it) when the word starts with one.
func homeRest(w *Word) (Word, bool) {
	if len(w.Segs) == 0 {
		return Word{}, false
	}
	s := w.Segs[0]
	if (s.Kind == SegTilde && s.Text == "") || (s.Kind == SegParam && s.Text == "HOME") {
		return Word{Segs: w.Segs[1:], Span: w.Span}, true
	}
	return Word{}, false
}

// piecesMatch reports whether s matches the star-pattern p (pieces with a
// star between each two). Linear: each middle piece is found at its
// leftmost place, which is optimal when * is the only wildcard.
func piecesMatch(p []string, s string) bool {
	if len(p) == 1 {
		return p[0] == s
	}
	first, last := p[0], p[len(p)-1]
	if len(s) < len(first)+len(last) || !strings.HasPrefix(s, first) || !strings.HasSuffix(s, last) {
		return false
	}
	s = s[len(first) : len(s)-len(last)]
	for _, m := range p[1 : len(p)-1] {
		i := strings.Index(s, m)
		if i < 0 {
			return false
		}
		s = s[i+len(m):]
	}
	return true
}

// starMatch is piecesMatch(globPieces(p), s) without the pieces made:
// it runs for every glob a pattern names a program by, against every
// part.
func starMatch(p, s string) bool {
	i := strings.IndexByte(p, '*')
	if i < 0 {
		return p == s
	}
	j := strings.LastIndexByte(p, '*')
	first, last := p[:i], p[j+1:]
	if len(s) < len(first)+len(last) || !strings.HasPrefix(s, first) || !strings.HasSuffix(s, last) {
		return false
	}
	if i == j {
		return true // one star: no middle pieces
	}
	s = s[len(first) : len(s)-len(last)]
	for mid := p[i+1 : j]; ; {
		k := strings.IndexByte(mid, '*')
		piece := mid
		if k >= 0 {
			piece = mid[:k]
		}
		n := strings.Index(s, piece)
		if n < 0 {
			return false
		}
		s = s[n+len(piece):]
		if k < 0 {
			return true
		}
		mid = mid[k+1:]
	}
}

// piecesMeet reports whether two star-patterns have a string in common.
// When both hold a star, the middle pieces of each fit into the other's
// stars, so only the ends matter.
func piecesMeet(a, b []string) bool {
	switch {
	case len(a) == 1:
		return piecesMatch(b, a[0])
	case len(b) == 1:
		return piecesMatch(a, b[0])
	}
	a0, b0, al, bl := a[0], b[0], a[len(a)-1], b[len(b)-1]
	return (strings.HasPrefix(a0, b0) || strings.HasPrefix(b0, a0)) &&
		(strings.HasSuffix(al, bl) || strings.HasSuffix(bl, al))
}

// piecesCover reports whether every string of the star-pattern w matches
// the star-pattern g. Each piece of g must sit inside one literal piece of
// w (a star of w may stand for anything, so no piece of g can rely on it),
// the first and last at w's ends; the middle pieces are placed leftmost.
func piecesCover(g, w []string) bool {
	if len(w) == 1 {
		return piecesMatch(g, w[0])
	}
	if len(g) == 1 {
		return false
	}
	g0, gl := g[0], g[len(g)-1]
	w0, wl := w[0], w[len(w)-1]
	if !strings.HasPrefix(w0, g0) || !strings.HasSuffix(wl, gl) {
		return false
	}
	// Room in each piece of w for g's middle pieces.
	wi, text := 0, w0[len(g0):]
	room := func(i int) string {
		switch {
		case i == 0:
			return w0[len(g0):]
		case i == len(w)-1:
			return wl[:len(wl)-len(gl)]
		}
		return w[i]
	}
	for _, m := range g[1 : len(g)-1] {
		for {
			if k := strings.Index(text, m); k >= 0 {
				text = text[k+len(m):]
				break
			}
			wi++
			if wi >= len(w) {
				return false
			}
			text = room(wi)
		}
	}
	return true
}

// globPieces splits a glob element's text at its stars.
func globPieces(text string) []string { return strings.Split(text, "*") }

// linePWD reports whether the line being judged may set PWD itself
// (PWD=/, read PWD): then $PWD is a value not known, not the directory
// the part runs in.
func (c *Context) linePWD() bool {
	if c.cmd == nil || len(c.cmd.Parts) == 0 {
		return false
	}
	return c.cmd.Parts[0].line.maySet("PWD")
}
