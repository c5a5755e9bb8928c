package patterns

import (
	"path"
	"strings"
	"testing"

	"mvdan.cc/sh/v3/syntax"
)

// A small stand-in for the command reader, for the matcher's tests until
// Read is on main: it reads a pipeline of simple commands into parts, words
// into segments (literal text, globs, ~, parameters, substitutions), and
// redirections. No wrappers, no nesting.

func testCommand(t testing.TB, src string) *Command {
	t.Helper()
	cmd, err := readTestCommand(src)
	if err != nil {
		t.Fatalf("parse %q: %v", src, err)
	}
	return cmd
}

func readTestCommand(src string) (*Command, error) {
	f, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(src), "")
	if err != nil {
		return nil, err
	}
	cmd := &Command{Source: src}
	pipes := 0
	for _, st := range f.Stmts {
		var stages []*syntax.Stmt
		flattenPipe(st, &stages)
		id := -1
		if len(stages) > 1 {
			id = pipes
			pipes++
		}
		for k, s := range stages {
			p := testPart(src, s)
			p.Index = len(cmd.Parts)
			p.Pipe = PipeRef{ID: id, Stage: k, Len: len(stages)}
			if id >= 0 && k > 0 {
				p.Feed = FeedPipe
				// As the reader does: a shell or interpreter fed from a
				// pipe runs a script that cannot be read.
				if isInterpreter(p.Program) {
					p.Unreadable = &Unreadable{Code: UnreadablePipeShell, Part: len(cmd.Parts)}
				}
			}
			cmd.Parts = append(cmd.Parts, p)
		}
	}
	return cmd, nil
}

func flattenPipe(st *syntax.Stmt, out *[]*syntax.Stmt) {
	if b, ok := st.Cmd.(*syntax.BinaryCmd); ok && b.Op == syntax.Pipe {
		flattenPipe(b.X, out)
		flattenPipe(b.Y, out)
		return
	}
	*out = append(*out, st)
}

func testPart(src string, st *syntax.Stmt) *Part {
	p := &Part{Parent: -1, Span: Span{int(st.Pos().Offset()), int(st.End().Offset())}}
	p.Text = src[p.Span.Start:p.Span.End]
	if ce, ok := st.Cmd.(*syntax.CallExpr); ok {
		for _, w := range ce.Args {
			p.Words = append(p.Words, testWord(src, w))
		}
	}
	if len(p.Words) > 0 {
		if v, ok := p.Words[0].Literal(); ok {
			p.Program = path.Base(v)
		}
	}
	for _, r := range st.Redirs {
		op := r.Op.String()
		rd := Redir{Op: op, Target: testWord(src, r.Word)}
		rd.Writes = strings.Contains(op, ">") && !strings.Contains(op, "&") || op == "&>" || op == "&>>"
		rd.Reads = op == "<"
		p.Redirs = append(p.Redirs, rd)
	}
	return p
}

func testWord(src string, w *syntax.Word) Word {
	out := Word{Span: Span{int(w.Pos().Offset()), int(w.End().Offset())}}
	out.Raw = src[out.Span.Start:out.Span.End]
	add := func(s Seg) {
		n := len(out.Segs)
		if s.Kind == SegLit && n > 0 && out.Segs[n-1].Kind == SegLit {
			out.Segs[n-1].Text += s.Text
			return
		}
		out.Segs = append(out.Segs, s)
	}
	for i, part := range w.Parts {
		switch x := part.(type) {
		case *syntax.Lit:
			v := x.Value
			if i == 0 && strings.HasPrefix(v, "~") {
				user, rest, _ := strings.Cut(v[1:], "/")
				add(Seg{Kind: SegTilde, Text: user})
				if strings.Contains(v, "/") {
					v = "/" + rest
				} else {
					v = ""
				}
			}
			testLit(v, add)
		case *syntax.SglQuoted:
			add(Seg{Kind: SegLit, Text: x.Value, Quoted: true})
		case *syntax.DblQuoted:
			if len(x.Parts) == 0 {
				add(Seg{Kind: SegLit, Quoted: true})
			}
			for _, in := range x.Parts {
				switch y := in.(type) {
				case *syntax.Lit:
					add(Seg{Kind: SegLit, Text: y.Value, Quoted: true})
				case *syntax.ParamExp:
					add(Seg{Kind: SegParam, Text: testParamName(y), Quoted: true})
				default:
					add(Seg{Kind: SegSubst, Quoted: true})
				}
			}
		case *syntax.ParamExp:
			add(Seg{Kind: SegParam, Text: testParamName(x)})
		default:
			add(Seg{Kind: SegSubst})
		}
	}
	return out
}

func testParamName(p *syntax.ParamExp) string {
	if p.Param == nil || p.Length || p.Exp != nil || p.Index != nil || p.Repl != nil || p.Slice != nil {
		return ""
	}
	if !syntax.ValidName(p.Param.Value) {
		return ""
	}
	return p.Param.Value
}

// testLit splits unquoted literal text into literal and glob segments.
func testLit(v string, add func(Seg)) {
	var b strings.Builder
	flush := func() {
		if b.Len() > 0 {
			add(Seg{Kind: SegLit, Text: b.String()})
			b.Reset()
		}
	}
	for i := 0; i < len(v); i++ {
		switch c := v[i]; c {
		case '\\':
			if i+1 < len(v) {
				i++
				b.WriteByte(v[i])
			}
		case '*', '?':
			flush()
			add(Seg{Kind: SegGlob, Text: string(c)})
		case '[':
			if j := strings.IndexByte(v[i:], ']'); j > 1 {
				flush()
				add(Seg{Kind: SegGlob, Text: v[i : i+j+1]})
				i += j
				continue
			}
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	flush()
}
