package patterns

import "strings"

// Node's (and bun's) and lua's literal code whose statements each have
// an exact shell spelling (fx64f, issue 7, rt63 family inline), read by a
// small bounded reader as python's is (read_pycode_effects.go):
// `require('fs').rmSync('dist',{recursive:true,force:true})` is `rm -rf
// dist`, `require('child_process').execSync('npm test')` is `npm test`,
// lua's `os.execute('make')` is `make`. A statement is
//
//	const|let|var NAME = require(MOD)        MOD fs, child_process or os
//	TARGET.METHOD(ARG, …)                    TARGET require(MOD) or NAME
//	console.log(ARG, …)  process.exit([N])   lua: print(…), os.execute(S), io.popen(S), os.exit([N])
//
// and an ARG is a string, number, true/false/null, an array of strings,
// an object of such values keyed by names, `process.env.NAME` (printed:
// `printenv NAME`) or the home (`require('os').homedir()`). Anything
// else (a template string, an operator, a variable the code did not bind
// to a module, a function) is not this shape, and the code stays
// foreign.

// jsCodeMax and jsTokenMax bound what the reader reads.
const (
	jsCodeMax  = 1024
	jsTokenMax = 256
)

// jsEffect is how a module's function is spelled in the shell: shell
// "=" takes a command line, "argv" a program and its arguments.
type jsEffect struct {
	shell string
	paths int
	// rest is how many literal values may follow the paths.
	rest int
}

// jsEffects are the functions read, by module and name.
var jsEffects = lazy[map[string]jsEffect]{build: func() map[string]jsEffect {
	return map[string]jsEffect{
		"fs.rmSync": {shell: "rm -rf", paths: 1, rest: 1}, "fs.rmdirSync": {shell: "rm -rf", paths: 1, rest: 1},
		"fs.unlinkSync":    {shell: "rm -f", paths: 1},
		"fs.mkdirSync":     {shell: "mkdir -p", paths: 1, rest: 1},
		"fs.writeFileSync": {shell: ": >", paths: 1, rest: 2}, "fs.appendFileSync": {shell: ": >>", paths: 1, rest: 2},
		"fs.copyFileSync": {shell: "cp -r", paths: 2, rest: 1}, "fs.cpSync": {shell: "cp -r", paths: 2, rest: 1},
		"fs.renameSync":          {shell: "mv", paths: 2},
		"child_process.execSync": {shell: "=", rest: 1}, "child_process.exec": {shell: "=", rest: 1},
		"child_process.execFileSync": {shell: "argv", rest: 1}, "child_process.execFile": {shell: "argv", rest: 1},
		"child_process.spawnSync": {shell: "argv", rest: 1}, "child_process.spawn": {shell: "argv", rest: 1},
		"process.exit": {rest: 1},
		"console.log":  {rest: -1}, "console.error": {rest: -1},
		"lua.os.execute": {shell: "="}, "lua.io.popen": {shell: "=", rest: 1},
		"lua.os.exit": {rest: 1}, "lua.print": {rest: -1},
	}
}}

// jsOptionKeys are the keys an options object may hold: none moves the
// command (cwd), changes its shell or its environment.
const jsOptionKeys = " recursive force stdio encoding timeout maxBuffer windowsHide killSignal mode flag errorOnExist "

// jsVal is one literal argument.
type jsVal struct {
	kind byte // 's' string, '0' other literal, 'l' array of strings, 'o' object, 'e' an environment variable
	s    string
	home bool
	list []string
	keys map[string]jsVal
}

// jsParser reads a token list of node or lua code.
type jsParser struct {
	tokCursor
	lua     bool
	mods    map[string]string // a name the code bound to a module
	effects []string
	acts    int
}

// jsCodeEffects returns the shell spellings of node (or, lua true, lua)
// code made only of the statements above, with at least one effect.
func jsCodeEffects(code string, lua bool) ([]string, bool) {
	toks, ok := jsTokens(code)
	if !ok {
		return nil, false
	}
	p := &jsParser{tokCursor: tokCursor{toks: toks}, lua: lua, mods: map[string]string{}}
	for p.i < len(p.toks) {
		if p.take(';', "") {
			continue
		}
		if !p.statement() {
			return nil, false
		}
		if k, _ := p.peek(); k != 0 && !p.take(';', "") && !lua {
			return nil, false
		}
	}
	if p.acts == 0 {
		return nil, false
	}
	return p.effects, true
}

// jsTokens splits code into names, numbers, strings and the few
// punctuation bytes the grammar uses; false for anything else.
func jsTokens(code string) ([]pyTok, bool) {
	if len(code) > jsCodeMax {
		return nil, false
	}
	var toks []pyTok
	for i := 0; i < len(code); {
		if len(toks) > jsTokenMax {
			return nil, false
		}
		c := code[i]
		switch {
		case c == ' ' || c == '\t' || c == '\r':
			i++
		case c == '\n' || c == ';':
			toks = append(toks, pyTok{kind: ';', text: ";"})
			i++
		case isIdentByte(c) && (c < '0' || c > '9'):
			j := i
			for j < len(code) && isIdentByte(code[j]) {
				j++
			}
			toks, i = append(toks, pyTok{kind: 'n', text: code[i:j]}), j
		case c >= '0' && c <= '9':
			j := i
			for j < len(code) && (code[j] >= '0' && code[j] <= '9' || code[j] == '.') {
				j++
			}
			toks, i = append(toks, pyTok{kind: '0', text: code[i:j]}), j
		case c == '"' || c == '\'':
			j, ok := pyStringEnd(code, i)
			if !ok {
				return nil, false
			}
			toks, i = append(toks, pyTok{kind: 's', text: code[i:j]}), j
		case strings.IndexByte("(),.=[]{}:", c) >= 0:
			toks = append(toks, pyTok{kind: c, text: code[i : i+1]})
			i++
		default:
			return nil, false
		}
	}
	return toks, true
}

// statement reads one binding or call.
func (p *jsParser) statement() bool {
	_, t := p.peek()
	if !p.lua && (t == "const" || t == "let" || t == "var") {
		p.i++
		_, name := p.peek()
		if !p.take('n', "") || !p.take('=', "") {
			return false
		}
		mod, ok := p.require()
		if !ok || jsReserved(name) {
			return false
		}
		p.mods[name] = mod
		return true
	}
	fn, ok := p.target()
	if !ok {
		return false
	}
	e, known := jsEffects.get()[fn]
	if !known {
		return false
	}
	args, ok := p.values()
	if !ok {
		return false
	}
	return p.call(fn, e, args)
}

// jsReserved reports whether name is one the statements' calls rely on,
// or a word of the language: binding it changes what they mean.
func jsReserved(name string) bool {
	switch name {
	case "require", "process", "console", "const", "let", "var", "true", "false", "null", "undefined":
		return true
	}
	return false
}

// target reads what a statement calls, as MODULE.FUNCTION: through
// require(MOD), a name bound to one, process, console, or (lua) os, io,
// print.
func (p *jsParser) target() (string, bool) {
	_, t := p.peek()
	var root string
	switch {
	case p.lua:
		p.i++
		root = "lua." + t
		if t == "print" {
			return root, true
		}
		if t != "os" && t != "io" {
			return "", false
		}
	case t == "require":
		mod, ok := p.require()
		if !ok {
			return "", false
		}
		root = mod
	case p.mods[t] != "":
		p.i++
		root = p.mods[t]
	case t == "process" || t == "console":
		p.i++
		root = t
	default:
		return "", false
	}
	if !p.take('.', "") {
		return "", false
	}
	_, fn := p.peek()
	if !p.take('n', "") {
		return "", false
	}
	return root + "." + fn, true
}

// require reads require(MOD) of a module the reader knows, node: or not.
func (p *jsParser) require() (string, bool) {
	if !p.take('n', "require") || !p.take('(', "") {
		return "", false
	}
	k, t := p.peek()
	if k != 's' || !p.take('s', "") || !p.take(')', "") {
		return "", false
	}
	mod := strings.TrimPrefix(pyUnquote(t), "node:")
	switch mod {
	case "fs", "child_process", "os":
		return mod, true
	}
	return "", false
}

// call records the shell spelling of calling fn with args.
func (p *jsParser) call(fn string, e jsEffect, args []jsVal) bool {
	most := e.paths + e.rest
	switch e.shell {
	case "=":
		most = 1 + e.rest
	case "argv":
		most = 2 + e.rest
	}
	if e.rest >= 0 && len(args) > most {
		return false
	}
	for _, a := range args {
		if a.kind == 'o' && !a.plainOptions() {
			return false
		}
		if a.kind == 'e' && e.rest >= 0 {
			return false // process.env is read only where it is printed
		}
	}
	p.acts++
	switch e.shell {
	case "":
		for _, a := range args {
			if a.kind == 'e' {
				p.effects = append(p.effects, "printenv "+a.s)
			} else if a.kind == 'o' || a.home {
				return false
			}
		}
		return fn != "process.exit" && fn != "lua.os.exit" || len(args) == 0 || args[0].kind == '0'
	case "=":
		if len(args) == 0 || args[0].kind != 's' || args[0].home || args[0].s == "" {
			return false
		}
		if len(args) > 1 && (args[1].kind != 'o' && !p.lua || p.lua && args[1].kind != 's') {
			return false
		}
		p.effects = append(p.effects, args[0].s)
		return true
	case "argv":
		if len(args) == 0 || args[0].kind != 's' || args[0].home || args[0].s == "" {
			return false
		}
		words := []string{shellQuote1(args[0].s)}
		rest := args[1:]
		if len(rest) > 0 && rest[0].kind == 'l' {
			for _, a := range rest[0].list {
				words = append(words, shellQuote1(a))
			}
			rest = rest[1:]
		}
		if len(rest) > 1 || len(rest) == 1 && rest[0].kind != 'o' {
			return false
		}
		p.effects = append(p.effects, strings.Join(words, " "))
		return true
	}
	if len(args) < e.paths {
		return false
	}
	words := []string{e.shell}
	for _, a := range args[:e.paths] {
		w, ok := pyVal{kind: a.kind, s: a.s, home: a.home}.pathWord()
		if !ok {
			return false
		}
		words = append(words, w)
	}
	for _, a := range args[e.paths:] {
		if a.kind == 'l' || a.home {
			return false // data written is a string, options an object
		}
	}
	p.effects = append(p.effects, strings.Join(words, " "))
	return true
}

// plainOptions reports whether an options object holds only keys that
// change nothing the spelling says.
func (v jsVal) plainOptions() bool {
	for k, x := range v.keys {
		if !strings.Contains(jsOptionKeys, " "+k+" ") || x.kind == 'o' || x.kind == 'e' || x.home {
			return false
		}
	}
	return true
}

// values reads a call's parenthesised arguments.
func (p *jsParser) values() ([]jsVal, bool) {
	if !p.take('(', "") {
		return nil, false
	}
	var out []jsVal
	for !p.take(')', "") {
		v, ok := p.value(0)
		if !ok {
			return nil, false
		}
		out = append(out, v)
		if !p.take(',', "") {
			if !p.take(')', "") {
				return nil, false
			}
			break
		}
	}
	return out, true
}

// value reads one literal argument.
func (p *jsParser) value(depth int) (jsVal, bool) {
	if depth > 2 {
		return jsVal{}, false
	}
	k, t := p.peek()
	switch {
	case k == 's':
		p.i++
		return jsVal{kind: 's', s: pyUnquote(t)}, true
	case k == '0' || k == 'n' && (t == "true" || t == "false" || t == "null" || t == "undefined" || t == "nil"):
		p.i++
		return jsVal{kind: '0', s: t}, true
	case k == '[' && !p.lua:
		p.i++
		var list []string
		for !p.take(']', "") {
			// A list holds plain strings: the home (os.homedir()) would be
			// quoted as a literal ~ in an argv, a directory of that name.
			v, ok := p.value(depth + 1)
			if !ok || v.kind != 's' || v.home {
				return jsVal{}, false
			}
			list = append(list, v.s)
			if !p.take(',', "") {
				if !p.take(']', "") {
					return jsVal{}, false
				}
				break
			}
		}
		return jsVal{kind: 'l', list: list}, true
	case k == '{' && !p.lua:
		return p.object(depth)
	case k == 'n' && t == "process" && !p.lua:
		p.i++
		if !p.take('.', "") || !p.take('n', "env") || !p.take('.', "") {
			return jsVal{}, false
		}
		_, name := p.peek()
		if !p.take('n', "") {
			return jsVal{}, false
		}
		return jsVal{kind: 'e', s: name}, true
	case k == 'n' && !p.lua && (t == "require" || p.mods[t] == "os"):
		mod := p.mods[t]
		if t == "require" {
			var ok bool
			if mod, ok = p.require(); !ok {
				return jsVal{}, false
			}
		} else {
			p.i++
		}
		if mod != "os" || !p.take('.', "") || !p.take('n', "homedir") || !p.take('(', "") || !p.take(')', "") {
			return jsVal{}, false
		}
		return jsVal{kind: 's', s: "~", home: true}, true
	}
	return jsVal{}, false
}

// object reads {key: value, …}, its keys names or strings.
func (p *jsParser) object(depth int) (jsVal, bool) {
	p.i++
	keys := map[string]jsVal{}
	for !p.take('}', "") {
		k, t := p.peek()
		if k != 'n' && k != 's' {
			return jsVal{}, false
		}
		p.i++
		if k == 's' {
			t = pyUnquote(t)
		}
		if _, dup := keys[t]; dup || !p.take(':', "") {
			return jsVal{}, false
		}
		v, ok := p.value(depth + 1)
		if !ok {
			return jsVal{}, false
		}
		keys[t] = v
		if !p.take(',', "") {
			if !p.take('}', "") {
				return jsVal{}, false
			}
			break
		}
	}
	return jsVal{kind: 'o', keys: keys}, true
}
