package patterns

import (
	"slices"

	"mvdan.cc/sh/v3/syntax"
)

// reading is the state of one [Reader.Read]: the command being built and
// the counters that number its pipelines.
type reading struct {
	cfg    readConfig
	parser *syntax.Parser
	cmd    *Command
	pipes  int
	// report is the size the command's explanation has grown to, as
	// [DefaultMaxReportBytes] counts it.
	report int
	// words counts the words of the parts read so far, as
	// [DefaultMaxWords] counts them.
	words int
	// vars, sites and assoc gather what the line assigns and where bash
	// reads a value as code again (see effects_second.go).
	vars  map[string]*varFacts
	sites []evalSite
	assoc map[string]bool
	// attrs are the names declared -i, or -n with no target: each
	// value the line assigns them is read again (effects_second.go).
	attrs []evalSite
	// dotPath: the line assigns PATH a value with the current directory
	// in it (effects_envcode.go).
	dotPath bool
	// pathAhead: a directory the line's PATH assignment puts before the
	// inherited PATH (pathBeforeOpen), or "".
	pathAhead string
	// pathHomeEntries: the absolute entries that assignment puts before
	// the inherited PATH where none asks by itself (effects_pathworkdir.go).
	pathHomeEntries []string
	// fills are the names builtins, arithmetic and loops assign, and
	// pathFilled the first builtin that gives PATH a value the line
	// does not show (effects_fill.go).
	fills      []nameFill
	pathFilled string
	// nameref: the line takes a name reference (declare -n), which
	// assigns a name the reader does not see.
	nameref bool
	// refs are the line's name references to environment-style names,
	// and varRebinds its assignments that rebind program names
	// (effects_rebind_vars.go).
	refs       map[string]string
	refDecls   map[*syntax.Assign]bool
	varRebinds []varRebind
	// temps are the sure mktemp assignments (effects_temp.go).
	temps []tempAssign
	// units are the line's top-level sequence of statements, and
	// madeTexts the files written from literal text in it
	// (read_madetext.go).
	units     []seqUnit
	madeTexts []madeText
	// funcs are the functions the line defines, whose calls bind the
	// positional parameters (read_positional.go).
	funcs map[string]bool
	// funcBodies are their bodies and where they were declared, read
	// again where a call is fed (read_funcfed.go).
	funcBodies map[string]funcBody
	// aliases are the literal aliases met so far, by name; aliasUsed the
	// parts read as one (by index, its value), and aliasBusy the names
	// being expanded (read_alias.go).
	aliases   map[string]string
	aliasUsed map[int]string
	aliasBusy map[string]bool
}

// scope is where the walk stands: in which text, how deep in nested
// strings, and what the statements met there inherit from around them.
type scope struct {
	src    string  // the text being read: the command line or a nested string
	m      spanMap // maps offsets in src into Command.Source
	depth  int     // nested command strings around src
	parent int     // the part that handed src over, or -1
	pipe   PipeRef // the pipeline stage the statements stand in
	feed   Feed    // how their standard input is fed
	redirs []Redir // redirections of enclosing compound statements
	// away: the statements run away from where the part that handed them
	// over stands (ssh's remote command, a login shell's): they start in
	// a directory the reader cannot know.
	away bool
	// handsAway: what the part being read hands over runs away from it
	// (set by the reader of that part for that call only).
	handsAway bool
	// own, handsOwn: as away and handsAway, for what starts in a
	// container's own directory rather than in a home.
	own, handsOwn bool
}

// conv returns the word converter for the scope's text.
func (sc scope) conv() wordConv { return wordConv{src: sc.src, m: sc.m} }

// offsets returns the byte range of a node in the scope's text.
func offsets(n syntax.Node) (int, int) {
	return int(n.Pos().Offset()), int(n.End().Offset())
}

// span maps a node's range into Command.Source.
func (sc scope) span(n syntax.Node) Span { return sc.m.span(offsets(n)) }

// sub returns the scope of what is expanded inside a statement's words
// (command and process substitutions): outside any pipeline stage and the
// statement's redirections, with the standard input the statement gets.
func (sc scope) sub(feed Feed) scope {
	sc.pipe = noPipe()
	sc.redirs = nil
	sc.feed = feed
	return sc
}

// stmtList reads a list of statements: the nodes of a single statement, or
// one list node holding several.
func (r *reading) stmtList(stmts []*syntax.Stmt, sc scope) []*Node {
	switch len(stmts) {
	case 0:
		return nil
	case 1:
		return r.stmt(stmts[0], sc)
	}
	n := &Node{Kind: NodeList, Label: listLabel(stmts), Part: -1,
		Span: sc.m.span(int(stmts[0].Pos().Offset()), int(stmts[len(stmts)-1].End().Offset()))}
	for _, st := range stmts {
		n.Children = append(n.Children, r.stmt(st, sc)...)
		if f := execFeed(st); f != FeedNone {
			sc.feed = f
			sc.redirs = withRedirs(sc.redirs, execStdinRedirs(st, sc)) // read_stdinredir.go
		}
	}
	return []*Node{n}
}

// execFeed returns how `exec < …` (exec with redirections and no command)
// feeds the standard input of the statements after it, or FeedNone when
// st is not that.
func execFeed(st *syntax.Stmt) Feed {
	ce, ok := st.Cmd.(*syntax.CallExpr)
	if !ok || len(ce.Args) != 1 || ce.Args[0].Lit() != "exec" {
		return FeedNone
	}
	feed := FeedNone
	for _, rd := range st.Redirs {
		if f := stdinFeed(rd); f != FeedNone {
			feed = f
		}
	}
	return feed
}

// listLabel is "&" when every statement but perhaps the last runs in the
// background, and ";" otherwise.
func listLabel(stmts []*syntax.Stmt) string {
	for _, st := range stmts[:len(stmts)-1] {
		if !st.Background {
			return ";"
		}
	}
	return "&"
}

// stmt reads one statement. Its redirections apply to every part of its
// command; the words they name are expanded before they apply.
func (r *reading) stmt(st *syntax.Stmt, sc scope) []*Node {
	sub := sc.sub(sc.feed)
	var after []*Node
	if len(st.Redirs) > 0 {
		own, feed, nodes := r.redirs(st.Redirs, sub)
		after = nodes
		sc.redirs = append(slices.Clip(sc.redirs), own...)
		if feed != FeedNone {
			sc.feed = feed
		}
	}
	return append(r.command(st, sc, sub), after...)
}

// command reads the command of a statement.
func (r *reading) command(st *syntax.Stmt, sc, sub scope) []*Node {
	switch c := st.Cmd.(type) {
	case *syntax.CallExpr:
		return r.call(c, st, sc, sub)
	case *syntax.DeclClause:
		return r.decl(c, st, sc, sub)
	case *syntax.LetClause:
		return r.let(c, st, sc, sub)
	case *syntax.BinaryCmd:
		if c.Op == syntax.Pipe || c.Op == syntax.PipeAll {
			return r.pipeline(c, sc)
		}
		return r.andOr(c, sc)
	case *syntax.Subshell:
		return group(NodeSubshell, "( )", sc.span(c), r.stmtList(c.Stmts, sc))
	case *syntax.Block:
		return group(NodeBlock, "{ }", sc.span(c), r.stmtList(c.Stmts, sc))
	case *syntax.IfClause:
		return r.ifClause(c, sc)
	case *syntax.WhileClause:
		return r.whileClause(c, sc)
	case *syntax.ForClause:
		return r.forClause(c, sc, sub)
	case *syntax.CaseClause:
		return r.caseClause(c, sc, sub)
	case *syntax.FuncDecl:
		r.noteFunc(c)
		r.noteFuncBody(c, sc) // read_funcfed.go
		return group(NodeFunc, funcName(c), sc.span(c), r.stmt(c.Body, sc))
	case *syntax.ArithmCmd:
		r.noteArith(c.X, "", sub, "((…))")
		return r.arith(c.X, sub)
	case *syntax.TestClause:
		return r.test(c.X, sub)
	case *syntax.TimeClause:
		if c.Stmt != nil {
			return r.stmt(c.Stmt, sc)
		}
	case nil:
		return r.redirOnly(st, sc)
	case *syntax.CoprocClause:
		// A coprocess reads what the shell writes to ${COPROC[1]}: a pipe.
		in := sc
		in.feed = FeedPipe
		var nodes []*Node
		if c.Name != nil {
			nodes = r.wordNodes(c.Name, sub)
		}
		inner := c.Stmt
		if ce, ok := inner.Cmd.(*syntax.CallExpr); ok {
			if fixed := coprocCall(ce, sc.src); fixed != ce {
				st := *inner
				st.Cmd = fixed
				inner = &st
			}
		}
		return group(NodeSubshell, "coproc", sc.span(c), append(nodes, r.stmt(inner, in)...))
	}
	return nil
}

// funcName returns a function declaration's name.
func funcName(f *syntax.FuncDecl) string {
	if f.Name != nil {
		return f.Name.Value
	}
	return ""
}

// pipeline reads a pipeline: each stage is fed by the one before it.
func (r *reading) pipeline(b *syntax.BinaryCmd, sc scope) []*Node {
	var stages []*syntax.Stmt
	all := true
	var flatten func(b *syntax.BinaryCmd)
	flatten = func(b *syntax.BinaryCmd) {
		all = all && b.Op == syntax.PipeAll
		for _, s := range []*syntax.Stmt{b.X, b.Y} {
			if inner, ok := s.Cmd.(*syntax.BinaryCmd); ok && plainStmt(s) &&
				(inner.Op == syntax.Pipe || inner.Op == syntax.PipeAll) {
				flatten(inner)
				continue
			}
			stages = append(stages, s)
		}
	}
	flatten(b)
	label := "|"
	if all {
		label = "|&"
	}
	id := r.pipes
	r.pipes++
	n := &Node{Kind: NodePipeline, Label: label, Span: sc.span(b), Part: -1}
	for i, s := range stages {
		in := sc
		in.pipe = PipeRef{ID: id, Stage: i, Len: len(stages)}
		if i > 0 {
			in.feed = FeedPipe
		}
		n.Children = append(n.Children, r.stmt(s, in)...)
	}
	return []*Node{n}
}

// plainStmt reports whether a statement is only its command: not negated,
// not in the background, without redirections.
func plainStmt(s *syntax.Stmt) bool {
	return !s.Negated && !s.Background && !s.Coprocess && len(s.Redirs) == 0
}

// andOr reads a chain of && or ||, flattening runs of the same operator.
func (r *reading) andOr(b *syntax.BinaryCmd, sc scope) []*Node {
	n := &Node{Kind: NodeList, Label: b.Op.String(), Span: sc.span(b), Part: -1}
	var add func(s *syntax.Stmt)
	add = func(s *syntax.Stmt) {
		if inner, ok := s.Cmd.(*syntax.BinaryCmd); ok && inner.Op == b.Op && plainStmt(s) {
			add(inner.X)
			add(inner.Y)
			return
		}
		n.Children = append(n.Children, r.stmt(s, sc)...)
		if f := execFeed(s); f != FeedNone {
			sc.feed = f                                               // exec < f && sh: sh reads f
			sc.redirs = withRedirs(sc.redirs, execStdinRedirs(s, sc)) // read_stdinredir.go
		}
	}
	add(b.X)
	add(b.Y)
	return []*Node{n}
}
