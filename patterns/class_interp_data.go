package patterns

import "strings"

// An interpreter fed from a pipe runs what it reads only when it takes its
// program from standard input. One given its program as a code string
// (python -c, node -e, perl -e, ruby -e) or told to run a module that
// reads standard input as data (python -m json.tool) reads what it is fed
// as data: `curl … | python3 -m json.tool` pretty-prints a response. The
// code string is judged as code all the same (read_interp_code.go: one
// that is not a plain expression is foreign-code, so
// `curl … | python3 -c 'exec(sys.stdin.read())'` stays unreadable).

// interpCodeOpts are, per interpreter, the options whose value is the
// program it runs.
var interpCodeOpts = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"python": {"-c"}, "python2": {"-c"}, "python3": {"-c"},
		"node": {"-e", "-p", "--eval", "--print"}, "nodejs": {"-e", "-p", "--eval", "--print"},
		"perl": {"-e", "-E"}, "ruby": {"-e"},
	}
}}

// dataModules are python modules that read standard input as data.
var dataModules = lazy[map[string]bool]{build: func() map[string]bool { return map[string]bool{"json.tool": true} }}

// programNotFromStdin reports whether interpreter part p certainly takes
// its program from a code string or a data module, not from standard
// input. python stops reading its options at -c and -m (what follows is
// the program's); the others read on, so every option must be known. An
// interactive option (-i) before it, or after it where options read on,
// makes it false.
func programNotFromStdin(p *Part) bool {
	spec := interpreterSpecs.get()[p.Program]
	codeOpts := interpCodeOpts.get()[p.Program]
	if spec == nil || codeOpts == nil {
		return false
	}
	py := isPython(p.Program)
	if py && inspects(p) {
		return false
	}
	scan := spec.opts.scan(p.Words, 1)
	if !py && (scan.status != optOK || scan.has("-i", "--interactive")) {
		return false
	}
	for _, o := range scan.opts {
		switch {
		case o.name == "-i" || o.dynamic:
			return false
		case !o.hasVal:
			continue
		case py && o.name == "-m":
			return dataModules.get()[o.value]
		}
		for _, c := range codeOpts {
			if o.name == c {
				return true
			}
		}
	}
	return false
}

// inspects reports whether python part p may be given PYTHONINSPECT,
// which reads standard input as code once its program ends: the line
// may set it (export, a prefix assignment), or a wrapper's word (env)
// names it or is not known.
func inspects(p *Part) bool {
	if p.line == nil || p.line.maySet("PYTHONINSPECT") {
		return true
	}
	for _, a := range p.Assigns {
		if strings.HasPrefix(a, "PYTHONINSPECT") {
			return true
		}
	}
	for _, w := range p.Wrappers {
		for _, word := range w.Words {
			if strings.Contains(word.Raw, "PYTHONINSPECT") || word.Raw != "" && !isLitWord(word) {
				return true
			}
		}
	}
	return false
}

// isLitWord reports whether w is literal text.
func isLitWord(w Word) bool {
	_, ok := w.Literal()
	return ok
}

// isPython reports whether name is a python interpreter's base name.
func isPython(name string) bool {
	return name == "python" || name == "python2" || name == "python3"
}
