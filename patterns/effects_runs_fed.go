package patterns

import "strings"

// A shell or an interpreter given no script and no code string reads
// its program from standard input: `sh < x`, `bash -s < x.sh`, `python3 <
// x.py` run the file the redirection names. xargs appends its input
// items to what it runs, so `ls *.sh | xargs -n1 sh` runs files the line
// does not name; find -exec puts each found path where {} stands, and
// `sh {}` runs it. A package manager's scripts (npm test, yarn build) run
// code of the tree they work in, as build and test tools do
// (effects_tree.go): a script or module written earlier in the line may
// be what they run. fedRuns names these files to the made-then-run
// reading.

// treeScriptExts are the files a package's scripts run: its shell
// scripts and its JavaScript and TypeScript modules.
var treeScriptExts = []string{".sh", ".js", ".mjs", ".cjs", ".ts", ".mts", ".cts", ".jsx", ".tsx", ".py"}

// fedRuns calls yield with each file part p, running in dir, runs that
// runFiles' own reading does not name; false when yield ended the look.
func fedRuns(p *Part, dir place, yield func(runsFile) bool) bool {
	name := p.Program
	if pkg := packageScripts(p, dir); len(pkg) > 0 {
		for _, ext := range treeScriptExts {
			pl := treeFiles(pkg[0], ext)
			if !yield(runsFile{place: pl, word: p.Words[0], config: true, code: true}) {
				return false
			}
		}
		return true
	}
	if w, ok := runnerScript(p); ok {
		if pl, ok := wordPlace(w, dir); ok && !yield(runsFile{place: pl, word: w}) {
			return false
		}
	}
	if !isInterpreter(name) || name == "busybox" {
		return true
	}
	if isShell(name) {
		// A word that is not literal might be an option or the script
		// (find -exec sh {} \;): it might be the file run.
		if call := readShellCall(p.Words, 1, name == "fish"); call.command < 0 && len(call.fish) == 0 && call.dynamic >= 0 {
			if pl, ok := wordPlace(p.Words[call.dynamic], dir); ok && !yield(runsFile{place: pl, word: p.Words[call.dynamic]}) {
				return false
			}
		}
	}
	if !readsProgramFromStdin(p) {
		return true
	}
	for _, rd := range p.Redirs {
		if rd.Reads && rd.Body == nil && rd.Op == "<" && (rd.Fd == "" || rd.Fd == "0") {
			if pl, ok := wordPlace(rd.Target, dir); ok {
				if !yield(runsFile{place: pl, word: rd.Target}) {
					return false
				}
			}
		}
	}
	if appendsItems(p) {
		w := unknownPath(p, "an item xargs appends")
		return yield(runsFile{place: place{at: atSome, pat: []string{"", ""}}, word: w})
	}
	return true
}

// treeFiles is the place of the files with extension ext anywhere below
// the directory that holds the place file (package.json).
func treeFiles(file place, ext string) place {
	last := file.pat[len(file.pat)-1]
	base := last[:strings.LastIndexByte(last, '/')+1]
	pat := append(append([]string{}, file.pat[:len(file.pat)-1]...), base, ext)
	return place{at: file.at, pat: pat}
}

// readsProgramFromStdin reports whether shell or interpreter part p is
// given neither a script operand nor a code string, so it reads its
// program from standard input (or, run by xargs, from the items).
func readsProgramFromStdin(p *Part) bool {
	if isShell(p.Program) {
		call := readShellCall(p.Words, 1, p.Program == "fish")
		return call.command < 0 && len(call.fish) == 0 && (call.script < 0 && call.dynamic < 0 || call.stdin)
	}
	if spec := interpreterSpecs.get()[p.Program]; spec != nil {
		scan := spec.opts.scan(p.Words, 1)
		return !scan.has(spec.code...) && scan.status == optOK && scan.next >= len(p.Words)
	}
	if spec, _ := runtimeOf(p.Program); spec != nil {
		return runtimeReadsStdin(spec, p)
	}
	for _, w := range p.Args() {
		if lit, _ := litPrefix(w); !strings.HasPrefix(lit, "-") {
			return false
		}
	}
	return true
}

// scriptFileRunners run the script file their first operand names (after a
// subcommand such as run): JavaScript and TypeScript runners beyond the
// interpreters the reader knows.
var scriptFileRunners = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"tsx": true, "ts-node": true, "ts-node-esm": true, "esno": true, "esrun": true, "zx": true,
		"vite-node": true, "jiti": true, "babel-node": true, "coffee": true,
	}
}}

// scriptExts are the extensions of script files a runner runs by name.
var scriptExts = []string{".py", ".js", ".mjs", ".cjs", ".ts", ".mts", ".cts", ".sh", ".rb", ".pl", ".php", ".lua"}

// runnerScript returns the script file part p runs that runFiles does not
// name: the first operand of a script runner (tsx i.js), or the program
// word itself when a package runner peeled off the front runs a script
// by its file name (uv run i.py, poetry run ./i.py).
func runnerScript(p *Part) (Word, bool) {
	if scriptFileRunners.get()[p.Program] {
		for _, w := range p.Args() {
			if lit, _ := litPrefix(w); !strings.HasPrefix(lit, "-") {
				return w, true
			}
		}
		return Word{}, false
	}
	if len(p.Wrappers) == 0 || strings.Contains(p.Words[0].Raw, "/") {
		return Word{}, false
	}
	for _, ext := range scriptExts {
		if strings.HasSuffix(p.Program, ext) {
			return p.Words[0], true
		}
	}
	return Word{}, false
}
