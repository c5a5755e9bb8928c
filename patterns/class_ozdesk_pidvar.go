package patterns

import (
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// A pid is also a variable the line sets from literals by a builtin
// (fx51k, issue 9): `let p=16780; kill -STOP $p`, `let "p = 16780 - 0"`,
// `(( p = 16780 ))`, `printf -v p %d 16780`, `read p <<< 16780`,
// `declare -i p=16780`, `p=$((16780))`. [ozdesk-pid] reads `$p`, `"$p"`
// or `${p}` by the values these writes give it, as `P=16780; kill $P`
// is read by its plain value (class_linevar.go): certainly where the one
// write of p runs, in the line's shell, before the kill whenever the kill
// runs (the line's statements, the left of && and ||, a { } group); as a
// might where a branch, a loop, a function, a subshell or another write
// may change it. A write the line does not compute from literals (`let
// p=q+1`, `read p` from a file) gives no value, and where it is the only
// one the variable stays unknown.

// maxPidVarLine bounds the line read for such writes.
const maxPidVarLine = 8192

// varWrite is one write of the variable a kill reads.
type varWrite struct {
	vals []string // the values it gives; nil where not known
	pos  int      // its offset in the line
	sure bool     // it runs in the line's shell whenever the kill runs
	loop bool     // inside a loop, which may run it again after the kill
}

// pidVarValues returns the values the variable word w (at the top of the
// line src, at offset at) may have from the writes above, and whether
// that is all it may be; ok is false where no write gives it a value.
func pidVarValues(src string, w Word, at int, ifsSet bool) (vals []string, certain, ok bool) {
	if len(src) > maxPidVarLine || len(w.Segs) != 1 || w.Segs[0].Kind != SegParam {
		return nil, false, false
	}
	name := w.Segs[0].Text
	raw := w.Raw
	if q := strings.TrimSuffix(strings.TrimPrefix(raw, `"`), `"`); len(q) == len(raw)-2 {
		raw = q
	} else if ifsSet {
		return nil, false, false // unquoted, split by an IFS the line may set
	}
	if raw != "$"+name && raw != "${"+name+"}" || !isNameStart(name[0]) || bashSets(name) {
		return nil, false, false
	}
	f, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(src), "")
	if err != nil {
		return nil, false, false
	}
	r := varWrites{name: name, at: at}
	r.stmts(f.Stmts, true, false, -1)
	bare := 0
	for i := 0; i < len(src); {
		if !isNameStart(src[i]) {
			i++
			continue
		}
		j := i + 1
		for j < len(src) && isNameByte(src[j]) {
			j++
		}
		if src[i:j] == name && !(i > 0 && src[i-1] == '$' || i > 1 && src[i-1] == '{' && src[i-2] == '$') {
			bare++
		}
		i = j
	}
	// certain: one write, known, run before the kill whenever it runs, and
	// no other place in the line names the variable (a for loop, eval).
	certain = len(r.writes) == 1 && bare == 1 && r.writes[0].sure && r.writes[0].vals != nil && r.writes[0].pos < at
	for _, wr := range r.writes {
		if wr.pos < at || wr.loop {
			vals = append(vals, wr.vals...)
		}
	}
	return vals, certain, len(vals) > 0
}

// varWrites collects the writes of one variable in a parsed line.
type varWrites struct {
	name   string
	at     int
	writes []varWrite
	// apart counts the subshells being read that the kill is not in:
	// their writes never reach it.
	apart int
}

// holds reports whether node n holds the kill's offset.
func (r *varWrites) holds(n syntax.Node) bool {
	return int(n.Pos().Offset()) <= r.at && r.at < int(n.End().Offset())
}

// inSubshell reads s as a subshell of its own: its writes reach only a
// kill inside it.
func (r *varWrites) inSubshell(s *syntax.Stmt, loop bool) {
	if s == nil {
		return
	}
	if !r.holds(s) {
		r.apart++
		defer func() { r.apart-- }()
	}
	r.stmt(s, false, loop, -1)
}

// stmts reads a list of statements; sure says they run whenever the kill
// does (before it), loop that they are in a loop, chainEnd the end of the
// && chain they stand in (-1 outside one).
func (r *varWrites) stmts(list []*syntax.Stmt, sure, loop bool, chainEnd int) {
	for _, s := range list {
		r.stmt(s, sure, loop, chainEnd)
	}
}

func (r *varWrites) stmt(s *syntax.Stmt, sure, loop bool, chainEnd int) {
	if s == nil || len(r.writes) > maxPidValues {
		return
	}
	if (s.Background || s.Coprocess) && !r.holds(s) {
		r.apart++ // run in a subshell of its own
		defer func() { r.apart-- }()
	}
	pos := int(s.Pos().Offset())
	add := func(vals []string, ok bool) {
		if r.apart > 0 {
			return
		}
		if !ok {
			vals = nil
		}
		r.writes = append(r.writes, varWrite{vals: vals, pos: pos, sure: sure, loop: loop})
	}
	switch c := s.Cmd.(type) {
	case *syntax.CallExpr:
		r.call(c, s.Redirs, add)
	case *syntax.LetClause:
		for _, x := range c.Exprs {
			r.arith(x, add)
		}
	case *syntax.ArithmCmd:
		r.arith(c.X, add)
	case *syntax.DeclClause:
		r.decl(c, add)
	case *syntax.BinaryCmd:
		end := chainEnd
		if c.Op == syntax.AndStmt && end < 0 {
			end = int(c.End().Offset())
		}
		switch c.Op {
		case syntax.AndStmt:
			r.stmt(c.X, sure, loop, end)
			// the right of && runs before a kill later in its chain
			r.stmt(c.Y, sure && r.at < end, loop, end)
		case syntax.OrStmt:
			r.stmt(c.X, sure, loop, -1)
			r.stmt(c.Y, false, loop, -1)
		default: // a pipeline: each stage a subshell
			r.inSubshell(c.X, loop)
			r.inSubshell(c.Y, loop)
		}
	case *syntax.Block:
		r.stmts(c.Stmts, sure, loop, chainEnd)
	case *syntax.Subshell:
		if !r.holds(c) {
			r.apart++
			defer func() { r.apart-- }()
		}
		r.stmts(c.Stmts, sure, loop, -1)
	case *syntax.IfClause:
		for e := c; e != nil; e = e.Else {
			r.stmts(e.Cond, false, loop, -1)
			r.stmts(e.Then, false, loop, -1)
		}
	case *syntax.WhileClause:
		r.stmts(c.Cond, false, true, -1)
		r.stmts(c.Do, false, true, -1)
	case *syntax.ForClause:
		if wi, ok := c.Loop.(*syntax.WordIter); ok && wi.Name != nil && wi.Name.Value == r.name {
			add(nil, false)
		}
		r.stmts(c.Do, false, true, -1)
	case *syntax.CaseClause:
		for _, it := range c.Items {
			r.stmts(it.Stmts, false, loop, -1)
		}
	case *syntax.FuncDecl:
		r.stmt(c.Body, false, loop, -1)
	case *syntax.TimeClause:
		r.stmt(c.Stmt, sure, loop, chainEnd)
	}
}

// arith reads an arithmetic expression's assignments of the variable:
// `p = 16780 - 0` gives the value of its literal right side.
func (r *varWrites) arith(x syntax.ArithmExpr, add func([]string, bool)) {
	switch x := x.(type) {
	case *syntax.Word:
		// let "p = 16780 - 0": a quoted expression is read as one
		if v, ok := syntaxLit(x); ok && len(v) <= 256 && strings.ContainsAny(v, "=+-") {
			if e, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Arithmetic(strings.NewReader(v)); err == nil {
				if _, same := e.(*syntax.Word); !same {
					r.arith(e, add)
				}
			}
		}
	case *syntax.BinaryArithm:
		if w, ok := x.X.(*syntax.Word); ok && (x.Op == syntax.Assgn || x.Op >= syntax.AddAssgn && x.Op <= syntax.PowAssgn) {
			if v, lit := syntaxLit(w); lit && v == r.name {
				n, known := literalArith(x.Y, 0)
				add([]string{strconv.FormatInt(n, 10)}, known && x.Op == syntax.Assgn)
			}
		}
		r.arith(x.X, add)
		r.arith(x.Y, add)
	case *syntax.UnaryArithm:
		if w, ok := x.X.(*syntax.Word); ok && (x.Op == syntax.Inc || x.Op == syntax.Dec) {
			if v, lit := syntaxLit(w); lit && v == r.name {
				add(nil, false)
			}
		}
		r.arith(x.X, add)
	case *syntax.ParenArithm:
		r.arith(x.X, add)
	}
}

// decl reads declare, typeset, local, export and readonly: NAME=VALUE is
// VALUE's text, or its arithmetic with -i; NAME alone, an array or +=
// gives no known value.
func (r *varWrites) decl(c *syntax.DeclClause, add func([]string, bool)) {
	integer := false
	for _, a := range c.Args {
		if a.Naked && a.Name == nil && a.Value != nil {
			if v, ok := syntaxLit(a.Value); ok && strings.HasPrefix(v, "-") && strings.Contains(v, "i") {
				integer = true
			}
			continue
		}
		if a.Name == nil || a.Name.Value != r.name {
			continue
		}
		switch {
		case a.Naked || a.Append || a.Array != nil || a.Index != nil:
			add(nil, false)
		case integer:
			add(arithText(a.Value))
		default:
			add(assignValues(a.Value))
		}
	}
}

// call reads NAME=VALUE alone on its statement, printf -v NAME and read
// NAME <<< TEXT.
func (r *varWrites) call(c *syntax.CallExpr, redirs []*syntax.Redirect, add func([]string, bool)) {
	if len(c.Args) == 0 {
		for _, a := range c.Assigns {
			if a.Name != nil && a.Name.Value == r.name {
				if a.Append || a.Array != nil || a.Index != nil {
					add(nil, false)
				} else {
					add(assignValues(a.Value))
				}
			}
		}
		return
	}
	args := make([]string, 0, len(c.Args))
	for _, w := range c.Args {
		v, ok := syntaxLit(w)
		if !ok {
			v = "\x00" // not literal
		}
		args = append(args, v)
	}
	switch args[0] {
	case "printf":
		r.printfV(args[1:], add)
	case "read":
		r.read(args[1:], redirs, add)
	}
}

// printfV reads `printf -v NAME FORMAT ARG` whose format is one %d, %i,
// %u or %s: the value is the argument, read as printf reads a number.
func (r *varWrites) printfV(args []string, add func([]string, bool)) {
	var name string
	switch {
	case len(args) >= 2 && args[0] == "-v":
		name, args = args[1], args[2:]
	case len(args) >= 1 && strings.HasPrefix(args[0], "-v"):
		name, args = args[0][2:], args[1:]
	default:
		return
	}
	if name != r.name {
		return
	}
	if len(args) > 0 && args[0] == "--" {
		args = args[1:]
	}
	if len(args) != 2 {
		add(nil, false)
		return
	}
	switch args[0] {
	case "%s":
		add([]string{args[1]}, args[1] != "\x00")
	case "%d", "%i", "%u":
		v := strings.TrimLeft(args[1], " \t")
		neg := strings.HasPrefix(v, "-")
		n, ok := arithNumber(strings.TrimLeft(v, "+-"))
		if neg {
			n = -n
		}
		add([]string{strconv.FormatInt(n, 10)}, ok)
	default:
		add(nil, false)
	}
}

// read reads `read [-r] NAME… <<< TEXT`: each name a field, the last the
// rest of the line.
func (r *varWrites) read(args []string, redirs []*syntax.Redirect, add func([]string, bool)) {
	var names []string
	for _, a := range args {
		switch {
		case a == "-r" || a == "-s" || a == "-rs" || a == "-sr":
		case strings.HasPrefix(a, "-"):
			if strings.Contains(a, r.name) || a == "\x00" {
				add(nil, false) // -a NAME, -p PROMPT…: not read here
			}
			return
		default:
			names = append(names, a)
		}
	}
	idx := -1
	for i, n := range names {
		if n == r.name {
			idx = i
		}
	}
	if idx < 0 {
		return
	}
	text, ok := "", false
	for _, rd := range redirs {
		if rd.Op == syntax.WordHdoc && (rd.N == nil || rd.N.Value == "0") && rd.Word != nil {
			text, ok = syntaxLit(rd.Word)
		}
	}
	if !ok || strings.Contains(text, "\\") {
		add(nil, false)
		return
	}
	fields := strings.Fields(strings.SplitN(text, "\n", 2)[0])
	switch {
	case idx >= len(fields):
		add([]string{""}, true)
	case idx == len(names)-1:
		add([]string{strings.Join(fields[idx:], " ")}, true)
	default:
		add([]string{fields[idx]}, true)
	}
}

// assignValues returns the values an assigned word computes from
// literals (its text, arithmetic, a default).
func assignValues(w *syntax.Word) ([]string, bool) {
	if w == nil {
		return []string{""}, true
	}
	vals, _, ok := partsValues(w.Parts)
	return vals, ok
}

// arithText returns the value of an assigned word read as arithmetic
// (declare -i): its literal text evaluated.
func arithText(w *syntax.Word) ([]string, bool) {
	vals, ok := assignValues(w)
	if !ok || len(vals) != 1 || len(vals[0]) > 256 {
		return nil, false
	}
	p := syntax.NewParser(syntax.Variant(syntax.LangBash))
	x, err := p.Arithmetic(strings.NewReader(vals[0]))
	if err != nil {
		return nil, false
	}
	n, ok := literalArith(x, 0)
	return []string{strconv.FormatInt(n, 10)}, ok
}
