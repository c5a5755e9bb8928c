package patterns

import (
	"cmp"
	"slices"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// bash takes coproc's NAME only before a compound command: before a
// simple command, every word after coproc belongs to that command
// (`coproc dd of=/dev/sda` runs dd with the operand of=/dev/sda). The
// parser reads the words otherwise: the NAME=VALUE words after the first
// word become the call's assignments, and leading assignments
// (`coproc X=1 rm -rf ~`) become its arguments. coprocCall puts them
// back where bash has them before the call is read.

// coprocCall returns the simple command of a coproc as bash runs it: the
// assignments that lead it, then the program and every word after it,
// in source order. It returns ce itself when nothing moves.
func coprocCall(ce *syntax.CallExpr, src string) *syntax.CallExpr {
	if len(ce.Args) == 0 {
		return ce
	}
	first := ce.Args[0].Pos().Offset()
	moved := false
	for _, a := range ce.Assigns {
		moved = moved || a.Pos().Offset() > first
	}
	if _, ok := leadingAssign(ce.Args[0]); !moved && !ok {
		return ce
	}
	type item struct {
		at     uint
		word   *syntax.Word
		assign *syntax.Assign
	}
	items := make([]item, 0, len(ce.Args)+len(ce.Assigns))
	for _, w := range ce.Args {
		items = append(items, item{at: w.Pos().Offset(), word: w})
	}
	for _, a := range ce.Assigns {
		items = append(items, item{at: a.Pos().Offset(), assign: a})
	}
	slices.SortStableFunc(items, func(a, b item) int { return cmp.Compare(a.at, b.at) })
	out := &syntax.CallExpr{}
	prefix := true
	for _, it := range items {
		switch {
		case prefix && it.assign != nil:
			out.Assigns = append(out.Assigns, it.assign)
			continue
		case prefix:
			if a, ok := leadingAssign(it.word); ok {
				out.Assigns = append(out.Assigns, a)
				continue
			}
			prefix = false
			out.Args = append(out.Args, it.word)
		case it.word != nil:
			out.Args = append(out.Args, it.word)
		default:
			out.Args = append(out.Args, assignArg(it.assign, src))
		}
	}
	return out
}

// leadingAssign reads a word that starts with NAME=, NAME+= or
// NAME[…]= as the assignment bash makes of it before a program.
func leadingAssign(w *syntax.Word) (*syntax.Assign, bool) {
	if len(w.Parts) == 0 {
		return nil, false
	}
	lit, ok := w.Parts[0].(*syntax.Lit)
	if !ok {
		return nil, false
	}
	n := 0
	for n < len(lit.Value) && (lit.Value[n] == '_' || isAlpha(lit.Value[n]) || n > 0 && lit.Value[n] >= '0' && lit.Value[n] <= '9') {
		n++
	}
	if n == 0 {
		return nil, false
	}
	rest := lit.Value[n:]
	if strings.HasPrefix(rest, "[") {
		// An array element: bash assigns it, and no program sees it.
		i := strings.Index(rest, "]")
		if i < 0 {
			return nil, false
		}
		rest = rest[i+1:]
	}
	appendTo := strings.HasPrefix(rest, "+=")
	if !appendTo && !strings.HasPrefix(rest, "=") {
		return nil, false
	}
	eq := len(lit.Value) - len(rest) + 1
	if appendTo {
		eq++
	}
	at := lit.ValuePos
	name := &syntax.Lit{ValuePos: at, ValueEnd: shiftPos(at, n), Value: lit.Value[:n]}
	head := &syntax.Lit{ValuePos: shiftPos(at, eq), ValueEnd: lit.ValueEnd, Value: lit.Value[eq:]}
	parts := append([]syntax.WordPart{head}, w.Parts[1:]...)
	return &syntax.Assign{Append: appendTo, Name: name, Value: &syntax.Word{Parts: parts}}, true
}

// assignArg is an assignment the parser took from after the program, as
// the argument word it is: its text up to the value, then the value.
func assignArg(a *syntax.Assign, src string) *syntax.Word {
	start, end := offsets(a)
	if a.Value == nil || a.Array != nil {
		return &syntax.Word{Parts: []syntax.WordPart{&syntax.Lit{ValuePos: a.Pos(), ValueEnd: a.End(), Value: src[start:end]}}}
	}
	vs, _ := offsets(a.Value)
	head := &syntax.Lit{ValuePos: a.Pos(), ValueEnd: a.Value.Pos(), Value: src[start:vs]}
	return &syntax.Word{Parts: append([]syntax.WordPart{head}, a.Value.Parts...)}
}

// shiftPos is p moved n bytes along its line.
func shiftPos(p syntax.Pos, n int) syntax.Pos {
	return syntax.NewPos(p.Offset()+uint(n), p.Line(), p.Col()+uint(n))
}

// isAlpha reports whether b is an ASCII letter.
func isAlpha(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }
