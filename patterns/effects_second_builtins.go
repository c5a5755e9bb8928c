package patterns

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// The builtins and declarations that assign names or read them again
// (see effects_second.go).

// readValueOpts are read's options that take a value.
const readValueOpts = "adinNptu"

// mapfileValueOpts are mapfile's (readarray's) options that take a value.
const mapfileValueOpts = "dnOsuCc"

// mapfileAssigns records the array mapfile (prog) fills: its name operand, or
// MAPFILE. Bash reads no code from the name (5.2 refuses a subscript
// there: "not a valid identifier"), so it is no second evaluation; but a
// name the line does not show might be PATH or BASH_ENV, whose new value
// (the file's first line) rebinds what every later part runs by a bare
// name (fx28e1, rt22d): those parts are rebound (effects_rebind_vars.go).
// Alone, or last in the line, it changes nothing that runs.
func (r *reading) mapfileAssigns(prog string, args []Word) {
	named := false
	for i := 0; i < len(args); i++ {
		lit, _ := litPrefix(args[i])
		if strings.HasPrefix(lit, "-") && len(lit) > 1 {
			if k := strings.IndexAny(lit[1:], mapfileValueOpts); k >= 0 && 1+k == len(lit)-1 {
				i++
			}
			continue
		}
		named = true
		v, ok := args[i].Literal()
		if !ok || !validName(v) {
			r.varRebinds = append(r.varRebinds, varRebind{args[i].Span,
				quoteRaw(args[i].Raw) + " by mapfile, a name not known here (it might be PATH or BASH_ENV)", true})
			continue
		}
		r.assign(v, kindUnknown, "")
		r.noteFill(v, prog, args[i].Span, "", false)
	}
	if !named {
		r.assign("MAPFILE", kindUnknown, "")
	}
}

// builtinAssigns records what read, mapfile, printf -v and getopts
// assign: values not known, into names that must be plain.
func (r *reading) builtinAssigns(p *Part) {
	args := p.Args()
	switch p.Program {
	case "read":
		names := 0
		for i := 0; i < len(args); i++ {
			lit, _ := litPrefix(args[i])
			if strings.HasPrefix(lit, "-") && len(lit) > 1 {
				if k := strings.IndexAny(lit[1:], readValueOpts); k >= 0 {
					if lit[1+k] == 'a' {
						r.assignWord(args, i, 1+k, "read -a")
					}
					if 1+k == len(lit)-1 {
						i++
					}
				}
				continue
			}
			names++
			r.noteBadName(args[i], "read")
			if v, ok := args[i].Literal(); ok {
				r.assign(v, kindUnknown, "")
				r.noteFill(v, "read", args[i].Span, "", false)
			}
		}
		if names == 0 {
			r.assign("REPLY", kindUnknown, "")
		}
	case "mapfile", "readarray":
		r.mapfileAssigns(p.Program, args)
	case "printf":
		for i, a := range args {
			if lit, _ := litPrefix(a); strings.HasPrefix(lit, "-v") {
				r.assignWord(args, i, 1, "printf -v")
				break
			}
		}
	case "wait":
		for i, a := range args {
			if lit, _ := litPrefix(a); strings.HasPrefix(lit, "-") && strings.HasSuffix(lit, "p") && i+1 < len(args) {
				if v, ok := args[i+1].Literal(); ok {
					r.assign(v, kindUnknown, "") // wait -p NAME (bash 5.1)
					r.noteFill(v, "wait -p", args[i+1].Span, "", false)
				}
			}
		}
	case "test", "[":
		r.noteTestVar(p)
	case "unset":
		// unset NAME[SUB] evaluates the subscript of an indexed array
		// (unset -v and -f do not: checked with bash 5.2).
		if hasWord(p, "-v") || hasWord(p, "-f") {
			break
		}
		for _, a := range p.Args() {
			if lit, _ := litPrefix(a); !strings.HasPrefix(lit, "-") || a.Dynamic() {
				r.noteBadName(a, "unset")
			}
		}
	case "getopts":
		if len(args) > 1 {
			if v, ok := args[1].Literal(); ok {
				r.assign(v, kindUnknown, "")
				r.noteFill(v, "getopts", args[1].Span, "", false)
			}
		}
		r.assign("OPTARG", kindUnknown, "")
	}
}

// assignWord records the name given as the value of the option at byte
// at of args[i] (-vNAME, or -v NAME).
func (r *reading) assignWord(args []Word, i, at int, what string) {
	lit, _ := litPrefix(args[i])
	w := Word{}
	switch {
	case at+1 < len(lit):
		w = subWord(args[i], at+1)
	case i+1 < len(args):
		w = args[i+1]
	default:
		return
	}
	if what != "read -a" { // read -a takes no subscript: a NAME[SUB] is refused
		r.noteBadName(w, what)
	}
	if v, ok := w.Literal(); ok {
		name, _, _ := strings.Cut(v, "[")
		r.assign(name, kindUnknown, "")
		r.noteFill(name, what, w.Span, "", false)
	}
}

// noteDecl records declare's (local's, typeset's) -A arrays, whose
// subscripts are not arithmetic, and -n references, whose target must be
// a plain name. It also records the names that get an attribute which
// makes later assignments code: -i (each value is arithmetic) and a -n
// with no target (the next value assigned is the name it refers to).
// A name declare takes from an expansion, or a literal NAME[SUB]=…, may
// be a subscript holding code (declare "$x=1" runs x's subscript).
func (r *reading) noteDecl(d *syntax.DeclClause, conv wordConv) {
	variant := ""
	if d.Variant != nil {
		variant = d.Variant.Value
	}
	nameref := variant == "nameref"
	assoc, integer, show, unexport := false, false, false, false
	for _, a := range d.Args {
		if a.Naked && a.Name == nil && a.Value != nil {
			if lit := a.Value.Lit(); strings.HasPrefix(lit, "-") {
				nameref = nameref || strings.Contains(lit, "n")
				assoc = assoc || strings.Contains(lit, "A")
				integer = integer || strings.Contains(lit, "i")
				show = show || strings.ContainsAny(lit, "pfF") // print, not assign
				unexport = unexport || variant == "export" && strings.Contains(lit, "n")
				continue
			}
			if !show && (variant == "declare" || variant == "typeset" || variant == "local") {
				r.noteDeclWord(conv.word(a.Value), variant)
			}
			if !show && !unexport && (variant == "export" || variant == "readonly") {
				r.noteExportName(conv.word(a.Value), variant)
			}
			continue
		}
		if a.Name == nil {
			continue
		}
		if assoc {
			if r.assoc == nil {
				r.assoc = map[string]bool{}
			}
			r.assoc[a.Name.Value] = true
		}
		r.nameref = r.nameref || nameref
		span := conv.m.span(offsets(a))
		if nameref && a.Value != nil {
			r.noteBadName(conv.word(a.Value), "declare -n")
			r.noteNameref(a, a.Value.Lit())
		}
		switch {
		case integer:
			r.attrs = append(r.attrs, evalSite{span: span, use: useArith, refs: []string{a.Name.Value},
				what: variant + " -i " + a.Name.Value + " (each value assigned to it is arithmetic)"})
		case nameref && a.Value == nil && a.Array == nil:
			r.attrs = append(r.attrs, evalSite{span: span, use: useIndirect, refs: []string{a.Name.Value},
				what: variant + " -n " + a.Name.Value + " (the value assigned to it names what it refers to)"})
		}
	}
}

// noteDeclWord records a word declare reads as NAME or NAME=VALUE that
// might hold a subscript with code: any word that is not literal, or a
// literal whose name is neither plain nor NAME[NUMBER].
func (r *reading) noteDeclWord(w Word, variant string) {
	if v, ok := w.Literal(); ok {
		name, _, _ := strings.Cut(v, "=")
		if validName(name) || plainSubscript(name) {
			return
		}
	}
	r.sites = append(r.sites, evalSite{span: w.Span, use: useIndirect, bad: w.Raw, what: variant})
}

// noteTestVar records the operand of test -v (and [ -v ]): a subscript
// there is evaluated, so a name not known to be plain may run code.
func (r *reading) noteTestVar(p *Part) {
	args := p.Args()
	for i, a := range args {
		if v, ok := a.Literal(); ok && v == "-v" && i+1 < len(args) {
			r.noteBadName(args[i+1], p.Program+" -v")
		}
	}
}

// isArithAssign reports whether op assigns to its left side.
func isArithAssign(op syntax.BinAritOperator) bool {
	switch op {
	case syntax.Assgn, syntax.AddAssgn, syntax.SubAssgn, syntax.MulAssgn, syntax.QuoAssgn,
		syntax.RemAssgn, syntax.AndAssgn, syntax.OrAssgn, syntax.XorAssgn, syntax.ShlAssgn, syntax.ShrAssgn:
		return true
	}
	return false
}

// noteLoopItem records a for or select loop's item w as a value of name:
// a literal, a numeric brace sequence or a counting substitution is as
// plain as it reads; anything else (a glob, an expansion) is not known.
func (r *reading) noteLoopItem(name string, w *syntax.Word) {
	if len(w.Parts) == 1 {
		if c, ok := w.Parts[0].(*syntax.CmdSubst); ok && countingSubst(c) {
			r.assign(name, kindNumber, "")
			return
		}
	}
	if v, ok := syntaxLit(w); ok {
		for _, f := range strings.Fields(v) {
			if braceSequence(f) && strings.Trim(f, "{}.-0123456789") == "" {
				r.assign(name, kindNumber, "")
				continue
			}
			r.assign(name, textKind(f), f)
		}
		return
	}
	r.assign(name, kindUnknown, "")
}
