package patterns

import (
	"fmt"
	"strings"
)

// make's command-line variable assignments (rt22e #2): make expands the
// value of every assignment it is given (make 'x:=$(shell CMD)' runs CMD
// when it reads it, and x=… when it exports x to a recipe, checked with
// GNU make 4.3), and runs the value of a != assignment with the shell.
// MAKEFLAGS' words (MAKEFLAGS='x=…' make) are read the same way. A
// $(shell CMD) whose CMD is literal is read as a nested command string;
// make's other functions that run or write something ($(file …), $(eval
// …), $(guile …), $(call …), $(value …), $(load …)) and a $(shell …)
// whose command make builds from a reference are code in make's own
// language, and unreadable. A plain reference ($(EXTRA), $(x:.c=.o)) is
// left alone, and so is $$, make's literal $.

// makeValueOpts are make's options that take their value as the next
// word.
var makeValueOpts = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"-C": true, "-f": true, "-I": true, "-o": true, "-W": true, "--file": true, "--makefile": true,
		"--directory": true, "--include-dir": true, "--old-file": true, "--assume-old": true,
		"--what-if": true, "--new-file": true, "--assume-new": true,
	}
}}

// makeRunsFuncs are make's functions that run, write or evaluate text as
// make code.
var makeRunsFuncs = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"file": true, "eval": true, "guile": true, "call": true, "value": true, "load": true}
}}

// makeAssigns reads the variable assignments make is given on its command
// line and in MAKEFLAGS on the part.
func (r *reading) makeAssigns(p *Part, sc scope) []*Node {
	var nodes []*Node
	args := p.Args()
	for i := 0; i < len(args); i++ {
		lit, _ := litPrefix(args[i])
		if lit == "--" {
			continue
		}
		if makeValueOpts.get()[lit] {
			i++
			continue
		}
		if strings.HasPrefix(lit, "-") {
			continue
		}
		nodes = append(nodes, r.makeAssignWord(p, args[i], lit, sc)...)
	}
	for _, a := range p.Assigns {
		val, ok := strings.CutPrefix(a, "MAKEFLAGS=")
		if !ok {
			continue
		}
		// make reads the assignments after the options; a value may hold
		// spaces ($(shell rm -rf ~)), so the rest is read as one.
		rest := strings.Trim(val, `'"`)
		for f := strings.Fields(rest); len(f) > 0 && strings.HasPrefix(f[0], "-"); f = f[1:] {
			rest = strings.TrimLeft(strings.TrimPrefix(strings.TrimLeft(rest, " \t"), f[0]), " \t")
		}
		if strings.Contains(rest, "=") {
			w := LitWord(a)
			w.Span = p.Span
			nodes = append(nodes, r.makeAssignText(p, w, rest, true, sc)...)
		}
	}
	return nodes
}

// makeAssignWord reads one of make's operands, w (lit its literal
// prefix), when it is an assignment.
func (r *reading) makeAssignWord(p *Part, w Word, lit string, sc scope) []*Node {
	if !strings.Contains(lit, "=") {
		return nil
	}
	full, ok := w.Literal()
	if !ok {
		full = lit // what follows is bash's, a value not known, as make CC="$CC" is
	}
	return r.makeAssignText(p, w, full, ok, sc)
}

// makeAssignText reads text, the assignment NAME OP VALUE in word w;
// whole reports whether text is all of the word.
func (r *reading) makeAssignText(p *Part, w Word, text string, whole bool, sc scope) []*Node {
	eq := strings.IndexByte(text, '=')
	name, val := text[:eq], text[eq+1:]
	if strings.HasSuffix(name, "!") {
		if !whole || strings.Contains(strings.ReplaceAll(val, "$$", ""), "$") {
			return []*Node{r.foreign(p, w, p.Program+" "+strings.TrimSpace(name)+"=")}
		}
		return r.nestedText(p, p.Program+" !=", strings.ReplaceAll(val, "$$", "$"), w.Span, FeedNone, sc)
	}
	return r.makeExpands(p, w, val, sc)
}

// makeExpands reads the make references in val, a value make expands,
// standing in word w.
func (r *reading) makeExpands(p *Part, w Word, val string, sc scope) []*Node {
	var nodes []*Node
	for i := 0; i+1 < len(val); i++ {
		if val[i] != '$' {
			continue
		}
		if val[i+1] == '$' {
			i++
			continue
		}
		open := val[i+1]
		if open != '(' && open != '{' {
			continue
		}
		end := makeClose(val, i+1)
		if end < 0 {
			return append(nodes, r.foreign(p, w, p.Program+" "+quoteRaw(val)))
		}
		inner := val[i+2 : end]
		fn, rest, call := strings.Cut(inner, " ")
		if !call {
			fn, rest, call = strings.Cut(inner, "\t")
		}
		switch {
		case !call:
			// A reference: $(x), $(x:.c=.o), or one built of another.
			nodes = append(nodes, r.makeExpands(p, w, inner, sc)...)
		case fn == "shell":
			cmd := strings.TrimLeft(rest, " \t")
			if strings.Contains(strings.ReplaceAll(cmd, "$$", ""), "$") {
				return append(nodes, r.foreign(p, w, p.Program+" $(shell …)"))
			}
			nodes = append(nodes, r.nestedText(p, p.Program+" $(shell)", strings.ReplaceAll(cmd, "$$", "$"), w.Span, FeedNone, sc)...)
		case makeRunsFuncs.get()[fn]:
			return append(nodes, r.foreign(p, w, fmt.Sprintf("%s $(%s …)", p.Program, fn)))
		default:
			nodes = append(nodes, r.makeExpands(p, w, rest, sc)...)
		}
		i = end
	}
	return nodes
}

// makeClose returns the index of the bracket that closes the one at
// val[at], counting nested brackets of the same kind, or -1.
func makeClose(val string, at int) int {
	open := val[at]
	closer := byte(')')
	if open == '{' {
		closer = '}'
	}
	depth := 0
	for j := at; j < len(val); j++ {
		switch val[j] {
		case open:
			depth++
		case closer:
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}
