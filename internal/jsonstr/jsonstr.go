// Package jsonstr writes JSON strings exactly as encoding/json writes
// them, for the few answers a hook process encodes by hand: reflection
// over a type builds encoding/json's field tables and encoders for it,
// which costs a short-lived process more than all the rest of its
// encoding.
package jsonstr

import "unicode/utf8"

const hex = "0123456789abcdef"

// Append appends s to dst as encoding/json writes a string: quoted, with
// '"', '\\' and control characters escaped (\b, \f, \n, \r and \t as
// such, the rest as \u00XX), invalid UTF-8 as \ufffd, U+2028 and U+2029
// escaped, and with escapeHTML also '<', '>' and '&' (json.Marshal's
// default; json.Encoder.SetEscapeHTML(false) turns it off).
func Append(dst []byte, s string, escapeHTML bool) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		if b := s[i]; b < utf8.RuneSelf {
			if b >= 0x20 && b != '"' && b != '\\' && (!escapeHTML || b != '<' && b != '>' && b != '&') {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch b {
			case '\\', '"':
				dst = append(dst, '\\', b)
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hex[b>>4], hex[b&0xF])
			}
			i++
			start = i
			continue
		}
		c, size := utf8.DecodeRuneInString(s[i:])
		if c == utf8.RuneError && size == 1 {
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if c == '\u2028' || c == '\u2029' {
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hex[c&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}
