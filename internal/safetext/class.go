package safetext

import (
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/width"
)

// MustEscapeRune reports whether r is never shown as itself, wherever it
// stands: it is a control, it renders as nothing or as a blank that is not
// a space, or the terminal cannot be trusted to draw it in a known number of
// cells.
//
// The classes, in the order they are tested:
//   - C0 controls, DEL and C1 controls (U+0080–U+009F): they drive the
//     terminal.
//   - Everything [unicode.IsPrint] rejects: format characters (Cf, which
//     holds the bidi controls U+202A–U+202E, U+2066–U+2069, U+200E, U+200F,
//     U+061C, the zero-width space, joiners, word joiner, invisible
//     operators, soft hyphen, BOM, tag characters U+E0000–U+E007F and
//     U+180E), private use (Co), surrogates and unassigned code points (Cn,
//     noncharacters included), and every space, line or paragraph separator
//     other than U+0020 (a no-break space looks like a word break to the
//     operator but is not one to the shell).
//   - Other_Default_Ignorable_Code_Point: characters Unicode says to render
//     as nothing, such as U+034F and the Hangul fillers U+115F, U+1160,
//     U+3164, U+FFA0.
//   - Variation selectors (U+FE00–U+FE0F, U+E0100–U+E01EF and the
//     Mongolian ones): invisible, and they change how wide the character
//     before them is drawn.
//   - U+2800, the blank braille pattern: a printable character that draws as
//     a blank.
//   - The few letters that are Grapheme_Cluster_Break=Prepend: they join
//     onto whatever follows them, even an escape the desk writes.
//   - The overlay marks (canonical combining class 1: U+0334–U+0338 and
//     their kin): they strike through or slash the character under them,
//     so that `[` with U+0338 reads as another sign and a path with one
//     reads as its neighbour (rt14k #10); no script needs them.
//   - The enclosing marks (Me: U+20DD–U+20E0, U+20E2–U+20E4, U+0488,
//     U+0489 and their kin): they circle, box or cross out the character
//     under them (U+20E0 draws a prohibition slash over it, rt41k F10).
//   - U+FFFC, the object replacement character: it stands for something
//     that is not there and draws as a box.
//   - Nonspacing marks that the width tables draw wide (U+16FE4): a mark
//     takes no cell as the desk measures, two as the terminal draws it,
//     and the row after it is drawn askew.
func MustEscapeRune(r rune) bool {
	switch {
	case r < 0x20, r >= 0x7f && r < 0xa0:
		return true
	case r < 0x7f:
		return false
	case !unicode.IsPrint(r):
		return true
	case unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r),
		unicode.Is(unicode.Variation_Selector, r):
		return true
	case r == 0x2800:
		return true
	case unicode.Is(overlayMarks, r), unicode.Is(unicode.Me, r):
		return true
	case r == 0xfffc:
		return true
	case unicode.Is(unicode.Mn, r) && wideMark(r):
		return true
	}
	return unicode.Is(prependLetters, r)
}

// overlayMarks are the combining marks of canonical combining class 1
// (Overlay): tildes, strokes and slashes drawn through their base.
var overlayMarks = &unicode.RangeTable{
	R16: []unicode.Range16{
		{Lo: 0x0334, Hi: 0x0338, Stride: 1},
		{Lo: 0x1cd4, Hi: 0x1cd4, Stride: 1},
		{Lo: 0x1ce2, Hi: 0x1ce8, Stride: 1},
		{Lo: 0x20d2, Hi: 0x20d3, Stride: 1},
		{Lo: 0x20d8, Hi: 0x20da, Stride: 1},
		{Lo: 0x20e5, Hi: 0x20e6, Stride: 1},
		{Lo: 0x20ea, Hi: 0x20eb, Stride: 1},
	},
	R32: []unicode.Range32{
		{Lo: 0x10a39, Hi: 0x10a39, Stride: 1},
		{Lo: 0x16af0, Hi: 0x16af4, Stride: 1},
		{Lo: 0x1bc9e, Hi: 0x1bc9e, Stride: 1},
		{Lo: 0x1d167, Hi: 0x1d169, Stride: 1},
	},
}

// prependLetters are the code points with Grapheme_Cluster_Break=Prepend
// that are not format characters (those are escaped as Cf already).
var prependLetters = &unicode.RangeTable{
	R16: []unicode.Range16{
		{Lo: 0x0d4e, Hi: 0x0d4e, Stride: 1},
	},
	R32: []unicode.Range32{
		{Lo: 0x111c2, Hi: 0x111c3, Stride: 1},
		{Lo: 0x1193f, Hi: 0x1193f, Stride: 1},
		{Lo: 0x11941, Hi: 0x11941, Stride: 1},
		{Lo: 0x11a3a, Hi: 0x11a3a, Stride: 1},
		{Lo: 0x11a84, Hi: 0x11a89, Stride: 1},
		{Lo: 0x11d46, Hi: 0x11d46, Stride: 1},
		{Lo: 0x11f02, Hi: 0x11f02, Stride: 1},
	},
}

// namedEscapes spells the C0 controls that have a one-letter escape in both
// Go and bash's $'…' quoting. ESC is \e, as bash and printf(1) write it.
var namedEscapes = [0x20]byte{
	0x07: 'a', 0x08: 'b', 0x09: 't', 0x0a: 'n',
	0x0b: 'v', 0x0c: 'f', 0x0d: 'r', 0x1b: 'e',
}

const lowerHex = "0123456789abcdef"

// AppendEscape appends the escape for the first rune of s, or for its first
// byte when that byte does not begin valid UTF-8, and reports how many bytes
// of s the escape stands for. See [Sanitize] for the notation.
func AppendEscape(dst []byte, s string) ([]byte, int) {
	r, size := utf8.DecodeRuneInString(s)
	switch {
	case r == utf8.RuneError && size <= 1:
		if len(s) == 0 {
			return dst, 0
		}
		return appendHex(append(dst, '\\', 'x'), uint32(s[0]), 2), 1
	case r < 0x20 && namedEscapes[r] != 0:
		return append(dst, '\\', namedEscapes[r]), 1
	case r == '\\':
		return append(dst, '\\', '\\'), 1
	case r < 0x80:
		return appendHex(append(dst, '\\', 'x'), uint32(r), 2), 1
	case r <= 0xffff:
		return appendHex(append(dst, '\\', 'u'), uint32(r), 4), size
	}
	return appendHex(append(dst, '\\', 'U'), uint32(r), 8), size
}

// escapeWidth is the number of cells the escape for the first rune (or
// invalid byte) of s takes, and how many bytes of s it stands for.
func escapeWidth(s string) (cells, size int) {
	r, size := utf8.DecodeRuneInString(s)
	switch {
	case r == utf8.RuneError && size <= 1:
		return 4, min(size, 1)
	case r < 0x20 && namedEscapes[r] != 0, r == '\\':
		return 2, 1
	case r < 0x80:
		return 4, 1
	case r <= 0xffff:
		return 6, size
	}
	return 10, size
}

func appendHex(dst []byte, v uint32, digits int) []byte {
	for shift := (digits - 1) * 4; shift >= 0; shift -= 4 {
		dst = append(dst, lowerHex[(v>>uint(shift))&0xf])
	}
	return dst
}

// wideMark reports whether r is East Asian Wide or Fullwidth: a terminal
// draws it in two cells, though as a mark the desk counts it none.
func wideMark(r rune) bool {
	k := width.LookupRune(r).Kind()
	return k == width.EastAsianWide || k == width.EastAsianFullwidth
}
