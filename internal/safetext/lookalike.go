package safetext

import (
	"unicode"
	"unicode/utf8"
)

// A word of a command can pass for an ASCII word while it is not one:
// exаmple.com with a Cyrillic а is another host than example.com, and
// сurl with a Cyrillic с another program than curl. The card's command
// draws such letters as their escapes (ex\u0430mple.com), so the word
// reads as what it is (rt9c F6). A letter is marked only in a word that
// could pass for ASCII, every other character of it ASCII or a look-alike
// too: a word of Russian or Greek keeps its letters.

// Lookalikes are letters outside ASCII that are drawn like an ASCII
// letter in common fonts: Cyrillic, Greek and Armenian letters, a few
// Latin ones and letter-like symbols (ǀ, ℓ, the Kelvin sign, Roman
// numerals), the styled mathematical letters and the full-width forms.
var Lookalikes = &unicode.RangeTable{
	R16: []unicode.Range16{
		{Lo: 0x0131, Hi: 0x0131, Stride: 1}, // ı
		{Lo: 0x01c0, Hi: 0x01c0, Stride: 1}, // ǀ (rt47k #4: beside l and |)
		{Lo: 0x01c3, Hi: 0x01c3, Stride: 1}, // ǃ
		{Lo: 0x0251, Hi: 0x0251, Stride: 1}, // ɑ
		{Lo: 0x0261, Hi: 0x0261, Stride: 1}, // ɡ
		{Lo: 0x0269, Hi: 0x0269, Stride: 1}, // ɩ
		{Lo: 0x0391, Hi: 0x0392, Stride: 1}, // Α Β
		{Lo: 0x0395, Hi: 0x0397, Stride: 1}, // Ε Ζ Η
		{Lo: 0x0399, Hi: 0x039a, Stride: 1}, // Ι Κ
		{Lo: 0x039c, Hi: 0x039d, Stride: 1}, // Μ Ν
		{Lo: 0x039f, Hi: 0x039f, Stride: 1}, // Ο
		{Lo: 0x03a1, Hi: 0x03a1, Stride: 1}, // Ρ
		{Lo: 0x03a4, Hi: 0x03a5, Stride: 1}, // Τ Υ
		{Lo: 0x03a7, Hi: 0x03a7, Stride: 1}, // Χ
		{Lo: 0x03b1, Hi: 0x03b1, Stride: 1}, // α
		{Lo: 0x03b9, Hi: 0x03ba, Stride: 1}, // ι κ
		{Lo: 0x03bd, Hi: 0x03bd, Stride: 1}, // ν
		{Lo: 0x03bf, Hi: 0x03bf, Stride: 1}, // ο
		{Lo: 0x03c1, Hi: 0x03c1, Stride: 1}, // ρ
		{Lo: 0x03c5, Hi: 0x03c5, Stride: 1}, // υ
		{Lo: 0x03c7, Hi: 0x03c7, Stride: 1}, // χ
		{Lo: 0x0405, Hi: 0x0406, Stride: 1}, // Ѕ І
		{Lo: 0x0408, Hi: 0x0408, Stride: 1}, // Ј
		{Lo: 0x0410, Hi: 0x0410, Stride: 1}, // А
		{Lo: 0x0412, Hi: 0x0412, Stride: 1}, // В
		{Lo: 0x0415, Hi: 0x0415, Stride: 1}, // Е
		{Lo: 0x041a, Hi: 0x041a, Stride: 1}, // К
		{Lo: 0x041c, Hi: 0x041e, Stride: 1}, // М Н О
		{Lo: 0x0420, Hi: 0x0423, Stride: 1}, // Р С Т У
		{Lo: 0x0425, Hi: 0x0425, Stride: 1}, // Х
		{Lo: 0x0430, Hi: 0x0430, Stride: 1}, // а
		{Lo: 0x0435, Hi: 0x0435, Stride: 1}, // е
		{Lo: 0x043e, Hi: 0x043e, Stride: 1}, // о
		{Lo: 0x0440, Hi: 0x0441, Stride: 1}, // р с
		{Lo: 0x0443, Hi: 0x0443, Stride: 1}, // у
		{Lo: 0x0445, Hi: 0x0445, Stride: 1}, // х
		{Lo: 0x0455, Hi: 0x0456, Stride: 1}, // ѕ і
		{Lo: 0x0458, Hi: 0x0458, Stride: 1}, // ј
		{Lo: 0x04ae, Hi: 0x04ae, Stride: 1}, // Ү
		{Lo: 0x04bb, Hi: 0x04bb, Stride: 1}, // һ
		{Lo: 0x04c0, Hi: 0x04c0, Stride: 1}, // Ӏ
		{Lo: 0x04cf, Hi: 0x04cf, Stride: 1}, // ӏ
		{Lo: 0x0501, Hi: 0x0501, Stride: 1}, // ԁ
		{Lo: 0x051b, Hi: 0x051b, Stride: 1}, // ԛ
		{Lo: 0x051d, Hi: 0x051d, Stride: 1}, // ԝ
		{Lo: 0x0570, Hi: 0x0570, Stride: 1}, // հ
		{Lo: 0x0578, Hi: 0x0578, Stride: 1}, // ո
		{Lo: 0x057d, Hi: 0x057d, Stride: 1}, // ս
		{Lo: 0x0585, Hi: 0x0585, Stride: 1}, // օ
		{Lo: 0x2113, Hi: 0x2113, Stride: 1}, // ℓ (rt47k #4)
		{Lo: 0x212a, Hi: 0x212a, Stride: 1}, // K (Kelvin)
		{Lo: 0x2160, Hi: 0x217f, Stride: 1}, // Roman numerals: Ⅰ Ⅴ Ⅹ Ⅼ Ⅽ Ⅾ Ⅿ ⅰ ⅴ ⅹ ⅼ ⅽ ⅾ ⅿ
		{Lo: 0xff01, Hi: 0xff5e, Stride: 1}, // full-width ASCII
	},
	R32: []unicode.Range32{
		{Lo: 0x1d400, Hi: 0x1d7ff, Stride: 1}, // mathematical letters and digits
	},
}

// lookalikeWordMax is how far a word is read each way from a look-alike:
// a longer word is judged by what was read.
const lookalikeWordMax = 64

// lookalikeAt reports whether the character at byte i of s is a
// look-alike of an ASCII letter standing in a word that could pass for
// ASCII: every other character of the word, up to lookalikeWordMax bytes
// each way, is printable ASCII or a look-alike too. Words end at spaces
// and controls. A character drawn as its escape (a zero-width space, a
// soft hyphen, a bidi mark) neither ends the word nor makes it foreign:
// one of them beside github.cоm must not let the Cyrillic о be drawn raw
// (rt18k #11).
func lookalikeAt(s string, i int) bool {
	r, size := utf8.DecodeRuneInString(s[i:])
	if r < utf8.RuneSelf || !unicode.Is(Lookalikes, r) {
		return false
	}
	for j := i + size; j < len(s) && j < i+size+lookalikeWordMax; {
		c, n := utf8.DecodeRuneInString(s[j:])
		if c <= ' ' || c == 0x7f {
			break
		}
		if c >= utf8.RuneSelf && !unicode.Is(Lookalikes, c) && !MustEscapeRune(c) {
			return false
		}
		j += n
	}
	for j := i; j > 0 && j > i-lookalikeWordMax; {
		c, n := utf8.DecodeLastRuneInString(s[:j])
		if c <= ' ' || c == 0x7f {
			break
		}
		if c >= utf8.RuneSelf && !unicode.Is(Lookalikes, c) && !MustEscapeRune(c) {
			return false
		}
		j -= n
	}
	return true
}
