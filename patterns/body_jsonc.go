package patterns

import "encoding/json"

// JSON with comments (fx58a): deno.json(c) and devbox.json (devbox reads
// it as HuJSON) may hold `//` and `/* */` comments and a comma before a
// closing bracket, which encoding/json refuses. jsoncPlain blanks them
// (outside strings) so the rest is plain JSON; a file still not JSON
// after that is unreadable to the reader that asked.

// jsoncPlain returns b with its comments and trailing commas as spaces,
// the length kept; a UTF-8 byte order mark is dropped.
func jsoncPlain(b []byte) []byte {
	out := make([]byte, 0, len(b))
	if len(b) >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF {
		b = b[3:]
	}
	comma := -1 // the index in out of a comma not yet followed by a value
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case c == '"':
			j := i + 1
			for j < len(b) && b[j] != '"' {
				if b[j] == '\\' {
					j++
				}
				j++
			}
			j = min(j, len(b)-1)
			out = append(out, b[i:j+1]...)
			i, comma = j, -1
		case c == '/' && i+1 < len(b) && b[i+1] == '/':
			for i < len(b) && b[i] != '\n' {
				out = append(out, ' ')
				i++
			}
			if i < len(b) {
				out = append(out, '\n')
			}
		case c == '/' && i+1 < len(b) && b[i+1] == '*':
			out = append(out, ' ', ' ')
			i += 2
			for i < len(b) && (b[i] != '*' || i+1 >= len(b) || b[i+1] != '/') {
				out = append(out, ' ')
				i++
			}
			if i < len(b) {
				out = append(out, ' ', ' ')
				i++
			}
		case c == ',':
			comma = len(out)
			out = append(out, c)
		case c == '}' || c == ']':
			if comma >= 0 {
				out[comma] = ' '
			}
			comma = -1
			out = append(out, c)
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			out = append(out, c)
		default:
			comma = -1
			out = append(out, c)
		}
	}
	return out
}

// unmarshalJSONC reads JSON with comments into v.
func unmarshalJSONC(b []byte, v any) error {
	return json.Unmarshal(jsoncPlain(b), v)
}
