package safetext

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxClusterBytes caps how much of the input one grapheme cluster may span.
// The scanner never reads further ahead than this, so a cluster of a
// million combining marks costs no more than a short one: what lies past
// the cap starts a cluster of its own, which begins with a mark and is
// therefore escaped. It also caps how high marks can stack on one letter.
const MaxClusterBytes = 32

// maxMarks caps the combining marks (nonspacing or enclosing: Mn, Me)
// shown on one base character. Two is what a decomposed letter needs at
// most in the scripts an operator reads (Vietnamese ệ is e, U+0323 and
// U+0302); more only stack, marks drawn over the rows above and below
// (rt13k). The marks past the cap are escaped one by one.
const maxMarks = 2

// UnitKind says how a [Unit] is shown.
type UnitKind uint8

const (
	UnitText   UnitKind = iota // the input bytes, verbatim
	UnitEscape                 // the escape for one byte or code point
	UnitBreak                  // a newline kept as a line break
)

// Unit is one indivisible piece of sanitized text: a grapheme cluster
// shown as it is, an escape standing for one input byte or code point, or a
// line break. Units are never cut when text is truncated or wrapped.
type Unit struct {
	Start, End int // the bytes of the input it stands for
	Width      int // cells on screen
	Kind       UnitKind
}

// Scanner cuts untrusted text into [Unit]s, left to right, from any
// offset, reading only as far as the unit it returns (plus at most
// [MaxClusterBytes]).
type Scanner struct {
	s     string
	lines bool // a newline is a line break rather than the escape \n
	// escFrom and escUntil span a cluster whose width could not be trusted
	// as a whole: its code points after the first (those at offsets after
	// escFrom and before escUntil) are escaped one by one.
	escFrom, escUntil int
	probe             [MaxClusterBytes + 1]byte
	// quotes are characters escaped besides those that always are: the
	// quote marks around text an agent wrote ([SafeQuoted]), so that the
	// text cannot close its quotes and go on as the desk's words.
	Quotes string
	// lookalike escapes letters outside ASCII that look like ASCII ones
	// in a word that could pass for ASCII (exаmple.com with a Cyrillic
	// а, сlaude with a Cyrillic с), and signs that look like ASCII ones
	// (‐‐dry-run with U+2010 hyphens) but in the desk's own words
	// ([Scanner.KeepBackslashes]): see [lookalikeAt]. It is on for all
	// untrusted text.
	lookalike bool
	// eastAsian measures East Asian ambiguous characters as wide
	// ($RUNEWIDTH_EASTASIAN, as lipgloss measures them).
	eastAsian bool
	// blanksFrom is where the spaces that end s begin, when they are
	// escaped ([Scanner.MarkTrailingBlanks]); 0 when they are not.
	blanksFrom int
	// keepBackslash leaves a backslash as text ([Scanner.KeepBackslashes]);
	// by default it is the escape \\.
	keepBackslash bool
}

// KeepBackslashes leaves each backslash of s as it is, for the desk's own
// words (a status line, a verdict's prose) that hold untrusted text
// already escaped ([Escape], which doubles its backslashes): there a
// backslash begins an escape, and doubling it again would make the
// escape of a real U+202E read as a literal "\\u202e". Untrusted text
// itself is scanned without it, so that its literal "\\u202e" is drawn
// \\\\u202e and never reads as the escape of a real U+202E (rt35k L5).
func (sc *Scanner) KeepBackslashes() { sc.keepBackslash = true }

// MarkTrailingBlanks escapes the spaces that end s (\x20 each), so that
// "git push origin main " does not read as "git push origin main": the
// queue's rows mark them, and so must the card drawn beside them.
func (sc *Scanner) MarkTrailingBlanks() {
	if head := strings.TrimRight(sc.s, " "); head != "" && len(head) < len(sc.s) {
		sc.blanksFrom = len(head)
	}
}

// NewScanner scans s; with lines, a newline is a line break ([UnitBreak])
// rather than the escape \n.
func NewScanner(s string, lines bool) *Scanner {
	return &Scanner{s: s, lines: lines, lookalike: true, eastAsian: eastAsianEnv()}
}

// Restart forgets the cluster whose code points after the first are being
// escaped one by one, for a scan that starts again at the beginning of a
// line.
func (sc *Scanner) Restart() { sc.escFrom, sc.escUntil = 0, 0 }

// Next returns the unit that begins at byte i, which must be < len(s).
func (sc *Scanner) Next(i int) Unit {
	s := sc.s
	b := s[i]
	tail := i > sc.escFrom && i < sc.escUntil
	if b < utf8.RuneSelf && !tail {
		switch {
		case b == '\n' && sc.lines:
			return Unit{Start: i, End: i + 1, Kind: UnitBreak}
		case b < 0x20 || b == 0x7f, b == '\\' && !sc.keepBackslash:
			return sc.escape(i)
		case sc.Quotes != "" && strings.IndexByte(sc.Quotes, b) >= 0:
			return sc.escape(i)
		case b == ' ' && sc.blanksFrom > 0 && i >= sc.blanksFrom:
			return sc.escape(i)
		}
		// An ASCII character is a unit of its own: nothing is drawn on
		// it. A combining mark after it (cl\u0307aude, c\u0323laude,
		// claude\u0301 beside claude; /srv/da\u0307ta beside /srv/data)
		// begins a cluster of its own, which is escaped: a dot or an
		// accent on an ASCII letter is what makes a name or a path read
		// as its neighbour, and the bytes differ from the precomposed
		// letter's too (rt50k F1). Precomposed letters (é, ȧ) are
		// letters and are drawn as they are.
		return Unit{Start: i, End: i + 1, Width: 1, Kind: UnitText}
	}
	r, size := utf8.DecodeRuneInString(s[i:])
	if tail || (r == utf8.RuneError && size == 1) || MustEscapeRune(r) || sc.extra(r) ||
		(sc.lookalike && lookalikeAt(s, i, !sc.keepBackslash)) {
		return sc.escape(i)
	}
	return sc.cluster(i)
}

// extra reports whether r is one of the quote marks escaped here.
func (sc *Scanner) extra(r rune) bool {
	return sc.Quotes != "" && strings.ContainsRune(sc.Quotes, r)
}

func (sc *Scanner) escape(i int) Unit {
	w, size := escapeWidth(sc.s[i:])
	return Unit{Start: i, End: i + size, Width: w, Kind: UnitEscape}
}

// cluster returns the unit for the grapheme cluster at i, whose first code
// point is printable. The cluster ends before any code point that must be
// escaped. It is shown as it is only when [Scanner.trusted] says so;
// otherwise its first code point is shown alone (or escaped, if that cannot
// be trusted either) and the code points after it are escaped.
func (sc *Scanner) cluster(i int) Unit {
	end := min(len(sc.s), i+MaxClusterBytes)
	c, w := firstCluster(sc.s[i:end], sc.eastAsian)
	_, first := utf8.DecodeRuneInString(c)
	marks := 0
	for j := first; j < len(c); {
		r, size := utf8.DecodeRuneInString(c[j:])
		if isMark(r) {
			marks++
		}
		if (r == utf8.RuneError && size == 1) || MustEscapeRune(r) || sc.extra(r) ||
			(sc.lookalike && lookalikeAt(sc.s, i+j, !sc.keepBackslash)) || marks > maxMarks {
			c = c[:j]
			w = clusterWidth(c, sc.eastAsian)
			break
		}
		j += size
	}
	if sc.trusted(c, w) {
		return Unit{Start: i, End: i + len(c), Width: w, Kind: UnitText}
	}
	sc.escFrom, sc.escUntil = i, i+len(c)
	if len(c) > first {
		r0 := c[:first]
		if w0 := clusterWidth(r0, sc.eastAsian); sc.trusted(r0, w0) {
			return Unit{Start: i, End: i + first, Width: w0, Kind: UnitText}
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
func (sc *Scanner) trusted(c string, w int) bool {
	if w < 1 || w != wcWidth(c, sc.eastAsian) {
		return false
	}
	p := append(sc.probe[:0], 'a')
	p = append(p, c...)
	if got := firstClusterBytes(p); len(got) != 1 {
		return false
	}
	p = append(sc.probe[:0], c...)
	p = append(p, 'a')
	got := firstClusterBytes(p)
	return len(got) == len(c)
}

// isMark reports whether r is a combining mark that draws over its base
// character (nonspacing or enclosing), the kind that stacks.
func isMark(r rune) bool {
	return r >= 0x300 && unicode.In(r, unicode.Mn, unicode.Me)
}
