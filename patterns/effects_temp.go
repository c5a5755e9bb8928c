package patterns

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// `tmp=$(mktemp -d)` makes $tmp a path nothing else names: a file or
// directory mktemp has just made in the temporary directory, or, when
// mktemp fails, the empty string. Deleting or writing either is
// harmless, so a later `rm -rf "$tmp"` is judged as deleting a path in
// /tmp, not as a word that might be the home directory.
//
// Only what is sure is read so:
//   - the assignment stands alone at the top of the line (or first in an
//     && / || list there), so it runs before anything after it; one in a
//     function, a loop, a condition or a pipeline may not run;
//   - every assignment of the name in the line is such a one (a later
//     tmp=/etc, read tmp, ${tmp:=…} each spoil it), and the line does not
//     set TMPDIR, PATH or IFS (which splits an unquoted $tmp into the
//     names of its directories), define or alias mktemp, source a file, take a
//     name reference or lower a limit (ulimit), any of which could make
//     mktemp print something else;
//   - mktemp's own words are literal and keep it in a temporary
//     directory: -d, -q, -u, -t, --suffix, -p/--tmpdir of /tmp, /var/tmp,
//     /dev/shm or $TMPDIR, and a template only with -t or -p;
//   - the word is "$tmp" (or $tmp, ${tmp}) alone, an operand or a
//     redirection's target of a part that runs after the assignment, in
//     the same shell (or its trap). "$tmp/x" is not (were mktemp to fail
//     it would be /x), except in the && list the assignment opens, where
//     it runs only when mktemp succeeded (no .., no glob in x). A program word and cd's operand are not read so:
//     where the line then runs is left not known.

// tempAssign is a sure assignment of a mktemp path to a name.
type tempAssign struct {
	name string
	end  int // where the assignment ends in Command.Source
	// andEnd is where the top-level && list the assignment stands first
	// in ends, when every operator of the list is && (so what follows
	// in it runs only when mktemp succeeded), or 0.
	andEnd int
}

// noteTemps gathers the sure mktemp assignments of the line's top-level
// statements.
func (r *reading) noteTemps(f *syntax.File) {
	for _, top := range f.Stmts {
		andEnd := 0
		if onlyAnds(top) {
			andEnd = int(top.End().Offset())
		}
		for st := top; st != nil; {
			if st.Negated || st.Background || st.Coprocess || len(st.Redirs) > 0 {
				break
			}
			if b, ok := st.Cmd.(*syntax.BinaryCmd); ok && (b.Op == syntax.AndStmt || b.Op == syntax.OrStmt) {
				st = b.X // the first of an && / || list runs first, always
				continue
			}
			n := len(r.temps)
			r.noteTempStmt(st)
			for i := n; i < len(r.temps); i++ {
				r.temps[i].andEnd = andEnd
			}
			break
		}
	}
}

// onlyAnds reports whether st is an && list (a && b && c) with no other
// operator, negation or background in it.
func onlyAnds(st *syntax.Stmt) bool {
	b, ok := st.Cmd.(*syntax.BinaryCmd)
	if !ok || st.Negated || st.Background || st.Coprocess || b.Op != syntax.AndStmt {
		return false
	}
	for _, side := range []*syntax.Stmt{b.X, b.Y} {
		if _, ok := side.Cmd.(*syntax.BinaryCmd); ok && !onlyAnds(side) {
			return false
		}
		if side.Negated || side.Background || side.Coprocess {
			return false
		}
	}
	return true
}

// noteTempStmt records the mktemp assignments of one statement.
func (r *reading) noteTempStmt(st *syntax.Stmt) {
	var assigns []*syntax.Assign
	switch c := st.Cmd.(type) {
	case *syntax.CallExpr:
		if len(c.Args) > 0 {
			return
		}
		assigns = c.Assigns
	case *syntax.DeclClause:
		if c.Variant == nil || (c.Variant.Value != "export" && c.Variant.Value != "readonly" && c.Variant.Value != "declare") {
			return
		}
		assigns = c.Args
	default:
		return
	}
	for _, a := range assigns {
		if a.Name == nil || a.Naked || a.Append || a.Index != nil || a.Array != nil || !mktempValue(a.Value) {
			continue
		}
		r.temps = append(r.temps, tempAssign{name: a.Name.Value, end: int(st.End().Offset())})
	}
}

// tempPaths reads the words "$tmp" of the parts after a sure mktemp
// assignment as a path in /tmp, when nothing in the line spoils it (see
// the top of the file). It runs once the line is read (every assignment
// known) and before what the parts do is worked out.
func (r *reading) tempPaths() {
	if len(r.temps) == 0 || r.spoilsTemps() {
		return
	}
	sure := map[string]int{}
	first := map[string]int{}
	andEnd := map[string]int{}
	for _, t := range r.temps {
		if _, ok := first[t.name]; !ok {
			first[t.name] = t.end
			andEnd[t.name] = t.andEnd
		}
		sure[t.name]++
	}
	for name, n := range sure {
		if f := r.vars[name]; f == nil || f.n != n {
			delete(sure, name) // assigned otherwise too
		}
	}
	if len(sure) == 0 {
		return
	}
	for _, p := range r.cmd.Parts {
		if !r.sameShell(p) {
			continue
		}
		if p.Program == "cd" || p.Program == "pushd" {
			// cd "" stays where it is, so a cd into "$tmp" leads to the
			// fresh directory only where mktemp certainly succeeded: in
			// the && list its assignment opens.
			for i := 1; i < len(p.Words); i++ {
				if w := &p.Words[i]; len(w.Segs) == 1 && w.Segs[0].Kind == SegParam {
					if name := w.Segs[0].Text; sure[name] > 0 && andEnd[name] > 0 && p.Span.End <= andEnd[name] {
						tempWord(w, p.Span, sure, first, andEnd)
					}
				}
			}
			continue
		}
		for i := 1; i < len(p.Words); i++ {
			tempWord(&p.Words[i], p.Span, sure, first, andEnd)
		}
		for i := range p.Redirs {
			tempWord(&p.Redirs[i].Target, p.Span, sure, first, andEnd)
		}
	}
}

// sameShell reports whether a part's words are expanded by the line's own
// shell: a part at the top, or in a trap's action there.
func (r *reading) sameShell(p *Part) bool {
	switch p.Depth {
	case 0:
		return true
	case 1:
		return p.Parent >= 0 && r.cmd.Parts[p.Parent].Program == "trap"
	}
	return false
}

// tempWord turns w into a path in /tmp when it is $NAME alone for a name
// in sure, and the part at span runs after NAME's first assignment; and
// "$NAME/rest" too (rest literal) when the part stands in the && list
// the assignment opens, where it runs only when mktemp succeeded.
func tempWord(w *Word, span Span, sure, first, andEnd map[string]int) {
	if len(w.Segs) == 0 || w.Segs[0].Kind != SegParam {
		return
	}
	name := w.Segs[0].Text
	if _, ok := sure[name]; !ok || span.Start < first[name] {
		return
	}
	dir := "/tmp/tmp.mktemp-" + name
	if len(w.Segs) == 1 {
		w.Segs = []Seg{{Kind: SegLit, Text: dir, Quoted: true}}
		return
	}
	if andEnd[name] == 0 || span.End > andEnd[name] {
		return
	}
	rest := ""
	for _, s := range w.Segs[1:] {
		if s.Kind != SegLit {
			return
		}
		rest += s.Text
	}
	if !strings.HasPrefix(rest, "/") || strings.Contains(rest, "..") || strings.ContainsAny(rest, "*?[") {
		return
	}
	w.Segs = []Seg{{Kind: SegLit, Text: dir + rest, Quoted: true}}
}

// spoilsTemps reports whether the line might make mktemp print something
// other than a fresh path, or change a name behind the reader's back.
func (r *reading) spoilsTemps() bool {
	if r.vars["TMPDIR"] != nil || r.vars["PATH"] != nil || r.vars["IFS"] != nil || r.nameref {
		return true
	}
	for _, p := range r.cmd.Parts {
		switch p.Program {
		case "source", ".", "eval", "alias", "hash", "ulimit", "enable":
			return true
		}
	}
	return hasFunc(r.cmd.Tree, "mktemp")
}

// hasFunc reports whether the tree defines a function named name.
func hasFunc(n *Node, name string) bool {
	if n == nil {
		return false
	}
	if n.Kind == NodeFunc && programKey(n.Label) == name { // MKTEMP() {…} runs for MKTEMP, read as mktemp
		return true
	}
	for _, c := range n.Children {
		if hasFunc(c, name) {
			return true
		}
	}
	return false
}
