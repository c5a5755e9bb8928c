package patterns

import (
	"fmt"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Bash reads some values as code a second time: arithmetic evaluates the
// contents of the variables it names ($((x)) with x='a[$(id)]' runs id),
// as do [[ x -eq … ]], let, (( )), array subscripts and ${x:o:l}; ${!x}
// expands the variable x names; ${x@P} expands x as a prompt; declare -n,
// printf -v, read, test -v, [[ -v ]] and declare "$x=…" take a name that
// may be a subscript; a name declared -i reads every value assigned to it
// as arithmetic, and one declared -n with no target takes the next value
// assigned as the name it refers to. Where the value is
// not known to be plain (a number, for arithmetic; a name, for ${!x}),
// what runs is not known, and the part is unreadable.
//
// What the line assigns is gathered as it is read, whatever the order
// (a loop may assign after it reads): a variable is plain only when every
// assignment to it in the line is. A variable the line does not assign
// comes from the environment and is not known, except bash's own numbers
// ($#, $?, $$, $!, RANDOM, LINENO …).

// plainKind is how plain an assigned value is, from plainest.
type plainKind uint8

const (
	kindNumber  plainKind = iota // a literal integer, arithmetic's result, wc's count
	kindName                     // a literal variable name
	kindText                     // literal text with no $, `, \ or [
	kindUnknown                  // anything else
)

// varFacts is what the line assigns to a variable.
type varFacts struct {
	n     int // how many assignments
	worst plainKind
	names []string // the names it is assigned, when kindName
	spans []Span   // where its assigned values stand (class_secretvar.go)
	words []Word   // those values as words (class_secret_linevar.go)
	reads []string // the variables those values read
	first int      // 1 + where its earliest recorded value starts, 0 when none is (class_loopvar.go)
}

// noteValueAt records that a value of the variable stands at start.
func (f *varFacts) noteValueAt(start int) {
	if f.first == 0 || start+1 < f.first {
		f.first = start + 1
	}
}

// evalUse is how a site reads a value again.
type evalUse uint8

const (
	useArith    evalUse = iota // as arithmetic
	useIndirect                // as a variable's name: ${!x}
	usePrompt                  // as a prompt: ${x@P}
)

// evalSite is a place where bash reads a value as code again.
type evalSite struct {
	span  Span
	use   evalUse
	refs  []string // the variables whose values are read
	bad   string   // what is read that is certainly not plain, or ""
	array string   // the array whose subscript this is, or ""
	what  string   // the construct, for a sentence
}

// bashNumbers are the variables bash itself keeps numeric.
var bashNumbers = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"#": true, "?": true, "$": true, "!": true, "RANDOM": true, "SRANDOM": true, "LINENO": true,
		"SECONDS": true, "BASHPID": true, "PPID": true, "UID": true, "EUID": true, "EPOCHSECONDS": true,
		"OPTIND": true, "SHLVL": true, "HISTCMD": true, "COPROC_PID": true,
	}
}}

// assign records that the line assigns name a value of kind (naming
// target, for kindName).
func (r *reading) assign(name string, kind plainKind, target string) {
	if r.vars == nil {
		r.vars = map[string]*varFacts{}
	}
	f := r.vars[name]
	if f == nil {
		f = &varFacts{}
		r.vars[name] = f
	}
	f.n++
	f.worst = max(f.worst, kind)
	if kind == kindName && len(f.names) < 8 {
		f.names = append(f.names, target)
	}
}

// plain reports whether every value the line gives name is plain enough
// for use.
func (r *reading) plain(name string, use evalUse) bool {
	if bashNumbers.get()[name] {
		return true
	}
	f := r.vars[name]
	if f == nil {
		return false
	}
	switch use {
	case useIndirect:
		return f.worst <= kindName
	case usePrompt:
		return f.worst <= kindText
	}
	if f.worst == kindNumber {
		return true
	}
	if f.worst > kindName {
		return false
	}
	for _, n := range f.names {
		if g := r.vars[n]; !bashNumbers.get()[n] && (g == nil || g.worst != kindNumber) {
			return false
		}
	}
	return true
}

// noteAssign records an assignment of the line.
func (r *reading) noteAssign(a *syntax.Assign) {
	if a.Name == nil {
		return
	}
	if a.Array != nil {
		for _, e := range a.Array.Elems {
			if a.Name.Value == "PATH" && e.Value != nil {
				r.notePathValue(pathText(e.Value)) // PATH=(./evil): its first element is PATH
			}
			k, t := wordKind(e.Value)
			r.assign(a.Name.Value, k, t)
		}
		return
	}
	if a.Naked {
		return
	}
	if a.Name.Value == "PATH" && a.Value != nil {
		r.notePathValue(pathText(a.Value)) // effects_fill.go
	}
	k, t := wordKind(a.Value)
	r.assign(a.Name.Value, k, t)
}

// noteArith records the values arithmetic x reads again; array names the
// array when x is its subscript.
func (r *reading) noteArith(x syntax.ArithmExpr, array string, sc scope, what string) {
	if x == nil {
		return
	}
	site := evalSite{span: sc.span(x), use: useArith, array: array, what: what}
	r.arithRefs(x, &site)
	if site.bad != "" || len(site.refs) > 0 {
		r.sites = append(r.sites, site)
	}
}

// arithRefs gathers what an arithmetic expression reads.
func (r *reading) arithRefs(x syntax.ArithmExpr, site *evalSite) {
	switch x := x.(type) {
	case *syntax.BinaryArithm:
		if w, ok := x.X.(*syntax.Word); ok && isArithAssign(x.Op) {
			if name := w.Lit(); validName(name) {
				r.assign(name, kindNumber, "")
				r.noteFill(name, "arithmetic", site.span, "", false)
			}
		}
		r.arithRefs(x.X, site)
		r.arithRefs(x.Y, site)
	case *syntax.UnaryArithm:
		if w, ok := x.X.(*syntax.Word); ok && (x.Op == syntax.Inc || x.Op == syntax.Dec) {
			if name := w.Lit(); validName(name) {
				r.assign(name, kindNumber, "")
				r.noteFill(name, "arithmetic", site.span, "", false)
			}
		}
		r.arithRefs(x.X, site)
	case *syntax.ParenArithm:
		r.arithRefs(x.X, site)
	case *syntax.Word:
		r.arithWord(x.Parts, site)
	}
}

// arithWord gathers what the parts of a word in arithmetic read.
func (r *reading) arithWord(parts []syntax.WordPart, site *evalSite) {
	for _, p := range parts {
		switch p := p.(type) {
		case *syntax.Lit:
			if validName(p.Value) {
				site.refs = append(site.refs, p.Value)
			} else {
				site.refs = append(site.refs, arithNames(p.Value)...) // let "y = x + 1"
			}
		case *syntax.SglQuoted:
			if strings.ContainsAny(p.Value, "$`[") {
				site.bad = p.Value
			}
			site.refs = append(site.refs, arithNames(p.Value)...)
		case *syntax.DblQuoted:
			r.arithWord(p.Parts, site)
		case *syntax.ParamExp:
			switch name := p.Param.Value; {
			case p.Length || p.Excl:
			case bashNumbers.get()[name]:
			case validName(name):
				site.refs = append(site.refs, name)
			default:
				site.bad = "$" + name
			}
		case *syntax.CmdSubst:
			if !countingSubst(p) {
				site.bad = "a command's output"
			}
		case *syntax.ArithmExp:
		default:
			site.bad = "an expansion"
		}
	}
}

// noteParam records ${!x} and ${x@P}, which read x's value again.
func (r *reading) noteParam(p *syntax.ParamExp, sc scope) {
	if p.Param == nil {
		return
	}
	name := p.Param.Value
	if p.Exp != nil && (p.Exp.Op == syntax.AssignUnset || p.Exp.Op == syntax.AssignUnsetOrNull) && validName(name) {
		r.assign(name, kindUnknown, "") // ${x:=…} assigns x
	}
	switch {
	case p.Excl && p.Names == 0 && !subscriptAll(p.Index):
		r.noteValue(name, useIndirect, sc.span(p), "${!"+name+"}")
	case p.Exp != nil && p.Exp.Op == syntax.OtherParamOps && p.Exp.Word != nil && p.Exp.Word.Lit() == "P":
		r.noteValue(name, usePrompt, sc.span(p), "${"+name+"@P}")
	}
}

// noteValue records that a construct reads variable name's value again.
func (r *reading) noteValue(name string, use evalUse, span Span, what string) {
	site := evalSite{span: span, use: use, what: what}
	if validName(name) {
		site.refs = []string{name}
	} else if !bashNumbers.get()[name] {
		site.bad = "$" + name
	}
	r.sites = append(r.sites, site)
}

// subscriptAll reports whether a subscript is @ or *.
func subscriptAll(x syntax.ArithmExpr) bool {
	w, ok := x.(*syntax.Word)
	return ok && (w.Lit() == "@" || w.Lit() == "*")
}

// noteBadName records a name given to declare -n, printf -v or read that
// might be a subscript holding code.
func (r *reading) noteBadName(w Word, what string) {
	v, ok := w.Literal()
	if ok && (validName(v) || plainSubscript(v)) {
		return
	}
	r.sites = append(r.sites, evalSite{span: w.Span, use: useIndirect, bad: w.Raw, what: what})
}

// plainSubscript reports whether v is NAME[NUMBER].
func plainSubscript(v string) bool {
	name, rest, ok := strings.Cut(v, "[")
	idx, closed := strings.CutSuffix(rest, "]")
	return ok && closed && validName(name) && isDigits(idx)
}

// secondEvaluation gathers what the line's builtins assign (read,
// mapfile, printf -v, getopts), then marks unreadable each site that
// reads a value again which is not known to be plain.
func (r *reading) secondEvaluation() {
	for _, p := range r.cmd.Parts {
		r.builtinAssigns(p)
	}
	r.fillRebinds() // effects_fill.go
	r.sourcedReads()
	for _, a := range r.attrs {
		if r.vars[a.refs[0]] != nil {
			r.sites = append(r.sites, a)
		}
	}
	for _, s := range r.sites {
		if s.array != "" && r.assoc[s.array] {
			continue
		}
		why := ""
		if s.bad != "" {
			why = quoteRaw(s.bad) + " is not known to be plain"
		}
		for _, ref := range s.refs {
			if why == "" && !r.plain(ref, s.use) {
				why = quoteRaw("$"+ref) + " is not known to hold " + map[evalUse]string{useArith: "a number", useIndirect: "a name", usePrompt: "plain text"}[s.use]
			}
		}
		if why == "" {
			continue
		}
		r.effectUnreadable(partAt(r.cmd, s.span), UnreadableSecondEval, s.span, fmt.Sprintf(
			"%s reads a value as code a second time, and %s, so what it runs is not known.", s.what, why))
	}
}

// partAt returns the innermost part whose span holds span, or -1.
func partAt(cmd *Command, span Span) int {
	best := -1
	for i, p := range cmd.Parts {
		if p.Span.Start <= span.Start && span.End <= p.Span.End &&
			(best < 0 || p.Span.Len() <= cmd.Parts[best].Span.Len()) {
			best = i
		}
	}
	return best
}

// arithNames returns the variable names in quoted arithmetic text (let
// "y = x + 1"), which bash reads as an expression: each name's value is
// read again. Digits of a number (0x1f, 16#ff) are not names.
func arithNames(text string) []string {
	var out []string
	for i := 0; i < len(text); {
		c := text[i]
		if c == '_' || isASCIILetter(c) {
			j := i
			for j < len(text) && (text[j] == '_' || isASCIILetter(text[j]) || '0' <= text[j] && text[j] <= '9') {
				j++
			}
			rest := strings.TrimLeft(text[j:], " \t")
			assigned := strings.HasPrefix(rest, "=") && !strings.HasPrefix(rest, "==")
			if !assigned && (i == 0 || !('0' <= text[i-1] && text[i-1] <= '9') && text[i-1] != '#') {
				out = append(out, text[i:j])
			}
			i = j
			continue
		}
		i++
	}
	return out
}
