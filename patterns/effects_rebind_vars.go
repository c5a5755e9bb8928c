package patterns

import (
	"fmt"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Rebinding through variables: BASH_CMDS is bash's hash table (a name in
// it runs the path it holds, as hash -p does) and BASH_ALIASES its alias
// table, so any assignment to them (declare -A BASH_CMDS=(…), typeset -A,
// BASH_CMDS[ls]=…) rebinds every later program name. A name reference to
// an environment-style name (declare -n p=PATH) hides the assignments
// made through it (p=.:$PATH) from everything that reads PATH, BASH_ENV,
// GIT_SSH_COMMAND …: an assignment through one rebinds as well. A
// reference to a name with a lower-case letter (a script's own variable)
// is left alone.

// rebindTables are the variables whose entries rebind program names.
var rebindTables = map[string]bool{"BASH_CMDS": true, "BASH_ALIASES": true}

// envBlindBuiltins are the builtins whose work no variable's value
// changes: set, export or echo after a name assigned from data is not
// rebound (cd reads CDPATH, source and exec search PATH, enable reads
// BASH_LOADABLES_PATH: those are).
var envBlindBuiltins = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"set": true, "export": true, "declare": true, "local": true, "typeset": true, "readonly": true,
		"unset": true, "shopt": true, "echo": true, "printf": true, "test": true, "[": true,
		"true": true, "false": true, ":": true, "read": true, "exit": true, "return": true,
		"shift": true, "wait": true, "pwd": true, "umask": true, "getopts": true, "let": true,
		"mapfile": true, "readarray": true, "alias": true, "unalias": true,
	}
}}

// varRebind is an assignment of the line that rebinds later names.
type varRebind struct {
	span Span
	how  string
	env  bool // a variable's value only: envBlindBuiltins are not rebound
}

// noteNameref records declaration a (declare -n NAME=TARGET), which is
// not an assignment through NAME, and NAME as a reference to target when
// target is an environment-style name (no lower-case letter).
func (r *reading) noteNameref(a *syntax.Assign, target string) {
	if r.refDecls == nil {
		r.refDecls = map[*syntax.Assign]bool{}
	}
	r.refDecls[a] = true
	if target == "" || strings.ToUpper(target) != target {
		return
	}
	if r.refs == nil {
		r.refs = map[string]string{}
	}
	r.refs[a.Name.Value] = target
}

// noteRebindVar records an assignment to name at span (plain or by
// declare) when it rebinds later program names.
func (r *reading) noteRebindVar(name string, span Span) {
	if target := r.refs[name]; target != "" {
		r.varRebinds = append(r.varRebinds, varRebind{span, fmt.Sprintf(
			"%s, a name reference to %s (declare -n), which the reader does not follow", quoteRaw(name), target), false})
		return
	}
	if rebindTables[name] {
		r.varRebinds = append(r.varRebinds, varRebind{span, name + ", bash's table of what a name runs", false})
	}
}

// varRebound marks unreadable each part that runs a bare program name
// after an assignment that rebinds names.
func (r *reading) varRebound() {
	for _, vr := range r.varRebinds {
		for j, p := range r.cmd.Parts {
			if p.Span.Start < vr.span.End {
				continue
			}
			if w, ok := usesName(p, ""); ok && !(vr.env && envBlindBuiltins.get()[programKey(w.Raw)]) {
				r.effectUnreadable(j, UnreadableRebound, w.Span, fmt.Sprintf(
					"%s may be rebound earlier in the line by the assignment of %s, so what it runs is not what its name says.",
					quoteRaw(w.Raw), vr.how))
			}
		}
	}
}
