package patterns

import "strings"

// quotedOffsets returns where each byte of value stands in the source,
// when raw is a word at source offset base whose quotes and escapes
// removed give value: a mix of plain text, backslash escapes, single
// and double quotes, as quoting a script for bash -c makes:
//
//	bash -c 'sed -i '\''p'\'' ~/x.json'
//
// and $'…' whose escapes are of quotes and backslashes. The result has
// len(value)+1 offsets, the last one raw's end. It is nil for anything
// else (other escapes of $'…', $"…", an expansion), and when the bytes
// read do not make value, so a caller falls back to a span covering the
// whole word.
func quotedOffsets(raw, value string, base int) []int {
	at := make([]int, 0, len(value)+1)
	out := func(i int) bool {
		if len(at) >= len(value) || raw[i] != value[len(at)] {
			return false
		}
		at = append(at, base+i)
		return true
	}
	const (
		plain = iota
		single
		double
		ansi // $'…', with its escapes of quotes and backslashes only
	)
	state := plain
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		switch state {
		case single:
			if c == '\'' {
				state = plain
			} else if !out(i) {
				return nil
			}
		case ansi:
			switch c {
			case '\'':
				state = plain
			case '\\':
				if i+1 >= len(raw) || !strings.ContainsRune(`'"\?`, rune(raw[i+1])) {
					return nil // \n, \x41, \u…: bytes the source does not hold
				}
				i++
				if !out(i) {
					return nil
				}
			default:
				if !out(i) {
					return nil
				}
			}
		case double:
			switch c {
			case '"':
				state = plain
			case '$', '`':
				return nil
			case '\\':
				if i+1 < len(raw) && raw[i+1] == '\n' {
					i++ // a continued line: both bytes go
					continue
				}
				if i+1 < len(raw) && (raw[i+1] == '$' || raw[i+1] == '`' || raw[i+1] == '"' || raw[i+1] == '\\') {
					i++
				}
				if !out(i) {
					return nil
				}
			default:
				if !out(i) {
					return nil
				}
			}
		default:
			switch c {
			case '\'':
				state = single
			case '"':
				state = double
			case '$':
				if i+1 < len(raw) && raw[i+1] == '\'' {
					state = ansi
					i++
					continue
				}
				return nil
			case '`':
				return nil
			case '\\':
				if i+1 >= len(raw) {
					return nil
				}
				i++
				if raw[i] == '\n' {
					continue
				}
				if !out(i) {
					return nil
				}
			default:
				if !out(i) {
					return nil
				}
			}
		}
	}
	if state != plain || len(at) != len(value) {
		return nil
	}
	return append(at, base+len(raw))
}
