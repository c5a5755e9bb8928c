package patterns

import "strings"

// Python code that only imports and prints (fx37b, rt31 E093–E095):
// `python3 -c "import sys; print(sys.path)"`, `python -c "import django;
// print(django.get_version())"`. plainCode's token list has no room for a
// module's own names; this small reader reads the one shape such a check
// takes, and nothing else. Its statements, separated by ";" or newlines,
// are each
//
//	import M [as N], …          M a dotted module name
//	from M import a [as b], …
//	print(EXPR, …)              sep=, end= and flush= with a literal
//
// and an EXPR is a string or number literal, True/False/None, a list of
// EXPRs, a name or an attribute read (`sys.version`, `x.__version__`), or
// a call of a pure reader: len, str, repr, type, sorted and list of one
// EXPR, `os.getcwd()`, `sys.getrecursionlimit()`, a `platform` query,
// `X.get_version()` and `importlib.metadata.version("pkg")`. Python
// compiles the whole code before it runs any, so a text it cannot parse
// runs nothing; what it can parse runs at most an import (the module's
// own code, as `python3 -m M` or a script on disk does) and these calls.
// Everything else (another call, a keyword argument a function could
// call, a subscript, an operator, a comment, a backslash outside a
// string, a string prefix (f"…"), triple quotes, a character that is not
// ASCII outside a string, which python would read as a name after NFKC)
// is not this shape, and plainCode decides as before. A name the calls
// rely on (print, len, os, sys …) bound by the code's own imports is not
// the one the list means (`from os import system as print`), and a
// module that runs something when imported is refused: any `_` name but
// `__future__` (`venv.__main__` runs venv on the line's arguments) and
// the few that start a program (antigravity, idlelib, turtledemo, test).

// pyCodeMax and pyTokenMax bound what the reader reads.
const (
	pyCodeMax  = 1024
	pyTokenMax = 256
	pyDepthMax = 8
)

// pyTok is one token of python code: a name, a number, a string (with
// its quotes), a newline (as ";") or one punctuation byte.
type pyTok struct {
	kind byte // 'n' name, '0' number, 's' string, or the byte itself
	text string
}

// pyBuiltinReaders are the builtins a plain print may call with one
// argument; pyZeroArgReaders the module functions it may call with none.
const (
	pyBuiltinReaders = " len str repr type sorted list "
	pyZeroArgReaders = " os.getcwd sys.getrecursionlimit sys.getdefaultencoding sys.getfilesystemencoding " +
		"platform.python_version platform.platform platform.system platform.machine platform.release " +
		"platform.python_implementation platform.node "
	pyCallRoots     = " os sys platform importlib print "
	pyDunderAttrs   = " __version__ __file__ __name__ __doc__ __path__ "
	pyRunningModule = " antigravity idlelib turtledemo test this "
)

// plainPyCode reports whether python code only imports modules and
// prints what the readers above give.
func plainPyCode(code string) bool {
	p, ok := readPyCode(code)
	if !ok || p.acts > 0 {
		return false // a statement with an effect (read_pycode_effects.go)
	}
	// a call root or builtin the code rebinds is not the one meant
	for name := range p.bound {
		if strings.Contains(pyCallRoots+pyBuiltinReaders, " "+name+" ") {
			return false
		}
	}
	for _, root := range p.roots {
		if !p.plain[root] {
			return false // os.getcwd() with os never imported as itself
		}
	}
	return true
}

// readPyCode reads code's statements; false when one is not of the
// reader's shapes.
func readPyCode(code string) (*pyParser, bool) {
	toks, ok := pyTokens(code)
	if !ok {
		return nil, false
	}
	p := &pyParser{tokCursor: tokCursor{toks: toks}, plain: map[string]bool{}, bound: map[string]bool{}}
	for p.i < len(p.toks) {
		if !p.statement() {
			return nil, false
		}
	}
	return p, true
}

// pyTokens splits code into tokens; false when it holds anything the
// reader does not read, or is over its bounds.
func pyTokens(code string) ([]pyTok, bool) {
	if len(code) > pyCodeMax || strings.Contains(code, `"""`) || strings.Contains(code, "'''") {
		return nil, false
	}
	var toks []pyTok
	for i := 0; i < len(code); {
		if len(toks) > pyTokenMax {
			return nil, false
		}
		c := code[i]
		switch {
		case c == ' ' || c == '\t':
			i++
		case c == '\n' || c == ';':
			toks = append(toks, pyTok{kind: ';', text: ";"})
			i++
		case isIdentByte(c) && (c < '0' || c > '9'):
			j := i
			for j < len(code) && isIdentByte(code[j]) {
				j++
			}
			if j < len(code) && (code[j] == '"' || code[j] == '\'') {
				return nil, false // a prefix: f"…", r"…", b"…"
			}
			toks, i = append(toks, pyTok{kind: 'n', text: code[i:j]}), j
		case c >= '0' && c <= '9':
			j := i
			for j < len(code) && (code[j] >= '0' && code[j] <= '9' || code[j] == '.' || code[j] == '_') {
				j++
			}
			toks, i = append(toks, pyTok{kind: '0', text: code[i:j]}), j
		case c == '"' || c == '\'':
			j, ok := pyStringEnd(code, i)
			if !ok {
				return nil, false
			}
			toks, i = append(toks, pyTok{kind: 's', text: code[i:j]}), j
		case strings.IndexByte("(),.=[]", c) >= 0:
			toks = append(toks, pyTok{kind: c, text: code[i : i+1]})
			i++
		default:
			return nil, false // an operator, a comment, a backslash, a byte not ASCII …
		}
	}
	return toks, true
}

// pyStringEnd returns the end of the string literal starting at code[i]:
// one line, its escapes only the plain ones.
func pyStringEnd(code string, i int) (int, bool) {
	q := code[i]
	for j := i + 1; j < len(code); j++ {
		switch code[j] {
		case q:
			return j + 1, true
		case '\n':
			return 0, false
		case '\\':
			if j+1 >= len(code) || strings.IndexByte(`ntr\'"`, code[j+1]) < 0 {
				return 0, false
			}
			j++
		}
	}
	return 0, false
}

// pyParser reads a token list by the grammar above.
type pyParser struct {
	tokCursor
	depth int
	plain map[string]bool // names bound by a plain `import NAME[.…]`
	bound map[string]bool // names bound otherwise: as, from … import
	roots []string        // the roots of the module readers called
	// effects are the shell spellings of the statements with an effect
	// read (read_pycode_effects.go), acts how many there were, and
	// effectRoots the names their calls rely on.
	effects     []string
	acts        int
	effectRoots []string
}

// tokCursor is a position in a token list, shared by the python reader
// and the node and lua one (read_jscode_effects.go).
type tokCursor struct {
	toks []pyTok
	i    int
}

// peek returns the kind and text of the next token, 0 at the end.
func (p *tokCursor) peek() (byte, string) {
	if p.i >= len(p.toks) {
		return 0, ""
	}
	return p.toks[p.i].kind, p.toks[p.i].text
}

// take consumes the next token when it is of kind (and text, if given).
func (p *tokCursor) take(kind byte, text string) bool {
	k, t := p.peek()
	if k != kind || text != "" && t != text {
		return false
	}
	p.i++
	return true
}

// name consumes a name that is no keyword of the grammar.
func (p *pyParser) name() (string, bool) {
	k, t := p.peek()
	if k != 'n' {
		return "", false
	}
	switch t {
	case "import", "from", "as", "print", "lambda", "not", "and", "or", "if", "else", "for", "in", "is",
		"await", "yield", "del", "global", "nonlocal", "exec", "eval", "compile", "open", "getattr", "__import__":
		if t != "print" {
			return "", false
		}
	}
	p.i++
	return t, true
}

// statement reads one statement and its separator.
func (p *pyParser) statement() bool {
	if p.take(';', "") {
		return true // an empty statement
	}
	var ok bool
	switch _, t := p.peek(); t {
	case "import":
		p.i++
		ok = p.importList(false)
	case "from":
		p.i++
		mod, good := p.module()
		ok = good && mod != "" && p.take('n', "import") && p.importList(true)
	case "print":
		p.i++
		ok = p.args(true) != nil
	default:
		ok = p.effect() // read_pycode_effects.go
	}
	if !ok {
		return false
	}
	k, _ := p.peek()
	return k == 0 || p.take(';', "")
}

// importList reads `M [as N], …`, or after from, `a [as b], …`.
func (p *pyParser) importList(from bool) bool {
	for {
		var bind string
		if from {
			n, ok := p.name()
			if !ok {
				return false
			}
			bind = n
			p.bound[n] = true
		} else {
			mod, ok := p.module()
			if !ok {
				return false
			}
			bind, _, _ = strings.Cut(mod, ".")
		}
		if p.take('n', "as") {
			n, ok := p.name()
			if !ok {
				return false
			}
			p.bound[n] = true
		} else if !from {
			p.plain[bind] = true
			if strings.Contains(pyBuiltinReaders, " "+bind+" ") {
				return false // import len: a module in the builtin's place
			}
		}
		if !p.take(',', "") {
			return true
		}
	}
}

// module reads a dotted module name that runs nothing known on import.
func (p *pyParser) module() (string, bool) {
	var parts []string
	for {
		n, ok := p.name()
		if !ok || n == "print" || strings.HasPrefix(n, "_") && !(len(parts) == 0 && n == "__future__") {
			return "", false
		}
		if len(parts) == 0 && strings.Contains(pyRunningModule, " "+n+" ") {
			return "", false
		}
		parts = append(parts, n)
		if k, _ := p.peek(); k != '.' {
			return strings.Join(parts, "."), true
		}
		p.i++
	}
}

// args reads a call's parenthesised arguments and returns how many
// positional ones it had plus one, or nil when they are not plain;
// print's may end with sep=, end= and flush= literals.
func (p *pyParser) args(print bool) []pyTok {
	if !p.take('(', "") {
		return nil
	}
	out := []pyTok{{kind: '('}}
	for !p.take(')', "") {
		if k, t := p.peek(); print && k == 'n' && p.i+1 < len(p.toks) && p.toks[p.i+1].kind == '=' {
			if t != "sep" && t != "end" && t != "flush" {
				return nil
			}
			p.i += 2
			if !p.literal() {
				return nil
			}
		} else {
			start := p.i
			if !p.expr() {
				return nil
			}
			out = append(out, p.toks[start])
		}
		if !p.take(',', "") {
			if !p.take(')', "") {
				return nil
			}
			break
		}
	}
	return out
}

// literal reads a string (adjacent strings too), a number, True, False
// or None.
func (p *pyParser) literal() bool {
	switch k, t := p.peek(); {
	case k == 's':
		for p.take('s', "") {
		}
		return true
	case k == '0', k == 'n' && (t == "True" || t == "False" || t == "None"):
		p.i++
		return true
	}
	return false
}

// expr reads one plain expression.
func (p *pyParser) expr() bool {
	if p.depth++; p.depth > pyDepthMax {
		return false
	}
	defer func() { p.depth-- }()
	if p.literal() {
		return true
	}
	if p.take('[', "") {
		for !p.take(']', "") {
			if !p.expr() {
				return false
			}
			if !p.take(',', "") {
				return p.take(']', "")
			}
		}
		return true
	}
	dotted, ok := p.dotted()
	if !ok {
		return false
	}
	if k, _ := p.peek(); k != '(' {
		return true // a name or an attribute read
	}
	args := p.args(false)
	if args == nil {
		return false
	}
	return p.reader(dotted, args[1:])
}

// dotted reads NAME(.NAME)*, each attribute no private name but the
// few dunders that hold metadata.
func (p *pyParser) dotted() (string, bool) {
	n, ok := p.name()
	if !ok || n == "print" {
		return "", false
	}
	parts := []string{n}
	for p.take('.', "") {
		a, ok := p.name()
		if !ok || strings.HasPrefix(a, "_") && !strings.Contains(pyDunderAttrs, " "+a+" ") {
			return "", false
		}
		parts = append(parts, a)
	}
	return strings.Join(parts, "."), true
}

// reader reports whether calling dotted with args is one of the pure
// readers, noting the module whose plain import it relies on.
func (p *pyParser) reader(dotted string, args []pyTok) bool {
	root, _, _ := strings.Cut(dotted, ".")
	switch {
	case strings.Contains(pyBuiltinReaders, " "+dotted+" "):
		return len(args) == 1
	case strings.Contains(pyZeroArgReaders, " "+dotted+" "):
		p.roots = append(p.roots, root)
		return len(args) == 0
	case dotted == "importlib.metadata.version":
		p.roots = append(p.roots, root)
		return len(args) == 1 && args[0].kind == 's'
	case strings.HasSuffix(dotted, ".get_version"):
		return len(args) == 0
	case dotted == "os.environ.get" || dotted == "os.getenv":
		// an environment variable printed is `printenv NAME` (fx64f)
		if len(args) < 1 || len(args) > 2 || args[0].kind != 's' {
			return false
		}
		name := pyUnquote(args[0].text)
		if name == "" || strings.TrimLeft(name, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_") != "" {
			return false
		}
		p.acts++
		p.effectRoots = append(p.effectRoots, "os")
		p.effects = append(p.effects, "printenv "+name)
		return true
	}
	return false
}
