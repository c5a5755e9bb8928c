package patterns

import (
	"path"
	"strings"
)

// How a recipe line's make references are read (issue 7, rt58 §1): make
// expands each before the shell sees the line, so each is read as its
// value where that is known here, else as an unknown shell variable.
//   - A variable the command line or the file sets to plain text is that
//     text (body_make_vars.go, setVar); one the file sets once with = or
//     := to text holding references (TARGET := $(HOME)) is that text
//     expanded in turn, at most makeExpandDepth deep.
//   - A variable neither sets is make's own or one make imports from the
//     environment: HOME is the home ([Context.Home]), PWD the directory
//     the shell runs make in, CURDIR the directory make runs in (after
//     -C), SHELL /bin/sh (make does not take it from the environment),
//     MAKE make, and make's built-in program variables (RM is rm -f, CC
//     cc …) their defaults. Any other is the environment's, not known:
//     a might, as the shell's "$X" is (body_envmight.go), so `rm -rf
//     $(X)` asks as `rm -rf "$X"` does.
//   - make's pure text functions are evaluated when every argument is
//     known: abspath and realpath (as abspath: links are not followed),
//     notdir, dir, basename, suffix, strip, firstword, lastword, sort,
//     wildcard (its patterns, which the shell globs alike), addprefix,
//     addsuffix, subst, patsubst; and if, foreach and call
//     (body_make_call.go). Any other function, or one with an unknown
//     argument, stands unknown.
//   - $(shell CMD) is the shell's $(CMD): a command that runs as make
//     expands the line, judged as a nested command, its output unknown
//     (a might, as the environment's); $(shell pwd) is the directory make
//     runs in.

// makeExpandDepth bounds how deep variables set from variables are
// expanded; makeExpandMax bounds an expansion's length.
const (
	makeExpandDepth = 8
	makeExpandMax   = 16 << 10
)

// makeUnknown is a make reference whose value is not known, as the shell
// reads it; envUnknown one to the environment, or a command's output,
// whose value is not known (body_envmight.go).
const (
	makeUnknown = "${OZDESK_MAKE_VAR}"
	envUnknown  = "${OZDESK_MAKE_ENV}"
)

// makeEnv is what a recipe's references are read with: the variables
// set to plain text (vars, "" for one set otherwise), those set to text
// with references (raw), the home, the directory the shell runs make in
// (cwd) and the one make runs in (dir).
type makeEnv struct {
	vars, raw map[string]string
	blank     map[string]bool
	// alts are the values of variables set in branches; picks the
	// value of each chosen for the line being read, met those first
	// read in it, opaque whether the rest stand unknown
	// (body_make_alts.go).
	alts   map[string][]string
	picks  map[string]int
	met    []string
	opaque bool
	// work counts the if, foreach and call expansions made
	// (body_make_call.go).
	work           int
	home, cwd, dir string
}

// shellText is line as the shell reads it after make: $$ is $, each
// reference its value where known, else an unknown shell variable.
func (e *makeEnv) shellText(line string) string {
	s, _ := e.expand(line, 0)
	return s
}

// expand is text with its make references expanded, as shell text, and
// whether every reference's value was known.
func (e *makeEnv) expand(text string, depth int) (string, bool) {
	var b strings.Builder
	known := true
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c != '$' || i+1 >= len(text) {
			b.WriteByte(c)
			continue
		}
		n := text[i+1]
		var v string
		var ok bool
		switch n {
		case '$':
			v, ok = "$", true
			i++
		case '(', '{':
			j := makeRefEnd(text, i+1)
			if j < 0 {
				b.WriteString(makeUnknown)
				return b.String(), false
			}
			v, ok = e.ref(text[i+2:j], depth)
			i = j
		default:
			v, ok = e.lookup(string(n), depth)
			i++
		}
		known = known && ok
		b.WriteString(v)
		if b.Len() > makeExpandMax {
			return makeUnknown, false
		}
	}
	return b.String(), known
}

// ref is the value of the reference $(ref) as shell text, and whether it
// is known.
func (e *makeEnv) ref(ref string, depth int) (string, bool) {
	if depth > makeExpandDepth {
		return makeUnknown, false
	}
	name, args, isCall := strings.Cut(strings.TrimLeft(ref, " \t"), " ")
	if !isCall {
		name, args, isCall = strings.Cut(ref, "\t")
	}
	if isCall {
		if name == "shell" && strings.TrimSpace(args) == "pwd" && e.dir != "" {
			return e.dir, true // make's shell runs where make does
		}
		if name == "shell" {
			inner, _ := e.expand(args, depth+1)
			return "${OZDESK_MAKE_ENV:-$(" + inner + "\n)}", false
		}
		return e.call(name, args, depth)
	}
	return e.lookup(ref, depth)
}

// lookup is the value of the variable name as shell text, and whether
// it is known.
func (e *makeEnv) lookup(name string, depth int) (string, bool) {
	if name == "MAKE" {
		return "make", true // recursive make, followed as make is
	}
	if e.blank[name] {
		return "", true // recipe prefixes alone, which make strips (body_make_cond.go)
	}
	if v := e.vars[name]; v != "" {
		return v, true // make writes the value in, as it is
	}
	if v, known, is := e.alt(name, depth); is {
		return v, known // a branch's (body_make_alts.go)
	}
	if v, ok := e.raw[name]; ok && v != "" {
		return e.expand(v, depth+1)
	}
	if _, set := e.vars[name]; set || strings.ContainsAny(name, "$:") {
		return makeUnknown, false
	}
	switch name {
	case "HOME":
		if e.home != "" {
			return e.home, true
		}
	case "PWD":
		if e.cwd != "" {
			return e.cwd, true
		}
	case "CURDIR":
		if e.dir != "" {
			return e.dir, true
		}
	case "SHELL":
		return "/bin/sh", true
	}
	if v := makeBuiltinVar(name); v != "" {
		return v, true
	}
	if len(name) == 1 && !isNameStart(name[0]) {
		return makeUnknown, false // $@, $<, $^ …: make's own
	}
	return envUnknown, false // the environment's, not known here
}

// makeBuiltinVar is the default of make's built-in program variable
// name, or "".
func makeBuiltinVar(name string) string {
	switch name {
	case "RM":
		return "rm -f"
	case "CC":
		return "cc"
	case "CXX":
		return "g++"
	case "AR":
		return "ar"
	case "AS":
		return "as"
	case "CPP":
		return "cc -E"
	case "LD":
		return "ld"
	}
	return ""
}

// call is the value of make's function name called with args, as shell
// text, and whether it is known.
func (e *makeEnv) call(name, args string, depth int) (string, bool) {
	var parts []string
	switch name {
	case "if", "foreach", "call":
		return e.control(name, args, depth) // body_make_call.go
	case "abspath", "realpath", "notdir", "dir", "basename", "suffix", "strip", "firstword", "lastword", "sort", "wildcard":
		parts = []string{args}
	case "addprefix", "addsuffix":
		parts = makeArgs(args, 2)
	case "subst", "patsubst":
		parts = makeArgs(args, 3)
	default:
		return makeUnknown, false
	}
	if parts == nil {
		return makeUnknown, false
	}
	for k, p := range parts {
		v, ok := e.expand(p, depth+1)
		if !ok && strings.Contains(v, "${OZDESK_MAKE_ENV") {
			return envUnknown, false // of the environment's: as unknown as it
		} else if !ok {
			return makeUnknown, false
		}
		parts[k] = v
	}
	words := strings.Fields(parts[len(parts)-1])
	each := func(f func(string) string) string {
		out := make([]string, 0, len(words))
		for _, w := range words {
			if w = f(w); w != "" {
				out = append(out, w)
			}
		}
		return strings.Join(out, " ")
	}
	switch name {
	case "abspath", "realpath":
		if e.dir == "" {
			return makeUnknown, false
		}
		return each(func(w string) string {
			if path.IsAbs(w) {
				return path.Clean(w)
			}
			return path.Join(e.dir, w)
		}), true
	case "notdir":
		return each(func(w string) string { return w[strings.LastIndexByte(w, '/')+1:] }), true
	case "dir":
		return each(func(w string) string {
			if k := strings.LastIndexByte(w, '/'); k >= 0 {
				return w[:k+1]
			}
			return "./"
		}), true
	case "basename":
		return each(func(w string) string {
			if k := strings.LastIndexByte(w, '.'); k > strings.LastIndexByte(w, '/') {
				return w[:k]
			}
			return w
		}), true
	case "suffix":
		return each(func(w string) string {
			if k := strings.LastIndexByte(w, '.'); k > strings.LastIndexByte(w, '/') {
				return w[k:]
			}
			return ""
		}), true
	case "strip", "sort", "wildcard":
		return strings.Join(words, " "), true
	case "firstword", "lastword":
		if len(words) == 0 {
			return "", true
		}
		if name == "firstword" {
			return words[0], true
		}
		return words[len(words)-1], true
	case "addprefix":
		return each(func(w string) string { return parts[0] + w }), true
	case "addsuffix":
		return each(func(w string) string { return w + parts[0] }), true
	case "subst":
		if parts[0] == "" {
			return parts[2], true
		}
		return strings.ReplaceAll(parts[2], parts[0], parts[1]), true
	}
	pat, repl := strings.TrimSpace(parts[0]), strings.TrimSpace(parts[1])
	return each(func(w string) string { return makePatsubst(pat, repl, w) }), true
}

// makePatsubst is word w under patsubst's pattern pat and replacement
// repl.
func makePatsubst(pat, repl, w string) string {
	pre, suf, hasPct := strings.Cut(pat, "%")
	if !hasPct {
		if w == pat {
			return repl
		}
		return w
	}
	if len(w) < len(pre)+len(suf) || !strings.HasPrefix(w, pre) || !strings.HasSuffix(w, suf) {
		return w
	}
	stem := w[len(pre) : len(w)-len(suf)]
	return strings.Replace(repl, "%", stem, 1)
}

// makeArgs splits a function's arguments at the commas outside nested
// references into n, the last holding the rest; nil for fewer.
func makeArgs(args string, n int) []string {
	out := makeSplitArgs(args, n)
	if len(out) != n {
		return nil
	}
	return out
}

// makeSplitArgs splits args at the commas outside nested references, into
// at most n pieces (the last holding the rest), or at every such comma
// when n < 0.
func makeSplitArgs(args string, n int) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(args) && (n < 0 || len(out) < n-1); i++ {
		switch args[i] {
		case '(', '{':
			depth++
		case ')', '}':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, args[start:i])
				start = i + 1
			}
		}
	}
	return append(out, args[start:])
}
