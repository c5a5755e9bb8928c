package patterns

import (
	"errors"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// A script bash runs is read and run one complete command at a time:
// every command before a syntax error runs, and only then does bash stop
// (rt54 M19: `ozdesk queue approve 12` on line 1 and a stray `(` on line
// 2 approved the ask, then bash reported the error). A script that does
// not parse whole is read up to the line its error stands on, so the
// commands before it are judged as bash runs them.

// parsedPrefixTries bounds how many times a script is cut back to an
// earlier error.
const parsedPrefixTries = 8

// parsedPrefix returns the part of script text bash runs before a syntax
// error: text itself when it parses, else the lines before the line the
// error stands on, cut again while what is left does not parse ("" when
// nothing before the error parses, or when the error cannot be placed).
func parsedPrefix(text string) string {
	p := syntax.NewParser(syntax.Variant(syntax.LangBash))
	for range parsedPrefixTries {
		_, err := p.Parse(strings.NewReader(text), "")
		if err == nil {
			return text
		}
		line, ok := errorLine(err)
		if !ok || line <= 1 {
			return ""
		}
		cut := lineStart(text, line)
		if cut >= len(text) {
			return ""
		}
		text = text[:cut]
	}
	return ""
}

// errorLine returns the line (from 1) a parse error stands on.
func errorLine(err error) (int, bool) {
	var pe syntax.ParseError
	if errors.As(err, &pe) && pe.Pos.IsValid() {
		return int(pe.Pos.Line()), true
	}
	var le syntax.LangError
	if errors.As(err, &le) && le.Pos.IsValid() {
		return int(le.Pos.Line()), true
	}
	return 0, false
}

// lineStart returns the offset line (from 1) of text starts at, or
// len(text) when text has fewer lines.
func lineStart(text string, line int) int {
	at := 0
	for n := 1; n < line; n++ {
		i := strings.IndexByte(text[at:], '\n')
		if i < 0 {
			return len(text)
		}
		at += i + 1
	}
	return at
}
