package safetext

import (
	"unicode"
	"unicode/utf8"
)

// EscapeJSON rewrites JSON text, as encoding/json writes it, so that no
// character the desk would escape on screen reaches a terminal or a log
// as it is: every code point [Escape] would not show as itself (controls,
// DEL, C1 controls, bidi controls, zero-width and other invisible
// characters, U+2028 and U+2029), each combining mark past the second in
// a row, and every combining mark on an ASCII character or on an escape
// (cl\u0307aude, as [Sanitize] draws it), becomes a JSON \u escape (a surrogate pair above U+FFFF). The
// text still decodes to the same values: only how they are spelled
// changes. encoding/json escapes the C0 controls itself and writes valid
// UTF-8 (an invalid byte becomes U+FFFD), and outside strings JSON is
// ASCII, so every rune rewritten lies inside a string.
func EscapeJSON(b []byte) []byte {
	var out []byte
	marks := 0
	// onASCII: the character before is ASCII or an escape (which ends in
	// ASCII), and a mark would be drawn on it.
	onASCII := false
	for i := 0; i < len(b); {
		c := b[i]
		if c < utf8.RuneSelf && c != 0x7f {
			marks, onASCII = 0, true
			if out != nil {
				out = append(out, c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(b[i:])
		mark := unicode.Is(unicode.M, r)
		if isMark(r) {
			marks++
		} else if !mark {
			marks, onASCII = 0, false
		}
		if !MustEscapeRune(r) && marks <= maxMarks && !(mark && onASCII) && (r != utf8.RuneError || size > 1) {
			if out != nil {
				out = append(out, b[i:i+size]...)
			}
			i += size
			continue
		}
		onASCII = true
		if out == nil {
			out = append(make([]byte, 0, len(b)+64), b[:i]...)
		}
		// an invalid byte (never from encoding/json) is r == U+FFFD
		out = appendJSONEscape(out, r)
		i += size
	}
	if out == nil {
		return b
	}
	return out
}

// appendJSONEscape appends r as JSON spells a code point: \uXXXX, or a
// UTF-16 surrogate pair of them above U+FFFF.
func appendJSONEscape(dst []byte, r rune) []byte {
	if r > 0xffff {
		r -= 0x10000
		dst = appendHex(append(dst, `\u`...), uint32(0xd800+(r>>10)), 4)
		return appendHex(append(dst, `\u`...), uint32(0xdc00+(r&0x3ff)), 4)
	}
	return appendHex(append(dst, `\u`...), uint32(r), 4)
}
