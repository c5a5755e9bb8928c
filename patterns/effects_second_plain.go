package patterns

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// How plain a value the line assigns is (see effects_second.go).

// textKind classifies a literal value.
func textKind(v string) plainKind {
	switch {
	case isArithNumber(v):
		return kindNumber
	case validName(v):
		return kindName
	case !strings.ContainsAny(v, "$`\\[]"):
		return kindText
	}
	return kindUnknown
}

// isArithNumber reports whether s is an integer as arithmetic reads it:
// decimal, 0x hex, octal, or BASE#DIGITS, with an optional sign.
func isArithNumber(s string) bool {
	s = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(s), "+-"))
	if s == "" {
		return false
	}
	if base, digits, ok := strings.Cut(s, "#"); ok {
		return isDigits(base) && digits != "" && strings.Trim(digits, "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ@_") == ""
	}
	if h, ok := strings.CutPrefix(strings.ToLower(s), "0x"); ok {
		return h != "" && strings.Trim(h, "0123456789abcdef") == ""
	}
	return isDigits(s)
}

// wordKind classifies an assigned word's value.
func wordKind(w *syntax.Word) (plainKind, string) {
	if w == nil || len(w.Parts) == 0 {
		return kindNumber, ""
	}
	if len(w.Parts) == 1 {
		switch p := w.Parts[0].(type) {
		case *syntax.ArithmExp:
			return kindNumber, ""
		case *syntax.CmdSubst:
			if countingSubst(p) {
				return kindNumber, ""
			}
		case *syntax.ParamExp:
			if p.Length || p.Param != nil && bashNumbers.get()[p.Param.Value] && paramName(p) == p.Param.Value {
				return kindNumber, ""
			}
		}
	}
	if v, ok := syntaxLit(w); ok {
		k := textKind(v)
		return k, v
	}
	return kindUnknown, ""
}

// syntaxLit returns a word's value when it is literal text.
func syntaxLit(w *syntax.Word) (string, bool) {
	var b strings.Builder
	for _, p := range w.Parts {
		switch p := p.(type) {
		case *syntax.Lit:
			b.WriteString(p.Value)
		case *syntax.SglQuoted:
			if p.Dollar {
				return "", false
			}
			b.WriteString(p.Value)
		case *syntax.DblQuoted:
			for _, q := range p.Parts {
				l, ok := q.(*syntax.Lit)
				if !ok {
					return "", false
				}
				b.WriteString(l.Value)
			}
		default:
			return "", false
		}
	}
	return b.String(), true
}

// countingSubst reports whether a command substitution prints a count:
// its one statement ends in a counting program.
func countingSubst(c *syntax.CmdSubst) bool {
	if len(c.Stmts) != 1 {
		return false
	}
	st := c.Stmts[0]
	for {
		b, ok := st.Cmd.(*syntax.BinaryCmd)
		if !ok || b.Op != syntax.Pipe {
			break
		}
		st = b.Y
	}
	ce, ok := st.Cmd.(*syntax.CallExpr)
	return ok && countingCall(ce) // effects_second_count.go
}
