package jsonobj

import (
	"errors"
	"fmt"
)

// maxDepth is the deepest nesting accepted, as encoding/json's scanner
// has it.
const maxDepth = 10000

// ErrIncomplete is a text that is valid so far but ends before its
// object does.
var ErrIncomplete = errors.New("the JSON text ends before its value does")

// ErrNotObject is a JSON text whose value is not an object.
var ErrNotObject = errors.New("the JSON value is not an object")

// SyntaxError is a text that is not JSON, at byte Offset.
type SyntaxError struct {
	Offset int
	msg    string
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("%s at byte %d", e.msg, e.Offset)
}

// Check reads data, after leading white space, as one JSON object and
// returns the offset just past its closing brace. It returns
// [ErrIncomplete] when data is valid JSON so far but ends before its
// value does, [ErrNotObject] when the value is whole but another kind,
// and a
// [*SyntaxError] when data is not JSON. Bytes after the object are not
// read.
func Check(data []byte) (int, error) {
	i := skipSpace(data, 0)
	if i == len(data) {
		return 0, ErrIncomplete
	}
	if data[i] != '{' {
		if _, err := value(data, i, 0); err != nil {
			return 0, err
		}
		return 0, ErrNotObject
	}
	return value(data, i, 0)
}

// skipSpace returns the offset of the first byte at or after i that is
// not JSON white space.
func skipSpace(data []byte, i int) int {
	for i < len(data) {
		switch data[i] {
		case ' ', '\t', '\n', '\r':
			i++
		default:
			return i
		}
	}
	return i
}

func syntax(i int, msg string) error { return &SyntaxError{Offset: i, msg: msg} }

// value checks the value at data[i] (not white space) and returns the
// offset just past it.
func value(data []byte, i, depth int) (int, error) {
	if i >= len(data) {
		return i, ErrIncomplete
	}
	switch c := data[i]; {
	case c == '{':
		return object(data, i, depth+1)
	case c == '[':
		return array(data, i, depth+1)
	case c == '"':
		return str(data, i)
	case c == '-' || c >= '0' && c <= '9':
		return number(data, i)
	case c == 't':
		return literal(data, i, "true")
	case c == 'f':
		return literal(data, i, "false")
	case c == 'n':
		return literal(data, i, "null")
	}
	return i, syntax(i, "invalid character looking for the beginning of a value")
}

func object(data []byte, i, depth int) (int, error) {
	if depth > maxDepth {
		return i, syntax(i, "exceeded max depth")
	}
	i = skipSpace(data, i+1)
	if i < len(data) && data[i] == '}' {
		return i + 1, nil
	}
	for {
		if i >= len(data) {
			return i, ErrIncomplete
		}
		if data[i] != '"' {
			return i, syntax(i, "invalid character looking for the beginning of an object key string")
		}
		var err error
		if i, err = str(data, i); err != nil {
			return i, err
		}
		i = skipSpace(data, i)
		if i >= len(data) {
			return i, ErrIncomplete
		}
		if data[i] != ':' {
			return i, syntax(i, "invalid character after object key")
		}
		if i, err = value(data, skipSpace(data, i+1), depth); err != nil {
			return i, err
		}
		i = skipSpace(data, i)
		if i >= len(data) {
			return i, ErrIncomplete
		}
		switch data[i] {
		case '}':
			return i + 1, nil
		case ',':
			i = skipSpace(data, i+1)
		default:
			return i, syntax(i, "invalid character after object key:value pair")
		}
	}
}

func array(data []byte, i, depth int) (int, error) {
	if depth > maxDepth {
		return i, syntax(i, "exceeded max depth")
	}
	i = skipSpace(data, i+1)
	if i < len(data) && data[i] == ']' {
		return i + 1, nil
	}
	for {
		var err error
		if i, err = value(data, i, depth); err != nil {
			return i, err
		}
		i = skipSpace(data, i)
		if i >= len(data) {
			return i, ErrIncomplete
		}
		switch data[i] {
		case ']':
			return i + 1, nil
		case ',':
			i = skipSpace(data, i+1)
		default:
			return i, syntax(i, "invalid character after array element")
		}
	}
}

// str checks the string at data[i] ('"'): no control byte, and only
// JSON's escapes. Any other byte, valid UTF-8 or not, is accepted, as
// encoding/json accepts it.
func str(data []byte, i int) (int, error) {
	for i++; i < len(data); i++ {
		switch c := data[i]; {
		case c == '"':
			return i + 1, nil
		case c < 0x20:
			return i, syntax(i, "invalid character in string literal")
		case c == '\\':
			i++
			if i >= len(data) {
				return i, ErrIncomplete
			}
			switch data[i] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			case 'u':
				for k := 0; k < 4; k++ {
					i++
					if i >= len(data) {
						return i, ErrIncomplete
					}
					if !isHex(data[i]) {
						return i, syntax(i, "invalid character in \\u hexadecimal character escape")
					}
				}
			default:
				return i, syntax(i, "invalid character in string escape code")
			}
		}
	}
	return i, ErrIncomplete
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// number checks the number at data[i]. A number that ends with data is
// incomplete: more digits could follow.
func number(data []byte, i int) (int, error) {
	if data[i] == '-' {
		i++
	}
	switch {
	case i >= len(data):
		return i, ErrIncomplete
	case data[i] == '0':
		i++
	case data[i] >= '1' && data[i] <= '9':
		i = digits(data, i)
	default:
		return i, syntax(i, "invalid character in numeric literal")
	}
	if i < len(data) && data[i] == '.' {
		i++
		if i >= len(data) {
			return i, ErrIncomplete
		}
		if data[i] < '0' || data[i] > '9' {
			return i, syntax(i, "invalid character after decimal point in numeric literal")
		}
		i = digits(data, i)
	}
	if i < len(data) && (data[i] == 'e' || data[i] == 'E') {
		i++
		if i < len(data) && (data[i] == '+' || data[i] == '-') {
			i++
		}
		if i >= len(data) {
			return i, ErrIncomplete
		}
		if data[i] < '0' || data[i] > '9' {
			return i, syntax(i, "invalid character in exponent of numeric literal")
		}
		i = digits(data, i)
	}
	if i >= len(data) {
		return i, ErrIncomplete
	}
	return i, nil
}

func digits(data []byte, i int) int {
	for i < len(data) && data[i] >= '0' && data[i] <= '9' {
		i++
	}
	return i
}

func literal(data []byte, i int, lit string) (int, error) {
	for k := 0; k < len(lit); k++ {
		if i+k >= len(data) {
			return i + k, ErrIncomplete
		}
		if data[i+k] != lit[k] {
			return i + k, syntax(i+k, "invalid character in literal "+lit+" (expecting '"+lit[k:k+1]+"')")
		}
	}
	return i + len(lit), nil
}
