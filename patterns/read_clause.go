package patterns

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// ifClause reads if/elif/else: one node with a branch per condition and
// body.
func (r *reading) ifClause(c *syntax.IfClause, sc scope) []*Node {
	n := &Node{Kind: NodeIf, Label: "if", Span: sc.span(c), Part: -1}
	for cl, first := c, true; cl != nil; cl, first = cl.Else, false {
		if !cl.ThenPos.IsValid() {
			n.add(branch(NodeIf, "else", sc, cl.Then, r.stmtList(cl.Then, sc)))
			continue
		}
		label := "elif"
		if first {
			label = "condition"
		}
		n.add(branch(NodeIf, label, sc, cl.Cond, r.stmtList(cl.Cond, sc)))
		n.add(branch(NodeIf, "then", sc, cl.Then, r.stmtList(cl.Then, sc)))
	}
	return []*Node{n}
}

// whileClause reads while and until loops.
func (r *reading) whileClause(c *syntax.WhileClause, sc scope) []*Node {
	label := "while"
	if c.Until {
		label = "until"
	}
	n := &Node{Kind: NodeLoop, Label: label, Span: sc.span(c), Part: -1}
	n.add(branch(NodeLoop, "condition", sc, c.Cond, r.stmtList(c.Cond, sc)))
	n.add(branch(NodeLoop, "do", sc, c.Do, r.stmtList(c.Do, sc)))
	return []*Node{n}
}

// forClause reads for and select loops: the substitutions in the words
// iterated over (or in the arithmetic of a C-style loop), then the body.
func (r *reading) forClause(c *syntax.ForClause, sc, sub scope) []*Node {
	label := "for"
	if c.Select {
		label = "select"
	}
	n := &Node{Kind: NodeLoop, Label: label, Span: sc.span(c), Part: -1}
	var head []*Node
	switch l := c.Loop.(type) {
	case *syntax.WordIter:
		for _, w := range l.Items {
			r.noteLoopItem(l.Name.Value, w)
			r.noteLoopValue(l.Name.Value, w, sub)
		}
		if len(l.Items) == 0 && !l.InPos.IsValid() {
			r.assign(l.Name.Value, kindUnknown, "") // for x; do: the positional parameters
		}
		for _, w := range l.Items {
			head = append(head, r.wordNodes(w, sub)...)
		}
		head = append(head, r.noteLoopFills(l, label, sub)...) // effects_fill.go
	case *syntax.CStyleLoop:
		for _, x := range []syntax.ArithmExpr{l.Init, l.Cond, l.Post} {
			if x != nil {
				r.noteArith(x, "", sub, "for ((…))")
				head = append(head, r.arith(x, sub)...)
			}
		}
	}
	if len(head) > 0 {
		n.add(&Node{Kind: NodeLoop, Label: "in", Span: sc.span(c.Loop), Part: -1, Children: head})
	}
	n.add(branch(NodeLoop, "do", sc, c.Do, r.stmtList(c.Do, sc)))
	return []*Node{n}
}

// caseClause reads case: the substitutions in the word and the patterns,
// then each item's body, labelled with its patterns.
func (r *reading) caseClause(c *syntax.CaseClause, sc, sub scope) []*Node {
	n := &Node{Kind: NodeCase, Label: "case", Span: sc.span(c), Part: -1}
	n.Children = r.wordNodes(c.Word, sub)
	for _, it := range c.Items {
		var kids []*Node
		pats := make([]string, len(it.Patterns))
		for i, p := range it.Patterns {
			a, b := offsets(p)
			pats[i] = sc.src[a:b]
			kids = append(kids, r.wordNodes(p, sub)...)
		}
		kids = append(kids, r.stmtList(it.Stmts, sc)...)
		if len(kids) > 0 {
			n.add(&Node{Kind: NodeCase, Label: strings.Join(pats, "|") + ")", Span: sc.span(it), Part: -1, Children: kids})
		}
	}
	return []*Node{n}
}

// branch returns a branch node (a condition, a body) holding kids, or nil
// when there are none.
func branch(kind NodeKind, label string, sc scope, stmts []*syntax.Stmt, kids []*Node) *Node {
	if len(kids) == 0 {
		return nil
	}
	span := sc.m.span(int(stmts[0].Pos().Offset()), int(stmts[len(stmts)-1].End().Offset()))
	return &Node{Kind: kind, Label: label, Span: span, Part: -1, Children: kids}
}
