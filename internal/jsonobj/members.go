package jsonobj

import (
	"unicode/utf16"
	"unicode/utf8"
)

// Members calls fn with the key and the raw value (without white space
// around it) of each member of the object data holds, in order, and
// stops at fn's first error. data must be one object that [Check] has
// accepted, with nothing after it but white space: else Members returns
// Check's error, or [ErrIncomplete] for what comes after it. Keys are
// decoded as [String] decodes them; a key given twice is handed over
// twice (encoding/json keeps the last).
func Members(data []byte, fn func(key string, value []byte) error) error {
	end, err := Check(data)
	if err == ErrIncomplete {
		return err
	}
	if err != nil {
		return err
	}
	if skipSpace(data, end) != len(data) {
		return syntax(skipSpace(data, end), "invalid character after top-level value")
	}
	i := skipSpace(data, 0) + 1
	for {
		i = skipSpace(data, i)
		if data[i] == '}' {
			return nil
		}
		kend, _ := str(data, i)
		key, _ := String(data[i:kend])
		i = skipSpace(data, skipSpace(data, kend)+1)
		vend, _ := value(data, i, 1)
		if err := fn(key, data[i:vend]); err != nil {
			return err
		}
		i = skipSpace(data, vend)
		if data[i] == ',' {
			i++
		}
	}
}

// IsNull reports whether raw, a value [Members] handed over, is null.
func IsNull(raw []byte) bool { return string(raw) == "null" }

// String decodes raw, a JSON string value that [Check] accepted, as
// encoding/json decodes it into a Go string: escapes resolved, a
// surrogate without its pair and every byte that is not UTF-8 read as
// U+FFFD. ok is false when raw is not a string.
func String(raw []byte) (s string, ok bool) {
	if len(raw) < 2 || raw[0] != '"' || raw[len(raw)-1] != '"' {
		return "", false
	}
	raw = raw[1 : len(raw)-1]
	r := 0
	for r < len(raw) {
		c := raw[r]
		if c == '\\' || c == '"' || c < ' ' {
			break
		}
		if c < utf8.RuneSelf {
			r++
			continue
		}
		rr, size := utf8.DecodeRune(raw[r:])
		if rr == utf8.RuneError && size == 1 {
			break
		}
		r += size
	}
	if r == len(raw) {
		return string(raw), true
	}
	b := make([]byte, 0, len(raw)+2*utf8.UTFMax)
	b = append(b, raw[:r]...)
	for r < len(raw) {
		switch c := raw[r]; {
		case c == '\\':
			if r+1 >= len(raw) {
				return "", false
			}
			switch raw[r+1] {
			case '"', '\\', '/':
				b = append(b, raw[r+1])
			case 'b':
				b = append(b, '\b')
			case 'f':
				b = append(b, '\f')
			case 'n':
				b = append(b, '\n')
			case 'r':
				b = append(b, '\r')
			case 't':
				b = append(b, '\t')
			case 'u':
				rr := u4(raw[r:])
				if rr < 0 {
					return "", false
				}
				r += 6
				if utf16.IsSurrogate(rr) {
					if dec := utf16.DecodeRune(rr, u4(raw[r:])); dec != utf8.RuneError {
						r += 6
						b = utf8.AppendRune(b, dec)
						continue
					}
					rr = utf8.RuneError
				}
				b = utf8.AppendRune(b, rr)
				continue
			default:
				return "", false
			}
			r += 2
		case c == '"', c < ' ':
			return "", false
		case c < utf8.RuneSelf:
			b = append(b, c)
			r++
		default:
			rr, size := utf8.DecodeRune(raw[r:])
			r += size
			b = utf8.AppendRune(b, rr)
		}
	}
	return string(b), true
}

// u4 is the code unit of the \uXXXX escape at the start of s, or -1.
func u4(s []byte) rune {
	if len(s) < 6 || s[0] != '\\' || s[1] != 'u' {
		return -1
	}
	var r rune
	for _, c := range s[2:6] {
		switch {
		case c >= '0' && c <= '9':
			c -= '0'
		case c >= 'a' && c <= 'f':
			c = c - 'a' + 10
		case c >= 'A' && c <= 'F':
			c = c - 'A' + 10
		default:
			return -1
		}
		r = r*16 + rune(c)
	}
	return r
}
