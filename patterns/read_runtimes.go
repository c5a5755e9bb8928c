package patterns

import "strings"

// Language runtimes beyond the interpreters read_interp.go reads by their
// getopt options (fx18d1, rt18d finding 1). The effect is the same for
// all of them: a runtime given code on its command line (guile -c,
// groovy -e, erl -eval, sbcl --eval …) runs code in a language the reader
// does not read, which can do anything the shell can, so the part is
// unreadable (foreign-code) unless the code is a plain expression; given
// no code and no script, it reads its program from standard input, which
// matters when a pipe, a here-string or a here-doc feeds it (`jshell <<<
// '…'`, `curl URL | guile`); a script on disk is run as `python3 x.py`
// is, and one made earlier in the line is made-then-run.

// runtimeSpec says how a runtime takes its program.
type runtimeSpec struct {
	// lang names the language's list of plain names (read_interp_code.go);
	// a language with none has no plain expressions.
	lang string
	// code are the options whose value is code; a word "OPT=CODE" counts
	// as OPT's too.
	code []string
	// valued are other options that take the next word as their value.
	valued []string
	// script are options whose value is the script file it runs ("-"
	// for standard input).
	script []string
}

// runtimeSpecs are the runtimes, by base name (a version suffix is
// dropped: guile3.0, tclsh8.6, kotlinc-jvm is not one).
var runtimeSpecs = lazy[map[string]*runtimeSpec]{build: func() map[string]*runtimeSpec {
	jvm := []string{"-cp", "-classpath", "--classpath", "--class-path"}
	lisp := &runtimeSpec{code: []string{"--eval", "-eval", "-e", "--execute", "-x"},
		valued: []string{"--load", "-load", "-l", "--core", "--dynamic-space-size", "--control-stack-size"},
		script: []string{"--script", "-script"}}
	js := &runtimeSpec{lang: "node", code: []string{"-e", "--eval", "-p", "--print"}}
	clj := &runtimeSpec{code: []string{"-e", "--eval"}, valued: []string{"-Sdeps", "-J", "-i", "--init", "-m", "--main"}}
	specs := map[string]*runtimeSpec{
		// Lisps and Schemes
		"guile":        {code: []string{"-c"}, valued: []string{"-L", "-l", "-e", "-x", "-C", "--language"}, script: []string{"-s"}},
		"sbcl":         lisp,
		"ccl":          lisp,
		"ccl64":        lisp,
		"clisp":        lisp,
		"ecl":          lisp,
		"abcl":         lisp,
		"mit-scheme":   lisp,
		"racket":       {code: []string{"-e", "--eval"}, valued: []string{"-p", "-f", "--load", "-t", "--require", "-l", "--lib", "-r", "--script", "-u", "-S", "-W", "-L", "-X", "-G", "-k"}},
		"csi":          {code: []string{"-e", "-eval", "-p", "-print", "-P", "-pretty-print", "-R", "-require-extension"}, script: []string{"-s", "-script", "-ss"}},
		"gsi":          {code: []string{"-e"}},
		"chibi-scheme": {code: []string{"-e", "-p"}, valued: []string{"-I", "-A", "-m", "-x"}},
		"scheme":       {script: []string{"--script", "--program"}},
		"chez":         {script: []string{"--script", "--program"}},
		"petite":       {script: []string{"--script", "--program"}},
		"janet":        {code: []string{"-e"}, valued: []string{"-l", "-m"}},
		"fennel":       {code: []string{"-e", "--eval"}},
		"hy":           {code: []string{"-c"}, valued: []string{"-m"}},
		"clojure":      clj,
		"clj":          clj,
		"bb":           clj,
		"nbb":          clj,
		// JVM languages
		"groovy":     {code: []string{"-e"}, valued: append([]string{"-c", "--encoding", "-D"}, jvm...)},
		"scala":      {code: []string{"-e", "--execute-script", "--execute-scala"}, valued: jvm},
		"scala-cli":  {code: []string{"-e", "--execute-script", "--execute-scala"}, valued: jvm},
		"amm":        {code: []string{"-c", "--code"}},
		"kotlinc":    {code: []string{"-e", "-expression", "--expression"}, valued: append([]string{"-d", "-jdk-home"}, jvm...), script: []string{"-script"}},
		"kotlin":     {code: []string{"-e", "-expression", "--expression"}, valued: jvm},
		"jshell":     {valued: append([]string{"--startup", "--add-modules", "--feedback"}, jvm...)},
		"jrunscript": {code: []string{"-e"}, valued: append([]string{"-l", "-f"}, jvm...)},
		"jjs":        {code: []string{"-e"}},
		// Erlang and Elixir
		"erl":    {lang: "erl", code: []string{"-eval", "-s", "-run", "-S"}, valued: []string{"-sname", "-name", "-setcookie", "-pa", "-pz", "-config", "-boot", "-mode", "-env"}},
		"elixir": {code: []string{"-e", "--eval", "--rpc-eval", "--erl"}, valued: []string{"-r", "-pr", "-S", "-pa", "-pz", "--sname", "--name", "--cookie"}},
		"iex":    {code: []string{"-e", "--eval", "--rpc-eval", "--erl"}, valued: []string{"--remsh", "-r", "-S", "-pa", "-pz", "--sname", "--name", "--cookie", "--dot-iex"}},
		// ML family and Haskell
		"ghc":        {code: []string{"-e"}},
		"ghci":       {code: []string{"-e"}},
		"runghc":     {},
		"runhaskell": {},
		"ocaml":      {valued: []string{"-I", "-init", "-open"}},
		"utop":       {valued: []string{"-I", "-init"}},
		// Tcl, Prolog, Forth, numerics
		"wish":    {valued: []string{"-display", "-geometry", "-name", "-visual", "-colormap", "-use"}},
		"swipl":   {lang: "swipl", code: []string{"-g", "-t", "--goal", "--toplevel"}, valued: []string{"-f", "-F", "-l", "-s", "-x", "-p", "--home"}},
		"gprolog": {code: []string{"--entry-goal", "--query-goal"}, valued: []string{"--consult-file", "--init-goal"}},
		"gforth":  {code: []string{"-e", "--evaluate"}, valued: []string{"-m", "-i", "--dictionary-size", "--image-file"}},
		"octave":  {code: []string{"--eval"}, valued: []string{"-p", "--path", "--exec-path"}},
		"matlab":  {code: []string{"-batch", "-r"}, valued: []string{"-sd", "-logfile"}},
		"maxima":  {code: []string{"-r", "--run-string", "--batch-string"}, valued: []string{"-b", "--batch", "-p", "--preload"}},
		// Other languages
		"raku":        {code: []string{"-e"}, valued: []string{"-I", "-M"}},
		"rakudo":      {code: []string{"-e"}, valued: []string{"-I", "-M"}},
		"perl6":       {code: []string{"-e"}, valued: []string{"-I", "-M"}},
		"pike":        {code: []string{"-e"}},
		"luajit":      {lang: "lua", code: []string{"-e"}, valued: []string{"-l", "-j", "-O", "-b"}},
		"micropython": {lang: "python", code: []string{"-c"}, valued: []string{"-m", "-X"}},
		"jython":      {lang: "python", code: []string{"-c"}, valued: []string{"-m", "-W", "-Q"}},
		"qjs":         js,
		"rhino":       js,
		"d8":          js,
	}
	return specs
}}

// runtimeOf returns the runtime spec of a program's base name, a version
// suffix dropped, and the name it was found by.
func runtimeOf(name string) (*runtimeSpec, string) {
	if s, ok := runtimeSpecs.get()[name]; ok {
		return s, name
	}
	if base := unversioned(name); base != name {
		if s, ok := runtimeSpecs.get()[base]; ok {
			return s, base
		}
	}
	return nil, ""
}

// runtimeCall is where a runtime part's program comes from.
type runtimeCall struct {
	code    []codeArg // the code options' values
	script  int       // index of the script word, or -1
	dynamic bool      // a word that is not literal might be a code option
}

// codeArg is one code option's value: the word holding it, and where the
// value starts in that word's literal text.
type codeArg struct {
	word, at int
	opt      string
}

// readRuntimeCall reads a runtime's words: its code options' values (one
// anywhere before "--" counts, for runtimes whose options follow the
// script), and the script its script option or first operand names.
func readRuntimeCall(spec *runtimeSpec, words []Word) runtimeCall {
	call := runtimeCall{script: -1}
	for i := 1; i < len(words); i++ {
		pre, dyn := litPrefix(words[i])
		if dyn && (pre == "" || strings.HasPrefix(pre, "-") && !strings.Contains(pre, "=")) {
			call.dynamic = true // it might be a code option
		}
		name, _, eq := strings.Cut(pre, "=")
		switch {
		case pre == "--" && !dyn:
			if call.script < 0 && len(call.code) == 0 && i+1 < len(words) {
				call.script = i + 1
			}
			return call
		case contains(spec.code, name) && eq:
			call.code = append(call.code, codeArg{word: i, at: len(name) + 1, opt: name})
		case contains(spec.code, name) && !dyn && i+1 < len(words):
			call.code = append(call.code, codeArg{word: i + 1, opt: name})
			i++
		case contains(spec.script, name) && !eq && i+1 < len(words):
			if call.script < 0 {
				call.script = i + 1
			}
			i++
		case contains(spec.valued, name) && !eq:
			i++
		case strings.HasPrefix(name, "-") && name != "-":
		case call.script < 0 && len(call.code) == 0:
			call.script = i
		}
	}
	return call
}

// runtime reads a runtime part: its code, its script or its standard
// input.
func (r *reading) runtime(p *Part, spec *runtimeSpec, who string) []*Node {
	call := readRuntimeCall(spec, p.Words)
	if len(call.code) > 0 {
		return r.runtimeCode(p, spec, who, call.code)
	}
	if call.dynamic {
		return r.stdinScript(p, who)
	}
	if call.script >= 0 {
		return r.scriptOperand(p, p.Words[call.script], who)
	}
	return r.stdinScript(p, who)
}

// runtimeCode judges the code a runtime is given: the first value that is
// not literal is dynamic, else the first that is not a plain expression
// in the runtime's language is foreign.
func (r *reading) runtimeCode(p *Part, spec *runtimeSpec, who string, code []codeArg) []*Node {
	for _, c := range code {
		w := p.Words[c.word]
		if c.at > 0 {
			w = subWord(w, c.at)
		}
		if w.Dynamic() {
			return r.dynamicCode(p, c.opt, w)
		}
		if v, ok := w.Literal(); ok && spec.lang != "" && plainCode(spec.lang, v) {
			continue
		}
		return []*Node{r.foreign(p, w, who+" "+c.opt)}
	}
	return nil
}

// runtimeReadsStdin reports whether a runtime part reads its program from
// standard input: no code, and no script but "-".
func runtimeReadsStdin(spec *runtimeSpec, p *Part) bool {
	call := readRuntimeCall(spec, p.Words)
	if len(call.code) > 0 {
		return false
	}
	if call.script < 0 {
		return true
	}
	v, ok := p.Words[call.script].Literal()
	return ok && isStdinPath(v)
}

// scriptRunnerCode are JavaScript and TypeScript runners that also take
// code with -e/--eval (-p/--print): their code is judged as node's is;
// their scripts and standard input are read elsewhere (scriptFileRunners,
// [stdin-code]).
var scriptRunnerCode = lazy[map[string]*runtimeSpec]{build: func() map[string]*runtimeSpec {
	js := &runtimeSpec{lang: "node", code: []string{"-e", "--eval", "-p", "--print"}}
	return map[string]*runtimeSpec{"tsx": js, "ts-node": js, "ts-node-esm": js, "coffee": js, "zx": js,
		"babel-node": js, "esno": js, "vite-node": js, "jiti": js}
}}

// evalKnown are programs whose --eval the defaults read otherwise: the
// database shells' code is judged by the data classes ([data-delete] …),
// redis-cli's --eval names a Lua file run on the server, and Nix's
// expressions are not a command language.
var evalKnown = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"mongosh": true, "mongo": true, "redis-cli": true, "valkey-cli": true,
		"keydb-cli": true, "nix-instantiate": true, "nix": true}
}}

// evalOptions are the options that, on a program no table knows, give it
// code to evaluate: --eval means code wherever it appears.
var evalOptions = []string{"--eval", "-eval", "--evaluate"}

// unknownEval reads part p, a program the reader has no reading for:
// code given to it with --eval (or -eval) is foreign code, as a runtime's
// is; a value starting with "-" is the next option (nix-instantiate
// --eval -E …), not code.
func (r *reading) unknownEval(p *Part) []*Node {
	if spec := scriptRunnerCode.get()[p.Program]; spec != nil {
		return r.runtimeCode(p, spec, p.Program, readRuntimeCall(spec, p.Words).code)
	}
	if mongoShells.get()[p.Program] {
		return append(r.mongoEval(p), r.mongoStdin(p)...)
	}
	if p.Program == "" || evalKnown.get()[p.Program] {
		return nil
	}
	spec := &runtimeSpec{code: evalOptions}
	var code []codeArg
	for _, c := range readRuntimeCall(spec, p.Words).code {
		if lit, _ := litPrefix(p.Words[c.word]); c.at == 0 && strings.HasPrefix(lit, "-") {
			continue
		}
		code = append(code, c)
	}
	return r.runtimeCode(p, spec, p.Program, code)
}
