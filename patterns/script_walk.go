package patterns

import "strings"

// A script's text walked as the shell reads its quoting, for the
// rewrites that write an expansion as the text it is known to give
// (bindPositional's positional parameters, selfDirBody's script
// directory).

// rewriteExpansions returns body with each expansion at recognises
// written as the text it gives. body is walked as the shell reads it:
// inside single quotes nothing expands; a backslash keeps the character
// after it; a comment (a `#` starting a word outside quotes) is copied as
// it is, to its line's end. at is asked at each `$` and backquote outside
// single quotes and comments, with the rest of body and whether it stands
// in double quotes; it returns the expansion's length and its text, or
// false to leave the character as it is.
func rewriteExpansions(body string, at func(s string, double bool) (n int, text string, ok bool)) string {
	var b strings.Builder
	single, double := false, false
	for i := 0; i < len(body); i++ {
		c := body[i]
		switch {
		case single:
			single = c != '\''
		case c == '\\' && i+1 < len(body):
			b.WriteByte(c)
			i++
			c = body[i]
		case c == '\'' && !double:
			single = true
		case c == '"':
			double = !double
		case c == '#' && !double && (i == 0 || strings.IndexByte(" \t\n;&|(", body[i-1]) >= 0):
			end := strings.IndexByte(body[i:], '\n')
			if end < 0 {
				end = len(body) - i
			}
			b.WriteString(body[i : i+end])
			i += end - 1
			continue
		case c == '$' || c == '`':
			if n, text, ok := at(body[i:], double); ok {
				b.WriteString(text)
				i += n - 1
				continue
			}
		}
		b.WriteByte(c)
	}
	return b.String()
}
