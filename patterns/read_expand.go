package patterns

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Expansions run commands of their own: $(…), `…`, <(…) and >(…), also
// when they stand inside double quotes, a parameter expansion's operand
// (${x:-$(cmd)}), an array subscript or arithmetic. These functions find
// them in a word and read them, returning their nodes.

// wordNodes reads the substitutions in w.
func (r *reading) wordNodes(w *syntax.Word, sc scope) []*Node {
	if w == nil {
		return nil
	}
	var out []*Node
	for _, p := range w.Parts {
		out = append(out, r.wordPartNodes(p, sc)...)
	}
	return out
}

// wordPartNodes reads the substitutions in one word part.
func (r *reading) wordPartNodes(p syntax.WordPart, sc scope) []*Node {
	switch p := p.(type) {
	case *syntax.DblQuoted:
		var out []*Node
		for _, q := range p.Parts {
			out = append(out, r.wordPartNodes(q, sc)...)
		}
		return out
	case *syntax.CmdSubst:
		label := "$(…)"
		if p.Backquotes {
			label = "`…`"
			if hiddenBackquote(p) {
				return []*Node{r.unreadable(nil, UnreadableNesting, sc.span(p),
					"Backquotes nest three or more deep here: bash unescapes each level and runs the innermost, which the parser reads as plain text, so what runs is not known.")}
			}
		}
		if catSubst(p.Stmts) {
			return []*Node{{Kind: NodeSubst, Label: label, Span: sc.span(p), Part: -1, Children: r.catSubstNodes(p.Stmts[0], sc)}}
		}
		return []*Node{{Kind: NodeSubst, Label: label, Span: sc.span(p), Part: -1, Children: r.stmtList(p.Stmts, sc)}}
	case *syntax.ProcSubst:
		in := sc
		label := "<(…)"
		if p.Op == syntax.CmdOut {
			// >(…) reads what the command writes into it.
			label = ">(…)"
			in.feed = FeedPipe
		}
		return []*Node{{Kind: NodeProcSubst, Label: label, Span: sc.span(p), Part: -1, Children: r.stmtList(p.Stmts, in)}}
	case *syntax.ArithmExp:
		r.noteArith(p.X, "", sc, "$((…))")
		return r.arith(p.X, sc)
	case *syntax.ParamExp:
		return r.paramNodes(p, sc)
	}
	return nil
}

// hiddenBackquote reports whether a backquoted substitution holds a
// backquote the parser took as text: at the third level of nesting
// (three backslashes before the innermost backquotes), bash still
// unescapes and runs it, so the parser's reading is not what runs.
func hiddenBackquote(p *syntax.CmdSubst) bool {
	found := false
	syntax.Walk(p, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.Lit:
			found = found || strings.ContainsRune(n.Value, '`')
		case *syntax.SglQuoted:
			found = found || strings.ContainsRune(n.Value, '`')
		}
		return !found
	})
	return found
}

// paramNodes reads the substitutions inside a parameter expansion.
func (r *reading) paramNodes(p *syntax.ParamExp, sc scope) []*Node {
	var out []*Node
	r.noteParam(p, sc)
	if p.Index != nil {
		if p.Param != nil && !subscriptAll(p.Index) {
			r.noteArith(p.Index, p.Param.Value, sc, "the subscript of "+p.Param.Value)
		}
		out = append(out, r.arith(p.Index, sc)...)
	}
	if p.Slice != nil {
		r.noteArith(p.Slice.Offset, "", sc, "${…:offset}")
		r.noteArith(p.Slice.Length, "", sc, "${…:offset:length}")
		out = append(out, r.arith(p.Slice.Offset, sc)...)
		out = append(out, r.arith(p.Slice.Length, sc)...)
	}
	if p.Repl != nil {
		out = append(out, r.wordNodes(p.Repl.Orig, sc)...)
		out = append(out, r.wordNodes(p.Repl.With, sc)...)
	}
	if p.Exp != nil {
		out = append(out, r.wordNodes(p.Exp.Word, sc)...)
	}
	if p.NestedParam != nil {
		out = append(out, r.wordPartNodes(p.NestedParam, sc)...)
	}
	return out
}

// arith reads the substitutions in an arithmetic expression.
func (r *reading) arith(x syntax.ArithmExpr, sc scope) []*Node {
	switch x := x.(type) {
	case *syntax.BinaryArithm:
		return append(r.arith(x.X, sc), r.arith(x.Y, sc)...)
	case *syntax.UnaryArithm:
		return r.arith(x.X, sc)
	case *syntax.ParenArithm:
		return r.arith(x.X, sc)
	case *syntax.FlagsArithm:
		return r.arith(x.X, sc)
	case *syntax.Word:
		return r.wordNodes(x, sc)
	}
	return nil
}

// test reads the substitutions in a [[ … ]] expression.
func (r *reading) test(x syntax.TestExpr, sc scope) []*Node {
	switch x := x.(type) {
	case *syntax.BinaryTest:
		if isArithTest(x.Op) {
			for _, side := range []syntax.TestExpr{x.X, x.Y} {
				if w, ok := side.(*syntax.Word); ok {
					r.noteArith(w, "", sc, "[[ … "+x.Op.String()+" … ]]")
				}
			}
		}
		return append(r.test(x.X, sc), r.test(x.Y, sc)...)
	case *syntax.UnaryTest:
		if w, ok := x.X.(*syntax.Word); ok && x.Op == syntax.TsVarSet {
			r.noteBadName(sc.conv().word(w), "[[ -v … ]]")
		}
		return r.test(x.X, sc)
	case *syntax.ParenTest:
		return r.test(x.X, sc)
	case *syntax.Word:
		return r.wordNodes(x, sc)
	}
	return nil
}

// assignNodes reads the substitutions in an assignment (its value, its
// array elements, its subscript) under a node naming the variable.
func (r *reading) assignNodes(a *syntax.Assign, sc scope) []*Node {
	var kids []*Node
	r.noteAssign(a)
	r.noteAssignValue(a, sc)
	if a.Name != nil && !a.Naked && !r.refDecls[a] && (a.Value != nil || a.Array != nil) {
		r.noteRebindVar(a.Name.Value, sc.conv().m.span(offsets(a)))
	}
	name := ""
	if a.Name != nil {
		name = a.Name.Value
	}
	if a.Index != nil {
		r.noteArith(a.Index, name, sc, "the subscript of "+name)
		kids = append(kids, r.arith(a.Index, sc)...)
	}
	kids = append(kids, r.wordNodes(a.Value, sc)...)
	if a.Array != nil {
		for _, e := range a.Array.Elems {
			if e.Index != nil {
				r.noteArith(e.Index, name, sc, "the subscript of "+name)
				kids = append(kids, r.arith(e.Index, sc)...)
			}
			kids = append(kids, r.wordNodes(e.Value, sc)...)
		}
	}
	return group(NodeAssign, name, sc.span(a), kids)
}

// isArithTest reports whether a [[ ]] operator compares its sides as
// arithmetic.
func isArithTest(op syntax.BinTestOperator) bool {
	switch op {
	case syntax.TsEql, syntax.TsNeq, syntax.TsLeq, syntax.TsGeq, syntax.TsLss, syntax.TsGtr:
		return true
	}
	return false
}
