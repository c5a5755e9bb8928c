package cards

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// maxClusterBytes caps how much of the input one grapheme cluster may span.
// The scanner never reads further ahead than this, so a cluster of a
// million combining marks costs no more than a short one: what lies past
// the cap starts a cluster of its own, which begins with a mark and is
// therefore escaped. It also caps how high marks can stack on one letter.
const maxClusterBytes = 32

// maxMarks caps the combining marks (nonspacing or enclosing: Mn, Me)
// shown on one base character. Two is what a decomposed letter needs at
// most in the scripts an operator reads (Vietnamese ệ is e, U+0323 and
// U+0302); more only stack, marks drawn over the rows above and below
// (rt13k). The marks past the cap are escaped one by one.
const maxMarks = 2

// unitKind says how a [safeUnit] is shown.
type unitKind uint8

const (
	unitText   unitKind = iota // the input bytes, verbatim
	unitEscape                 // the escape for one byte or code point
	unitBreak                  // a newline kept as a line break
)

// safeUnit is one indivisible piece of sanitized text: a grapheme cluster
// shown as it is, an escape standing for one input byte or code point, or a
// line break. Units are never cut when text is truncated or wrapped.
type safeUnit struct {
	start, end int // the bytes of the input it stands for
	width      int // cells on screen
	kind       unitKind
}

// safeScanner cuts untrusted text into [safeUnit]s, left to right, from any
// offset, reading only as far as the unit it returns (plus at most
// [maxClusterBytes]).
type safeScanner struct {
	s     string
	lines bool // a newline is a line break rather than the escape \n
	// escFrom and escUntil span a cluster whose width could not be trusted
	// as a whole: its code points after the first (those at offsets after
	// escFrom and before escUntil) are escaped one by one.
	escFrom, escUntil int
	probe             [maxClusterBytes + 1]byte
	// quotes are characters escaped besides those that always are: the
	// quote marks around text an agent wrote ([SafeQuoted]), so that the
	// text cannot close its quotes and go on as the desk's words.
	quotes string
	// lookalike escapes letters outside ASCII that look like ASCII ones
	// in a word that could pass for ASCII (exаmple.com with a Cyrillic
	// а, сlaude with a Cyrillic с): see [lookalikeAt]. It is on for all
	// untrusted text.
	lookalike bool
}

func newSafeScanner(s string, lines bool) *safeScanner {
	return &safeScanner{s: s, lines: lines, lookalike: true}
}

// next returns the unit that begins at byte i, which must be < len(s).
func (sc *safeScanner) next(i int) safeUnit {
	s := sc.s
	b := s[i]
	tail := i > sc.escFrom && i < sc.escUntil
	if b < utf8.RuneSelf && !tail {
		switch {
		case b == '\n' && sc.lines:
			return safeUnit{start: i, end: i + 1, kind: unitBreak}
		case b < 0x20 || b == 0x7f:
			return sc.escape(i)
		case sc.quotes != "" && strings.IndexByte(sc.quotes, b) >= 0:
			return sc.escape(i)
		case i+1 == len(s) || s[i+1] < utf8.RuneSelf:
			// No ASCII character joins onto another one.
			return safeUnit{start: i, end: i + 1, width: 1, kind: unitText}
		}
		return sc.cluster(i)
	}
	r, size := utf8.DecodeRuneInString(s[i:])
	if tail || (r == utf8.RuneError && size == 1) || mustEscapeRune(r) || sc.extra(r) ||
		(sc.lookalike && lookalikeAt(s, i)) {
		return sc.escape(i)
	}
	return sc.cluster(i)
}

// extra reports whether r is one of the quote marks escaped here.
func (sc *safeScanner) extra(r rune) bool {
	return sc.quotes != "" && strings.ContainsRune(sc.quotes, r)
}

func (sc *safeScanner) escape(i int) safeUnit {
	w, size := escapeWidth(sc.s[i:])
	return safeUnit{start: i, end: i + size, width: w, kind: unitEscape}
}

// cluster returns the unit for the grapheme cluster at i, whose first code
// point is printable. The cluster ends before any code point that must be
// escaped. It is shown as it is only when [safeScanner.trusted] says so;
// otherwise its first code point is shown alone (or escaped, if that cannot
// be trusted either) and the code points after it are escaped.
func (sc *safeScanner) cluster(i int) safeUnit {
	end := min(len(sc.s), i+maxClusterBytes)
	c, w := ansi.FirstGraphemeCluster(sc.s[i:end], ansi.GraphemeWidth)
	_, first := utf8.DecodeRuneInString(c)
	marks := 0
	for j := first; j < len(c); {
		r, size := utf8.DecodeRuneInString(c[j:])
		if isMark(r) {
			marks++
		}
		if (r == utf8.RuneError && size == 1) || mustEscapeRune(r) || sc.extra(r) ||
			(sc.lookalike && lookalikeAt(sc.s, i+j)) || marks > maxMarks {
			c = c[:j]
			w = ansi.StringWidth(c)
			break
		}
		j += size
	}
	if sc.trusted(c, w) {
		return safeUnit{start: i, end: i + len(c), width: w, kind: unitText}
	}
	sc.escFrom, sc.escUntil = i, i+len(c)
	if len(c) > first {
		r0 := c[:first]
		if w0 := ansi.StringWidth(r0); sc.trusted(r0, w0) {
			return safeUnit{start: i, end: i + first, width: w0, kind: unitText}
		}
	}
	return sc.escape(i)
}

// trusted reports whether the cluster c, measured as w cells by grapheme
// width (as lipgloss measures), can be written as it is: it takes at least
// one cell, a terminal that measures code point by code point (wcwidth, as
// tmux and most terminals do) agrees on its width, it does not join onto
// whatever is drawn before it (it does not begin with a combining mark or
// other extender), and nothing drawn after it joins onto it.
func (sc *safeScanner) trusted(c string, w int) bool {
	if w < 1 || w != ansi.StringWidthWc(c) {
		return false
	}
	p := append(sc.probe[:0], 'a')
	p = append(p, c...)
	if got, _ := ansi.FirstGraphemeCluster(p, ansi.GraphemeWidth); len(got) != 1 {
		return false
	}
	p = append(sc.probe[:0], c...)
	p = append(p, 'a')
	got, _ := ansi.FirstGraphemeCluster(p, ansi.GraphemeWidth)
	return len(got) == len(c)
}

// isMark reports whether r is a combining mark that draws over its base
// character (nonspacing or enclosing), the kind that stacks.
func isMark(r rune) bool {
	return r >= 0x300 && unicode.In(r, unicode.Mn, unicode.Me)
}
