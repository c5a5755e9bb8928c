package patterns

import "strings"

// Other ways to hand an interpreter its program file (fx57a, rt54 M18):
// the program-file reader read the first operand of python, node, perl,
// ruby …, so `python3 e8.py` asked while `python3 < e8.py` (shown for
// real approving ask 8), `python3 - < e8.py`, `node < x.js`, `perl < x.pl`, `ruby < x.rb` and the standard library's
// runners of a file (`python3 -m pdb F`, `-m cProfile F`, `-m profile
// F`, `-m trace --trace F`, `-m runpy M`) were allowed. Each now reads
// that file as the program file it is: an interpreter given no program
// operand (or `-`, `/dev/stdin`) and no code option (-c, -e, -m …) runs
// its standard input, fed from a literal file by `<`; one fed by a pipe
// (`cat e8.py | python3`) asks as unreadable already.

// stdinProgramFiles returns the program file interpreter part p reads
// on its standard input, or nil.
func stdinProgramFiles(p *Part, ctx *Context) []programFile {
	if !isProgramInterpreter(p.Program) {
		return nil
	}
	for k := 1; k < len(p.Words); k++ {
		v, lit := p.Words[k].Literal()
		switch {
		case !lit || interpreterStop(v) || v == "-f" && k+1 < len(p.Words):
			return nil
		case interpreterValue(v):
			k++
		case v == "-" || isStdinScript(v):
			k = len(p.Words)
		case v == "--":
			if k+1 < len(p.Words) {
				if w, ok := p.Words[k+1].Literal(); !ok || w != "-" && !isStdinScript(w) {
					return nil
				}
			}
			k = len(p.Words)
		case strings.HasPrefix(v, "-"):
		default:
			return nil // a program operand, read by programFiles
		}
	}
	if f, ok := fedFile(p, ctx); ok {
		return []programFile{{f, -1}}
	}
	return nil
}

// fedFile returns the literal file part p's standard input is fed
// from: its last `<` or `0<`. (A pipe into an interpreter with no
// program operand, `cat F | python3`, asks as unreadable already.)
func fedFile(p *Part, ctx *Context) (string, bool) {
	var from *Redir
	for i := range p.Redirs {
		r := &p.Redirs[i]
		if r.Op == "<" && (r.Fd == "" || r.Fd == "0") {
			from = r
		}
	}
	if from == nil {
		return "", false
	}
	v, ok := resolvedWord(from.Target, p, ctx).Literal()
	return v, ok && v != "" && !strings.HasPrefix(v, "~")
}

// pythonRunnerFiles returns the program file a standard-library runner
// of a file runs (`python3 -m pdb F`, `-m cProfile -s time F`, `-m trace
// --trace F`) or the module `-m runpy M` runs, the runner's module
// option o (-m NAME) found in part p.
func pythonRunnerFiles(p *Part, o opt) []programFile {
	var takes func(string) bool
	switch o.value {
	case "runpy":
		if k := o.valWord + 1; k < len(p.Words) {
			if v, ok := p.Words[k].Literal(); ok && !strings.HasPrefix(v, "-") {
				return moduleFiles(v, true, k)
			}
		}
		return nil
	case "pdb":
		takes = func(v string) bool { return v == "-c" || v == "--command" }
	case "cProfile", "profile":
		takes = func(v string) bool { return v == "-o" || v == "-s" || v == "--outfile" || v == "--sort" }
	case "trace":
		takes = func(v string) bool {
			return v == "-f" || v == "--file" || v == "-C" || v == "--coverdir" || v == "--ignore-module" || v == "--ignore-dir"
		}
	default:
		return nil
	}
	for k := o.valWord + 1; k < len(p.Words); k++ {
		v, lit := p.Words[k].Literal()
		switch {
		case !lit:
			return nil
		case v == "-m" || v == "--module":
			if k+1 < len(p.Words) {
				if m, ok := p.Words[k+1].Literal(); ok {
					return moduleFiles(m, true, k+1)
				}
			}
			return nil
		case takes(v):
			k++
		case strings.HasPrefix(v, "-"):
		default:
			return []programFile{{v, k}}
		}
	}
	return nil
}
