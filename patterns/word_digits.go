package patterns

import "mvdan.cc/sh/v3/syntax"

// Bash's own numbers in a path (rt38 E264). $$, $#, $?, $RANDOM,
// $BASHPID, $PPID, $SECONDS and $LINENO, written plainly (no operator),
// expand to digits only: never "/", "..", a glob or a space. A path such
// as /tmp/x.$$ is therefore a file directly under /tmp, as /tmp/x.0 is,
// and path judgement reads it so. A line that may set one of the named
// ones (unset RANDOM; RANDOM=/) or IFS (which may split digits) keeps the
// word unknown.

// digitParamName reports whether bash keeps a parameter to digits when it
// is written plainly. A switch, not a package map, so that the package's
// initialisers allocate nothing (TestAdapterInits).
func digitParamName(name string) bool {
	switch name {
	case "$", "#", "?", "RANDOM", "BASHPID", "PPID", "SECONDS", "LINENO":
		return true
	}
	return false
}

// digitParam reports whether p is one digitParamName names, with no operator.
func digitParam(p *syntax.ParamExp) bool {
	return p.Param != nil && digitParamName(p.Param.Value) && !p.Excl && !p.Length && !p.Width &&
		!p.IsSet && p.Index == nil && p.Slice == nil && p.Repl == nil && p.Names == 0 && p.Exp == nil &&
		p.Flags == nil && p.NestedParam == nil && len(p.Modifiers) == 0
}

// digitsWord returns w with each of bash's own numbers (Seg.Digits) as the
// literal text "0", for path judgement, when w holds one and the line
// cannot change what it expands to.
func digitsWord(w *Word, ctx *Context) (Word, bool) {
	found := false
	for _, s := range w.Segs {
		if !s.Digits {
			continue
		}
		if !digitsSure(s, ctx) {
			return Word{}, false
		}
		found = true
	}
	if !found {
		return Word{}, false
	}
	out := Word{Raw: w.Raw, Span: w.Span, linked: w.linked}
	for _, s := range w.Segs {
		if s.Digits {
			s = Seg{Kind: SegLit, Text: "0", Quoted: s.Quoted}
		}
		if n := len(out.Segs); n > 0 && s.Kind == SegLit && out.Segs[n-1].Kind == SegLit {
			out.Segs[n-1].Text += s.Text
			continue
		}
		out.Segs = append(out.Segs, s)
	}
	return out, true
}

// digitsSure reports whether s, one of bash's own numbers, certainly
// expands to digits in one field: the line sets neither it nor, where it
// is unquoted, IFS.
func digitsSure(s Seg, ctx *Context) bool {
	return s.Digits && !(!s.Quoted && lineMaySet(ctx, "IFS")) && !(validName(s.Text) && lineMaySet(ctx, s.Text))
}

// lineMaySet reports whether the line ctx judges may set variable name;
// with no line known, it may.
func lineMaySet(ctx *Context, name string) bool {
	if ctx == nil || ctx.cmd == nil || len(ctx.cmd.Parts) == 0 {
		return true
	}
	return ctx.cmd.Parts[0].line.maySet(name)
}
