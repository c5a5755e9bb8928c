package acpproxy

import (
	"bytes"
	"encoding/json"
	"errors"
)

// parseJSONC reads a JSON object that may hold // and /* */ comments, as
// Gemini CLI's settings files may (strip-json-comments).
func parseJSONC(b []byte) (map[string]any, error) {
	var out bytes.Buffer
	inString, escaped := false, false
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case inString:
			out.WriteByte(c)
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
		case c == '"':
			inString = true
			out.WriteByte(c)
		case c == '/' && i+1 < len(b) && b[i+1] == '/':
			for i < len(b) && b[i] != '\n' {
				i++
			}
			out.WriteByte('\n')
		case c == '/' && i+1 < len(b) && b[i+1] == '*':
			end := bytes.Index(b[i+2:], []byte("*/"))
			if end < 0 {
				return nil, errors.New("a comment is not closed")
			}
			i += 2 + end + 1
			out.WriteByte(' ')
		default:
			out.WriteByte(c)
		}
	}
	text := bytes.TrimSpace(out.Bytes())
	if len(text) == 0 {
		return map[string]any{}, nil
	}
	var s map[string]any
	if err := json.Unmarshal(text, &s); err != nil {
		return nil, err
	}
	return s, nil
}
