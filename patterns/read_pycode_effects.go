package patterns

import "strings"

// Python code whose statements each have an exact shell spelling (fx64f,
// issue 7, rt63 family inline): `shutil.rmtree('build')` is `rm -rf
// build`, `os.system("make")` is `make`. The bounded reader of
// read_pycode.go reads such a statement as well as an import or a print,
// and the part is judged as the shell spellings, one level deeper, by the
// same evaluator (read_codeeffects.go): `shutil.rmtree(os.path.
// expanduser("~"))` asks as `rm -rf ~` does. Every argument is a literal;
// a path is never expanded (python reads '~/x' as a directory named ~),
// but for os.path.expanduser of "~" or "~/…", which is the home.

// pyEffect is how a call of a python function is spelled in the shell.
type pyEffect struct {
	// shell is the spelling's program and options; "" for a call that
	// runs nothing (sys.exit), "=" for one whose string is a command line.
	shell string
	// paths is how many path arguments it takes (1 or 2).
	paths int
	// kw are the keyword arguments it takes, each a literal.
	kw string
}

// pyEffects are the calls read, by their dotted name.
var pyEffects = lazy[map[string]pyEffect]{build: func() map[string]pyEffect {
	copyKW := " dirs_exist_ok symlinks follow_symlinks "
	run := pyEffect{shell: "=", kw: " shell check capture_output text universal_newlines timeout encoding errors "}
	return map[string]pyEffect{
		"shutil.rmtree":   {shell: "rm -rf", paths: 1, kw: " ignore_errors "},
		"os.remove":       {shell: "rm -f", paths: 1},
		"os.unlink":       {shell: "rm -f", paths: 1},
		"os.rmdir":        {shell: "rmdir", paths: 1},
		"os.makedirs":     {shell: "mkdir -p", paths: 1, kw: " exist_ok mode "},
		"os.mkdir":        {shell: "mkdir -p", paths: 1, kw: " mode "},
		"shutil.copy":     {shell: "cp -r", paths: 2, kw: copyKW},
		"shutil.copy2":    {shell: "cp -r", paths: 2, kw: copyKW},
		"shutil.copyfile": {shell: "cp -r", paths: 2, kw: copyKW},
		"shutil.copytree": {shell: "cp -r", paths: 2, kw: copyKW},
		"shutil.move":     {shell: "mv", paths: 2},
		"os.rename":       {shell: "mv", paths: 2},
		"os.replace":      {shell: "mv", paths: 2},
		"os.system":       {shell: "="},
		"subprocess.run":  run, "subprocess.call": run, "subprocess.check_call": run,
		"subprocess.check_output": run, "subprocess.Popen": run,
		"sys.exit": {},
	}
}}

// pyVal is one literal argument: a string (home when it came through
// os.path.expanduser), a number or constant, or a list of strings.
type pyVal struct {
	kind byte // 's' string, '0' number or constant, 'l' list
	s    string
	home bool
	list []string
}

// effect reads a statement that is one call with a shell spelling:
// open(P, MODE)[.write(LIT)] or one of pyEffects.
func (p *pyParser) effect() bool {
	if _, t := p.peek(); t == "open" {
		p.i++
		return p.openWrite()
	}
	dotted, ok := p.dotted()
	if !ok {
		return false
	}
	e, known := pyEffects.get()[dotted]
	if !known {
		return false
	}
	root, _, _ := strings.Cut(dotted, ".")
	p.effectRoots = append(p.effectRoots, root)
	pos, kw, ok := p.callValues()
	if !ok {
		return false
	}
	for k := range kw {
		if !strings.Contains(e.kw, " "+k+" ") {
			return false
		}
	}
	p.acts++
	switch {
	case dotted == "sys.exit":
		return len(pos) <= 1 && (len(pos) == 0 || pos[0].kind == '0')
	case e.shell == "=":
		return p.commandLine(pos, kw)
	}
	if len(pos) < e.paths || len(pos) > e.paths+1 || len(pos) == e.paths+1 && pos[e.paths].kind != '0' {
		return false // a mode after the path (os.mkdir(P, 0o755)) is a number
	}
	words := []string{e.shell}
	for _, v := range pos[:e.paths] {
		w, ok := v.pathWord()
		if !ok {
			return false
		}
		words = append(words, w)
	}
	p.effects = append(p.effects, strings.Join(words, " "))
	return true
}

// commandLine reads the argument of os.system or a subprocess call: a
// string is a shell command line, a list of strings (without shell=True)
// the command's words.
func (p *pyParser) commandLine(pos []pyVal, kw map[string]pyVal) bool {
	if len(pos) != 1 {
		return false
	}
	switch v := pos[0]; {
	case v.kind == 's' && !v.home && v.s != "":
		p.effects = append(p.effects, v.s)
		return true
	case v.kind == 'l' && len(v.list) > 0 && kw["shell"].s != "True":
		words := make([]string, len(v.list))
		for i, a := range v.list {
			words[i] = shellQuote1(a)
		}
		p.effects = append(p.effects, strings.Join(words, " "))
		return true
	}
	return false
}

// openWrite reads open(P, MODE) that writes P, alone or followed by
// .write(LIT): `: > P` for a mode that truncates, `: >> P` for one that
// appends. A read, or a mode that updates in place, is not this shape.
func (p *pyParser) openWrite() bool {
	p.effectRoots = append(p.effectRoots, "open")
	pos, kw, ok := p.callValues()
	if !ok || len(pos) != 2 || pos[1].kind != 's' || pos[1].home {
		return false
	}
	for k := range kw {
		if k != "encoding" && k != "newline" {
			return false
		}
	}
	op := ""
	switch strings.Trim(pos[1].s, "bt") {
	case "w", "x":
		op = ">"
	case "a":
		op = ">>"
	default:
		return false
	}
	path, ok := pos[0].pathWord()
	if !ok {
		return false
	}
	if p.take('.', "") {
		if !p.take('n', "write") {
			return false
		}
		args, _, ok := p.callValues()
		if !ok || len(args) != 1 || args[0].kind != 's' || args[0].home {
			return false
		}
	}
	p.acts++
	p.effects = append(p.effects, ": "+op+" "+path)
	return true
}

// callValues reads a call's parenthesised arguments, each a literal
// value, a keyword one after the positional ones.
func (p *pyParser) callValues() ([]pyVal, map[string]pyVal, bool) {
	if !p.take('(', "") {
		return nil, nil, false
	}
	var pos []pyVal
	kw := map[string]pyVal{}
	for !p.take(')', "") {
		if k, t := p.peek(); k == 'n' && p.i+1 < len(p.toks) && p.toks[p.i+1].kind == '=' {
			p.i += 2
			v, ok := p.value()
			if _, dup := kw[t]; !ok || dup {
				return nil, nil, false
			}
			kw[t] = v
		} else {
			v, ok := p.value()
			if !ok || len(kw) > 0 {
				return nil, nil, false
			}
			pos = append(pos, v)
		}
		if !p.take(',', "") {
			if !p.take(')', "") {
				return nil, nil, false
			}
			break
		}
	}
	return pos, kw, true
}

// value reads one literal argument: strings (adjacent ones joined), a
// number, True, False or None, a list of strings, or
// os.path.expanduser of a string.
func (p *pyParser) value() (pyVal, bool) {
	switch k, t := p.peek(); {
	case k == 's':
		var b strings.Builder
		for k == 's' {
			b.WriteString(pyUnquote(p.toks[p.i].text))
			p.i++
			k, _ = p.peek()
		}
		return pyVal{kind: 's', s: b.String()}, true
	case k == '0' || k == 'n' && (t == "True" || t == "False" || t == "None"):
		p.i++
		return pyVal{kind: '0', s: t}, true
	case k == '[':
		p.i++
		var list []string
		for !p.take(']', "") {
			v, ok := p.value()
			if !ok || v.kind != 's' || v.home {
				return pyVal{}, false
			}
			list = append(list, v.s)
			if !p.take(',', "") {
				if !p.take(']', "") {
					return pyVal{}, false
				}
				break
			}
		}
		return pyVal{kind: 'l', list: list}, true
	case k == 'n' && t == "os":
		if d, ok := p.dotted(); !ok || d != "os.path.expanduser" {
			return pyVal{}, false
		}
		p.effectRoots = append(p.effectRoots, "os")
		args, kw, ok := p.callValues()
		if !ok || len(kw) > 0 || len(args) != 1 || args[0].kind != 's' || args[0].home {
			return pyVal{}, false
		}
		return pyVal{kind: 's', s: args[0].s, home: true}, true
	}
	return pyVal{}, false
}

// pathWord spells a path argument as one shell word: quoted, so the
// shell expands nothing in it (a literal "~/x" is a directory named ~),
// "./" before a leading dash, and the home as ~ when it came through
// os.path.expanduser ("~user" is not read).
func (v pyVal) pathWord() (string, bool) {
	if v.kind != 's' || v.s == "" || strings.ContainsRune(v.s, 0) {
		return "", false
	}
	if v.home {
		switch {
		case v.s == "~":
			return "~", true
		case strings.HasPrefix(v.s, "~/"):
			if rest := v.s[2:]; rest != "" {
				return "~/" + shellQuote1(rest), true
			}
			return "~/", true
		case strings.HasPrefix(v.s, "~"):
			return "", false
		}
	}
	if strings.HasPrefix(v.s, "-") {
		return shellQuote1("./" + v.s), true
	}
	return shellQuote1(v.s), true
}

// pyUnquote is the text of a string token pyTokens read (its escapes
// only \n, \t, \r, \\ and quotes).
func pyUnquote(tok string) string {
	body := tok[1 : len(tok)-1]
	if !strings.Contains(body, `\`) {
		return body
	}
	var b strings.Builder
	for i := 0; i < len(body); i++ {
		if body[i] != '\\' || i+1 >= len(body) {
			b.WriteByte(body[i])
			continue
		}
		i++
		switch body[i] {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		default:
			b.WriteByte(body[i])
		}
	}
	return b.String()
}

// pyCodeEffects returns the shell spellings of python code read by the
// bounded reader that holds at least one statement with an effect
// (read_pycode.go): false when it is not that shape, or only imports
// and prints what plainPyCode allows.
func pyCodeEffects(code string) ([]string, bool) {
	p, ok := readPyCode(code)
	if !ok || p.acts == 0 {
		return nil, false
	}
	for _, root := range p.effectRoots {
		if p.bound[root] {
			return nil, false // from os import system as open
		}
	}
	return p.effects, true
}
