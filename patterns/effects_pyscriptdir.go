package patterns

import "strings"

// Python puts a script's own directory first on sys.path (rt23d #6):
// `python3 app.py` imports json, os or any module app.py names from a
// json.py, os.py … beside app.py before the standard library's, so such
// a module written there earlier in the line runs (`echo … > json.py &&
// python3 app.py`). The reader does not know what app.py imports, so a
// module (NAME.py or NAME/__init__.py) named like any of the standard
// library's (effects_pystdlib.go) made in the script's directory counts
// as run; a module of another name is the project's own code, as a
// source file its tests import is (`echo … > util.py && python3 app.py`
// is left alone). -I (isolated) and -P (safe path, 3.11) leave the
// directory off sys.path, and -m and -c are pyModuleRunFiles' and the
// code's.

// pyScriptDirModules yields the standard library's module files a
// python script may import from its own directory instead. It returns
// false when yield did.
func pyScriptDirModules(p *Part, dir place, yield func(runsFile) bool) bool {
	spec := interpreterSpecs.get()[p.Program]
	if spec == nil || spec != pythonSpec.get() {
		return true
	}
	scan := spec.opts.scan(p.Words, 1)
	if scan.status != optOK || scan.has(spec.code...) || scan.has("-m", "-I", "-P") || scan.next >= len(p.Words) {
		return true
	}
	script := p.Words[scan.next]
	v, ok := script.Literal()
	if !ok || v == "-" || strings.HasPrefix(v, "-") {
		return true
	}
	sdir := ""
	if i := strings.LastIndexByte(v, '/'); i >= 0 {
		sdir = v[:i+1]
	}
	for _, name := range pyStdlibNames {
		for _, f := range [...]string{name + ".py", name + "/__init__.py"} {
			if pl, ok := wordPlace(LitWord(sdir+f), dir); ok && !yield(runsFile{place: pl, word: script, arg: true}) {
				return false
			}
		}
	}
	return true
}
