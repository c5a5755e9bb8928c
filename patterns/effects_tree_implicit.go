package patterns

import "strings"

// Tools that load the project's code without being given a file (rt22e
// #3, #14): `node .` runs the directory's entry point (index.js, or what
// package.json names), `node --test` with no file runs every test file
// it finds, jest, vitest, mocha and the other JavaScript test runners
// load the tree's test and setup files, `python3 -m unittest` (or
// `discover`) and `-m pytest` import the tree's tests, `python3 -c` puts
// its directory first on sys.path so an `import json` runs a json.py
// there, `perl -MX` loads X.pm from -I's and PERL5LIB's directories, and
// make reads the makefiles MAKEFILES names (effects_runs.go's makefiles).
// Verified with the real programs: each ran a file written just before.

// jsTestRunners load the test, setup and configuration files of the tree
// they run in.
var jsTestRunners = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields(`jest vitest mocha ava jasmine tap tape karma playwright cypress uvu c8 nyc`) {
		m[n] = true
	}
	return m
}}

// jsCodeExts end the names of the files node and the test runners load.
var jsCodeExts = []string{".js", ".mjs", ".cjs", ".ts", ".mts", ".cts", ".jsx", ".tsx"}

// implicitCode returns the places of the code part p, running in dir,
// loads from its tree without naming it.
func implicitCode(p *Part, dir place) []place {
	switch {
	case jsTestRunners.get()[p.Program]:
		return jsTestsBelow(dir, ".")
	case p.Program == "node" || p.Program == "nodejs":
		return nodeImplicit(p, dir)
	case p.Program == "perl":
		return perlModules(p, dir)
	}
	if interpreterSpecs.get()[p.Program] == pythonSpec.get() {
		return pythonImplicit(p, dir)
	}
	return nil
}

// jsBelow returns the JavaScript and TypeScript files below rel.
func jsBelow(dir place, rel string) []place {
	var out []place
	for _, e := range jsCodeExts {
		out = append(out, treeBelow(dir, rel, e)...)
	}
	return out
}

// jsTestsBelow returns the test files the runners find below rel by
// their names (x.test.js, x.spec.ts, test/x.js, __tests__/x.js,
// test-x.mjs): a source file the tests import is the project's code, as
// fx21d2 decided for `cp /tmp/x.js src/util.js && npx jest`.
func jsTestsBelow(dir place, rel string) []place {
	var out []place
	for _, e := range jsCodeExts {
		out = append(out, treeBelow(dir, rel, "test", e)...)
		out = append(out, treeBelow(dir, rel, "spec", e)...)
	}
	return out
}

// nodeImplicit: `node DIR` runs DIR's entry point, and `node --test`
// given no file runs the test files below its directory.
func nodeImplicit(p *Part, dir place) []place {
	scan := nodeSpec.get().opts.scan(p.Words, 1)
	if scan.status != optOK {
		return nil
	}
	if scan.has("-e", "--eval", "-p", "--print") {
		return nil
	}
	if scan.next >= len(p.Words) {
		if scan.has("--test") {
			return jsTestsBelow(dir, ".")
		}
		return nil
	}
	v, ok := p.Words[scan.next].Literal()
	if !ok {
		return nil
	}
	if v == "." || v == ".." || strings.HasSuffix(v, "/") {
		return append(jsBelow(dir, v), treeBelow(dir, v, ".json")...)
	}
	return nil
}

// pythonImplicit: `-m unittest` and `-m pytest` import the tree's tests;
// `-c CODE` that imports puts the directory first on sys.path.
func pythonImplicit(p *Part, dir place) []place {
	scan := pythonSpec.get().opts.scan(p.Words, 1)
	o, found := scan.find("-c", "-m")
	if !found || !o.hasVal || o.dynamic {
		return nil
	}
	switch {
	case o.name == "-m":
		top, _, _ := strings.Cut(o.value, ".")
		if top == "unittest" || top == "pytest" {
			return treeBelow(dir, ".", ".py")
		}
	case strings.Contains(o.value, "import"):
		return treeBelow(dir, ".", ".py")
	}
	return nil
}

// perlModules: `perl -MX::Y` (and -m) loads X/Y.pm from the directories
// -I, PERL5LIB and PERLLIB name (perl no longer searches ".").
func perlModules(p *Part, dir place) []place {
	spec := interpreterSpecs.get()["perl"]
	scan := spec.opts.scan(p.Words, 1)
	var libs, mods []string
	for _, o := range scan.opts {
		switch {
		case o.name == "-I" && o.hasVal && !o.dynamic:
			libs = append(libs, o.value)
		case (o.name == "-M" || o.name == "-m") && o.hasVal && !o.dynamic:
			mod, _, _ := strings.Cut(strings.TrimPrefix(o.value, "-"), "=")
			mod, _, _ = strings.Cut(mod, " ")
			if mod != "" {
				mods = append(mods, strings.ReplaceAll(mod, "::", "/")+".pm")
			}
		}
	}
	if len(mods) == 0 {
		return nil
	}
	for _, a := range p.Assigns {
		name, val, _ := strings.Cut(a, "=")
		if name == "PERL5LIB" || name == "PERLLIB" {
			libs = append(libs, strings.Split(val, ":")...)
		}
	}
	var out []place
	for _, lib := range libs {
		if lib == "" || strings.ContainsAny(lib, "$`") {
			continue
		}
		for _, m := range mods {
			if pl, ok := wordPlace(LitWord(strings.TrimSuffix(lib, "/")+"/"+m), dir); ok {
				out = append(out, pl)
			}
		}
	}
	return out
}

// makefilesVar returns the makefiles MAKEFILES names, given on make's
// command line (make MAKEFILES=x.mk) or in its environment: make reads
// them before its own. A value the reader cannot know is a file it cannot
// name.
func makefilesVar(p *Part) []Word {
	var out []Word
	add := func(val string, w Word, ok bool) {
		if !ok || strings.ContainsAny(val, "$`\"'\\") {
			out = append(out, w)
			return
		}
		for _, f := range strings.Fields(val) {
			out = append(out, LitWord(f))
		}
	}
	for _, w := range p.Args() {
		if lit, _ := litPrefix(w); strings.HasPrefix(lit, "MAKEFILES=") {
			v, ok := subWord(w, len("MAKEFILES=")).Literal()
			add(v, subWord(w, len("MAKEFILES=")), ok)
		}
	}
	for _, a := range p.Assigns {
		if v, ok := strings.CutPrefix(a, "MAKEFILES="); ok {
			add(v, Word{Segs: []Seg{{Kind: SegParam}}, Raw: "$MAKEFILES"}, true)
		}
	}
	return out
}
