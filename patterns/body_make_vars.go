package patterns

import (
	"path"
	"strings"
)

// A variable make's command line sets overrides the makefile's (rt50 A6):
// `make cleandir DIR=~` runs the recipe `rm -rf $(DIR)` as `rm -rf
// /home/u`. Its value is written into the recipe where the word's value
// is known text (a literal; ~ or ~/… after the =, which bash expands in
// such a word; $HOME, $PWD) naming the home or a directory holding it
// (/, /home, .. of a project in the home); any other value leaves
// $(NAME) unknown, as every make variable was. Decided (fx53d): `make
// install PREFIX=$HOME/.local` stays the everyday command it was (the
// corpus's rt7b row), though its install below the home would ask typed
// on the line: a prefix or a stage is what command-line variables are
// mostly for, and the home deleted is what rt50 found.

// makeVarsMax bounds the command-line variables read.
const makeVarsMax = 16

// makeVarWord reports whether w is a variable for make's run, NAME=…,
// its name literal (its value may not be).
func makeVarWord(w Word) bool {
	if len(w.Segs) == 0 || w.Segs[0].Kind != SegLit || w.Segs[0].Quoted {
		return false
	}
	name, _, ok := strings.Cut(w.Segs[0].Text, "=")
	return ok && name != "" && isNameStart(name[0]) && strings.Trim(name, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_") == ""
}

// makeCmdVars returns the variables make part p's command line sets to
// known values naming the home or a directory holding it, make running
// in dir.
func makeCmdVars(p *Part, ctx *Context, dir string) map[string]string {
	var out map[string]string
	for k := 1; k < len(p.Words) && len(out) < makeVarsMax; k++ {
		w := p.Words[k]
		if !makeVarWord(w) {
			continue
		}
		v, ok := knownValue(&w, ctx)
		if !ok {
			continue
		}
		name, val, _ := strings.Cut(v, "=")
		if h := ctx.Home; h != "" && (val == "~" || strings.HasPrefix(val, "~/")) {
			val = h + val[1:]
		}
		if !valueHoldsHome(val, dir, ctx.Home) {
			continue
		}
		if out == nil {
			out = map[string]string{}
		}
		out[name] = val
	}
	return out
}

// valueHoldsHome reports whether v, a path read from dir, is home or a
// directory holding it.
func valueHoldsHome(v, dir, home string) bool {
	if home == "" || !path.IsAbs(home) || v == "" {
		return false
	}
	if !path.IsAbs(v) {
		v = path.Join(dir, v)
	}
	v, home = path.Clean(v), path.Clean(home)
	return v == home || v == "/" || strings.HasPrefix(home, v+"/")
}
