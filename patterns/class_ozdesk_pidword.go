package patterns

import (
	"path"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// A pid is spelled many ways (fx50k, rt49k): kill reads its operand as a
// number the way bash's and procps' kill both do, blanks around it, a
// sign and leading zeros allowed (`kill -STOP " 16780"`, `+16780`,
// `00000016780`; `16780.` and `0x418c` are refused by both and are no
// pid). The line may compute it from literals only: arithmetic
// (`$((16780-1+1))`, `$((0x418c))`), a default (`${P:-16780}`, which is
// P's value or 16780) or a glob over digits (`1678[0]`, which is 16780
// where a file of that name is in the directory). [ozdesk-pid] reads
// each value such a word may have; a word holding anything else (a
// variable of the environment, a substitution) stays unknown.

// maxPidValues bounds the values a pid word is read as (a glob's
// digits, defaults): past it, a word that may still be a number is a
// might.
const maxPidValues = 1024

// pidNumber reads a kill operand as kill reads a pid: blanks around it,
// a sign, decimal digits. group is a leading minus (a process group).
func pidNumber(v string) (pid int, group, ok bool) {
	v = strings.Trim(v, " \t\n\v\f\r")
	switch {
	case strings.HasPrefix(v, "-"):
		group, v = true, v[1:]
	case strings.HasPrefix(v, "+"):
		v = v[1:]
	}
	v = strings.TrimLeft(v, "0")
	if v == "" {
		return 0, group, false // 0, -0: the caller's own group, never a pid
	}
	if !isDigits(v) || len(v) > 10 {
		return 0, false, false
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, false, false
	}
	return n, group, true
}

// pidValues returns the values a kill operand may have, when the line
// computes them from literals only: the word's text, its arithmetic, its
// default, its glob's digits. certain is false where the word may also
// be something the line does not show (a default's variable, a glob's
// files); ok is false where a value is not known at all, and might is
// true where a word that may be a number has too many values to list.
func pidValues(w Word) (vals []string, certain, might, ok bool) {
	if v, lit := w.Literal(); lit {
		return []string{v}, true, false, true
	}
	globs, seqs := false, false
	for _, s := range w.Segs {
		switch s.Kind {
		case SegGlob:
			globs = true
		case SegBrace:
			seqs = true // a list was expanded before (judgeBraces); a sequence is read here
		case SegLit:
		default:
			return syntaxPidValues(w.Raw)
		}
	}
	if !globs && !seqs {
		return nil, false, false, false
	}
	vals, ok = globDigits(w.Segs)
	if !ok {
		// an unbounded glob (`1678*`) or a long sequence over digits
		// alone may be any pid
		return nil, false, digitsOnly(w.Segs), false
	}
	return vals, !globs, false, true
}

// digitsOnly reports whether a word's literal text is a sign and digits
// only, so its glob may expand to a number.
func digitsOnly(segs []Seg) bool {
	for i, s := range segs {
		if s.Kind == SegBrace && (!braceSequence(s.Text) || strings.IndexAny(s.Text, "0123456789") != 1 && !strings.HasPrefix(s.Text, "{-")) {
			return false // a list, or a sequence of letters
		}
		if s.Kind != SegLit {
			continue
		}
		t := s.Text
		if i == 0 {
			t = strings.TrimLeft(t, "+-")
		}
		if t != "" && !isDigits(t) {
			return false
		}
	}
	return true
}

// globDigits lists the numbers a word of literal text and globs may
// expand to: ? and bracket expressions stand for the digits they match;
// false for a * or an extended glob, or past maxPidValues.
func globDigits(segs []Seg) ([]string, bool) {
	vals := []string{""}
	for _, s := range segs {
		var opts []string
		switch {
		case s.Kind == SegLit:
			opts = []string{s.Text}
		case s.Kind == SegBrace:
			seq, ok := braceSeqValues(s.Text, maxPidValues)
			if !ok {
				return nil, false
			}
			opts = seq
		case s.Text == "?" || strings.HasPrefix(s.Text, "[") && strings.HasSuffix(s.Text, "]"):
			for d := '0'; d <= '9'; d++ {
				if m, err := path.Match(s.Text, string(d)); err == nil && m {
					opts = append(opts, string(d))
				}
			}
		default:
			return nil, false
		}
		if len(vals)*len(opts) > maxPidValues {
			return nil, false
		}
		vals = crossJoin(vals, opts)
	}
	return vals, true
}

// crossJoin returns every a followed by every b.
func crossJoin(as, bs []string) []string {
	out := make([]string, 0, len(as)*len(bs))
	for _, a := range as {
		for _, b := range bs {
			out = append(out, a+b)
		}
	}
	return out
}

// syntaxPidValues reads a word's source for the values its arithmetic
// and defaults compute from literals (pidValues).
func syntaxPidValues(raw string) (vals []string, certain, might, ok bool) {
	if len(raw) > 256 {
		return nil, false, false, false
	}
	f, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(": "+raw), "")
	if err != nil || len(f.Stmts) != 1 {
		return nil, false, false, false
	}
	call, isCall := f.Stmts[0].Cmd.(*syntax.CallExpr)
	if !isCall || len(call.Args) != 2 {
		return nil, false, false, false
	}
	vals, certain, ok = partsValues(call.Args[1].Parts)
	return vals, certain, false, ok
}

// partsValues returns the values word parts compute from literals, and
// whether they are all the parts may be (no default's variable).
func partsValues(parts []syntax.WordPart) ([]string, bool, bool) {
	return quotedPartsValues(parts, false)
}

// quotedPartsValues is partsValues for parts inside double quotes or
// not: a substitution's output splits into fields only outside them.
func quotedPartsValues(parts []syntax.WordPart, quoted bool) ([]string, bool, bool) {
	vals, certain := []string{""}, true
	for _, p := range parts {
		var opts []string
		switch p := p.(type) {
		case *syntax.Lit:
			if strings.ContainsAny(p.Value, `\*?[`) {
				return nil, false, false
			}
			opts = []string{p.Value}
		case *syntax.SglQuoted:
			if p.Dollar {
				return nil, false, false
			}
			opts = []string{p.Value}
		case *syntax.DblQuoted:
			v, c, ok := quotedPartsValues(p.Parts, true)
			if !ok {
				return nil, false, false
			}
			opts, certain = v, certain && c
		case *syntax.ArithmExp:
			n, ok := literalArith(p.X, 0)
			if !ok {
				return nil, false, false
			}
			opts = []string{strconv.FormatInt(n, 10)}
		case *syntax.CmdSubst:
			v, ok := substValues(p, quoted)
			if !ok {
				return nil, false, false
			}
			opts = v
		case *syntax.ParamExp:
			v, ok := defaultValues(p)
			if !ok {
				return nil, false, false
			}
			opts, certain = v, false
		default:
			return nil, false, false
		}
		if len(vals)*len(opts) > maxPidValues {
			return nil, false, false
		}
		vals = crossJoin(vals, opts)
	}
	return vals, certain, true
}

// defaultValues returns the values of a default a parameter expansion
// falls back to (${P:-16780}, ${P-…}, ${P:=…}, ${P=…}) when the line
// computes it from literals; the variable's own value is not among them.
func defaultValues(p *syntax.ParamExp) ([]string, bool) {
	if p.Exp == nil || p.Param == nil || p.Excl || p.Length || p.Width || p.Index != nil || p.Slice != nil || p.Repl != nil || p.Names != 0 {
		return nil, false
	}
	switch p.Exp.Op {
	case syntax.DefaultUnset, syntax.DefaultUnsetOrNull, syntax.AssignUnset, syntax.AssignUnsetOrNull:
	default:
		return nil, false
	}
	if p.Exp.Word == nil {
		return []string{""}, true
	}
	v, _, ok := partsValues(p.Exp.Word.Parts)
	return v, ok
}

// maxArithDepth bounds how deep literalArith reads nested expressions.
const maxArithDepth = 32

// literalArith evaluates arithmetic made of literal numbers only, as
// bash does (64-bit, wrapping); false where it reads a variable,
// assigns, divides by zero or nests too deep.
func literalArith(x syntax.ArithmExpr, depth int) (int64, bool) {
	if depth > maxArithDepth {
		return 0, false
	}
	switch x := x.(type) {
	case *syntax.Word:
		v, ok := syntaxLit(x)
		if !ok {
			return 0, false
		}
		return arithNumber(v)
	case *syntax.ParenArithm:
		return literalArith(x.X, depth+1)
	case *syntax.UnaryArithm:
		n, ok := literalArith(x.X, depth+1)
		if !ok {
			return 0, false
		}
		switch x.Op {
		case syntax.Plus:
			return n, true
		case syntax.Minus:
			return -n, true
		case syntax.Not:
			return boolInt(n == 0), true
		case syntax.BitNegation:
			return ^n, true
		}
		return 0, false // ++ and -- assign
	case *syntax.BinaryArithm:
		return binaryArith(x, depth)
	}
	return 0, false
}

// binaryArith evaluates a binary arithmetic operator of literalArith.
func binaryArith(x *syntax.BinaryArithm, depth int) (int64, bool) {
	a, ok := literalArith(x.X, depth+1)
	if !ok {
		return 0, false
	}
	if x.Op == syntax.TernQuest {
		c, isColon := x.Y.(*syntax.BinaryArithm)
		if !isColon || c.Op != syntax.TernColon {
			return 0, false
		}
		if a != 0 {
			return literalArith(c.X, depth+1)
		}
		return literalArith(c.Y, depth+1)
	}
	b, ok := literalArith(x.Y, depth+1)
	if !ok {
		return 0, false
	}
	switch x.Op {
	case syntax.Add:
		return a + b, true
	case syntax.Sub:
		return a - b, true
	case syntax.Mul:
		return a * b, true
	case syntax.Quo, syntax.Rem:
		if b == 0 {
			return 0, false
		}
		if x.Op == syntax.Quo {
			return a / b, true
		}
		return a % b, true
	case syntax.Pow:
		if b < 0 || b > 64 {
			return 0, false
		}
		n := int64(1)
		for range b {
			n *= a
		}
		return n, true
	case syntax.Shl:
		return a << (uint64(b) & 63), true
	case syntax.Shr:
		return a >> (uint64(b) & 63), true
	case syntax.And:
		return a & b, true
	case syntax.Or:
		return a | b, true
	case syntax.Xor:
		return a ^ b, true
	case syntax.Lss:
		return boolInt(a < b), true
	case syntax.Gtr:
		return boolInt(a > b), true
	case syntax.Leq:
		return boolInt(a <= b), true
	case syntax.Geq:
		return boolInt(a >= b), true
	case syntax.Eql:
		return boolInt(a == b), true
	case syntax.Neq:
		return boolInt(a != b), true
	case syntax.AndArit:
		return boolInt(a != 0 && b != 0), true
	case syntax.OrArit:
		return boolInt(a != 0 || b != 0), true
	case syntax.Comma:
		return b, true
	}
	return 0, false // the assignments
}

func boolInt(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// arithNumber reads a literal number as bash's arithmetic does: decimal,
// 0x hex, leading-zero octal or BASE#DIGITS (isArithNumber).
func arithNumber(s string) (int64, bool) {
	if !isArithNumber(s) || strings.ContainsAny(s, "+- \t") {
		return 0, false
	}
	base, digits := 10, s
	if b, d, ok := strings.Cut(s, "#"); ok {
		n, err := strconv.Atoi(b)
		if err != nil || n < 2 || n > 36 {
			return 0, false // bases past 36 spell digits with both cases, @ and _
		}
		base, digits = n, strings.ToLower(d)
	} else if h, ok := strings.CutPrefix(strings.ToLower(s), "0x"); ok {
		base, digits = 16, h
	} else if len(s) > 1 && s[0] == '0' {
		base, digits = 8, s[1:]
	}
	n, err := strconv.ParseInt(digits, base, 64)
	return n, err == nil
}
