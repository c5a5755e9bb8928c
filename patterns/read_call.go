package patterns

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// call reads a simple command: its assignments' substitutions, the part,
// and the substitutions in its words (expanded with the standard input
// the statement gets, before its own redirections apply).
func (r *reading) call(ce *syntax.CallExpr, st *syntax.Stmt, sc, sub scope) []*Node {
	var nodes []*Node
	assigns := make([]string, 0, len(ce.Assigns))
	for _, a := range ce.Assigns {
		start, end := offsets(a)
		assigns = append(assigns, sc.src[start:end])
		nodes = append(nodes, r.assignNodes(a, sub)...)
	}
	if len(ce.Args) == 0 {
		// Only assignments: nothing runs but their values, and what a
		// variable such as GIT_SSH_COMMAND will hand on; the files its
		// redirections write are still written.
		nodes = append(nodes, r.assignStrings(nil, ce.Assigns, sc)...)
		return append(nodes, r.redirOnly(st, sc)...)
	}
	conv := sc.conv()
	words := make([]Word, len(ce.Args))
	for i, w := range ce.Args {
		words[i] = conv.word(w)
	}
	r.notePositional(ce, sc)
	seed := r.seed(ce, st, sc)
	seed.words, seed.assigns = words, assigns
	p, partNodes := r.part(seed)
	nodes = append(nodes, partNodes...)
	nodes = append(nodes, r.assignStrings(p, ce.Assigns, sc)...)
	nodes = append(nodes, r.funcFed(p, ce, sc)...) // read_funcfed.go
	for _, w := range ce.Args {
		nodes = append(nodes, r.wordNodes(w, sub)...)
	}
	return nodes
}

// decl reads export, local, declare, readonly, typeset and nameref: a part
// whose words are the variant and its arguments as written.
func (r *reading) decl(d *syntax.DeclClause, st *syntax.Stmt, sc, sub scope) []*Node {
	conv := sc.conv()
	r.noteDecl(d, conv)
	words := []Word{conv.word(&syntax.Word{Parts: []syntax.WordPart{d.Variant}})}
	for _, a := range d.Args {
		if a.Naked && a.Name == nil {
			words = append(words, conv.word(a.Value))
		} else {
			words = append(words, assignWord(a, conv))
		}
	}
	seed := r.seed(d, st, sc)
	seed.words = words
	p, nodes := r.part(seed)
	nodes = append(nodes, r.assignStrings(p, d.Args, sc)...)
	for _, a := range d.Args {
		if a.Naked && a.Name == nil {
			nodes = append(nodes, r.wordNodes(a.Value, sub)...)
		} else {
			nodes = append(nodes, r.assignNodes(a, sub)...)
		}
	}
	return nodes
}

// assignWord is an assignment given as an argument (export X=$(cmd)) as
// one word: its name, subscript and = as literal text, then its value.
// An array value is not one string: it is a segment whose value is not
// known.
func assignWord(a *syntax.Assign, conv wordConv) Word {
	start, end := offsets(a)
	w := Word{Raw: conv.src[start:end], Span: conv.m.span(start, end)}
	var b segBuilder
	switch {
	case a.Value != nil:
		vs, _ := offsets(a.Value)
		b.lit(conv.src[start:vs], false)
		b.addAll(conv.word(a.Value).Segs)
	case a.Array != nil:
		as, _ := offsets(a.Array)
		b.lit(conv.src[start:as], false)
		b.add(Seg{Kind: SegSubst, Text: conv.text(a.Array)})
	default:
		b.lit(conv.src[start:end], false)
	}
	w.Segs = b.done()
	return w
}

// let reads the let builtin: a part whose words are its expressions as
// written; one holding an expansion is not literal.
func (r *reading) let(l *syntax.LetClause, st *syntax.Stmt, sc, sub scope) []*Node {
	at := int(l.Let.Offset())
	words := []Word{{Raw: "let", Span: sc.m.span(at, at+len("let")), Segs: []Seg{{Kind: SegLit, Text: "let"}}}}
	for _, x := range l.Exprs {
		start, end := offsets(x)
		text := sc.src[start:end]
		w := Word{Raw: text, Span: sc.m.span(start, end), Segs: []Seg{{Kind: SegLit, Text: text}}}
		if strings.ContainsAny(text, "$`") {
			w.Segs = []Seg{{Kind: SegSubst, Text: text}}
		}
		words = append(words, w)
	}
	seed := r.seed(l, st, sc)
	seed.words = words
	_, nodes := r.part(seed)
	for _, x := range l.Exprs {
		r.noteArith(x, "", sub, "let")
		nodes = append(nodes, r.arith(x, sub)...)
	}
	return nodes
}

// seed starts a part for the command n of statement st: its span covers
// the command and the statement's own redirections (without here-document
// bodies), and it inherits the scope's redirections, feed and pipeline.
func (r *reading) seed(n syntax.Node, st *syntax.Stmt, sc scope) partSeed {
	start, end := offsets(n)
	for _, rd := range st.Redirs {
		s, _ := offsets(rd)
		_, e := offsets(rd.Word)
		start, end = min(start, s), max(end, e)
	}
	if end < start {
		// The parser may end a node before it starts (`coproc alias
		// rm=true`, a fuzz find): the part then covers nothing.
		end = start
	}
	return partSeed{span: sc.m.span(start, end), text: sc.src[start:end], redirs: sc.redirs, sc: sc}
}

// redirOnly reads a statement that runs no program but writes files through
// its redirections (`> ~/.bashrc`, `X=1 >> log`): the shell still creates or
// truncates them. It stands as the part ":" (the shell's no-op) with those
// redirections, so rules over what a part writes see it. A statement whose
// redirections only read is not a part.
func (r *reading) redirOnly(st *syntax.Stmt, sc scope) []*Node {
	writes := false
	for _, rd := range sc.redirs {
		writes = writes || rd.Writes
	}
	if !writes || len(st.Redirs) == 0 {
		return nil
	}
	seed := r.seed(st, st, sc)
	at := Span{Start: seed.span.Start, End: seed.span.Start}
	seed.words = []Word{{Span: at, Segs: []Seg{{Kind: SegLit, Text: ":"}}}}
	_, nodes := r.part(seed)
	return nodes
}
