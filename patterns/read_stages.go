package patterns

import "fmt"

// The shell parser reads `a | b | c` and `a && b || c` iteratively, but
// builds them as a chain of binary commands one level deeper per stage,
// which every walk of the tree then recurses down: 64 KiB of a|a|… cost
// 0.37 s and 159 MB (mostly stack) before the parsed shape could say it
// has too many parts (rt22d #7). So the operators that join stages are
// counted in the text before it is parsed, and a text with more stages
// than the cap on parts is unreadable without being parsed.

// stagesOver counts, before a text is parsed, the operators that join
// stages (|, |&, ||, &&) outside quoted strings and comments, and reports
// the text unreadable when it joins more stages than the cap on parts
// (each stage holds a command: a part, an assignment, a test). The count
// is an upper bound that only text no command needs reaches past the cap:
// a | in arithmetic, a case pattern, a [[ ]] test or a here-document's
// body is counted too (quotes, escapes and comments are followed, so an
// alternation in a quoted pattern is not).
func (c readConfig) stagesOver(src string, span Span) (Unreadable, bool) {
	joins := 0
	var open []byte // what each open level is: '"', '`', or '(' for code in $( )
	in := func(b byte) bool { return len(open) > 0 && open[len(open)-1] == b }
	for i := 0; i < len(src); i++ {
		ch := src[i]
		if in('"') {
			switch {
			case ch == '\\':
				i++
			case ch == '"':
				open = open[:len(open)-1]
			case ch == '`':
				open = append(open, '`')
			case ch == '$' && i+1 < len(src) && src[i+1] == '(':
				open = append(open, '(')
				i++
			}
			continue
		}
		switch ch {
		case '\\':
			i++
		case '\'':
			i = skipQuoted(src, i+1, false)
		case '"':
			open = append(open, '"')
		case '`':
			if in('`') {
				open = open[:len(open)-1]
			} else {
				open = append(open, '`')
			}
		case '$':
			if i+1 < len(src) && src[i+1] == '\'' {
				i = skipQuoted(src, i+2, true)
			} else if i+1 < len(src) && src[i+1] == '(' {
				open = append(open, '(')
				i++
			}
		case '(':
			open = append(open, '(')
		case ')':
			if in('(') {
				open = open[:len(open)-1]
			}
		case '#':
			if i == 0 || wordBreak(src[i-1]) {
				for i < len(src) && src[i] != '\n' {
					i++
				}
			}
		case '|':
			joins++
			if i+1 < len(src) && (src[i+1] == '|' || src[i+1] == '&') {
				i++
			}
		case '&':
			if i+1 < len(src) && src[i+1] == '&' {
				joins++
				i++
			}
		}
		if joins >= c.maxParts {
			return Unreadable{Code: UnreadableParts, Span: span, Part: -1, Detail: fmt.Sprintf(
				"The command joins more than %d stages with |, |&, && or || (each stage counts as a part), so it is not read.", c.maxParts)}, true
		}
	}
	return Unreadable{}, false
}

// skipQuoted returns the index of the quote closing a single-quoted
// string whose text starts at i ($'…' when ansi, where a backslash
// escapes the next byte), or the text's end.
func skipQuoted(src string, i int, ansi bool) int {
	for ; i < len(src); i++ {
		switch {
		case ansi && src[i] == '\\':
			i++
		case src[i] == '\'':
			return i
		}
	}
	return len(src)
}

// wordBreak reports whether a byte ends a word, so that a # after it
// starts a comment.
func wordBreak(b byte) bool {
	switch b {
	case ' ', '\t', '\n', ';', '&', '|', '(', ')', '<', '>':
		return true
	}
	return false
}
