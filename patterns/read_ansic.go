package patterns

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// ansiC resolves the escapes of bash's $'…' quoting, as bash documents
// them: \a \b \e \E \f \n \r \t \v \\ \' \" \?, \nnn (octal), \xHH, \uHHHH,
// \UHHHHHHHH and \cX (control-X). An unknown escape is kept as written.
func ansiC(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 == len(s) {
			sb.WriteByte(s[i])
			continue
		}
		i++
		c := s[i]
		if r, ok := simpleEscapes.get()[c]; ok {
			sb.WriteByte(r)
			continue
		}
		switch c {
		case '0', '1', '2', '3', '4', '5', '6', '7':
			n := digitRun(s[i:], 3, 8)
			v, _ := strconv.ParseUint(s[i:i+n], 8, 32)
			sb.WriteByte(byte(v))
			i += n - 1
		case 'x', 'u', 'U':
			width := 2
			switch c {
			case 'u':
				width = 4
			case 'U':
				width = 8
			}
			n := digitRun(s[i+1:], width, 16)
			if n == 0 {
				sb.WriteByte('\\')
				sb.WriteByte(c)
				continue
			}
			v, _ := strconv.ParseUint(s[i+1:i+1+n], 16, 32)
			if c == 'x' {
				sb.WriteByte(byte(v))
			} else if utf8.ValidRune(rune(v)) {
				sb.WriteRune(rune(v))
			}
			i += n
		case 'c':
			if i+1 < len(s) {
				i++
				sb.WriteByte(s[i] & 0x1f)
				continue
			}
			sb.WriteString(`\c`)
		default:
			sb.WriteByte('\\')
			sb.WriteByte(c)
		}
	}
	return sb.String()
}

// simpleEscapes are the one-letter escapes of $'…'.
var simpleEscapes = lazy[map[byte]byte]{build: func() map[byte]byte {
	return map[byte]byte{
		'a': '\a', 'b': '\b', 'e': 0x1b, 'E': 0x1b, 'f': '\f', 'n': '\n', 'r': '\r',
		't': '\t', 'v': '\v', '\\': '\\', '\'': '\'', '"': '"', '?': '?',
	}
}}

// digitRun returns how many of the first max bytes of s are digits in base.
func digitRun(s string, max, base int) int {
	n := 0
	for n < max && n < len(s) {
		c := s[n]
		var ok bool
		switch {
		case '0' <= c && c <= '7':
			ok = true
		case c == '8' || c == '9':
			ok = base > 8
		case 'a' <= c && c <= 'f', 'A' <= c && c <= 'F':
			ok = base == 16
		}
		if !ok {
			break
		}
		n++
	}
	return n
}
