package patterns

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// pchar is one character of a pattern word after quote removal, and
// whether it stood inside quotes (or behind a backslash): quoted
// characters are always literal.
type pchar struct {
	b      byte
	quoted bool
}

// pword is a pattern word after quote removal.
type pword struct {
	chars []pchar
	pos   int    // byte offset of the word in the pattern text
	raw   string // the word as written
}

func (w pword) text() string {
	b := make([]byte, len(w.chars))
	for i, c := range w.chars {
		b[i] = c.b
	}
	return string(b)
}

// slice returns the characters [i, j) as a word at the same place.
func (w pword) slice(i, j int) pword {
	return pword{chars: w.chars[i:j], pos: w.pos + i, raw: w.raw}
}

// unquoted reports whether character i is present and unquoted and equal
// to b.
func (w pword) unquoted(i int, b byte) bool {
	return i >= 0 && i < len(w.chars) && !w.chars[i].quoted && w.chars[i].b == b
}

// hasUnquoted reports whether any unquoted character is b.
func (w pword) hasUnquoted(b byte) bool {
	for _, c := range w.chars {
		if !c.quoted && c.b == b {
			return true
		}
	}
	return false
}

// hasQuoted reports whether any quoted character is b.
func (w pword) hasQuoted(b byte) bool {
	for _, c := range w.chars {
		if c.quoted && c.b == b {
			return true
		}
	}
	return false
}

// decodeWord removes the quotes of a shell word of a pattern, refusing
// anything that expands (parameters, substitutions, $'…').
func decodeWord(src string, w *syntax.Word) (pword, *PatternError) {
	start, end := int(w.Pos().Offset()), int(w.End().Offset())
	out := pword{pos: start}
	if start <= end && end <= len(src) {
		out.raw = src[start:end]
	}
	for _, part := range w.Parts {
		switch x := part.(type) {
		case *syntax.Lit:
			out.chars = appendUnquotedLit(out.chars, x.Value)
		case *syntax.SglQuoted:
			if x.Dollar {
				return out, expansionErr(src, x)
			}
			for i := 0; i < len(x.Value); i++ {
				out.chars = append(out.chars, pchar{x.Value[i], true})
			}
		case *syntax.DblQuoted:
			if x.Dollar {
				return out, expansionErr(src, x)
			}
			for _, in := range x.Parts {
				lit, ok := in.(*syntax.Lit)
				if !ok {
					return out, expansionErr(src, in)
				}
				out.chars = appendDoubleQuotedLit(out.chars, lit.Value)
			}
		case *syntax.ExtGlob:
			return out, patErr(CodeBadGlob, int(x.Pos().Offset()), nodeText(src, x),
				"extended globs are not part of the pattern language",
				"use * inside a word, or quote the text for a literal")
		default:
			return out, expansionErr(src, part)
		}
	}
	return out, nil
}

// appendUnquotedLit adds the characters of an unquoted literal: a
// backslash quotes the next character and a backslash-newline vanishes.
func appendUnquotedLit(out []pchar, v string) []pchar {
	for i := 0; i < len(v); i++ {
		if v[i] == '\\' && i+1 < len(v) {
			i++
			if v[i] != '\n' {
				out = append(out, pchar{v[i], true})
			}
			continue
		}
		out = append(out, pchar{v[i], false})
	}
	return out
}

// appendDoubleQuotedLit adds the characters of literal text inside double
// quotes, where a backslash escapes only $ ` " \ and newline.
func appendDoubleQuotedLit(out []pchar, v string) []pchar {
	for i := 0; i < len(v); i++ {
		if v[i] == '\\' && i+1 < len(v) && strings.IndexByte("$`\"\\\n", v[i+1]) >= 0 {
			i++
			if v[i] != '\n' {
				out = append(out, pchar{v[i], true})
			}
			continue
		}
		out = append(out, pchar{v[i], true})
	}
	return out
}

func expansionErr(src string, n syntax.Node) *PatternError {
	return patErr(CodeExpansion, int(n.Pos().Offset()), nodeText(src, n),
		"a pattern cannot hold an expansion ($VAR, $(…), `…`, $'…')",
		"write the literal text in single quotes, or use * or a [class] for a value not known in advance")
}

// nodeText returns the source text of a node, cut short when long.
func nodeText(src string, n syntax.Node) string {
	s, e := int(n.Pos().Offset()), int(n.End().Offset())
	if s < 0 || e > len(src) || s > e {
		return ""
	}
	if e-s > 60 {
		e = s + 60
	}
	return src[s:e]
}
