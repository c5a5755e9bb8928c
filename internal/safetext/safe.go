package safetext

import "strings"

// Run is a piece of sanitized untrusted text: either text shown as it is, or
// escapes standing for bytes and code points that are not shown as
// themselves. Concatenating the Text of the runs that [Sanitize] returns
// gives a string that is safe to write to a terminal; the Escaped flag says
// which pieces to draw in the escape style ([Styles.Escape]).
type Run struct {
	// Text is what to draw. An escaped run holds one or more escapes and
	// nothing else; a text run holds printable characters only (and, from
	// [SanitizeLines], newlines, each as a run "\n" of its own).
	Text string
	// Escaped reports whether Text is made of escapes.
	Escaped bool
}

// Sanitize turns untrusted text (a command, an agent's name, a reason, a
// path) into runs that can be written to a terminal for one line of display:
// a newline is shown as the escape \n. Every byte of s is accounted for:
// each is either in a text run as it is, or stands behind exactly one escape.
//
// # Notation
//
// The escapes are those of Go's quoted strings and of bash's $'…' quoting,
// so an escape can be pasted into either to get the original back:
//
//	\a \b \t \n \v \f \r    the C0 controls that have a letter
//	\\                      a backslash
//	\e                      ESC, the start of every terminal escape sequence
//	\x00 … \x1f, \x7f       the other C0 controls, and DEL
//	\x80 … \xff             a byte that is not part of valid UTF-8
//	\u0080 … \uffff         a code point of the Basic Multilingual Plane
//	\U00010000 …            a code point above it
//
// \xNN always stands for one raw byte, \u and \U always for a whole code
// point (so U+009B, the C1 CSI, is \u009b while a stray byte 0x9b is \x9b).
// Hex digits are lower case. A backslash in the text is the escape \\, so
// that a literal "\u202e" (six characters) never reads as the escape of a
// real U+202E, even where the escape style does not show (rt35k L5); the
// desk's own words that hold text already escaped are scanned with
// [Scanner.KeepBackslashes].
//
// An escape sequence is not swallowed: ESC becomes \e and the bytes after it
// are shown as the text they are, so an OSC 52 clipboard write reads
// \e]52;c;aGVsbG8=\a and a colour change reads \e[31m.
//
// # What is escaped
//
// Escaped: the C0 controls (tab included, and newline in one-line
// display), DEL, the C1 controls, invalid UTF-8, format characters (bidi
// controls, zero-width spaces and joiners, soft hyphen, BOM, tag
// characters), other default-ignorable code points, variation selectors,
// private use and unassigned code points, every space other than U+0020,
// the blank braille pattern, the overlay marks that strike through their
// letter (U+0334–U+0338 and their kin), every combining mark on an ASCII
// character (cl\u0307aude, /srv/da\u0307ta: a dot or an accent is what
// makes a name or a path read as its neighbour; decomposed text pays
// with escapes, while a precomposed letter such as é or ȧ is a letter and
// is drawn as itself), a combining mark past the second on any other
// letter, and a combining mark with nothing to combine with. A grapheme cluster whose width a terminal measuring code point by
// code point (wcwidth, as tmux does) would get differently from lipgloss
// (measuring by cluster) shows its first code point and escapes the rest:
// emoji with skin-tone modifiers, keycaps, decomposed Hangul and some
// Indic conjuncts read as a letter followed by escapes, and in exchange the
// layout never shifts. Everything else printable passes through, wide
// (CJK, emoji) characters included.
func Sanitize(s string) []Run { return sanitize(s, false) }

// SanitizeLines is [Sanitize] for multi-line display: each newline is a run
// "\n" of its own (not escaped) and stands for a line break. Everything else
// is escaped as by [Sanitize]; a carriage return stays the escape \r.
func SanitizeLines(s string) []Run { return sanitize(s, true) }

// Escape returns s sanitized as one plain string, for places that cannot
// draw escapes in their own style (a log line, an error message, output
// that is not a terminal): the runs of [Sanitize], joined. Since a
// backslash of the text is the escape \\, every backslash in the result
// begins an escape, and the result reads back into s unambiguously. It is
// safe to write to a terminal.
func Escape(s string) string {
	var b strings.Builder
	for _, r := range Sanitize(s) {
		b.WriteString(r.Text)
	}
	return b.String()
}

func sanitize(s string, lines bool) []Run {
	var (
		runs []Run
		esc  []byte
		sc   = NewScanner(s, lines)
	)
	textFrom := -1 // start of the text run being gathered, or -1
	flushText := func(end int) {
		if textFrom >= 0 && end > textFrom {
			runs = append(runs, Run{Text: s[textFrom:end]})
		}
		textFrom = -1
	}
	flushEsc := func() {
		if len(esc) > 0 {
			runs = append(runs, Run{Text: string(esc), Escaped: true})
			esc = esc[:0]
		}
	}
	for i := 0; i < len(s); {
		u := sc.Next(i)
		switch u.Kind {
		case UnitText:
			flushEsc()
			if textFrom < 0 {
				textFrom = u.Start
			}
		case UnitEscape:
			flushText(u.Start)
			esc, _ = AppendEscape(esc, s[u.Start:])
		case UnitBreak:
			flushText(u.Start)
			flushEsc()
			runs = append(runs, Run{Text: "\n"})
		}
		i = u.End
	}
	flushText(len(s))
	flushEsc()
	return runs
}
