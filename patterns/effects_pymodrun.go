package patterns

import "strings"

// Python puts the directory it runs in first on sys.path for -m (rt22e
// #3, #14): `python3 -m json.tool` imports json from a json.py written
// earlier in the line before the standard library's, and the runners
// among the modules run the files they are given (`python3 -m cProfile
// x.py`, `-m profile`, `-m trace`, `-m doctest x.txt`, `-m unittest x`,
// `-m pytest x.py`, `-m pickle x.pkl` unpickles, which runs code). So a
// part running python -m MOD may run MOD's top package from a file of
// its directory, and a runner module the files its arguments name.

// pyRunnerModules run (or unpickle) the files their arguments name.
var pyRunnerModules = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"cProfile": true, "profile": true, "trace": true, "doctest": true, "unittest": true,
		"pytest": true, "pickle": true, "pdb": true, "runpy": true, "timeit": false,
	}
}}

// pyModuleRunFiles yields what python -m MOD may run from dir besides
// its own words: the top package's module file, and a runner's
// arguments. It returns false when yield did.
func pyModuleRunFiles(p *Part, dir place, yield func(runsFile) bool) bool {
	if spec := interpreterSpecs.get()[p.Program]; spec != pythonSpec.get() {
		return true
	}
	mod, rest, ok := pyModuleArgs(p)
	if !ok {
		return true
	}
	top, _, _ := strings.Cut(mod, ".")
	if top != mod && !yieldArg(LitWord(top), dir, yield) {
		return false
	}
	if !pyRunnerModules.get()[mod] {
		return true
	}
	for _, w := range rest {
		if lit, _ := litPrefix(w); strings.HasPrefix(lit, "-") {
			continue
		}
		if _, ok := w.Literal(); ok && !yieldArg(w, dir, yield) {
			return false
		}
	}
	return true
}
