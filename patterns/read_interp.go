package patterns

import (
	"fmt"
	"strings"
)

// interpSpec says how an interpreter takes its options, and which of them
// give it its program (so it reads none from standard input).
type interpSpec struct {
	opts optSpec
	// code lists the options whose value is the program, or that make it
	// do something other than run a script.
	code []string
}

// interpreterSpecs are the interpreters' options, by base name. An
// interpreter missing here, or an option it does not know, leaves the
// reader unsure where the script comes from: it then counts as read from
// standard input, which only matters when that is fed.
var interpreterSpecs = lazy[map[string]*interpSpec]{build: func() map[string]*interpSpec {
	return map[string]*interpSpec{
		"python": pythonSpec.get(), "python2": pythonSpec.get(), "python3": pythonSpec.get(),
		"pypy": pythonSpec.get(), "pypy3": pythonSpec.get(),
		"perl": {
			opts: optSpec{short: "0::aC::cd::D::e:E:fF::hi::I:l::m::M::nprsStTuUvVwWx::X"},
			code: []string{"-e", "-E", "-v", "-V", "-h"},
		},
		"ruby": {
			opts: optSpec{short: "0::aC:cdE:e:F:hI:i::lnpr:sSTvwW::x::y", long: []string{"copyright",
				"version", "verbose", "help", "disable=", "enable=", "dump=", "encoding=",
				"external-encoding=", "internal-encoding=", "jit", "yjit", "backtrace-limit=",
				"crash-report="}},
			code: []string{"-e", "-v", "--version", "-h", "--help", "--copyright"},
		},
		"node": nodeSpec.get(), "nodejs": nodeSpec.get(),
		"php": {
			opts: optSpec{short: "aB:c:d:E:eF:f:hHilmnqR:r:sS:t:vwz:", long: []string{"ini", "rf=", "rc=", "re=", "rz=", "ri="}},
			// -a is interactive: it reads its program from standard input.
			code: []string{"-r", "-R", "-F", "-f", "-S", "-l", "-v", "-i", "-m", "-h", "--ini", "-s", "-w"},
		},
		"lua": {
			// -i without a script reads the program from standard input.
			opts: optSpec{short: "e:il:vEW"},
			code: []string{"-e", "-v"},
		},
		"Rscript": {
			opts: optSpec{short: "e:", long: []string{"help", "version", "verbose", "default-packages=", "vanilla", "no-environ", "no-site-file", "no-init-file", "restore", "no-restore", "save", "no-save"}},
			code: []string{"-e", "--help", "--version"},
		},
		"osascript": {
			opts: optSpec{short: "e:il:s:"},
			code: []string{"-e"},
		},
		"tclsh":   {opts: optSpec{long: []string{"encoding="}}},
		"ipython": ipythonSpec.get(), "ipython3": ipythonSpec.get(),
		"irb": {opts: optSpec{short: "dfr:I:U:E:w:W:", long: []string{"noecho", "echo", "noinspect", "inspect",
			"noreadline", "readline", "noprompt", "prompt=", "simple-prompt", "tracer", "version", "help"}},
			code: []string{"-v", "--version", "-h", "--help"}},
		"R": {opts: optSpec{short: "e:f:gqs", long: []string{"no-save", "save", "vanilla", "quiet", "silent",
			"slave", "no-restore", "no-restore-data", "no-environ", "no-site-file", "no-init-file", "args",
			"file=", "version", "help", "interactive", "no-echo"}},
			code: []string{"-e", "-f", "--file", "--version", "--help"}},
		"julia": {opts: optSpec{short: "e:E:L:O:p:t:qhvi", long: []string{"project=?", "startup-file=",
			"history-file=", "color=", "threads=", "banner=", "quiet", "version", "help", "eval=", "print=",
			"compile=", "optimize=?", "check-bounds="}},
			code: []string{"-e", "-E", "--eval", "--print", "-v", "--version", "-h", "--help"}},
		"expect": {opts: optSpec{short: "c:dDf:ibnNv"}, code: []string{"-c", "-f", "-v"}},
	}
}}

var ipythonSpec = lazy[*interpSpec]{build: func() *interpSpec {
	return &interpSpec{
		opts: optSpec{short: "c:m:i", long: []string{"no-banner", "quick", "no-confirm-exit", "pylab=?",
			"matplotlib=?", "profile=", "ipython-dir=", "help-all", "help", "version", "debug", "quiet", "classic"}},
		code: []string{"-c", "-m", "--help", "--help-all", "--version"},
	}
}}

var pythonSpec = lazy[*interpSpec]{build: func() *interpSpec {
	return &interpSpec{
		opts: optSpec{short: "bBc:dEhiIm:OPqRsSuvVW:xX:", long: []string{"check-hash-based-pycs=",
			"help", "help-env", "help-xoptions", "help-all", "version"}, stops: []string{"-c", "-m"}},
		code: []string{"-c", "-m", "-h", "--help", "-V", "--version", "--help-env", "--help-xoptions", "--help-all"},
	}
}}

var nodeSpec = lazy[*interpSpec]{build: func() *interpSpec {
	return &interpSpec{
		opts: optSpec{short: "ce:hip:r:vC:", long: []string{"eval=", "print=", "require=",
			"import=", "loader=", "experimental-loader=", "input-type=", "conditions=",
			"interactive", "check", "inspect?", "inspect-brk?", "env-file=", "title=",
			"stack-size=", "max-old-space-size=", "no-warnings", "trace-warnings",
			"enable-source-maps", "experimental-vm-modules", "watch", "test", "version", "help",
			"expose-gc", "abort-on-uncaught-exception", "preserve-symlinks", "no-deprecation"}},
		code: []string{"-e", "--eval", "-p", "--print", "-v", "--version", "-h", "--help", "--test"},
	}
}}

// interpreter reads an interpreter part: where its program comes from.
// Interpreters whose calls are shaped otherwise (pwsh's -Command, deno's
// and bun's subcommands) are read by their own rules.
func (r *reading) interpreter(p *Part, sc scope) []*Node {
	who := interpreterBase(p.Program)
	if who == "" {
		who = p.Program
	}
	if spec, name := runtimeOf(who); spec != nil {
		return r.runtime(p, spec, name)
	}
	switch who {
	case "pwsh", "powershell":
		return r.pwsh(p)
	case "nu", "xonsh", "elvish", "ysh", "oil", "rc", "es", "ion", "murex":
		return r.foreignShell(p)
	case "deno", "bun":
		return r.subcommandRunner(p, sc)
	}
	spec, ok := interpreterSpecs.get()[who]
	if !ok {
		return r.stdinScript(p, who)
	}
	scan := spec.opts.scan(p.Words, 1)
	switch {
	case scan.has(spec.code...):
		o, _ := scan.find(spec.code...)
		if nodes := r.pythonREPL(p, o); nodes != nil {
			return nodes
		}
		if nodes := r.pythonModuleCode(p, o, who); nodes != nil {
			return nodes
		}
		switch {
		case who == "ruby" && rubyUnHttpd(scan, o):
			return nil // ruby -run -e httpd DIR: [serves-outside] judges it
		case o.hasVal && o.dynamic:
			return r.dynamicCode(p, o.name, p.Words[o.valWord])
		case o.hasVal && codeOptions.get()[o.name] && !plainCode(who, o.value):
			w := valueWord(p.Words, o, false)
			if nodes, ok := r.codeAsShell(p, who+" "+o.name, w, codeLanguage(who), o.value, sc); ok {
				return nodes // read_codeeffects.go
			}
			return []*Node{r.foreign(p, w, who+" "+o.name)}
		}
		return nil
	case scan.status != optOK:
		return r.stdinScript(p, who)
	case scan.next < len(p.Words):
		if v, ok := p.Words[scan.next].Literal(); ok && v == "-" {
			return r.stdinCode(p, who, sc)
		}
		if made, ok := r.madeInterpScript(p, p.Words[scan.next], who); ok { // read_madetext_run.go
			return made
		}
		return r.scriptOperand(p, p.Words[scan.next], who)
	}
	return r.stdinCode(p, who, sc)
}

// dynamicCode marks part p, an interpreter given its program as the
// value w of option opt (python -c, node -e …), unreadable when w is not
// literal: the program is made at run time ("$(curl …)"), as a shell's
// command string that is not literal is. Literal code in another
// language is not read, as a script on disk is not.
func (r *reading) dynamicCode(p *Part, opt string, w Word) []*Node {
	return []*Node{r.unreadable(p, UnreadableNestedDynamic, w.Span, fmt.Sprintf(
		"%s %s runs the program %s, which is not literal, so what it runs is not known until it runs.",
		p.Program, opt, quoteRaw(w.Raw)))}
}

// pwsh reads PowerShell's options, which are single-dash words matched
// without case: -Command and -File name the program ("-" for standard
// input), as does the first operand.
func (r *reading) pwsh(p *Part) []*Node {
	words := p.Words
	for i := 1; i < len(words); i++ {
		v, ok := words[i].Literal()
		if !ok {
			return r.stdinScript(p, p.Program)
		}
		name := strings.ToLower(v)
		switch name {
		case "-command", "-c", "-file", "-f":
			if i+1 < len(words) {
				if (name == "-command" || name == "-c") && words[i+1].Dynamic() {
					return r.dynamicCode(p, v, words[i+1])
				}
				if name == "-command" || name == "-c" {
					return []*Node{r.pwshCode(p, words[i+1], p.Program+" "+v)} // read_pwsh_fetchrun.go
				}
				return r.scriptOperand(p, words[i+1], p.Program)
			}
			return nil
		case "-encodedcommand", "-e", "-ec", "-version", "-v", "-help", "-h", "-?":
			return nil
		case "-executionpolicy", "-ep", "-workingdirectory", "-wd", "-inputformat", "-inf",
			"-if", "-outputformat", "-of", "-o", "-configurationname", "-config",
			"-custompipename", "-settingsfile", "-settings", "-windowstyle", "-w":
			i++
			continue
		}
		if !strings.HasPrefix(name, "-") {
			return r.scriptOperand(p, words[i], p.Program)
		}
	}
	return r.stdinScript(p, p.Program)
}

// subcommandRunner reads deno and bun, whose first operand may be a
// subcommand: "run" (or bun's "x") is followed by the script, "eval" and
// -e give the program, and with no operand at all they read standard
// input. Their options are taken to have no values.
func (r *reading) subcommandRunner(p *Part, sc scope) []*Node {
	var ops []Word
	words := p.Words[1:]
	for i, w := range words {
		lit, _ := litPrefix(w)
		switch {
		case lit == "-e" || lit == "--eval" || lit == "-p" || lit == "--print":
			if i+1 < len(words) {
				return r.inlineCode(p, lit, words[i+1], sc)
			}
			return nil
		case lit == "-" || !strings.HasPrefix(lit, "-"):
			ops = append(ops, w)
		}
	}
	if len(ops) > 0 && (isLit(ops[0], "run") || isLit(ops[0], "x")) {
		ops = ops[1:]
	}
	if len(ops) == 0 {
		return r.stdinScript(p, p.Program)
	}
	if isLit(ops[0], "repl") {
		return r.stdinScript(p, p.Program+" repl")
	}
	if isLit(ops[0], "eval") {
		if len(ops) > 1 {
			return r.inlineCode(p, "eval", ops[1], sc)
		}
		return nil
	}
	return r.scriptOperand(p, ops[0], p.Program)
}

// inlineCode reads w, the JavaScript deno or bun is given to run with
// opt (-e, --eval, eval): code that is not literal is dynamic, and
// literal code that is not a plain expression (as node's is judged) is
// foreign, as node -e's is.
func (r *reading) inlineCode(p *Part, opt string, w Word, sc scope) []*Node {
	if w.Dynamic() {
		return r.dynamicCode(p, opt, w)
	}
	if v, ok := w.Literal(); ok && plainCode("node", v) {
		return nil
	} else if nodes, read := r.codeAsShell(p, p.Program+" "+opt, w, "node", v, sc); ok && read {
		return nodes // read_codeeffects.go
	}
	return []*Node{r.foreign(p, w, p.Program+" "+opt)}
}

// foreignShell reads nu, xonsh and elvish, shells whose languages the
// reader does not read: code given with -c (--commands, --execute) is
// foreign code; a script operand is run as a script on disk is.
func (r *reading) foreignShell(p *Part) []*Node {
	words := p.Words
	for i := 1; i < len(words); i++ {
		lit, _ := litPrefix(words[i])
		switch {
		case lit == "-c" || lit == "--commands" || lit == "-e" || lit == "--execute":
			if i+1 < len(words) {
				if words[i+1].Dynamic() {
					return r.dynamicCode(p, lit, words[i+1])
				}
				return []*Node{r.foreign(p, words[i+1], p.Program+" "+lit)}
			}
			return nil
		case !strings.HasPrefix(lit, "-"):
			if nodes := r.foreignShellScript(p, words[i]); nodes != nil { // read_foreignscript.go
				return nodes
			}
			return r.scriptOperand(p, words[i], p.Program)
		}
	}
	return r.stdinScript(p, p.Program)
}
